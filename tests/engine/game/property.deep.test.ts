// Property test over the registry, deep tier (`npm run test:deep`), games 1-100 of 200 per ruleset (101-200 are in
// property-2.deep.test.ts, a file of their own so the two halves run on two workers): every playable ruleset, seeded games
// with both sides picking uniformly among legalActions. Invariants after every action (no two bases overlapping, no model
// off the table or inside impassable terrain: invariantProblems in play.ts); input never changed; every fifth game replays
// exactly. Issue 22: "Random legal play of every ruleset (at least 200 games each in the deep tier) never reaches a state
// with two overlapping bases, a model off the table or inside impassable terrain".
import { describeRandomPlay } from './randomPlay';

describeRandomPlay(1, 100);
