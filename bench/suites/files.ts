// Benchmark suite "files": how fast hostile files are refused (issue 15: each crafted case under 1 s), and a fuzzed
// batch of mutated real layouts, against reading a real layout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseLayoutText } from '../../engine/layout/index';
import { applyAction, createGame, gameResult, parseGameText, playableRulesetIds, randomBotAction, randomBotRng, sampleGameSetup, saveGameText, type GameState } from '../../engine/index';
import { craftedHostileTexts } from '../../tests/fixtures/hostile-files';
import type { BenchSuite } from '../run';

const REAL = path.resolve(process.cwd(), 'tests/fixtures/real-layouts/barkin-gw-layout-1.json');

/** Runs a loader and insists it refuses (a bench that measured an accidental success would be meaningless). */
function refused(load: () => unknown, what: string): void {
  try {
    load();
  } catch {
    return;
  }
  throw new Error(`${what} was accepted`);
}

const refuse = (text: string) => refused(() => parseLayoutText(text, 'crafted.sightline'), 'a crafted hostile file');
const refuseGame = (text: string) => refused(() => parseGameText(text, 'hostile.sightlinegame'), 'a hostile game file');

/** A whole seeded game between random bots, saved: what Open replays (issue 21 defect 13: "every action replayed"). */
function savedRandomGame(rulesetId: string, seed: number): { text: string; actions: number; state: GameState } {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  let rng = randomBotRng(seed);
  while (!gameResult(s) && s.actions.length < 3000) {
    const step = randomBotAction(s, rng);
    rng = step.rng!;
    s = applyAction(s, step.action);
  }
  return { text: saveGameText(s, 'bench'), actions: s.actions.length, state: s };
}

/** The saved game with its last move's first model sent to x = 1e300 (a hostile file that once froze the loader). */
function hostileMove(g: { state: GameState }): string {
  const file = JSON.parse(saveGameText(g.state, 'bench')) as { actions: { positions?: Record<string, { x: number }> }[] };
  const last = [...file.actions].reverse().find((a) => a.positions && Object.keys(a.positions).length > 0)!;
  last.positions![Object.keys(last.positions!)[0]!]!.x = 1e300;
  return JSON.stringify(file);
}

export const filesSuite: BenchSuite = {
  id: 'files',
  title: 'Hostile files refused early (engine/layout: text scan, bounded schema problems)',
  setup: () => {
    const crafted = craftedHostileTexts();
    const real = readFileSync(REAL, 'utf8');
    return [
      { name: 'parseLayoutText of a real layout (26 KB, accepted)', run: () => void parseLayoutText(real, 'real.sightline') },
      ...Object.entries(crafted).map(([name, text]) => ({ name: `refuse: ${name} (${(text.length / 1e6).toFixed(1)} MB)`, run: () => refuse(text) })),
      ...playableRulesetIds().flatMap((id) => {
        const g = savedRandomGame(id, 7);
        const hostile = hostileMove(g);
        return [
          { name: `open a saved ${id} game: parseGameText replays ${g.actions} actions`, run: () => void parseGameText(g.text, 'bench.sightlinegame') },
          { name: `refuse: a saved ${id} game with a move to x = 1e300`, run: () => refuseGame(hostile) },
        ];
      }),
    ];
  },
};
