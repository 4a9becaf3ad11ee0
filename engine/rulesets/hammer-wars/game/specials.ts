// The special rules that are actions of their own (seed 002_e47fa283e0ac09ca.txt, "Special Rules"; DIGEST C.5): Chain
// Attack, Hit & Run and Energy Pulse. Trample Attack and Rapid Advance are part of a move (movement.ts), Ignores Cover of
// an attack (combat.ts).
import { illegal, modelAt } from '../../../game/kit';
import type { GameContext, GameModel, ModelPosition } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { Vec2 } from '../../../types';
import type { HwActionOf } from './actions';
import { endActivation, MAX_CHAINS, resolveLine } from './combat';
import { moveCheck, moveModel, movedPosition, pathOf } from './movement';
import { rollAttack } from './resolve';
import { activeUnit, cardOf, CONTACT_IN, enemiesOf, findModel, label, markerGap, radiusOf, type HwDraft } from './state';
import { HW_HIT_AND_RUN_IN, HW_PULSE_MOVE_IN, HW_PULSE_RANGE_IN, HW_SPLASH_IN } from './rulesetValues';

/**
 * Chain Attack: "Whenever this unit kills an enemy in melee it may immediately move and attack another enemy that is within
 * 2" of the original target" (default hw.chain.move: up to its Move, into base contact with the new target).
 */
export function applyChainAttack(d: HwDraft, a: HwActionOf<'chain-attack'>, ctx: GameContext): void {
  const m = activeUnit(d, a);
  const act = d.ruleset.active!;
  const from = act.chainFrom;
  if (!from) illegal(`${m.name} has no Chain Attack to make: it must first kill an enemy in melee.`, a);
  const target = findModel(d, a.target);
  if (!target || !target.onTable || target.player === a.player) illegal('Chain Attack another enemy unit on the table.', a);
  const g = Math.hypot(target.x - from.x, target.y - from.y) - from.r - radiusOf(target);
  if (g > HW_SPLASH_IN + 1e-9) illegal(`${label(target)} is ${g.toFixed(1)}" from the model just killed; a Chain Attack reaches enemies "within 2" of the original target".`, a);
  const pos = movedPosition(a, m);
  const { problem, dangerousCrossed } = moveCheck(d, m, pos, cardOf(m).moveIn, false, pathOf(a));
  if (problem) illegal(problem, a);
  if (edgeDistance(modelAt(m, pos), target) > CONTACT_IN) illegal(`A Chain Attack moves ${m.name} into base contact with ${label(target)}.`, a);
  act.chains += 1;
  act.chainFrom = null;
  ctx.say(`${label(m)} makes Chain Attack ${act.chains} of ${MAX_CHAINS} on ${label(target)}.`, a.player);
  moveModel(d, ctx, m, pos, dangerousCrossed);
  const now = findModel(d, m.id)!;
  if (!now.onTable) return endActivation(d);
  const killed = resolveLine(d, ctx, now, from.line, target.id);
  if (killed && act.chains < MAX_CHAINS) act.chainFrom = { x: target.x, y: target.y, r: radiusOf(target), line: from.line };
}

/** Hit & Run: "may make move up to 4" after attacking an enemy in melee, but may not use this move to get into base contact with enemy units". */
export function applyHitAndRun(d: HwDraft, a: HwActionOf<'hit-and-run'>, ctx: GameContext): void {
  const m = activeUnit(d, a);
  if (!cardOf(m).special.includes('Hit & Run')) illegal(`${m.name} does not have Hit & Run.`, a);
  if (!d.ruleset.active!.meleeAttacked) illegal(`Hit & Run is a move "after attacking an enemy in melee"; ${m.name} has not attacked in melee.`, a);
  const pos = movedPosition(a, m);
  const { problem, dangerousCrossed } = moveCheck(d, m, pos, HW_HIT_AND_RUN_IN, false, pathOf(a));
  if (problem) illegal(problem, a);
  const bad = hitAndRunContact(d, m, pos);
  if (bad) illegal(`Hit & Run may not end in base contact with enemy units (${label(bad)}).`, a);
  ctx.say(`${label(m)} Hits & Runs to (${pos.x.toFixed(1)}, ${pos.y.toFixed(1)}).`, a.player);
  moveModel(d, ctx, m, pos, dangerousCrossed);
  // Default hw.hitAndRun.ends: after that move the unit's activation ends.
  endActivation(d);
}

/** The enemy a Hit & Run to `pos` would end in base contact with, if any. */
export function hitAndRunContact(d: { readonly models: readonly GameModel[] }, m: GameModel, pos: ModelPosition): GameModel | undefined {
  const moved = modelAt(m, pos);
  return enemiesOf(d.models, m.player).find((e) => edgeDistance(moved, e) <= CONTACT_IN);
}

/**
 * Energy Pulse: "Once per round, when this unit is activated, place a marker anywhere within 8". All enemy units within 2"
 * of the marker immediately receive a Dice:1 attack that hits on 5+ (ignores modifiers). Then you may move the marker up
 * to 4" in any direction (ignoring units and terrain) and repeat the attack."
 */
export function applyEnergyPulse(d: HwDraft, a: HwActionOf<'energy-pulse'>, ctx: GameContext): void {
  const m = activeUnit(d, a);
  const act = d.ruleset.active!;
  if (!cardOf(m).special.includes('Energy Pulse')) illegal(`${m.name} does not have Energy Pulse.`, a);
  if (d.ruleset.pulsedRound[m.id] === d.round) illegal('Energy Pulse is used "Once per round".', a);
  if (act.moved || act.linesUsed.length > 0) illegal('Energy Pulse is used "when this unit is activated", before it moves or attacks.', a);
  const mk = a.marker;
  const to = a.markerTo;
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (!mk || !finite(mk.x) || !finite(mk.y) || !to || !finite(to.x) || !finite(to.y)) illegal('Energy Pulse needs marker {x, y} and markerTo {x, y}.', a);
  const { widthIn, depthIn } = d.setup.layout.table;
  const onT = (x: number, y: number) => x >= 0 && y >= 0 && x <= widthIn && y <= depthIn;
  if (!onT(mk.x, mk.y) || !onT(to.x, to.y)) illegal('The Energy Pulse marker stays on the table.', a);
  // "place a marker anywhere within 8""
  if (markerGap(m, [mk.x, mk.y]) > HW_PULSE_RANGE_IN + 1e-9) illegal(`The marker must be placed within ${HW_PULSE_RANGE_IN}" of ${m.name}.`, a);
  // "you may move the marker up to 4" in any direction (ignoring units and terrain)"
  if (Math.hypot(to.x - mk.x, to.y - mk.y) > HW_PULSE_MOVE_IN + 1e-9) illegal(`The marker moves at most ${HW_PULSE_MOVE_IN}".`, a);
  d.ruleset.pulsedRound[m.id] = d.round;
  act.pulsed = true;
  ctx.say(`${label(m)} uses Energy Pulse at (${mk.x.toFixed(1)}, ${mk.y.toFixed(1)}), then (${to.x.toFixed(1)}, ${to.y.toFixed(1)}).`, a.player);
  for (const pt of [[mk.x, mk.y], [to.x, to.y]] as Vec2[]) {
    // "All enemy units within 2" of the marker immediately receive a Dice:1 attack that hits on 5+ (ignores modifiers)"
    const hit = enemiesOf(d.models, a.player).filter((e) => markerGap(e, pt) <= HW_SPLASH_IN + 1e-9).map((e) => e.id);
    for (const id of hit) rollAttack(d, ctx, id, 1, 5, 0, { by: a.player, what: 'Energy Pulse (ignores modifiers)' });
    if (d.result) return;
  }
  if (!findModel(d, m.id)!.onTable) endActivation(d);
}
