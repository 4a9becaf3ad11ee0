// Statistics of the seeded dice, everyday tier: 60,000 throws a check at seed 1, and the check catching a biased die
// (the cases: statsCases.ts; a million throws at three seeds: stats.deep.test.ts, `npm run test:deep`).
import { EVERYDAY, chiSquareCanFail, statsCases } from './statsCases';

statsCases(EVERYDAY);
chiSquareCanFail();
