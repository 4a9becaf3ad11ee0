// Seeded randomness as plain data: the PRNG state a saved session stores, and the die source built from it.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/** Where every die in the engine comes from. Seeded dice, scripted dice and test doubles all implement it. */
export interface DiceSource {
  /** A fair integer face in [1, sides]. */
  die(sides: number): number;
  /** A uniform number in [0, 1), for bearings. */
  unit(): number;
}

/** The seeded PRNG state: plain JSON, lives in the game state, restores to the exact same sequence. */
export interface SeededDiceState {
  readonly kind: 'seeded';
  readonly algorithm: 'xoroshiro128plus';
  /** The seed the session started from (informational; the sequence continues from `rng`). */
  readonly seed: number;
  /** The generator's four 32-bit words. */
  readonly rng: readonly [number, number, number, number];
  /** How many dice and unit draws have been taken since the seed. */
  readonly draws: number;
}

/** Dice that replay a fixed script (tests of other modules). */
export interface ScriptedDiceState {
  readonly kind: 'scripted';
  readonly faces: readonly number[];
  readonly units: readonly number[];
  readonly faceCursor: number;
  readonly unitCursor: number;
}

export type DiceState = SeededDiceState | ScriptedDiceState;

// xoroshiro128plus seeded with small neighbouring integers starts in similar states; a short warm-up decorrelates them.
const WARM_UP_DRAWS = 20;

/** A fresh seeded state. The seed is taken as a 32-bit integer (non-integers are truncated). */
export function createDiceState(seed: number): SeededDiceState {
  if (!Number.isFinite(seed)) throw new RangeError(`dice seed must be a finite number, got ${String(seed)}`);
  const gen = xoroshiro128plus(seed | 0);
  for (let i = 0; i < WARM_UP_DRAWS; i++) gen.next();
  return { kind: 'seeded', algorithm: 'xoroshiro128plus', seed: seed | 0, rng: wordsOf(gen), draws: 0 };
}

function wordsOf(gen: JumpableRandomGenerator): [number, number, number, number] {
  const s = gen.getState();
  return [s[0] ?? 0, s[1] ?? 0, s[2] ?? 0, s[3] ?? 0];
}

/** A mutable source over a state; `state()` reads back where it has got to. The input state is not modified. */
export interface StatefulSource extends DiceSource {
  state(): DiceState;
}

export function seededSource(initial: SeededDiceState): StatefulSource {
  const gen = xoroshiro128plusFromState(initial.rng);
  let draws = initial.draws;
  return {
    die(sides) {
      draws++;
      // uniformInt rejects out-of-range words, so there is no modulo bias.
      return uniformInt(gen, 1, sides);
    },
    unit() {
      draws++;
      return uniformFloat64(gen);
    },
    state: () => ({ ...initial, rng: wordsOf(gen), draws }),
  };
}

/** Thrown when scripted dice run out or are asked for a face their die does not have: a broken test, not a game state. */
export class ScriptedDiceError extends Error {}

export function scriptedSource(initial: ScriptedDiceState): StatefulSource {
  let fc = initial.faceCursor;
  let uc = initial.unitCursor;
  return {
    die(sides) {
      const face = initial.faces[fc];
      if (face === undefined) throw new ScriptedDiceError(`scripted dice ran out after ${fc} faces`);
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new ScriptedDiceError(`scripted face #${fc + 1} is ${face}, but a d${sides} was rolled`);
      }
      fc++;
      return face;
    },
    unit() {
      const u = initial.units[uc];
      if (u === undefined) throw new ScriptedDiceError(`scripted dice ran out of bearings after ${uc}`);
      if (!(u >= 0 && u < 1)) throw new ScriptedDiceError(`scripted unit value #${uc + 1} is ${u}; it must be in [0, 1)`);
      uc++;
      return u;
    },
    state: () => ({ ...initial, faceCursor: fc, unitCursor: uc }),
  };
}

export function sourceFromState(state: DiceState): StatefulSource {
  return state.kind === 'seeded' ? seededSource(state) : scriptedSource(state);
}
