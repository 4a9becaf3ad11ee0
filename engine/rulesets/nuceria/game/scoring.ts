// Nuceria's scoring: "Players need 10 points to win"; "Each objective worth 2", "Establish Perimeter (non-battleshocked
// units within 12” of all table corners) worth 5", "Killing warlord worth 5", "Bring it down (killing “colossal” units)
// worth 1 per unit".
import type { GameContext, GameModel, PlayerIndex } from '../../../game/types';
import { pointToBaseDistance } from '../../../measure/distance';
import type { Vec2 } from '../../../types';
import { NU_DEFAULT, playerName, type NuDraft } from './state';

/** Models of each player on the table within an objective's area (its base inside the marker's control radius). */
export function modelsInArea(models: readonly GameModel[], o: { x: number; y: number; controlRadiusIn: number }): [number, number] {
  const n: [number, number] = [0, 0];
  for (const m of models) if (m.onTable && pointToBaseDistance(m, [o.x, o.y]) <= o.controlRadiusIn) n[m.player] += 1;
  return n;
}

/** How many table corners player `p` has a model within NU_DEFAULT.perimeterIn of ("units within 12” of all table corners"). */
export function cornersCovered(models: readonly GameModel[], table: { widthIn: number; depthIn: number }, p: PlayerIndex): number {
  const { widthIn: w, depthIn: h } = table;
  const corners: Vec2[] = [[0, 0], [w, 0], [w, h], [0, h]];
  return corners.filter((c) => models.some((m) => m.onTable && m.player === p && pointToBaseDistance(m, c) <= NU_DEFAULT.perimeterIn)).length;
}

/** Adds `n` points to `p` (and, unless more are scored together, checks for the win). */
export function score(d: NuDraft, ctx: GameContext, p: PlayerIndex, n: number, why: string, checkNow = true): void {
  if (d.result) return;
  d.points[p] += n;
  ctx.say(`${playerName(p)} ${why}: +${n} (${d.points[0]}-${d.points[1]}).`, p);
  if (checkNow) checkWin(d, ctx);
}

/**
 * "Players need 10 points to win." Points scored together (a round's end) are all added before this is checked, so the
 * order the objectives are listed in never decides; both at 10 or more: the higher wins; equal totals play on until one side
 * leads (named default nuceria.winAt).
 */
export function checkWin(d: NuDraft, ctx: GameContext): void {
  if (d.result) return;
  const [a, b] = d.points;
  if (a < NU_DEFAULT.winAt && b < NU_DEFAULT.winAt) return;
  if (a === b) {
    if (!d.ruleset.tieAnnounced) ctx.say(`Both players have ${a} points: "Players need 10 points to win", and neither leads, so the game plays on until one side leads (named default nuceria.winAt).`);
    d.ruleset.tieAnnounced = true;
    return;
  }
  const winner: PlayerIndex = a > b ? 0 : 1;
  d.result = { winner, reason: `${playerName(winner)} reaches ${NU_DEFAULT.winAt} points ("Players need 10 points to win") and leads, ${a}-${b}`, score: [a, b] };
  d.toAct = null;
  ctx.say(`The game ends: ${d.result.reason}.`);
}

/** The points scored at a round's end (objectives held, the perimeter), then the check for the win. */
export function scoreRoundEnd(d: NuDraft, ctx: GameContext): void {
  const rs = d.ruleset;
  // "Each objective worth 2": held at the end of a round with more models within the marker's area (named default nuceria.objectives).
  for (const o of rs.objectives) {
    const n = modelsInArea(d.models, o);
    if (n[0] !== n[1]) score(d, ctx, n[0] > n[1] ? 0 : 1, 2, `holds ${o.id}`, false);
  }
  // "Establish Perimeter (... units within 12” of all table corners) worth 5": once per game (named default nuceria.perimeter).
  for (const p of [0, 1] as PlayerIndex[])
    if (!rs.perimeterScored[p] && cornersCovered(d.models, d.setup.layout.table, p) === 4) {
      rs.perimeterScored[p] = true;
      score(d, ctx, p, 5, 'establishes the perimeter', false);
    }
  checkWin(d, ctx);
}
