// The computer opponent, everyday tier: one AI match per ruleset and a few game states for each check (the cases and
// what they check: aiCases.ts). Every match and every sampled state: ai.deep.test.ts (`npm run test:deep`).
import { aiCases } from './aiCases';

aiCases('everyday');
