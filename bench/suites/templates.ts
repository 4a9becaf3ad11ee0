// Bench suite `templates`: a large blast over 200 models, flame coverage on an oval base, and a 10-model deep strike.
import type { BenchSuite } from '../run';
import type { Base } from '../../engine/types';
import { createDice } from '../../engine/dice';
import { deepStrike, type Template, type TemplateTarget } from '../../engine/templates';
import { templateCoverage, templateHits } from '../../engine/rulesets/index';

export const templatesSuite: BenchSuite = {
  id: 'templates',
  title: 'Templates: coverage, hit outcomes, deep strike',
  setup: () => {
    const bases: Base[] = [{ kind: 'round', diameterMm: 32 }, { kind: 'oval', lengthMm: 60, widthMm: 35 }, { kind: 'hull', lengthIn: 4, widthIn: 2.5 }];
    // 200 models packed round the blast so many are partly covered (the slow path), 80% of them on round bases.
    const models: TemplateTarget[] = Array.from({ length: 200 }, (_, i) => ({
      id: `m${i}`, unit: `u${i % 10}`, side: i % 2, base: bases[i % 10 < 8 ? 0 : (i % 2) + 1]!,
      x: 20 + (i % 20) * 1.1, y: 10 + Math.floor(i / 20) * 1.1, facingDeg: (i * 37) % 360,
    }));
    const blast: Template = { kind: 'large-blast', x: 25, y: 14 };
    const flame: Template = { kind: 'flame', x: 0, y: 0, headingDeg: 0 };
    const oval = { base: { kind: 'oval', lengthMm: 105, widthMm: 70 } as Base, x: 6.5, y: 1.6, facingDeg: 20 };
    const squad = Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, unit: 'ds', side: 1, base: bases[0]!, facingDeg: 0 }));
    const board = { terrain: [], models: [], table: { widthIn: 60, depthIn: 44 } };
    return [
      { name: 'templateHits: large blast over 200 models', run: () => void templateHits(blast, models), batch: 50 },
      { name: 'templateCoverage: flame on a 105x70 mm oval (partial)', run: () => void templateCoverage(flame, oval), batch: 500 },
      { name: 'deepStrike: 10 x 32 mm models, scatter + ring + mishaps', run: () => void deepStrike(board, squad, { x: 30, y: 22 }, createDice(1)), batch: 5 },
    ];
  },
};
