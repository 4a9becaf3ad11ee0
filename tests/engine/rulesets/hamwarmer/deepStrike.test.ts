// HamWarmer Deep Strike mishaps (001_9d9921dd118cdf65.txt: "the model takes 2d6 Mortal Wounds"), on the engine's deep strike.
import { describe, expect, it } from 'vitest';
import { deepStrike } from '../../../../engine/templates/deepStrike';
import { DEEP_STRIKE_ENEMY_IN, DEEP_STRIKE_SCATTER, deepStrikeMishapWounds } from '../../../../engine/rulesets/hamwarmer/game/deepStrike';
import type { ScatterResult } from '../../../../engine/dice/scatter';

const base = { kind: 'round' as const, diameterMm: 25.4 };
const noScatter = { scatter: (): ScatterResult => ({ face: 5, hit: true, bearingDeg: 0, distanceIn: 0, dx: 0, dy: 0 }) };
const unit = [0, 1, 2].map((i) => ({ id: `g${i}`, unit: 'gargoyles', side: 1, base }));

describe('Deep Strike mishap', () => {
  it('landing within 1" of an enemy model is a mishap: one 2d6 of mortal wounds, spread like hits', () => {
    const board = { terrain: [], models: [{ id: 'e', unit: 'enemy', side: 0, base, x: 12, y: 10 }], table: { widthIn: 48, depthIn: 36 } };
    // aimed more than 1" away (edge gap 1.5") but the ring of the other two lands within 1"
    const r = deepStrike(board, unit, { x: 9.5, y: 10 }, noScatter, { enemyDistanceIn: DEEP_STRIKE_ENEMY_IN });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.mishaps.length).toBeGreaterThan(0);
    const faces = [2, 1]; // 2d6 = 3
    const out = deepStrikeMishapWounds(r.mishaps, unit.map((m) => ({ id: m.id, wounds: 1 })), (n) => faces.splice(0, n));
    expect(out.mortalWounds).toBe(3);
    expect(out.slain).toEqual(['g0', 'g1', 'g2']);
  });
  it('no mishap, no roll', () => {
    const board = { terrain: [], models: [], table: { widthIn: 48, depthIn: 36 } };
    const r = deepStrike(board, unit, { x: 20, y: 20 }, noScatter, { enemyDistanceIn: DEEP_STRIKE_ENEMY_IN });
    if (!r.ok) throw new Error(r.message);
    expect(r.mishaps).toEqual([]);
    expect(deepStrikeMishapWounds(r.mishaps, [{ id: 'g0', wounds: 1 }], () => { throw new Error('no roll expected'); }).mortalWounds).toBe(0);
    expect(DEEP_STRIKE_SCATTER).toBe('2d6');
  });
});
