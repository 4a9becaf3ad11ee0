// Malformed actions for every ruleset (issue 27 defect 5): wrong types, missing fields, extra nesting. Each is either
// played (a change that is still a legal action) or refused with an IllegalActionError whose reason is in players' words
// (no "undefined", "NaN", "[object Object]", "is not a function"); the state passed in never changes.
import { describe, expect, it } from 'vitest';
import {
  IllegalActionError,
  applyAction,
  createGame,
  legalActions,
  playableRulesetIds,
  sampleGameSetup,
  seededRandom,
  type GameAction,
  type GameState,
} from '../../../engine/index';
import { deepFreeze } from './play';

const RAW = /\bundefined\b|\bNaN\b|\[object |is not a function|Cannot read prop|\bnull is\b|toFixed|is not iterable|Unexpected/;
const WRONG_VALUES: readonly unknown[] = [42, -1e308, Number.NaN, 'zz', '', null, true, [], {}, [1, 2], { x: { x: 1 } }];

/** States a few steps into a seeded random game (deployment, and later if the game gets there). */
function statesOf(rulesetId: string, seed: number): GameState[] {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  const pick = seededRandom(seed * 13 + 5);
  const out: GameState[] = [s];
  for (let i = 1; i <= 60 && !s.result; i++) {
    const acts = legalActions(s);
    s = applyAction(s, acts[Math.floor(pick() * acts.length)]!);
    if (i === 12 || i === 60) out.push(s);
  }
  return out;
}

/** Malformed copies of `a`: each field missing, of another type, nested; positions broken entry by entry. */
function mutations(a: GameAction, pick: () => number): { what: string; action: unknown }[] {
  const out: { what: string; action: unknown }[] = [];
  const fields = Object.keys(a).filter((k) => k !== 'type' && k !== 'player');
  for (const f of fields) {
    const { [f]: value, ...rest } = a;
    out.push({ what: `no ${f}`, action: rest });
    out.push({ what: `${f} nested`, action: { ...a, [f]: { [f]: value } } });
    out.push({ what: `${f} in a list`, action: { ...a, [f]: [value] } });
    for (let k = 0; k < 3; k++) {
      const v = WRONG_VALUES[Math.floor(pick() * WRONG_VALUES.length)];
      out.push({ what: `${f} = ${JSON.stringify(v)}`, action: { ...a, [f]: v } });
    }
  }
  if (a.positions) {
    const ids = Object.keys(a.positions);
    const id = ids[0]!;
    const p = a.positions[id]!;
    const bad: [string, unknown][] = [
      ['x as text', { ...p, x: String(p.x) }],
      ['no y', { x: p.x }],
      ['x nested', { ...p, x: { x: p.x } }],
      ['x NaN', { ...p, x: Number.NaN }],
      ['x huge', { ...p, x: 1e300 }],
      ['y off the table', { ...p, y: -3 }],
      ['facing as text', { ...p, facingDeg: 'north' }],
      ['extra field', { ...p, z: 3 }],
      ['entry null', null],
      ['entry a list', [p.x, p.y]],
    ];
    for (const [what, entry] of bad) out.push({ what: `positions: ${what}`, action: { ...a, positions: { ...a.positions, [id]: entry } } });
    out.push({ what: 'positions: unknown model', action: { ...a, positions: { ...a.positions, 'no-such-model': p } } });
    out.push({ what: 'positions as a list', action: { ...a, positions: Object.values(a.positions) } });
  }
  out.push({ what: 'type a number', action: { ...a, type: 7 } });
  out.push({ what: 'player 2', action: { ...a, player: 2 } });
  out.push({ what: 'player as text', action: { ...a, player: String(a.player) } });
  out.push({ what: 'extra nested field', action: { ...a, extra: { deeper: [{ x: 'y' }] } } });
  return out;
}

describe('malformed actions are refused in words, for every ruleset', () => {
  for (const rulesetId of playableRulesetIds())
    it(`${rulesetId}: each malformed action is played or refused with a readable reason; the state never changes`, () => {
      const pick = seededRandom(rulesetId.length * 101);
      let tried = 0;
      let refused = 0;
      for (const state of statesOf(rulesetId, 3)) {
        if (state.result) continue;
        const before = JSON.stringify(state);
        deepFreeze(state);
        const offered = legalActions(state);
        // A few offered actions of each type.
        const byType = new Map<string, GameAction[]>();
        for (const a of offered) byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
        for (const list of byType.values())
          for (const a of list.slice(0, 3))
            for (const m of mutations(a, pick)) {
              tried++;
              try {
                applyAction(state, m.action as GameAction);
              } catch (e) {
                if (!(e instanceof IllegalActionError)) throw new Error(`${m.what} (${a.type}): threw ${String(e)}, not an IllegalActionError`);
                refused++;
                expect(e.reason, `${m.what} (${a.type})`).not.toMatch(RAW);
                expect(e.reason.length, `${m.what} (${a.type})`).toBeGreaterThan(12);
                // The field is named: a broken position names positions and the model; a missing unit says so.
                if (m.what.startsWith('positions:')) expect(e.reason, m.what).toMatch(/positions/);
                if (m.what === 'no unit' || m.what === 'unit = null') expect(e.reason.toLowerCase(), m.what).toContain('unit');
              }
            }
        expect(JSON.stringify(state)).toBe(before);
      }
      expect(tried).toBeGreaterThan(100);
      expect(refused).toBeGreaterThan(tried / 3);
    });
});
