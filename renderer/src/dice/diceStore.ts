// The session's dice: the seeded engine state (plain data, saved so a session replays), the log, and the throw the tray shows.
import { create } from 'zustand';
import { createDiceState, rollDice, scatterDice, type DiceRoll, type DiceState, type ScatterResult } from '../../../engine/index';
import { useApp } from '../store/app';
import { rollLine, scatterLine, type DiceLogLine, type RollReading } from './diceLog';
import { simulateThrow, throwKey, type RecordedThrow, type TrayDie } from './throw';

export interface TrayThrow {
  readonly id: number;
  readonly recorded: RecordedThrow;
  /** The log line this throw belongs to. */
  readonly seq: number;
  readonly startedMs: number;
  /** The animation has finished or was skipped: the tray shows the dice at rest. */
  readonly atRest: boolean;
  /** Dice rolled beyond what the tray throws (they are in the log). */
  readonly notThrown: number;
}

export interface DiceStoreState {
  seed: number;
  state: DiceState;
  log: DiceLogLine[];
  lastThrow: TrayThrow | null;
  open: boolean;

  /**
   * Rolls `expr` (2d6, d3, 3d6+1) for a reason; logs and throws it. Null (and an error toast) if the expression is bad.
   * `reading` says how the log reads the dice (added up, or each against a target). The tray is not opened: a roll made
   * by a tool shows its result in that tool; the collapsed tray shows the last result.
   */
  roll: (expr: string, forWhat?: string, reading?: RollReading) => DiceRoll | null;
  /** Rolls the scatter die and, on an arrow, the distance dice. */
  scatter: (distanceExpr: string, forWhat?: string) => ScatterResult | null;
  /**
   * Shows dice the game engine rolled (a solo game's rolls come from the game's own seeded dice, not the tray's): each roll
   * goes in the log as "Game: ..." and the first is thrown in the tray. The tray's own dice are untouched.
   */
  showGameRolls: (rolls: readonly { readonly text: string; readonly faces: readonly number[] }[], open?: boolean) => void;
  /** Clears the rolls of the game before (a new game or a game file starts): the tray's own rolls stay. */
  clearGameRolls: () => void;
  setSeed: (seed: number) => void;
  /** Continues from a saved dice state (a recovered session): the next roll is the one that session would have made. */
  restore: (seed: number, state: DiceState) => void;
  newSeed: () => void;
  skip: () => void;
  markAtRest: (id: number) => void;
  setOpen: (open: boolean) => void;
}

const STORAGE_KEY = 'sightline.dice.v1';

interface Saved {
  seed: number;
  state: DiceState;
  log: DiceLogLine[];
}

function load(): Saved | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Saved;
    return typeof v.seed === 'number' && v.state?.kind === 'seeded' && Array.isArray(v.log) ? v : null;
  } catch {
    return null;
  }
}

function save(s: Saved): void {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify({ seed: s.seed, state: s.state, log: s.log.slice(-500) }));
  } catch {
    // Storage full or unavailable: the session still works, it just will not survive a reload.
  }
}

/** A fresh seed for "New seed": the one place the tray takes randomness from outside the engine. */
export function freshSeed(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0]! % 1_000_000;
}

const report = (text: string) => useApp.getState().notify('error', text);

let throwSeq = 0;

function makeThrow(seq: number, dice: TrayDie[], values: number[]): TrayThrow | null {
  if (!dice.length) return null;
  const recorded = simulateThrow(dice, throwKey(seq, values));
  return { id: ++throwSeq, recorded, seq, startedMs: performance.now(), atRest: false, notThrown: dice.length - recorded.dice.length };
}

/** The step a game roll belongs to: "Trooper's Las Rifle: To hit (4+): rolled 1d6 -> 3" -> "To hit (4+)". */
export function gameRollStep(text: string): string | null {
  const m = /([^:]+):\s*rolled\b/.exec(text);
  return m ? m[1]!.trim() : null;
}

const trayDice = (roll: DiceRoll): TrayDie[] =>
  roll.sides === 6 || roll.sides === 3 ? roll.dice.map((value) => ({ kind: roll.sides === 3 ? 'd3' : 'd6', value })) : [];

// A new session starts from a fresh seed from the platform's crypto source (shown in the tray, settable for replay);
// a reload within the session continues its dice.
const initial = load() ?? ((seed: number): Saved => {
  const fresh = { seed, state: createDiceState(seed), log: [] };
  save(fresh);
  return fresh;
})(freshSeed());

export const useDice = create<DiceStoreState>()((set, get) => ({
  seed: initial.seed,
  state: initial.state,
  log: initial.log,
  lastThrow: null,
  open: false,

  roll: (expr, forWhat, reading) => {
    const s = get();
    const out = rollDice(s.state, expr, forWhat);
    if (!out.ok) {
      report(`Cannot roll: ${out.message}.`);
      return null;
    }
    const seq = (s.log.at(-1)?.seq ?? 0) + 1;
    const log = [...s.log, rollLine(seq, out.roll, reading)];
    const lastThrow = makeThrow(seq, trayDice(out.roll), [...out.roll.dice]) ?? s.lastThrow;
    set({ state: out.state, log, lastThrow });
    save({ seed: s.seed, state: out.state, log });
    return out.roll;
  },

  scatter: (distanceExpr, forWhat) => {
    const s = get();
    const out = scatterDice(s.state, distanceExpr, forWhat);
    if (!out.ok) {
      report(`Cannot scatter: ${out.message}.`);
      return null;
    }
    const sc = out.scatter;
    const seq = (s.log.at(-1)?.seq ?? 0) + 1;
    const log = [...s.log, scatterLine(seq, sc)];
    const dice: TrayDie[] = [{ kind: 'scatter', value: sc.face }, ...(sc.distanceRoll ? trayDice(sc.distanceRoll) : [])];
    const lastThrow = makeThrow(seq, dice, [sc.face, ...(sc.distanceRoll?.dice ?? [])]);
    set({ state: out.state, log, lastThrow });
    save({ seed: s.seed, state: out.state, log });
    return sc;
  },

  showGameRolls: (rolls, open) => {
    if (!rolls.length) return;
    const s = get();
    let seq = s.log.at(-1)?.seq ?? 0;
    const lines = rolls.map((r) => ({
      seq: ++seq,
      text: `Game: ${r.text}`,
      naturalOnes: r.faces.filter((f) => f === 1).length,
      naturalSixes: r.faces.filter((f) => f === 6).length,
      fromGame: true,
    }));
    // The tray throws the first step's dice together: every roll of the same step ("To hit (4+)") as the first d6 roll.
    const d6 = (r: (typeof rolls)[number]) => /\dd6 /.test(r.text) && r.faces.length > 0 && r.faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6);
    const first = rolls.find(d6);
    const step = first ? gameRollStep(first.text) : null;
    const faces = first ? rolls.filter((r) => d6(r) && (r === first || (step !== null && gameRollStep(r.text) === step))).flatMap((r) => r.faces) : [];
    const firstSeq = first ? lines[rolls.indexOf(first)]!.seq : seq;
    const thrown = faces.length ? makeThrow(firstSeq, faces.map((value) => ({ kind: 'd6' as const, value })), faces) : null;
    const log = [...s.log, ...lines];
    set({ log, lastThrow: thrown ?? s.lastThrow, ...(open ? { open: true } : {}) });
    save({ seed: s.seed, state: s.state, log });
  },

  clearGameRolls: () => {
    const s = get();
    const gone = new Set(s.log.filter((l) => l.fromGame).map((l) => l.seq));
    if (!gone.size) return;
    const log = s.log.filter((l) => !l.fromGame);
    set({ log, lastThrow: s.lastThrow && gone.has(s.lastThrow.seq) ? null : s.lastThrow });
    save({ seed: s.seed, state: s.state, log });
  },

  setSeed: (seed) => {
    if (!Number.isInteger(seed) || Math.abs(seed) > 2 ** 31 - 1) {
      report('A seed is a whole number, for example 1234.');
      return;
    }
    const s = get();
    const seq = (s.log.at(-1)?.seq ?? 0) + 1;
    const log = [...s.log, { seq, text: `Seed set to ${seed}: the dice start a fresh sequence`, naturalOnes: 0, naturalSixes: 0 }];
    const state = createDiceState(seed);
    set({ seed, state, log });
    save({ seed, state, log });
  },
  restore: (seed, state) => {
    set({ seed, state });
    save({ seed, state, log: get().log });
  },
  newSeed: () => get().setSeed(freshSeed()),
  skip: () => set((s) => (s.lastThrow && !s.lastThrow.atRest ? { lastThrow: { ...s.lastThrow, atRest: true } } : {})),
  markAtRest: (id) => set((s) => (s.lastThrow?.id === id && !s.lastThrow.atRest ? { lastThrow: { ...s.lastThrow, atRest: true } } : {})),
  setOpen: (open) => set({ open }),
}));
