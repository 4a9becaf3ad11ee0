// Rolling, rerolling (at most once per die) and rolling off, against any DiceSource.
import type { DiceSource } from './rng';
import type { DiceExpr } from './expr';

/** One roll of an expression, as the log and the UI show it. */
export interface DiceRoll {
  readonly expr: string;
  /** What the roll was for ("Bolter hits on Tactical squad"), for the log. */
  readonly for?: string;
  readonly count: number;
  readonly sides: number;
  readonly modifier: number;
  /** Faces as read, after any reroll (d3 faces are already halved). */
  readonly dice: readonly number[];
  /** Per die: its face before it was rerolled, or null if it was not rerolled. */
  readonly rerolledFrom: readonly (number | null)[];
  /** Sum of the dice without the modifier (the "unmodified" result, e.g. for unmodified 2 / 12). */
  readonly unmodified: number;
  readonly total: number;
  /** Dice showing an unmodified 1. */
  readonly naturalOnes: number;
  /** Dice showing an unmodified 6 (d6 dice only; 0 for d3). */
  readonly naturalSixes: number;
}

/** d3 is read as ceil(d6 / 2), so scripted and seeded dice both throw a d6 for it. */
export function throwDie(source: DiceSource, sides: number): number {
  return sides === 3 ? Math.ceil(source.die(6) / 2) : source.die(sides);
}

function summarise(
  base: Omit<DiceRoll, 'unmodified' | 'total' | 'naturalOnes' | 'naturalSixes'>,
): DiceRoll {
  let sum = 0;
  let ones = 0;
  let sixes = 0;
  for (const f of base.dice) {
    sum += f;
    if (f === 1) ones++;
    if (f === 6 && base.sides === 6) sixes++;
  }
  return { ...base, unmodified: sum, total: sum + base.modifier, naturalOnes: ones, naturalSixes: sixes };
}

export function rollExpr(source: DiceSource, expr: DiceExpr, forWhat?: string): DiceRoll {
  const dice: number[] = [];
  for (let i = 0; i < expr.count; i++) dice.push(throwDie(source, expr.sides));
  return summarise({
    expr: expr.text,
    ...(forWhat === undefined ? {} : { for: forWhat }),
    count: expr.count,
    sides: expr.sides,
    modifier: expr.modifier,
    dice,
    rerolledFrom: dice.map(() => null),
  });
}

export type RerollOutcome = { readonly ok: true; readonly roll: DiceRoll } | { readonly ok: false; readonly message: string };

/**
 * Rerolls the dice at `indices` (0-based). The second result stands: a die already rerolled cannot be rerolled
 * again, and the whole request is refused (no dice thrown) if any index is bad.
 */
export function rerollIndices(source: DiceSource, roll: DiceRoll, indices: readonly number[], forWhat?: string): RerollOutcome {
  const seen = new Set<number>();
  for (const i of indices) {
    if (!Number.isInteger(i) || i < 0 || i >= roll.dice.length) {
      return { ok: false, message: `there is no die #${i + 1} in ${roll.expr} (it has ${roll.dice.length})` };
    }
    if (seen.has(i)) return { ok: false, message: `die #${i + 1} is listed twice` };
    seen.add(i);
    if (roll.rerolledFrom[i] !== null) {
      return { ok: false, message: `die #${i + 1} was already rerolled; a die can be rerolled at most once` };
    }
  }
  const dice = [...roll.dice];
  const from = [...roll.rerolledFrom];
  for (const i of [...indices].sort((a, b) => a - b)) {
    from[i] = dice[i] ?? null;
    dice[i] = throwDie(source, roll.sides);
  }
  const label = forWhat ?? roll.for;
  const { for: _old, ...rest } = roll;
  return {
    ok: true,
    roll: summarise({ ...rest, ...(label === undefined ? {} : { for: label }), dice, rerolledFrom: from }),
  };
}

/** Indices of the dice that satisfy `pick` and may still be rerolled, e.g. failed hits: `(f) => f < 3`. */
export function rerollableIndices(roll: DiceRoll, pick: (face: number) => boolean): number[] {
  const out: number[] = [];
  roll.dice.forEach((f, i) => {
    if (roll.rerolledFrom[i] === null && pick(f)) out.push(i);
  });
  return out;
}

export interface RollOffThrow {
  readonly player: string;
  readonly face: number;
}

export interface RollOffResult {
  readonly for?: string;
  readonly players: readonly string[];
  /** Every round of d6s in the order thrown; later rounds are only the players who tied. */
  readonly rounds: readonly (readonly RollOffThrow[])[];
  /** Everyone, highest first; ties were rerolled among the tied players until broken. */
  readonly order: readonly string[];
  readonly winner: string;
}

export type RollOffOutcome = { readonly ok: true; readonly rollOff: RollOffResult } | { readonly ok: false; readonly message: string };

// A tie repeats with probability at most 1/6 per round for two players; this cap is only a guard against a broken source.
const MAX_ROLL_OFF_ROUNDS = 1000;

/** "All players roll 1d6 and compare results, rerolling duplicates. The highest value wins." (HamWarmer) */
export function rollOffWith(source: DiceSource, players: readonly string[], forWhat?: string): RollOffOutcome {
  if (players.length < 2) return { ok: false, message: 'a roll-off needs at least two players' };
  if (new Set(players).size !== players.length) return { ok: false, message: 'each player can roll off only once' };
  const rounds: RollOffThrow[][] = [];
  const rank = (group: readonly string[]): string[] => {
    if (group.length === 1) return [...group];
    if (rounds.length >= MAX_ROLL_OFF_ROUNDS) throw new Error('roll-off did not settle; the dice source always ties');
    const round = group.map((player) => ({ player, face: source.die(6) }));
    rounds.push(round);
    const faces = [...new Set(round.map((t) => t.face))].sort((a, b) => b - a);
    return faces.flatMap((f) => rank(round.filter((t) => t.face === f).map((t) => t.player)));
  };
  const order = rank(players);
  return {
    ok: true,
    rollOff: { ...(forWhat === undefined ? {} : { for: forWhat }), players: [...players], rounds, order, winner: order[0]! },
  };
}
