// Fuzzing the layout loader, everyday tier: the first 1,000 seeded mutations (the cases: fuzzCases.ts; all 10,000:
// fuzz.deep.test.ts, `npm run test:deep`).
import { fuzzCases } from './fuzzCases';

fuzzCases('everyday');
