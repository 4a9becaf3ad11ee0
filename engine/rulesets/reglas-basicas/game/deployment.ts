// Reglas básicas' deployment (the text has none: named default reglas.table): the roll-off winner places a unit first, the
// players alternate, each unit wholly within its player's zone, every base clear of the others.
import { baseBoundingRadius } from '../../../bases';
import { draftModel, illegal, modelAt, nextToActivate, placeModels, placementProblem, readUnitPositions } from '../../../game/kit';
import type { GameAction, GameContext, GameModel, ModelPosition } from '../../../game/types';
import type { Vec2 } from '../../../types';
import { RB_DEFAULT } from './defaults';
import { chosen, eligible, startTurn } from './sequence';
import { deploymentZone, playerName, type RbDraft } from './state';

/** The whole base inside the (axis-aligned) zone. */
function inZone(m: GameModel, zone: readonly Vec2[]): boolean {
  const xs = zone.map((p) => p[0]);
  const ys = zone.map((p) => p[1]);
  const r = baseBoundingRadius(m.base);
  return m.x - r >= Math.min(...xs) - 1e-9 && m.x + r <= Math.max(...xs) + 1e-9 && m.y - r >= Math.min(...ys) - 1e-9 && m.y + r <= Math.max(...ys) + 1e-9;
}

export function deployUnit(d: RbDraft, a: GameAction, ctx: GameContext): void {
  const u = chosen(d, a);
  const models = d.models.filter((m) => m.unit === u.id);
  const moved = readUnitPositions(a, models, true, u.name);
  const zone = deploymentZone(d.setup.layout.table, u.player);
  const withinZone = (m: GameModel, p: ModelPosition) => (inZone(modelAt(m, p), zone) ? null : `${m.name} (${m.id}) must be placed wholly within your ${RB_DEFAULT.zoneDepthIn}" zone (named default reglas.table)`);
  const problem = placementProblem(d, models, moved, withinZone);
  if (problem) illegal(`${problem}.`, a);
  for (const m of models) draftModel(d, m.id).onTable = true;
  placeModels(d, moved);
  ctx.say(`${playerName(u.player)} deploys ${u.name}.`, u.player);
  const next = nextToActivate(u.player, u.player, (p) => eligible(d, p).length > 0);
  if (next !== null) d.toAct = next;
  else {
    d.ruleset.step = 'battle';
    d.ruleset.firstStop = null;
    startTurn(d, ctx);
  }
}
