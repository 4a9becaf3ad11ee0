// Statistics of the seeded dice, deep tier (`npm run test:deep`): the million-dice checks, a million throws a check
// (d6, d3, 2d6, scatter) at each of three seeds (the cases: statsCases.ts; the everyday sample: stats.test.ts).
import { DEEP, statsCases } from './statsCases';

statsCases(DEEP);
