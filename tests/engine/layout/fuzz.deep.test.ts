// Fuzzing the layout loader, deep tier (`npm run test:deep`): 10,000 seeded mutations of the real layouts plus hostile
// objects (the cases: fuzzCases.ts; the everyday sample: fuzz.test.ts).
import { fuzzCases } from './fuzzCases';

fuzzCases('deep');
