// Statistics of the seeded dice at fixed seeds: chi-square at p = 0.001, scatter hits and bearings. Everyday
// (stats.test.ts): 60,000 throws a check at one seed; deep tier (stats.deep.test.ts, `npm run test:deep`): a million
// throws a check at three seeds.
import { describe, expect, it } from 'vitest';
import { createDice } from '../../../engine/dice';
import { CHI2_CRIT_P001, chiSquare } from './chi';

export interface StatsSample {
  /** Throws per check (a multiple of 1,000). */
  N: number;
  seeds: readonly number[];
}

export const EVERYDAY: StatsSample = { N: 60_000, seeds: [1] };
export const DEEP: StatsSample = { N: 1_000_000, seeds: [1, 42, 20240601] };

/** Registers the dice statistics at `N` throws a check for each seed. */
export function statsCases({ N, seeds }: StatsSample): void {
  describe.each(seeds)(`seed %i, ${N.toLocaleString('en')} throws a check`, (seed) => {
    it('d6 is uniform', () => {
      const d = createDice(seed);
      const counts = [0, 0, 0, 0, 0, 0];
      for (let i = 0; i < N / 1000; i++) for (const f of d.roll('1000d6').dice) counts[f - 1]!++;
      expect(counts.reduce((a, b) => a + b)).toBe(N);
      expect(chiSquare(counts, Array(6).fill(1 / 6))).toBeLessThan(CHI2_CRIT_P001[5]!);
    });

    it('d3 is uniform', () => {
      const d = createDice(seed);
      const counts = [0, 0, 0];
      for (let i = 0; i < N / 1000; i++) for (const f of d.roll('1000d3').dice) counts[f - 1]!++;
      expect(chiSquare(counts, [1 / 3, 1 / 3, 1 / 3])).toBeLessThan(CHI2_CRIT_P001[2]!);
    });

    it('2d6 follows the triangular distribution', () => {
      const d = createDice(seed);
      const counts = Array<number>(11).fill(0);
      for (let i = 0; i < N; i++) counts[d.roll('2d6').total - 2]!++;
      const p = counts.map((_, k) => (6 - Math.abs(k + 2 - 7)) / 36);
      expect(chiSquare(counts, p)).toBeLessThan(CHI2_CRIT_P001[10]!);
    });

    it('scatter: one throw in three is a hit, arrows point uniformly round the circle', () => {
      const d = createDice(seed);
      let hits = 0;
      let hitsThatMoved = 0;
      const bins = Array<number>(36).fill(0);
      for (let i = 0; i < N; i++) {
        const s = d.scatter('2d6');
        if (s.hit) {
          hits++;
          if (s.distanceIn !== 0 || s.dx !== 0 || s.dy !== 0) hitsThatMoved++;
        } else {
          bins[Math.floor(s.bearingDeg / 10)]!++;
        }
      }
      expect(hitsThatMoved).toBe(0);
      const sd = Math.sqrt((N * 2) / 9);
      expect(Math.abs(hits - N / 3)).toBeLessThan(4 * sd);
      expect(chiSquare(bins, Array(36).fill(1 / 36))).toBeLessThan(CHI2_CRIT_P001[35]!);
    });
  });

}

/** The check itself can fail: a biased d6 is caught at the everyday sample size. */
export function chiSquareCanFail(): void {
  describe('the chi-square check can fail', () => {
    const N = EVERYDAY.N;
    it('rejects a modulo-biased d6 built from 4-bit words', () => {
      const d = createDice(5);
      const counts = [0, 0, 0, 0, 0, 0];
      for (let i = 0; i < N; i++) counts[(d.die(16) - 1) % 6]!++; // faces 1-4 come up 3/16, 5-6 only 2/16
      expect(chiSquare(counts, Array(6).fill(1 / 6))).toBeGreaterThan(CHI2_CRIT_P001[5]!);
    });
  });
}
