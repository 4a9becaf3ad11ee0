// HamWarmer's Psychic phase (001_9d9921dd118cdf65.txt "3: PSYCHIC"): a Psyker's test, its power (the Faction PDFs with
// the powers are not included: named default psychic.power) and Perils of the Warp.
import { boardOf } from '../../../game/board';
import { draftModel, illegal, unitOnTable } from '../../../game/kit';
import type { GameContext, GameModel } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { HwrActionOf } from './actions';
import { checkArmiesLeft, dealDamage, wounded } from './damage';
import { applyMortalWounds, rollAttack, rollValue } from '../../shared/attacks/resolve';
import { perilsOfTheWarp, psychicTest } from './rules';
import { characterTargetProblem, enemyTarget } from './shooting';
import { groupOf, radiusOf, unitState, type HwrDraft, type HwrUnitState } from './state';
import { sight, targetStats } from './weapons';

/** Named default psychic.power: the Faction PDFs with the powers are not included; a power deals d3 mortal wounds within 18". */
export const POWER_RANGE_IN = 18;
export const POWER_DAMAGE = 'd3';

/**
 * "Select a Psyker ... take a Psychic test": the power (named default psychic.power) manifests on 2d6 equal to or below the
 * caster's Leadership; a double 1 or double 6 brings Perils of the Warp.
 */
export function manifestPower(d: HwrDraft, a: HwrActionOf<'manifest'>, ctx: GameContext, u: HwrUnitState): void {
  const t = enemyTarget(d, a, u);
  const board = boardOf(d);
  const casters = unitOnTable(d, u.id);
  // "Unless otherwise stated, Psychic Powers require line of sight and follow Character targeting restrictions."
  const inReach = casters.some((m) => unitOnTable(d, t.id).some((x) => edgeDistance(m, x) <= POWER_RANGE_IN && sight(board, m.id, x.id).visible));
  if (!inReach) illegal(`${t.name} is not within ${POWER_RANGE_IN}" and in sight of ${u.name} (named default psychic.power).`, a);
  const screened = characterTargetProblem(d, u, t, board);
  if (screened) illegal(`${screened} Psychic Powers "follow Character targeting restrictions".`, a);
  const caster = casters.reduce((b, m) => ((groupOf(d, m).profile.Ld ?? 0) > (groupOf(d, b).profile.Ld ?? 0) ? m : b));
  const ld = groupOf(d, caster).profile.Ld ?? 0;
  const faces = ctx.roll(2, `${caster.name}'s Psychic test (2d6, equal to or below Ld ${ld})`, 6, u.player);
  const test = psychicTest([faces[0]!, faces[1]!], ld);
  if (test.success) {
    const n = rollValue(POWER_DAMAGE, (c, why, sides) => ctx.roll(c, `Psychic power: mortal wounds ${why}`, sides, u.player), 'power');
    ctx.say(`The power manifests (${test.total}): ${t.name} takes ${n} mortal wound${n === 1 ? '' : 's'}.`, u.player);
    dealDamage(d, ctx, applyMortalWounds(n, wounded(unitOnTable(d, t.id))).damageTo);
  } else ctx.say(`The power fails (${test.total} against Ld ${ld}).`, u.player);
  if (test.perils && !d.result && draftModel(d, caster.id).onTable) perils(d, ctx, u, caster);
}

/** "If a double 1 or double 6 is rolled, the model suffers Perils of the Warp": the generic table (no Faction PDF). */
function perils(d: HwrDraft, ctx: GameContext, u: HwrUnitState, caster: GameModel): void {
  const [f] = ctx.roll(1, `Perils of the Warp (${caster.name})`, 6, u.player);
  const e = perilsOfTheWarp(f!);
  ctx.say(`Perils of the Warp: ${e.name}.`, u.player);
  const m = draftModel(d, caster.id);
  if (e.result === 1 || e.result === 2) {
    // "Place the Large/Small Blast template over the model. All models entirely or partially under the template take 1 ... hit."
    const radius = e.result === 1 ? 2.5 : 1.5;
    const under = d.models.filter((o) => o.onTable && o.id !== m.id && Math.hypot(o.x - m.x, o.y - m.y) - radiusOf(o) < radius);
    m.wounds = 0;
    m.onTable = false;
    ctx.say(`${m.name} (${m.id}) is removed.`, u.player);
    for (const unit of new Set(under.map((o) => o.unit))) {
      const hitModels = under.filter((o) => o.unit === unit && draftModel(d, o.id).onTable);
      const tu = unitState(d, unit)!;
      if (!hitModels.length) continue;
      const r = rollAttack({ attacks: hitModels.length, skill: 2, strength: e.hit.strength, ap: e.hit.ap, damage: 1, rules: ['Auto Hit'] }, targetStats(d, tu, m.x, m.y, false), wounded(hitModels), (n, why, sides) => ctx.roll(n, `${e.name} on ${tu.name}: ${why}`, sides, u.player));
      dealDamage(d, ctx, r.damageTo);
    }
    checkArmiesLeft(d, ctx);
  } else if (e.result === 3) {
    m.wounds = 0;
    m.onTable = false;
    ctx.say(`${m.name} (${m.id}) is removed.`, u.player);
    checkArmiesLeft(d, ctx);
  } else if (e.result === 4) {
    const n = rollValue('d3', (c, why, sides) => ctx.roll(c, `Staggered: mortal wounds ${why}`, sides, u.player), 'perils');
    dealDamage(d, ctx, applyMortalWounds(n, [{ id: m.id, wounds: m.wounds }]).damageTo);
  } else if (e.result === 5) {
    u.pinnedRound = d.round + 1;
    ctx.say(`${m.name} may not move in the next Movement phase.`, u.player);
  } else {
    m.wounds = m.maxWounds;
    ctx.say(`${m.name} is restored to full HP.`, u.player);
  }
}
