// Chi-square helper shared by the dice statistics tests (not a test file itself).

/** Pearson's chi-square statistic of observed counts against expected probabilities. */
export function chiSquare(observed: readonly number[], probabilities: readonly number[]): number {
  const n = observed.reduce((a, b) => a + b, 0);
  let chi = 0;
  observed.forEach((o, i) => {
    const e = n * (probabilities[i] ?? 0);
    chi += ((o - e) * (o - e)) / e;
  });
  return chi;
}

/** Critical values at p = 0.001 (upper tail) by degrees of freedom, from standard tables. */
export const CHI2_CRIT_P001: Readonly<Record<number, number>> = { 2: 13.816, 5: 20.515, 10: 29.588, 35: 66.619 };
