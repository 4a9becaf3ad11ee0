// The LOS matrix: equals pairwise lineOfSight, splits into row chunks, rolls up to units, and updates after a move.
import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../../../engine/los/lineOfSight';
import { losMatrix, losMatrixValue, unitLosMatrix, updateLosMatrixForModel, whoCanSee } from '../../../engine/los/matrix';
import { generateLosLayout } from '../../../engine/los/sceneGenerator';
import { seededRandom } from '../../../engine/dice/uniform';

const layout = generateLosLayout({ seed: 7, ruins: 8, woods: 2, models: 40 });

describe('losMatrix', () => {
  it('holds the same visible share as lineOfSight with as many rays, pair by pair', () => {
    const m = losMatrix(layout, { raysPerPair: 16 });
    const ids = layout.models.map((x) => x.id);
    let hidden = 0;
    for (const a of ids.slice(0, 12))
      for (const b of ids) {
        const v = losMatrixValue(m, a, b)!;
        if (a === b) expect(v).toBe(1);
        else expect(v).toBeCloseTo(lineOfSight(layout, a, b, { rays: 16 }).visibleFraction, 6);
        if (v === 0) hidden++;
      }
    expect(hidden).toBeGreaterThan(0);
  });

  it('row chunks put together equal the whole matrix', () => {
    const whole = losMatrix(layout);
    const a = losMatrix(layout, { rows: [0, 17] });
    const b = losMatrix(layout, { rows: [17, 40] });
    expect(Array.from(a.fractions).concat(Array.from(b.fractions))).toEqual(Array.from(whole.fractions));
  });

  it('whoCanSee lists exactly the observers with a non-zero share', () => {
    const target = layout.models[3]!.id;
    const seen = whoCanSee(layout, target);
    const m = losMatrix(layout, { targetIds: [target] });
    const expected = m.observerIds.filter((id, i) => id !== target && m.fractions[i]! > 0);
    expect(seen.map((s) => s.observerId).sort()).toEqual(expected.sort());
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.visibleFraction).toBeGreaterThanOrEqual(seen[i]!.visibleFraction);
  });

  it('a unit sees another when any of its models sees any of the other', () => {
    const m = losMatrix(layout);
    const u = unitLosMatrix(layout, m);
    const key = (id: string) => { const x = layout.models.find((y) => y.id === id)!; return `${x.side}:${x.unit}`; };
    const [a, b] = [layout.models[0]!, layout.models[20]!];
    const ia = u.units.indexOf(key(a.id)), ib = u.units.indexOf(key(b.id));
    let best = 0;
    for (const x of layout.models) for (const y of layout.models) if (key(x.id) === key(a.id) && key(y.id) === key(b.id)) best = Math.max(best, losMatrixValue(m, x.id, y.id)!);
    expect(u.fractions[ia * u.units.length + ib]).toBeCloseTo(best, 6);
  });

  it('after one model moves, the updated matrix equals a full recomputation', () => {
    const rnd = seededRandom(3);
    let current = layout;
    const m = losMatrix(current);
    for (let step = 0; step < 6; step++) {
      const i = Math.floor(rnd() * current.models.length);
      const prev = current.models[i]!;
      const moved = { ...prev, x: Math.min(58, Math.max(2, prev.x + (rnd() - 0.5) * 12)), y: Math.min(42, Math.max(2, prev.y + (rnd() - 0.5) * 12)) };
      current = { ...current, models: current.models.map((x, j) => (j === i ? moved : x)) };
      const n = updateLosMatrixForModel(current, m, prev.id, prev);
      expect(n).toBeLessThan(m.fractions.length);
      expect(Array.from(m.fractions)).toEqual(Array.from(losMatrix(current).fractions));
    }
  });
});

describe('updateLosMatrixForModel scopes', () => {
  it("'row-column' redoes exactly the moved model's row and column", () => {
    const m = losMatrix(layout);
    const prev = layout.models[5]!;
    const moved = { ...layout, models: layout.models.map((x, j) => (j === 5 ? { ...prev, x: prev.x + 2 } : x)) };
    const n = updateLosMatrixForModel(moved, m, prev.id, prev, { updateScope: 'row-column' });
    expect(n).toBe(2 * layout.models.length - 1);
    const fresh = losMatrix(moved);
    for (let c = 0; c < layout.models.length; c++) {
      expect(m.fractions[5 * layout.models.length + c]).toBe(fresh.fractions[5 * layout.models.length + c]);
      expect(m.fractions[c * layout.models.length + 5]).toBe(fresh.fractions[c * layout.models.length + 5]);
    }
  });
});
