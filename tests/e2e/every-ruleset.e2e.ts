// Every ruleset through the New game dialog, everyday tier: each ruleset with its first sample army (the cases:
// everyRuleset.ts; every other sample army: every-ruleset.deep.e2e.ts, `npm run test:deep`).
import { everyRulesetCases } from './everyRuleset';

everyRulesetCases('everyday');
