// HamWarmer's shot preview: what a `shoot` action would do before any die is thrown (the weapons that can fire, their
// range and cover, the templates' places, and the chance of each number of models slain).
import { boardOf } from '../../../game/board';
import { draftView } from '../../../game/draftView';
import { unitOnTable } from '../../../game/kit';
import type { AttackPreview, GameAction, GameState } from '../../../game/types';
import type { Template } from '../../../templates/shapes';
import { chainedShots, hamwarmerAttackDistribution } from '../../shared/attacks/distribution';
import { chainSteps, scatterHits, slainFromHits, templateCount, type ScatterHits } from './scatterChart';
import { unitLabel, type HwrState } from './state';
import { readTemplateAt, templateFor, templateKindOf } from './templateShots';
import { rangedWeapons, weaponShot, type WeaponShot } from './weapons';

/** A Scatter template weapon: its template lands where the scatter die puts it ("Scatter #d6"); a Flame never scatters. */
const scatters = (s: WeaponShot): boolean => !!s.weapon.scatter && templateKindOf(s.weapon) !== null && templateKindOf(s.weapon) !== 'flame';

const percent = (p: number): string => (p > 0 && p < 0.005 ? 'under 1%' : `${Math.round(p * 100)}%`);

/** The chart's words for a scattering weapon: it includes scatter, how often the template lands off the unit, friends it may hit. */
function scatterNote(s: WeaponShot, sc: ScatterHits | null, target: string): string {
  const who = `${s.model.name}'s ${s.weapon.name}`;
  if (!sc) return ` ${who}: no place for its template keeps off friendly models, so it is not fired.`;
  const friends = sc.friendlyMean >= 0.005 ? `; it is expected to hit ${sc.friendlyMean.toFixed(2)} of your own models ("A template can scatter to hit friendly models")` : '';
  return ` Includes scatter: ${who} lands where the Scatter die puts it (a hit symbol, 1 in 3: it stays; an arrow, 2 in 3: ${s.weapon.scatter}" along the arrow), every landing reckoned; it lands on no model of ${target} ${percent(sc.missUnit)} of the time${friends}.`;
}

/** The weapons a `shoot` action's models can fire at its target, each with range, sight and cover; null for no such units. */
function shootingOf(state: GameState<HwrState>, a: GameAction) {
  if (a.type !== 'shoot') return null;
  const d = draftView(state);
  const u = d.ruleset.units.find((x) => x.id === a.unit);
  const t = d.ruleset.units.find((x) => x.id === a.target);
  if (!u || !t) return null;
  const board = boardOf(state);
  const shots = unitOnTable(d, u.id).flatMap((m) => rangedWeapons(d, m).map((w) => weaponShot(d, board, u, m, w, t, false)).filter((x): x is WeaponShot => x !== null));
  return { d, u, t, board, shots };
}

/**
 * What a `shoot` action would do, before any die is rolled: every weapon that can fire with its range and cover, and the
 * chance of each number of models slain. Weapons are chained exactly on the number of models left; wounds a multi-wound
 * model carries from one weapon to the next are not (each weapon is reckoned on unhurt models).
 */
export function previewShot(state: GameState<HwrState>, a: GameAction): AttackPreview | null {
  const shooting = shootingOf(state, a);
  if (!shooting) return null;
  const { d, u, t, board, shots } = shooting;
  const covered = shots.filter((s) => s.inCover).length;
  const aim = a.templateAt === undefined ? null : (() => { try { return readTemplateAt(a); } catch { return null; } })();
  const unitModels = unitOnTable(d, t.id);
  // A Scatter template weapon's chart is reckoned over every place its template can land (scatterChart.ts).
  const scatter = new Map<WeaponShot, ScatterHits | null>();
  for (const s of shots.filter(scatters)) {
    const placed = templateFor(d, board, s.model, s.weapon, t, aim).template;
    const others = d.models.filter((m) => m.onTable && m.id !== s.model.id && m.unit !== t.id);
    scatter.set(s, placed ? scatterHits(placed, s, unitModels, others, templateCount(s)) : null);
  }
  const chain = scatter.size
    ? chainSteps(
        shots.map((s) => {
          const target = { ...s.stats, hp: s.targetModel.maxWounds };
          const sc = scatter.get(s);
          if (sc === undefined) return { slainFrom: (k: number) => hamwarmerAttackDistribution(s.attack, { ...target, models: k }).slain, meanDamage: hamwarmerAttackDistribution(s.attack, { ...target, models: unitModels.length }).mean };
          const hits = sc?.hits ?? [1];
          return { slainFrom: (k: number) => slainFromHits(s, hits, target.hp, k).slain, meanDamage: slainFromHits(s, hits, target.hp, unitModels.length).meanDamage };
        }),
        unitModels.length,
      )
    : chainedShots(
        shots.map((s) => ({ attack: s.attack, target: { ...s.stats, hp: s.targetModel.maxWounds } })),
        unitModels.length,
      );
  const templates = shots
    .filter((s) => templateKindOf(s.weapon))
    .map((s) => {
      const p = templateFor(d, board, s.model, s.weapon, t, aim);
      return { from: s.model.id, weapon: `${s.model.name}'s ${s.weapon.name}`, template: p.template, aimed: p.aimed, ...(p.why ? { why: p.why } : {}), scatters: !!s.weapon.scatter && templateKindOf(s.weapon) !== 'flame' };
    })
    .filter((x): x is typeof x & { template: Template } => x.template !== null);
  return {
    ...(templates.length ? { templates } : {}),
    attacker: unitLabel(u),
    target: unitLabel(t),
    lines: shots.map((s) => ({
      from: s.model.id,
      to: s.targetModel.id,
      text: `${s.model.name}'s ${s.weapon.name}: ${s.rangeIn.toFixed(1)}" to ${s.targetModel.name}, ${s.inCover ? 'in Cover' : 'not in Cover'}`,
      rangeIn: s.rangeIn,
      inCover: s.inCover,
    })),
    ...chain,
    ...(scatter.size ? { includesScatter: true } : {}),
    cover: !shots.length ? 'no weapon can fire' : covered === 0 ? 'not in Cover' : covered === shots.length ? 'in Cover (-1 to hit, +1 to its Armour Save)' : `in Cover for ${covered} of ${shots.length} weapons`,
    note: `Each weapon is reckoned on unhurt models; wounds carried between weapons are not counted.${shots.some((x) => templateKindOf(x.weapon) && !scatters(x)) ? ' Blast and Flame weapons are reckoned as one hit per shot that hits; the template may hit more models or fewer.' : ''}${[...scatter].map(([s, sc]) => scatterNote(s, sc, t.name)).join('')}`,
  };
}

/**
 * A quick reckoning of a `shoot` for the computer opponent's look at the round ahead (engine/ai/roundAhead.ts): the same
 * weapons, range, sight and cover as previewShot, every weapon chained on unhurt models, but a Scatter template reckoned
 * as one hit per shot that hits (the chart before every landing was reckoned: about 2,000 landings and 16 ms a weapon,
 * which the AI would pay for every unit pair it looks at). Null when nothing can fire.
 */
export function quickShot(state: GameState<HwrState>, a: GameAction): { meanDamage: number; meanSlain: number } | null {
  const shooting = shootingOf(state, a);
  if (!shooting) return null;
  const { d, t, shots } = shooting;
  if (!shots.length) return null;
  const chain = chainedShots(shots.map((s) => ({ attack: s.attack, target: { ...s.stats, hp: s.targetModel.maxWounds } })), unitOnTable(d, t.id).length);
  return { meanDamage: chain.meanDamage, meanSlain: chain.meanSlain };
}
