// Layout analysis benchmarks: the whole analysis (two zone heatmaps, hidden shares, lane) and the lane search alone.
import type { BenchCase, BenchSuite } from '../run';
import { analyseLayout } from '../../engine/analysis/analyse';
import { longestOpenLane } from '../../engine/analysis/lanes';
import { loadLayout } from '../../engine/layout/index';
import { generateLosLayout } from '../../engine/los/sceneGenerator';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The committed real layouts (tests/fixtures/real-layouts.ts uses __dirname, which the ESM bench runner lacks).
const REAL_DIR = path.resolve(process.cwd(), 'tests/fixtures/real-layouts');
const REAL_FILE = 'barkin-gw-layout-1.json';

export const analysisSuite: BenchSuite = {
  id: 'analysis',
  title: 'Layout analysis (engine/analysis)',
  setup: () => {
    const crowded = generateLosLayout({ seed: 2024, ruins: 20, woods: 4, models: 0 });
    const real = loadLayout(JSON.parse(readFileSync(path.join(REAL_DIR, REAL_FILE), 'utf8')));
    const cases: BenchCase[] = [];
    for (const [label, layout] of [['crowded (20 ruins, 4 woods)', crowded], [`real (${REAL_FILE})`, real]] as const) {
      cases.push({ name: `${label}: analyse, 2" cells, default zones`, run: () => void analyseLayout(layout) });
      cases.push({ name: `${label}: longest open lane, 180 directions x 0.5"`, run: () => void longestOpenLane(layout) });
    }
    return cases;
  },
};
