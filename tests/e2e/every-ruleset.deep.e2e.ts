// Every ruleset through the New game dialog, deep tier (`npm run test:deep`): every sample army but each ruleset's first
// (that one runs everyday: every-ruleset.e2e.ts; the cases: everyRuleset.ts).
import { everyRulesetCases } from './everyRuleset';

everyRulesetCases('deep');
