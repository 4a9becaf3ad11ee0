// What a Hammer Wars attack line would do before its dice are rolled (002_*.txt "Attacking"): the exact distribution
// against the target's armour and lives, with cover judged the way the roll judges it ("When attacking units in cover you
// get -1 to your attack rolls"). Used by the shot preview on the table and by the computer opponent.
import type { AttackDistribution, AttackPreview, GameAction, GameModel, GameState, PlayerIndex, SideSummary } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { Vec2 } from '../../../types';
import { HW_DEPLOY_EDGE_IN } from './rulesetValues';
import { draftBoard, sightAndCover, type Sight } from './resolve';
import { hwAttackDistribution } from './math';
import { cardOf, findModel, type HwState } from './state';

/** One attack line of `attacker` on `target`: the exact distribution and the sight it was judged with. */
export function lineOdds(state: GameState<HwState>, attacker: GameModel, line: number, target: GameModel): { dist: AttackDistribution; sight: Sight; ignoresCover: boolean } | null {
  const c = cardOf(attacker);
  const l = c.lines[line];
  if (!l) return null;
  const ignoresCover = c.special.includes('Ignores Cover');
  const sight = sightAndCover(draftBoard(state), attacker.id, target.id);
  const dist = hwAttackDistribution(
    { dice: l.dice, Light: l.Light, Medium: l.Medium, Heavy: l.Heavy, ignoresCover, duty: attacker.statuses.includes('duty +1') },
    { armor: cardOf(target).armor, lives: target.wounds, cover: !ignoresCover && sight.inCover },
  );
  return { dist, sight, ignoresCover };
}

/** The preview of an `attack` action (the main target only; a "*" splash is noted, not counted). */
export function previewHwAttack(state: GameState<HwState>, a: GameAction): AttackPreview | null {
  if (a.type !== 'attack' || typeof a.line !== 'number') return null;
  const attacker = findModel(state, state.ruleset.active?.unit);
  const target = findModel(state, a.target);
  if (!attacker || !target) return null;
  const odds = lineOdds(state, attacker, a.line, target);
  if (!odds) return null;
  const c = cardOf(attacker);
  const l = c.lines[a.line]!;
  const rangeIn = edgeDistance(attacker, target);
  const cover = odds.ignoresCover ? 'Ignores Cover' : odds.sight.inCover ? 'in cover (-1 to the attack rolls)' : 'not in cover';
  return {
    attacker: `${c.name} (${attacker.id})`,
    target: `${cardOf(target).name} (${target.id})`,
    lines: [{ from: attacker.id, to: target.id, text: `line ${a.line + 1}, ${l.dice} dice: ${rangeIn.toFixed(1)}" to ${cardOf(target).name}, ${cover}`, rangeIn, inCover: odds.sight.inCover }],
    slain: odds.dist.slain,
    meanSlain: odds.dist.slain[1] ?? 0,
    meanDamage: odds.dist.mean,
    cover,
    ...(l.splash ? { note: 'The "*" splash attacks on enemies within 2" of the target are not counted here.' } : {}),
  };
}

/**
 * A player's own side for the Game panel: pts and xp to spend ("At the beginning of each deployment phase the players get
 * 6pts and 1xp each"), morale, the secret goal (only this player's), and the unit pool ("returns to the unit pool") with
 * each card's cost and how many are left to buy.
 */
export function hwSideSummary(state: GameState<HwState>, p: PlayerIndex): SideSummary {
  const pl = state.ruleset.players[p];
  const goal = pl.goal ? `${pl.goal}${pl.goalObjective ? ` on ${pl.goalObjective}` : ''}${pl.goalDeclared ? ' (declared)' : ''}` : `not chosen yet (${pl.goalChoices.join(' or ')})`;
  const pool = new Map<string, { left: number; pts: number; xp: number }>();
  for (const m of state.models) {
    if (m.player !== p || m.onTable) continue;
    const c = cardOf(m);
    const e = pool.get(c.name) ?? { left: 0, pts: c.pts, xp: c.xp };
    e.left++;
    pool.set(c.name, e);
  }
  return {
    facts: [
      { label: 'To spend', value: `${pl.pts}pts, ${pl.xp}xp` },
      { label: 'Morale', value: String(pl.morale) },
      { label: 'Secret goal', value: goal, secret: !pl.goalDeclared },
    ],
    pool: [...pool.entries()].map(([name, e]) => ({ name, left: e.left, cost: `${e.pts}pts${e.xp ? ` + ${e.xp}xp` : ''}`, affordable: e.pts <= pl.pts && e.xp <= pl.xp })),
  };
}

/** "placed within 4" of the player's table edge" (default hw.deployWithin): a strip along the chosen edge, once it is chosen. */
export function hwDeploymentZones(state: GameState<HwState>): [Vec2[] | null, Vec2[] | null] {
  const { widthIn: w, depthIn: d } = state.setup.layout.table;
  const strip = (edge: 'west' | 'east' | null): Vec2[] | null =>
    edge === 'west' ? [[0, 0], [HW_DEPLOY_EDGE_IN, 0], [HW_DEPLOY_EDGE_IN, d], [0, d]] : edge === 'east' ? [[w - HW_DEPLOY_EDGE_IN, 0], [w, 0], [w, d], [w - HW_DEPLOY_EDGE_IN, d]] : null;
  return [strip(state.ruleset.players[0].edge), strip(state.ruleset.players[1].edge)];
}
