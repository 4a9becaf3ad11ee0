// Attacks, kills, the morale clock, goals and the end of the game (seed 002_e47fa283e0ac09ca.txt; DIGEST C.3, C.4).
import { coverVerdict } from '../../index';
import { lineOfSight } from '../../../los/lineOfSight';
import { boardOf } from '../../../game/board';
import type { GameContext, GameModel, PlayerIndex } from '../../../game/types';
import type { Layout } from '../../../types';
import { cardOf, distanceToEdge, draftModel, enemiesOf, gap, label, markerGap, other, playerName, type HwDraft, type HwState } from './state';
import type { Armor } from './cards';
import { HW_ID, HW_LOS_OPTIONS, HW_SEIZE_IN, HW_SPLASH_IN } from './rulesetValues';

/** Who or what makes an attack, for credit (Revenge) and for the log. */
export interface AttackSource {
  readonly by: PlayerIndex | null;
  readonly what: string;
}

/**
 * Success on one die. "Roll ... trying to score the number corresponding to the target's armor type or higher";
 * "Note that a roll of 6 is always a hit, regardless of modifiers."
 */
export function isHit(face: number, need: number, modifier: number): boolean {
  return face === 6 || face + modifier >= need;
}

/** The board of a draft, for LOS and cover. */
export function draftBoard(d: HwDraft): Layout {
  return boardOf(d);
}

/** Line of sight and cover from attacker to target, by the engine's LOS and the ruleset's cover model. */
export interface Sight {
  readonly visible: boolean;
  readonly inCover: boolean;
  readonly why: string;
}

export function sightAndCover(layout: Layout, attackerId: string, targetId: string): Sight {
  const los = lineOfSight(layout, attackerId, targetId, { ...HW_LOS_OPTIONS });
  const v = coverVerdict(HW_ID, los, layout);
  return { visible: los.visible, inCover: los.visible ? v.inCover : true, why: v.reason };
}

/** Rolls `dice` dice at `need`+ with `modifier` against one model, removes lives, kills at 0. Returns true on a kill. */
export function rollAttack(d: HwDraft, ctx: GameContext, targetId: string, dice: number, need: number, modifier: number, src: AttackSource): boolean {
  const t = draftModel(d, targetId);
  if (!t.onTable) return false;
  const mod = modifier === 0 ? '' : ` (${modifier > 0 ? '+' : ''}${modifier})`;
  const faces = ctx.roll(dice, `${src.what} against ${label(t)}, hits on ${need}+${mod}`, 6, src.by ?? undefined);
  const hits = faces.filter((f) => isHit(f, need, modifier)).length;
  if (hits === 0) {
    ctx.say(`No hits on ${label(t)}.`);
    return false;
  }
  t.wounds = Math.max(0, t.wounds - hits);
  ctx.say(`${hits} hit${hits > 1 ? 's' : ''}: ${label(t)} loses ${hits} ${hits > 1 ? 'lives' : 'life'}${t.wounds > 0 ? `, ${t.wounds} left` : ''}.`);
  if (t.wounds === 0) {
    killModel(d, ctx, targetId, src.by);
    return true;
  }
  return false;
}

/**
 * An attack line (or a fixed special attack) on a target, with the "*" splash: "you may roll one additional attack on each
 * enemy unit within 2" of the target model" (default hw.splash: always rolled, each with its own armour and cover).
 * `fixedNeed` is for attacks that "hit on N+ (ignores modifiers)". Returns true when the main target was killed.
 */
export function attackWithLine(
  d: HwDraft,
  ctx: GameContext,
  attackerPlayer: PlayerIndex | null,
  attackerId: string | null,
  targetId: string,
  spec: { dice: number; splash: boolean; need: Record<Armor, number> | number; what: string; ignoresCover?: boolean; duty?: boolean; sight?: Sight },
): boolean {
  const target = draftModel(d, targetId);
  const splashOn = spec.splash
    ? enemiesOfPlayer(d, attackerPlayer, target).filter((m) => m.id !== target.id && gap(m, target) <= HW_SPLASH_IN + 1e-9).map((m) => m.id)
    : [];
  let board: Layout | null = null;
  const layout = (): Layout => (board ??= draftBoard(d));
  const roll = (id: string, dice: number, what: string): boolean => {
    const t = draftModel(d, id);
    if (!t.onTable) return false;
    if (typeof spec.need === 'number') return rollAttack(d, ctx, id, dice, spec.need, 0, { by: attackerPlayer, what: `${what} (ignores modifiers)` });
    const need = spec.need[cardOf(t).armor];
    let modifier = 0;
    // "When attacking units in cover you get -1 to your attack rolls." / Ignores Cover: "does not get a -1".
    if (attackerId && !spec.ignoresCover) {
      // The main target's sight was just judged for the attack on the same board; splash targets are judged here
      // (on the board as it is then: a model killed by the main roll no longer blocks).
      const sc = id === targetId && spec.sight ? spec.sight : sightAndCover(id === targetId ? layout() : draftBoard(d), attackerId, id);
      if (sc.inCover) {
        modifier -= 1;
        ctx.say(`${label(t)} is in cover: -1 to the attack rolls. ${sc.why}`);
      }
    }
    // Duty: "all friendly units within 2" of it get +1 to their attack rolls from then on."
    if (spec.duty) modifier += 1;
    return rollAttack(d, ctx, id, dice, need, modifier, { by: attackerPlayer, what });
  };
  const killed = roll(targetId, spec.dice, spec.what);
  for (const id of splashOn) roll(id, 1, `${spec.what} (* splash)`);
  return killed;
}

function enemiesOfPlayer(d: HwDraft, p: PlayerIndex | null, target: GameModel): GameModel[] {
  return enemiesOf(d.models, p ?? other(target.player));
}

/**
 * A model at 0 lives "is killed and returns to the unit pool". Morale: "Every time a player loses three units he lowers his
 * morale by 1. Every time a player loses a hero he lowers his morale by 1. Every time a player loses a heavy he lowers his
 * morale by 1 and his opponent immediately gets 1VP."
 */
export function killModel(d: HwDraft, ctx: GameContext, id: string, killer: PlayerIndex | null): void {
  const m = draftModel(d, id);
  const owner = m.player;
  const card = cardOf(m);
  ctx.say(`${label(m)} is killed and returns to the unit pool.`);
  m.onTable = false;
  m.wounds = m.maxWounds;
  m.statuses = [];
  if (d.ruleset.active?.unitId === id) {
    d.ruleset.active = null;
    d.activation = null;
  }
  const pl = d.ruleset.players[owner];
  pl.unitsLost += 1;
  pl.lost.push(m.unit);
  if (pl.unitsLost % 3 === 0) lowerMorale(d, ctx, owner, `${playerName(owner)} has lost ${pl.unitsLost} units`);
  if (card.category === 'Hero') {
    if (killer !== null && killer !== owner) d.ruleset.players[killer].heroesKilled += 1;
    lowerMorale(d, ctx, owner, `${playerName(owner)} lost a hero`);
  }
  if (card.category === 'Heavy') {
    d.points[other(owner)] += 1;
    ctx.say(`${playerName(other(owner))} gets 1VP for killing a heavy.`);
    lowerMorale(d, ctx, owner, `${playerName(owner)} lost a heavy`);
  }
}

/** Lowers a morale counter; at 0 "his opponent receives 1VP, and the game immediately ends". */
export function lowerMorale(d: HwDraft, ctx: GameContext, p: PlayerIndex, why: string): void {
  if (d.result) return;
  const pl = d.ruleset.players[p];
  pl.morale = Math.max(0, pl.morale - 1);
  ctx.say(`${why}: ${playerName(p)}'s morale falls to ${pl.morale}.`);
  if (pl.morale === 0) endGame(d, ctx, [p]);
}

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
