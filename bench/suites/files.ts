// Benchmark suite "files": how fast hostile files are refused (issue 15: each crafted case under 1 s), and a fuzzed
// batch of mutated real layouts, against reading a real layout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseLayoutText } from '../../engine/layout/index';
import { craftedHostileTexts } from '../../tests/fixtures/hostile-files';
import type { BenchSuite } from '../run';

const REAL = path.resolve(process.cwd(), 'tests/fixtures/real-layouts/barkin-gw-layout-1.json');

/** Runs the loader and insists it refuses (a bench that measured an accidental success would be meaningless). */
function refuse(text: string): void {
  try {
    parseLayoutText(text, 'crafted.sightline');
  } catch {
    return;
  }
  throw new Error('a crafted hostile file was accepted');
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
    ];
  },
};
