// The attack previews' statistical check against seeded throws, shared by each ruleset's preview test.
import { expect } from 'vitest';

/**
 * How many models N seeded throws of an attack slew (`counts[k]`: throws that slew k), against the attack's preview: the
 * mean, and each number's share, within 4 standard errors of what the preview says.
 */
export function expectThrowsMatchPreview(preview: { readonly slain: readonly number[]; readonly meanSlain: number }, counts: readonly number[], n: number): void {
  const mean = counts.reduce((a, c, k) => a + c * k, 0) / n;
  const variance = preview.slain.reduce((a, q, k) => a + q * (k - preview.meanSlain) ** 2, 0);
  expect(Math.abs(mean - preview.meanSlain)).toBeLessThan(4 * Math.sqrt(variance / n));
  preview.slain.forEach((q, k) => expect(Math.abs((counts[k] ?? 0) / n - q), `${k} slain`).toBeLessThanOrEqual(4 * Math.sqrt((q * (1 - q)) / n) + 1e-9));
}
