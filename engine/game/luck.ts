// Dice luck for the end-of-game card: per player, the wounds their dice dealt against what the same decisions would deal
// on average. Every step of the game counts (shots, fights, psychic powers, templates, overwatch, whatever the ruleset
// resolves), measured from the engine's own state, so the totals agree with the report. Replays the game; pure.
import { createDiceState } from '../dice/rng';
import { applyAction, createGame } from './core';
import { gamePlugin } from './registry';
import type { GameAction, GameState, PlayerIndex } from './types';

export interface PlayerLuck {
  /** Steps of the game in which this player's dice could wound (an attack, a fight, a power, overwatch ...). */
  readonly attacks: number;
  /** Wounds (HP or lives) this player's side removed from the other side's models. */
  readonly dealt: number;
  /** What the same steps deal on average (the engine's own rules, rolled with other dice). */
  readonly expected: number;
}

/** Dice drawn per step to estimate its average; a step no draw can wound is settled after the first few. */
export const LUCK_SAMPLES = 16;
const FIRST_LOOK = 2;

/**
 * Wounds (HP or lives) `player`'s models have lost so far, as the ruleset counts them (Reglas básicas keeps wounds
 * pending until its Leadership phase; Hammer Wars returns a killed model to the pool with its lives).
 */
export function woundsTaken(state: GameState, player: PlayerIndex): number {
  const own = gamePlugin(state.rulesetId)?.woundsTaken?.(state, player);
  if (own !== undefined) return own;
  let n = 0;
  for (const m of state.models) if (m.player === player) n += m.maxWounds - m.wounds;
  return n;
}

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
/** Wounds each side dealt between two states: what the other side lost. */
const dealtBetween = (before: GameState, after: GameState): [number, number] => [
  woundsTaken(after, 1) - woundsTaken(before, 1),
  woundsTaken(after, 0) - woundsTaken(before, 0),
];

/** The step `a` from `s` with other dice, or null when it cannot be played with them (never for a legal action). */
function withDice(s: GameState, a: GameAction, seed: number): GameState | null {
  try {
    return applyAction({ ...s, dice: createDiceState(seed) }, a);
  } catch {
    return null;
  }
}

/** Damage dealt against expected for each player, over every step of the game. */
export function diceLuck(state: GameState): [PlayerLuck, PlayerLuck] {
  const out = [
    { attacks: 0, dealt: 0, expected: 0 },
    { attacks: 0, dealt: 0, expected: 0 },
  ];
  let s: GameState = createGame(state.setup);
  state.actions.forEach((a, i) => {
    const next = applyAction(s, a);
    const dealt = dealtBetween(s, next);
    const rolled = next.log.slice(s.log.length).some((l) => l.kind === 'roll');
    let expected: [number, number] = dealt;
    if (rolled) {
      // The average over other dice: a first look, then the full count only where some dice wound.
      const sum: [number, number] = [0, 0];
      let n = 0;
      for (let k = 0; k < LUCK_SAMPLES; k++) {
        if (k === FIRST_LOOK && sum[0] === 0 && sum[1] === 0 && dealt[0] === 0 && dealt[1] === 0) break;
        const alt = withDice(s, a, (state.setup.seed * 7919 + i * 104729 + k * 15485863) | 0);
        if (!alt) continue;
        const d = dealtBetween(s, alt);
        sum[0] += d[0];
        sum[1] += d[1];
        n++;
      }
      if (n) expected = [sum[0] / n, sum[1] / n];
    }
    for (const p of [0, 1] as const) {
      const o = out[p]!;
      if (dealt[p] === 0 && expected[p] === 0) continue;
      o.attacks++;
      o.dealt += dealt[p];
      o.expected += expected[p];
    }
    s = next;
  });
  return [out[0]!, out[1]!];
}
