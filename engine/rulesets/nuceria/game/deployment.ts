// Nuceria's placing of units: "Players alternate to place units from their army within their deployment zone or
// reserves", and reserves "Arriving from Reserves": "placed outside of engagement range and within 6” of any table edge
// (except your opponent’s deployment zone)". Every model stands clear (the kit's standingProblem) and in coherency.
import { baseBoundingRadius } from '../../../bases';
import { draftModel, illegal, modelAt, nextToActivate, other, placementProblem, readUnitPositions } from '../../../game/kit';
import type { GameAction, GameContext, GameModel, ModelPosition } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { NUCERIA_RESERVES_EDGE_IN, NUCERIA_ZONE_DEPTH_IN } from '../deployment';
import type { NuActionOf } from './actions';
import { place } from './movement';
import { startRound } from './sequence';
import { coherent, deploymentZone, MELEE_IN, playerName, undeployed, unitData, unitState, withinRect, type NuDraft, type NuUnitState } from './state';

/** The unit an action places now: one of the player's units still waiting to deploy. */
function waiting(d: NuDraft, a: GameAction): NuUnitState {
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player || !undeployed(d, a.player).includes(u)) illegal(`${String(a.unit)} is not one of your units waiting to deploy.`, a);
  return u;
}

/**
 * Every model of `models` placed at its position: `where` says why a model may not stand there (the zone, the edge), then
 * it must stand clear of every base and out of impassable terrain, and the unit in coherency. Returns the positions.
 */
function placement(d: NuDraft, a: GameAction, u: NuUnitState, models: readonly GameModel[], where: (m: GameModel, p: ModelPosition) => string | null, coherencyWords: string): Map<string, ModelPosition> {
  const moved = readUnitPositions(a, models, true, u.name);
  const problem = placementProblem(d, models, moved, where);
  if (problem) illegal(`${problem}.`, a);
  if (!coherent(models.map((m) => modelAt(m, moved.get(m.id))))) illegal(coherencyWords, a);
  for (const m of models) draftModel(d, m.id).onTable = true;
  place(d, moved);
  return moved;
}

/** "Players alternate to place units": the other player if they have a unit to place, else the same; then the battle. */
function nextToPlace(d: NuDraft, ctx: GameContext, u: NuUnitState): void {
  const next = nextToActivate(u.player, u.player, (p) => undeployed(d, p).length > 0);
  if (next !== null) d.toAct = next;
  else {
    d.ruleset.step = 'battle';
    startRound(d, ctx);
  }
}

/** "within their deployment zone" */
export function deployUnit(d: NuDraft, a: NuActionOf<'deploy'>, ctx: GameContext): void {
  const u = waiting(d, a);
  const zone = deploymentZone(d.setup.layout.table, u.player);
  const inZone = (m: GameModel, p: ModelPosition) => (withinRect(modelAt(m, p), zone) ? null : `${m.name} (${m.id}) must be placed "within their deployment zone" (${NUCERIA_ZONE_DEPTH_IN}" from your edge)`);
  placement(d, a, u, d.models.filter((m) => m.unit === u.id), inZone, `${u.name} must be placed in coherency ("within 1” of each other").`);
  u.placed = true;
  ctx.say(`${playerName(u.player)} deploys ${u.name}.`, u.player);
  nextToPlace(d, ctx, u);
}

/** "Up to ½ of an army's total points may be placed in reserves" (the army file lists which units). */
export function reserveUnit(d: NuDraft, a: NuActionOf<'reserve'>, ctx: GameContext): void {
  const u = waiting(d, a);
  if (!unitData(d, u).reserves) illegal(`${u.name} is not listed for reserves in the army file ("Up to ½ of an army's total points").`, a);
  u.reserves = true;
  ctx.say(`${playerName(u.player)} places ${u.name} in reserves.`, u.player);
  nextToPlace(d, ctx, u);
}

/** "Any number of these units may arrive on the battlefield during their own activation": the active unit's Move. */
export function arriveFromReserves(d: NuDraft, a: NuActionOf<'arrive'>, ctx: GameContext, u: NuUnitState): void {
  if (d.models.some((m) => m.unit === u.id && m.onTable) || !u.reserves) illegal(`${u.name} is not in reserves.`, a);
  const { widthIn: w, depthIn: h } = d.setup.layout.table;
  const oppZone = deploymentZone(d.setup.layout.table, other(u.player));
  const edgeRule = (m: GameModel, p: ModelPosition): string | null => {
    const at = modelAt(m, p);
    // "placed outside of engagement range and within 6” of any table edge (except your opponent’s deployment zone)"
    if (Math.min(p.x, p.y, w - p.x, h - p.y) - baseBoundingRadius(m.base) > NUCERIA_RESERVES_EDGE_IN + 1e-9) return `${m.name} must arrive within ${NUCERIA_RESERVES_EDGE_IN}" of a table edge`;
    if (withinRect({ ...at, base: { kind: 'round', diameterMm: 0.01 } }, oppZone)) return `${m.name} cannot arrive in your opponent's deployment zone`;
    if (d.models.some((e) => e.onTable && e.player !== u.player && edgeDistance(at, e) <= MELEE_IN)) return `${m.name} must arrive "outside of engagement range"`;
    return null;
  };
  placement(d, a, u, d.models.filter((m) => m.unit === u.id && m.wounds > 0), edgeRule, `${u.name} must arrive in coherency.`);
  u.reserves = false;
  u.placed = true;
  ctx.say(`${u.name} arrives from reserves.`, u.player);
}
