// The LOS ruling and its drawn rays: words match the engine, clear rays end on the target, blocked rays at their hit.
import { describe, expect, it } from 'vitest';
import { BLOCKER_NONE, type Layout } from '../../engine/index';
import { computeRuling } from '../../renderer/src/los/ruling';
import { RAY_BLOCKED, RAY_CLEAR, rayGeometry } from '../../renderer/src/los/LosScene';
import { sceneToTable } from '../../renderer/src/scene/coords';

const model = (id: string, unit: string, x: number) => ({ id, unit, side: unit === 'a' ? 1 : 2, base: { kind: 'round' as const, diameterMm: 32 }, x, y: 22, z: 0, facingDeg: 0, heightIn: 2 });
const wall = (h: number) => ({
  id: 'wall', kind: 'barricade', name: 'Low wall', x: 43, y: 22, rotationDeg: 0, traits: ['obscuring' as const],
  footprint: [[-0.5, -4], [0.5, -4], [0.5, 4], [-0.5, 4]] as [number, number][],
  solids: [{ box: { x: 0, y: 0, z: 0, w: 0.5, d: 8, h } }],
});
const layout = (h: number): Layout => ({ format: 'sightline/layout', version: 1, name: 't', table: { widthIn: 60, depthIn: 44 }, terrain: [wall(h)], models: [model('s', 'a', 14), model('t', 'b', 44)] });

describe('LOS ruling', () => {
  it('reads a partly hidden target in players words', () => {
    const r = computeRuling(layout(1.2), 'hamwarmer', 's', 't')!;
    expect(r.headline).toMatch(/^Visible: \d+% of t can be seen from s\./);
    expect(r.headline).toContain('Low wall');
    expect(r.los.concealedByTerrain).toBeGreaterThan(0.3);
  });
  it('says not visible, once, behind a tall wall', () => {
    const r = computeRuling(layout(10), 'hamwarmer', 's', 't')!;
    expect(r.los.visible).toBe(false);
    expect(r.headline.match(/Not visible/g)?.length).toBe(1);
    expect(r.verdict.tier).toBe('hidden');
  });
  it('returns null for a missing model', () => {
    expect(computeRuling(layout(1), 'hamwarmer', 's', 'nobody')).toBeNull();
  });
  it('draws clear rays green to the target and blocked rays red to their hit', () => {
    const r = computeRuling(layout(1.2), 'hamwarmer', 's', 't')!;
    const g = rayGeometry(r);
    const pos = g.getAttribute('position');
    const col = g.getAttribute('color');
    let clear = 0, blocked = 0;
    for (let i = 0; i < r.los.rays.count; i++) {
      const endScene = { x: pos.getX(2 * i + 1), y: pos.getY(2 * i + 1), z: pos.getZ(2 * i + 1) };
      const [x] = sceneToTable(endScene);
      const isClear = r.los.rays.blockerKind[i] === BLOCKER_NONE;
      const c = [col.getX(2 * i + 1), col.getY(2 * i + 1), col.getZ(2 * i + 1)];
      if (isClear) {
        clear++;
        expect(c).toEqual([...RAY_CLEAR].map((v) => Math.fround(v)));
        expect(x).toBeGreaterThan(43); // reaches the target, past the wall
      } else {
        blocked++;
        expect(c).toEqual([...RAY_BLOCKED].map((v) => Math.fround(v)));
        expect(Math.abs(x - 43)).toBeLessThan(0.3); // stops at the wall
      }
    }
    expect(clear).toBeGreaterThan(0);
    expect(blocked).toBeGreaterThan(0);
  });
});
