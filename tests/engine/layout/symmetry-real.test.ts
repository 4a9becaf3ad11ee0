// symmetryScore on the real tournament layouts: the 48 rotate-180 ones score as symmetric, the others lower.
import { describe, expect, it } from 'vitest';
import { loadLayout, symmetryScore } from '../../../engine/layout/index';
import { readRealLayout, realLayoutIndex } from './helpers';

const index = realLayoutIndex();
const symmetric = index.filter((e) => e.solidsSymmetry === 'rotate-180');
const others = index.filter((e) => e.solidsSymmetry !== 'rotate-180');
const scoreOf = (file: string) => symmetryScore(loadLayout(readRealLayout(file)), 'rotate-180');

describe('real layouts under rotate-180', () => {
  it('has 48 symmetric and 17 other layouts', () => {
    expect([symmetric.length, others.length]).toEqual([48, 17]);
  });

  it.each(symmetric.map((e) => e.file))('%s scores as symmetric with every piece paired', (file) => {
    const report = scoreOf(file);
    expect(report.score).toBeGreaterThanOrEqual(0.95);
    expect(report.unmatched).toEqual([]);
  });

  it('every other layout scores below every symmetric one', () => {
    const lowestSymmetric = Math.min(...symmetric.map((e) => scoreOf(e.file).score));
    for (const e of others) expect(scoreOf(e.file).score, e.file).toBeLessThan(lowestSymmetric);
  });

  it('the bigbobbo-ca2025 layouts with pieces out of place or unsymmetric walls score clearly lower and list pieces', () => {
    const faulty = others.filter((e) => e.file.startsWith('bigbobbo-ca2025'));
    expect(faulty.length).toBeGreaterThanOrEqual(5);
    for (const e of faulty) {
      const report = scoreOf(e.file);
      expect(report.score, e.file).toBeLessThanOrEqual(0.95);
      expect(report.unmatched.length, e.file).toBeGreaterThan(0);
    }
  });

  it('layouts about 1" off list the pieces that are out of place', () => {
    for (const file of ['barkin-gw-layout-2.json', 'sobol-ec-purge-the-foe-vs-purge-the-foe-a.json']) expect(scoreOf(file).unmatched.length, file).toBeGreaterThan(0);
  });
});
