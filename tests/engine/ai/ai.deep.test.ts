// The computer opponent, deep tier (`npm run test:deep`): seeded AI-vs-AI matches against the baselines, mirror matches,
// whole games replayed for determinism, and every sampled state of each check (the cases: aiCases.ts; the everyday
// sample: ai.test.ts).
import { aiCases } from './aiCases';

aiCases('deep');
