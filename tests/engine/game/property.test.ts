// Property test over the registry, everyday sample: every playable ruleset, one seeded game (three when the deep tier runs
// this file) with both sides picking
// uniformly among legalActions. Invariants after every action (no two bases overlapping, no model off the table or inside
// impassable terrain: invariantProblems in play.ts); input never changed; replayGame reproduces the first game's final
// state. The deep tier (property.deep.test.ts, property-2.deep.test.ts: `npm run test:deep`) plays 200 games per ruleset
// and also checks that random play reaches more than one ending and much of the action vocabulary.
import { describe, it } from 'vitest';
import { playableRulesetIds } from '../../../engine/index';
import { playSeededGames, seedRange } from './randomPlay';
import { sized } from '../../support/tier';

const SEEDS = sized(seedRange(1, 1), seedRange(1, 3));

describe.each(playableRulesetIds())('property: %s played at random (everyday sample)', (rulesetId) => {
  it(`${SEEDS.length === 1 ? 'a seeded game ends' : `${SEEDS.length} seeded games end`} within the game length, keeps the invariants, never changes its input, and replays exactly`, { timeout: 300_000 }, () => {
    playSeededGames(rulesetId, SEEDS);
  });
});
