// Issue 21 defect 11: the exported ruling picture writes every line the panel shows, the cover's Effect line included.
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../engine/index';
import { computeRuling, rulingLines } from '../../renderer/src/los/ruling';

const model = (id: string, side: number, x: number) => ({ id, unit: id, side, base: { kind: 'round' as const, diameterMm: 32 }, x, y: 22, z: 0, facingDeg: 0, heightIn: 2 });
const layout = (wallHeightIn: number): Layout => ({
  format: 'sightline/layout', version: 1, name: 'Effect check', table: { widthIn: 60, depthIn: 44 },
  terrain: [{ id: 'wall', kind: 'barricade', name: 'Low wall', x: 43, y: 22, rotationDeg: 0, traits: ['obscuring'], footprint: [[-0.5, -4], [0.5, -4], [0.5, 4], [-0.5, 4]], solids: [{ box: { x: 0, y: 0, z: 0, w: 0.5, d: 8, h: wallHeightIn } }] }],
  models: [model('shooter', 1, 14), model('target', 2, 44)],
});

describe('ruling lines (panel and exported PNG)', () => {
  it('a target in cover: the Effect line is written, after the headline, as the panel shows it', () => {
    const r = computeRuling(layout(1.6), 'hamwarmer', 'shooter', 'target')!;
    expect(r.verdict.inCover).toBe(true);
    expect(r.effect).toBe(`Effect: ${r.verdict.effect.text}`);
    expect(r.effect).toMatch(/to hit|Save/);
    const lines = rulingLines(r, 'Effect check');
    expect(lines[0]).toBe(r.headline);
    expect(lines[1]).toBe(r.effect);
    expect(lines).toEqual([r.headline, r.effect, ...r.details, 'Layout: Effect check. Judged by Sightline under HamWarmer 24.5.'.replace('HamWarmer 24.5', r.rulesetName)]);
  });
  it('a target in the open has no Effect line', () => {
    const r = computeRuling(layout(0.2), 'hamwarmer', 'shooter', 'target')!;
    expect(r.verdict.inCover).toBe(false);
    expect(r.effect).toBeNull();
    expect(rulingLines(r, 'x').some((l) => l.startsWith('Effect'))).toBe(false);
  });
});
