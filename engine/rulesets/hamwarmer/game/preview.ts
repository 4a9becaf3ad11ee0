// HamWarmer's shot preview: what a `shoot` action would do before any die is thrown (the weapons that can fire, their
// range and cover, the templates' places, and the chance of each number of models slain).
import { boardOf } from '../../../game/board';
import { draftView } from '../../../game/draftView';
import { unitOnTable } from '../../../game/kit';
import type { AttackPreview, GameAction, GameState } from '../../../game/types';
import type { Template } from '../../../templates/shapes';
import { chainedShots } from '../../shared/attacks/distribution';
import { unitLabel, type HwrState } from './state';
import { readTemplateAt, templateFor, templateKindOf } from './templateShots';
import { rangedWeapons, weaponShot, type WeaponShot } from './weapons';

/**
 * What a `shoot` action would do, before any die is rolled: every weapon that can fire with its range and cover, and the
 * chance of each number of models slain. Weapons are chained exactly on the number of models left; wounds a multi-wound
 * model carries from one weapon to the next are not (each weapon is reckoned on unhurt models).
 */
export function previewShot(state: GameState<HwrState>, a: GameAction): AttackPreview | null {
  if (a.type !== 'shoot') return null;
  const d = draftView(state);
  const u = d.ruleset.units.find((x) => x.id === a.unit);
  const t = d.ruleset.units.find((x) => x.id === a.target);
  if (!u || !t) return null;
  const board = boardOf(state);
  const shots = unitOnTable(d, u.id).flatMap((m) => rangedWeapons(d, m).map((w) => weaponShot(d, board, u, m, w, t, false)).filter((x): x is WeaponShot => x !== null));
  const chain = chainedShots(
    shots.map((s) => ({ attack: s.attack, target: { ...s.stats, hp: s.targetModel.maxWounds } })),
    unitOnTable(d, t.id).length,
  );
  const covered = shots.filter((s) => s.inCover).length;
  const aim = a.templateAt === undefined ? null : (() => { try { return readTemplateAt(a); } catch { return null; } })();
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
    cover: !shots.length ? 'no weapon can fire' : covered === 0 ? 'not in Cover' : covered === shots.length ? 'in Cover (-1 to hit, +1 to its Armour Save)' : `in Cover for ${covered} of ${shots.length} weapons`,
    note: `Each weapon is reckoned on unhurt models; wounds carried between weapons are not counted.${shots.some((x) => templateKindOf(x.weapon)) ? ' Blast and Flame weapons are reckoned as one hit per shot that hits; the template may hit more models or fewer.' : ''}`,
  };
}
