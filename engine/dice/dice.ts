// Dice as pure transitions on a serializable DiceState, and a thin stateful wrapper that keeps a log.
import { createDiceState, sourceFromState, type DiceSource, type DiceState, type ScriptedDiceState } from './rng';
import { parseDiceExpr } from './expr';
import { rerollIndices, rollExpr, rollOffWith, type DiceRoll, type RollOffResult } from './roll';
import { scatterWith, type ScatterResult } from './scatter';

export type DiceStep<K extends string, V> =
  | ({ readonly ok: true; readonly state: DiceState } & { readonly [P in K]: V })
  | { readonly ok: false; readonly state: DiceState; readonly message: string };

/** Pure: rolls `expr` from `state`; returns the next state and the roll, or the unchanged state and a message. */
export function rollDice(state: DiceState, expr: string, forWhat?: string): DiceStep<'roll', DiceRoll> {
  const parsed = parseDiceExpr(expr);
  if (!parsed.ok) return { ok: false, state, message: parsed.message };
  const src = sourceFromState(state);
  const roll = rollExpr(src, parsed.expr, forWhat);
  return { ok: true, state: src.state(), roll };
}

/** Pure: rerolls some dice of an earlier roll (each die at most once). */
export function rerollDice(state: DiceState, roll: DiceRoll, indices: readonly number[], forWhat?: string): DiceStep<'roll', DiceRoll> {
  const src = sourceFromState(state);
  const out = rerollIndices(src, roll, indices, forWhat);
  return out.ok ? { ok: true, state: src.state(), roll: out.roll } : { ok: false, state, message: out.message };
}

/** Pure: a roll-off between players, ties rerolled. */
export function rollOffDice(state: DiceState, players: readonly string[], forWhat?: string): DiceStep<'rollOff', RollOffResult> {
  const src = sourceFromState(state);
  const out = rollOffWith(src, players, forWhat);
  return out.ok ? { ok: true, state: src.state(), rollOff: out.rollOff } : { ok: false, state, message: out.message };
}

/** Pure: a scatter roll with the given distance dice. */
export function scatterDice(state: DiceState, distanceExpr: string, forWhat?: string): DiceStep<'scatter', ScatterResult> {
  const src = sourceFromState(state);
  const out = scatterWith(src, distanceExpr, forWhat);
  return out.ok ? { ok: true, state: src.state(), scatter: out.scatter } : { ok: false, state, message: out.message };
}

export type DiceLogEvent =
  | { readonly kind: 'roll'; readonly roll: DiceRoll }
  | { readonly kind: 'reroll'; readonly roll: DiceRoll }
  | { readonly kind: 'roll-off'; readonly rollOff: RollOffResult }
  | { readonly kind: 'scatter'; readonly scatter: ScatterResult };

/** One line of the dice log, numbered from 1. */
export type DiceLogEntry = { readonly seq: number } & DiceLogEvent;

/** A user-fixable dice request (bad expression, a second reroll, ...). The message is meant for the player. */
export class DiceError extends Error {}

/** The convenient stateful face: every call advances the state and appends to `log`. */
export interface Dice extends DiceSource {
  roll(expr: string, forWhat?: string): DiceRoll;
  reroll(roll: DiceRoll, indices: readonly number[], forWhat?: string): DiceRoll;
  rollOff(players: readonly string[], forWhat?: string): RollOffResult;
  scatter(distanceExpr: string, forWhat?: string): ScatterResult;
  /** The state to save with the session (plain JSON). */
  saveState(): DiceState;
  /** Continue from a saved state; the log is kept (it is history, not state). */
  restoreState(state: DiceState): void;
  readonly log: readonly DiceLogEntry[];
}

function diceOver(initial: DiceState): Dice {
  let src = sourceFromState(initial);
  const log: DiceLogEntry[] = [];
  const push = (e: DiceLogEvent): void => {
    log.push({ seq: log.length + 1, ...e });
  };
  const fail = (message: string): never => {
    throw new DiceError(message);
  };
  return {
    die: (sides) => src.die(sides),
    unit: () => src.unit(),
    roll(expr, forWhat) {
      const p = parseDiceExpr(expr);
      if (!p.ok) return fail(p.message);
      const roll = rollExpr(src, p.expr, forWhat);
      push({ kind: 'roll', roll });
      return roll;
    },
    reroll(roll, indices, forWhat) {
      const out = rerollIndices(src, roll, indices, forWhat);
      if (!out.ok) return fail(out.message);
      push({ kind: 'reroll', roll: out.roll });
      return out.roll;
    },
    rollOff(players, forWhat) {
      const out = rollOffWith(src, players, forWhat);
      if (!out.ok) return fail(out.message);
      push({ kind: 'roll-off', rollOff: out.rollOff });
      return out.rollOff;
    },
    scatter(distanceExpr, forWhat) {
      const out = scatterWith(src, distanceExpr, forWhat);
      if (!out.ok) return fail(out.message);
      push({ kind: 'scatter', scatter: out.scatter });
      return out.scatter;
    },
    saveState: () => src.state(),
    restoreState(state) {
      src = sourceFromState(state);
    },
    log,
  };
}

/** Seeded dice for play: the same seed gives the same dice, scatter and template outcomes. */
export function createDice(seed: number): Dice {
  return diceOver(createDiceState(seed));
}

/** Dice restored from a saved state. */
export function diceFromState(state: DiceState): Dice {
  return diceOver(state);
}

/**
 * Dice that return the given d6 (or dM) faces in order, for tests of other modules: `scriptedDice([6, 1, 3])`.
 * `units` feeds bearings: scatter bearing = unit * 360. Running out or an impossible face throws ScriptedDiceError.
 */
export function scriptedDice(faces: readonly number[], units: readonly number[] = []): Dice {
  const state: ScriptedDiceState = { kind: 'scripted', faces: [...faces], units: [...units], faceCursor: 0, unitCursor: 0 };
  return diceOver(state);
}
