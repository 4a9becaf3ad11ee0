// The combat phase's attacks (seed 002_e47fa283e0ac09ca.txt, "Attacking", "Actions"; DIGEST C.2): each attack line once
// per activation, at an enemy in range and line of sight, or in base contact for a Range 0" unit; "Run ... May not shoot".
import { illegal } from '../../../game/kit';
import type { GameContext, GameModel } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { HwActionOf } from './actions';
import { attackWithLine, draftBoard, sightAndCover, type Sight } from './resolve';
import { activeUnit, cardOf, findModel, inContact, label, radiusOf, type HwDraft, type HwView } from './state';

/** "This chain attack may be repeated up to 3 times per activation." */
export const MAX_CHAINS = 3;

/** Whether the line is fought in melee (default hw.meleeLines: the lines of a Range 0" unit). */
export const isMeleeUnit = (m: GameModel): boolean => cardOf(m).rangeIn === 0;

/** Why `attacker` may not use line `line` on `target` now; null when it may. */
export function attackProblem(d: HwView, attacker: GameModel, line: number, target: GameModel | undefined, seen?: { sight?: Sight }): string | null {
  const act = d.ruleset.active!;
  const card = cardOf(attacker);
  if (!Number.isInteger(line) || line < 0 || line >= card.lines.length) return `${card.name} has ${card.lines.length} attack line${card.lines.length > 1 ? 's' : ''}; line ${line + 1} does not exist.`;
  if (act.linesUsed.includes(line)) return `${card.name} has already used attack line ${line + 1} this activation ("each of its attack lines once").`;
  if (!target || !target.onTable) return 'That target is not on the table.';
  if (target.player === attacker.player) return `${card.name} may only attack enemy units.`;
  if (isMeleeUnit(attacker)) {
    if (act.order === 'rapid-advance') return `${card.name} used Rapid Advance and cannot fight in melee this activation.`;
    if (!inContact(attacker, target)) return `${card.name} fights in melee ("Range: 0""): ${label(target)} is not in base contact.`;
    return null;
  }
  if (act.order === 'run' || act.order === 'rapid-advance') return `${card.name} Ran this activation: "Run ... May not shoot."`;
  const dist = edgeDistance(attacker, target);
  if (dist > card.rangeIn + 1e-9) return `${label(target)} is ${dist.toFixed(1)}" away, out of ${card.name}'s ${card.rangeIn}" range.`;
  const sc = sightAndCover(draftBoard(d), attacker.id, target.id);
  if (seen) seen.sight = sc;
  if (!sc.visible) return `${card.name} has no line of sight to ${label(target)}.`;
  return null;
}

/** Rolls one attack line of `attacker` at `targetId`; true when the target was killed. */
export function resolveLine(d: HwDraft, ctx: GameContext, attacker: GameModel, line: number, targetId: string, sight?: Sight): boolean {
  const card = cardOf(attacker);
  const l = card.lines[line]!;
  return attackWithLine(d, ctx, attacker.player, attacker.id, targetId, {
    dice: l.dice,
    splash: l.splash,
    need: { Light: l.Light, Medium: l.Medium, Heavy: l.Heavy },
    what: `${label(attacker)}, line ${line + 1} (Dice: ${l.dice}${l.splash ? '*' : ''})`,
    ignoresCover: card.special.includes('Ignores Cover'),
    duty: attacker.statuses.includes('duty +1'),
    ...(sight ? { sight } : {}),
  });
}

/** Ends the activation (after its last action, or when the active unit is killed). */
export function endActivation(d: HwDraft): void {
  d.ruleset.active = null;
  d.activation = null;
}

/** One attack line of the active unit at an enemy unit. */
export function applyAttack(d: HwDraft, a: HwActionOf<'attack'>, ctx: GameContext): void {
  const m = activeUnit(d, a);
  const act = d.ruleset.active!;
  if (act.chainFrom) act.chainFrom = null;
  const line = typeof a.line === 'number' ? a.line : NaN;
  const target = findModel(d, a.target);
  const seen: { sight?: Sight } = {};
  const why = attackProblem(d, m, line, target, seen);
  if (why) illegal(why, a);
  act.linesUsed.push(line);
  const killed = resolveLine(d, ctx, m, line, target!.id, seen.sight);
  if (isMeleeUnit(m)) {
    act.meleeAttacked = true;
    // Chain Attack: "Whenever this unit kills an enemy in melee it may immediately move and attack another enemy that is within 2" of the original target"
    if (killed && cardOf(m).special.includes('Chain Attack') && act.chains < MAX_CHAINS) act.chainFrom = { x: target!.x, y: target!.y, r: radiusOf(target!), line };
  }
  if (!findModel(d, m.id)!.onTable) endActivation(d);
}
