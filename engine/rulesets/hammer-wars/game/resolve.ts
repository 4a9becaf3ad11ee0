// Attacking (seed 002_e47fa283e0ac09ca.txt, "Attacking"; DIGEST C.2): line of sight and cover, the dice of one attack
// against one model, and an attack line with its "*" splash.
import { draftModel, other } from '../../../game/kit';
import { lineOfSight } from '../../../los/lineOfSight';
import { boardOf } from '../../../game/board';
import type { GameContext, GameModel, PlayerIndex } from '../../../game/types';
import type { Layout } from '../../../types';
import { verdictFor } from '../../cover';
import { cardOf, enemiesOf, gap, label, type HwDraft, type HwView } from './state';
import type { Armor } from './cards';
import { killModel } from './morale';
import { HW_LOS_OPTIONS, HW_SPLASH_IN, HW_VALUES } from './rulesetValues';

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
export function draftBoard(d: Pick<HwView, 'setup' | 'models'>): Layout {
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
  const v = verdictFor(HW_VALUES, los, layout);
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
