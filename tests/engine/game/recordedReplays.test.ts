// Games recorded before the one-module-per-ruleset refactor (issue 22), replayed now: the same actions end in the same
// state. Where a fix changes a ruling, the fixture is re-recorded and the change listed in docs/architecture.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayGame, sampleGameSetup, type GameAction, type GameState } from '../../../engine/index';

const DIR = path.resolve(__dirname, '../../fixtures/replays');

interface Recorded {
  readonly rulesetId: string;
  readonly seed: number;
  readonly recordedAt: string;
  readonly actions: readonly GameAction[];
  readonly final: unknown;
}

const finalOf = (s: GameState) => ({
  round: s.round,
  phase: s.phase,
  toAct: s.toAct,
  points: s.points,
  result: s.result,
  models: s.models.map((m) => ({ id: m.id, x: m.x, y: m.y, z: m.z, facingDeg: m.facingDeg, wounds: m.wounds, onTable: m.onTable })),
  log: s.log.length,
});

const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('recorded games replay to the same end', () => {
  it('there is a recorded game of every ruleset', () => {
    const ids = new Set(files.map((f) => (JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as Recorded).rulesetId));
    expect([...ids].sort()).toEqual(['althammer', 'hammer-wars', 'hamwarmer', 'nuceria', 'reglas-basicas']);
  });
  it.each(files)('%s', (f) => {
    const r = JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as Recorded;
    const state = replayGame(sampleGameSetup(r.rulesetId, r.seed), r.actions);
    expect(finalOf(state)).toEqual(r.final);
  });
});
