// Objectives, goals and the end of the game (seed 002_e47fa283e0ac09ca.txt, "Objectives", "Factions and Goals",
// "Winning"; DIGEST C.4): who has seized each marker, what each goal scores, and the final score.
import { other } from '../../../game/kit';
import type { GameContext, GameModel, PlayerIndex } from '../../../game/types';
import { distanceToEdge, markerGap, playerName, type HwDraft, type HwState } from './state';
import { HW_SEIZE_IN } from './rulesetValues';

/** Which objectives a player has seized: "If you have more units within 2" of a marker than your opponent, then you seized it." */
export function seizedBy(models: readonly GameModel[], objectives: HwState['objectives']): (PlayerIndex | null)[] {
  return objectives.map((o) => {
    const n = [0, 0];
    for (const m of models) if (m.onTable && markerGap(m, [o.x, o.y]) <= HW_SEIZE_IN + 1e-9) n[m.player]! += 1;
    return n[0]! > n[1]! ? 0 : n[1]! > n[0]! ? 1 : null;
  });
}

/** Goal VP at the end of the game, with the reason in words. */
export function goalScore(models: readonly GameModel[], rs: HwState, p: PlayerIndex, table: { widthIn: number }): { vp: number; why: string } {
  const pl = rs.players[p];
  const opp = rs.players[other(p)];
  const seized = seizedBy(models, rs.objectives);
  const mine = seized.filter((s) => s === p).length;
  const theirs = seized.filter((s) => s === other(p)).length;
  switch (pl.goal) {
    case 'Greed': // "If at the end of the game you have seized more objectives than your opponent, you get 1VP."
      return { vp: mine > theirs ? 1 : 0, why: `Greed: seized ${mine} objective(s) against ${theirs}` };
    case 'Oppression': {
      // "at least a third of your currently deployed units (rounding down) are within 4" of your opponent's table edge"
      const deployed = models.filter((m) => m.onTable && m.player === p);
      const edge = opp.edge ?? (pl.edge === 'west' ? 'east' : 'west');
      const near = deployed.filter((m) => distanceToEdge(m, edge, table.widthIn) <= 4 + 1e-9).length;
      const need = Math.floor(deployed.length / 3);
      return { vp: deployed.length > 0 && near >= need ? 1 : 0, why: `Oppression: ${near} of ${deployed.length} units within 4" of the enemy edge (needs ${need})` };
    }
    case 'Revenge': // "killed at least one enemy Hero unit, or if your opponent did not deploy any Hero units"
      return { vp: pl.heroesKilled > 0 || !opp.deployedHero ? 1 : 0, why: `Revenge: ${pl.heroesKilled} enemy hero(es) killed${opp.deployedHero ? '' : '; the opponent deployed no hero'}` };
    case 'Deception':
    case 'Duty': {
      const i = rs.objectives.findIndex((o) => o.id === pl.goalObjective);
      const held = i >= 0 && seized[i] === p;
      return { vp: held ? 1 : 0, why: `${pl.goal}: objective ${rs.objectives[i]?.name ?? pl.goalObjective} ${held ? 'seized' : 'not seized'}` };
    }
    default:
      return { vp: 0, why: 'no goal chosen' };
  }
}

/** Ends the game: the players whose morale reached 0 give 1VP each to their opponent; goals are scored; most VP wins. */
export function endGame(d: HwDraft, ctx: GameContext, broken: PlayerIndex[]): void {
  if (d.result) return;
  for (const p of broken) {
    d.points[other(p)] += 1;
    ctx.say(`${playerName(p)}'s morale has reached 0: ${playerName(other(p))} receives 1VP and the game ends.`);
  }
  for (const p of [0, 1] as const) {
    const g = goalScore(d.models, d.ruleset, p, d.setup.layout.table);
    d.points[p] += g.vp;
    ctx.say(`${playerName(p)}'s goal ${g.why}: ${g.vp}VP.`);
  }
  const [a, b] = d.points;
  const winner = a > b ? 0 : b > a ? 1 : null;
  d.result = {
    winner,
    score: [a, b],
    reason: winner === null ? `draw at ${a}VP each (morale ran out)` : `${playerName(winner)} wins ${Math.max(a, b)}VP to ${Math.min(a, b)}VP (morale ran out)`,
  };
  d.ruleset.step = 'over';
  d.ruleset.active = null;
  d.toAct = null;
  ctx.say(`Game over: ${d.result.reason}.`);
}
