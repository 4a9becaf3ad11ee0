// Benchmark suite "layout": validating the real tournament layouts and scoring their symmetry.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadLayout, saveLayout, symmetryScore } from '../../engine/layout/index';
import type { BenchSuite } from '../run';

const REAL_DIR = path.resolve(process.cwd(), 'tests/fixtures/real-layouts');

export const layoutSuite: BenchSuite = {
  id: 'layout',
  title: 'Layout documents and symmetry (65 real tournament layouts)',
  setup: () => {
    const files = readdirSync(REAL_DIR).filter((f) => f.endsWith('.json') && f !== 'index.json').sort();
    const docs = files.map((f) => JSON.parse(readFileSync(path.join(REAL_DIR, f), 'utf8')) as unknown);
    const layouts = docs.map((d) => loadLayout(d));
    return [
      { name: `loadLayout (validate) all ${docs.length} real layouts`, run: () => docs.forEach((d) => loadLayout(d)) },
      { name: `saveLayout all ${layouts.length} real layouts`, run: () => layouts.forEach((l) => saveLayout(l)) },
      { name: `symmetryScore rotate-180 over all ${layouts.length}`, run: () => layouts.forEach((l) => symmetryScore(l, 'rotate-180')) },
      { name: `symmetryScore mirror-x over all ${layouts.length}`, run: () => layouts.forEach((l) => symmetryScore(l, 'mirror-x')) },
    ];
  },
};
