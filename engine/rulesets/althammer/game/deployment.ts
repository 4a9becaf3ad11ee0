// Before the battle: the Sideboard step ("Players alternate selecting and removing Units ... beginning with the player who
// lost the Roll Off") and deployment (the text has none: named default althammer.deployment, 12" zones along the long
// edges, the roll-off winner first, then alternating; every model wholly in its zone, no base on another base).
import { draftModel, illegal, other, placeModels, placementProblem, readUnitPositions } from '../../../game/kit';
import type { GameAction, GameContext, GameModel, ModelPosition, PlayerIndex } from '../../../game/types';
import { coherentBlock } from '../../../measure/formation';
import { isWhollyWithinDistance } from '../../../measure/targets';
import type { Vec2 } from '../../../types';
import { ALTHAMMER } from '../values';
import type { AhActionOf } from './actions';
import { armyPoints } from './army';
import { AH_DEFAULT } from './defaults';
import { coherencyProblem } from './movement';
import { startRound } from './sequence';
import { armyOf, notNow, playerName, unitState, type AhDraft, type AhUnitState, type AhView } from './state';

/** Player 0's zone along the near long edge (y = 0), player 1's along the far one (named default althammer.deployment). */
export function deploymentZone(table: { widthIn: number; depthIn: number }, p: PlayerIndex): Vec2[] {
  const { widthIn: w, depthIn: d } = table;
  const z = AH_DEFAULT.zoneDepthIn;
  return p === 0 ? [[0, 0], [w, 0], [w, z], [0, z]] : [[0, d - z], [w, d - z], [w, d], [0, d]];
}

/** Where the unit's models may not all be placed: each wholly within its player's zone, then on the table and off every base. */
export function deployProblem(d: AhView, models: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>): string | null {
  const table = d.setup.layout.table;
  const inZone = (m: GameModel, p: ModelPosition): string | null =>
    isWhollyWithinDistance({ ...m, x: p.x, y: p.y, facingDeg: p.facingDeg ?? m.facingDeg }, { kind: 'edge', edge: m.player === 0 ? 'south' : 'north', table }, AH_DEFAULT.zoneDepthIn)
      ? null
      : `${m.name} (${m.id}) must be placed wholly within your ${AH_DEFAULT.zoneDepthIn}" deployment zone (named default althammer.deployment).`;
  return placementProblem(d, models, moved, inZone) ?? coherencyProblem(models, moved);
}

export const sideboardPoints = (d: { ruleset: { units: readonly AhUnitState[] } }, p: PlayerIndex): number =>
  d.ruleset.units.filter((u) => u.player === p && !u.removed).reduce((s, u) => s + u.points, 0);

export const undeployed = (d: { models: readonly GameModel[]; ruleset: { units: readonly AhUnitState[] } }, p: PlayerIndex): AhUnitState[] =>
  d.ruleset.units.filter((u) => u.player === p && !u.removed && !d.models.some((m) => m.unit === u.id && m.onTable) && d.models.some((m) => m.unit === u.id && m.wounds > 0));

function startDeployment(d: AhDraft, ctx: GameContext): void {
  d.ruleset.step = 'deployment';
  d.phase = 'deployment';
  d.toAct = d.ruleset.rollOffWinner;
  ctx.say(`Deployment: ${playerName(d.toAct)} (the roll-off winner) places a unit first; the players alternate (named default althammer.deployment).`);
}

/** After setup: the Sideboard step when an army is over the points limit (both took the option), else deployment. */
export function beginGame(d: AhDraft, ctx: GameContext): void {
  const over = ([0, 1] as PlayerIndex[]).filter((p) => armyPoints(armyOf(d, p)) > armyOf(d, p).pointsLimit);
  if (over.length) {
    d.ruleset.step = 'sideboard';
    d.phase = 'sideboard';
    const loser = other(d.ruleset.rollOffWinner);
    d.toAct = over.includes(loser) ? loser : over[0]!;
    ctx.say(`Sideboard: the players remove units until each army is at or below the points limit, beginning with ${playerName(loser)}, who lost the roll-off.`);
  } else startDeployment(d, ctx);
}

/** "Players alternate selecting and removing Units from their collection" until each army is at or below the limit. */
export function applyRemoveUnit(d: AhDraft, a: AhActionOf<'remove-unit'>, ctx: GameContext): void {
  if (d.ruleset.step !== 'sideboard') notNow(d, a);
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player || u.removed) illegal(`${String(a.unit)} is not one of your mustered units.`, a);
  u.removed = true;
  for (const m of d.models) if (m.unit === u.id) m.onTable = false;
  ctx.say(`${playerName(a.player)} removes ${u.name} from the sideboard (${u.points} points).`, a.player);
  const over = (p: PlayerIndex) => sideboardPoints(d, p) > armyOf(d, p).pointsLimit;
  const q = other(a.player);
  if (over(q)) d.toAct = q;
  else if (over(a.player)) d.toAct = a.player;
  else startDeployment(d, ctx);
}

/** Places a unit, then the other player places one (or this player, when the other has none left); then the first round. */
export function applyDeploy(d: AhDraft, a: AhActionOf<'deploy'>, ctx: GameContext): void {
  if (d.ruleset.step !== 'deployment') notNow(d, a);
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player || u.removed) illegal(`${String(a.unit)} is not one of your units.`, a);
  if (!undeployed(d, a.player).includes(u)) illegal(`${u.name} is already on the table.`, a);
  const models = d.models.filter((m) => m.unit === u.id);
  const moved = readUnitPositions(a, models, true);
  const why = deployProblem(d, models, moved);
  if (why) illegal(why, a);
  for (const m of models) draftModel(d, m.id).onTable = true;
  placeModels(d, moved);
  ctx.say(`${playerName(a.player)} deploys ${u.name}.`, a.player);
  const q = other(a.player);
  if (undeployed(d, q).length) d.toAct = q;
  else if (undeployed(d, a.player).length) d.toAct = a.player;
  else startRound(d, ctx);
}

/** Deploy offers: each unit left to place as a coherent block at up to three spots along the middle of the zone. */
export function deployActions(d: AhView, p: PlayerIndex): GameAction[] {
  const out: GameAction[] = [];
  const { widthIn: w, depthIn: depth } = d.setup.layout.table;
  const midY = p === 0 ? AH_DEFAULT.zoneDepthIn / 2 : depth - AH_DEFAULT.zoneDepthIn / 2;
  for (const u of undeployed(d, p)) {
    const models = d.models.filter((m) => m.unit === u.id);
    let found = 0;
    for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85, 0.4, 0.6])
      for (const dy of [0, -3, 3]) {
        if (found >= 3) break;
        const moved = coherentBlock(models, w * fx, midY + dy, p === 0 ? 1 : -1, ALTHAMMER.measuring.coherency);
        if (deployProblem(d, models, moved)) continue;
        out.push({ type: 'deploy', player: p, unit: u.id, positions: Object.fromEntries(moved) });
        found++;
        break;
      }
  }
  return out;
}
