// Bench suite `measure`: edgeDistance for round/oval/hull pairs, an oval range ring, coherency and a move over a real layout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchSuite } from '../run';
import type { Layout, PlacedBase } from '../../engine/types';
import { checkCoherency, checkMove, edgeDistance, rangeRing } from '../../engine/measure';
import { HAMWARMER, NUCERIA } from '../../engine/rulesets';

const HAMWARMER_COHERENCY = HAMWARMER.measuring.coherency!;
const HAMWARMER_MOVEMENT = HAMWARMER.measuring.movement;
const NUCERIA_MOVEMENT = NUCERIA.measuring.movement;

const at = (base: PlacedBase['base'], x: number, y: number, facingDeg: number): PlacedBase => ({ base, x, y, facingDeg });

export const measureSuite: BenchSuite = {
  id: 'measure',
  title: 'Measuring: base-edge distances, range rings, coherency, movement',
  setup: () => {
    const round = { kind: 'round', diameterMm: 32 } as const;
    const oval = { kind: 'oval', lengthMm: 105, widthMm: 70 } as const;
    const hull = { kind: 'hull', lengthIn: 5, widthIn: 3.5 } as const;
    // 100 pairs at varied facings and gaps so every branch and iteration count is represented.
    const pairs = (a: PlacedBase['base'], b: PlacedBase['base']) =>
      Array.from({ length: 100 }, (_, i) => [at(a, 20, 20, i * 37), at(b, 20 + 2 + (i % 10) * 0.7, 20 + (i % 7) * 0.5, i * 53)] as const);
    const sets = {
      'round vs round': pairs(round, round),
      'oval vs round': pairs(oval, round),
      'hull vs round': pairs(hull, round),
      'oval vs oval': pairs(oval, oval),
      'oval vs hull': pairs(oval, hull),
      'hull vs hull': pairs(hull, hull),
    };
    const unit = Array.from({ length: 20 }, (_, i) => ({ id: `m${i}`, ...at(round, 10 + (i % 5) * 1.8, 10 + Math.floor(i / 5) * 1.8, 0) }));
    const layoutPath = path.resolve(process.cwd(), 'tests/fixtures/real-layouts/bigbobbo-40kdc-11e-disruption-vs-disruption-1.json');
    const layout = JSON.parse(readFileSync(layoutPath, 'utf8')) as Layout;
    const tank = at(hull, 8, 8, 30);
    return [
      ...Object.entries(sets).map(([name, ps]) => ({
        name: `edgeDistance: ${name} (100 pairs)`,
        run: () => {
          for (const [a, b] of ps) edgeDistance(a, b);
        },
        batch: 50,
      })),
      { name: 'rangeRing: 105x70 mm oval at 12" (0.01" accuracy)', run: () => void rangeRing(at(oval, 20, 20, 30), 12), batch: 500 },
      { name: 'checkCoherency: 20 x 32 mm models, HamWarmer', run: () => void checkCoherency(unit, HAMWARMER_COHERENCY), batch: 50 },
      {
        name: 'checkMove: 32 mm model 12" diagonally across a real layout (HamWarmer)',
        run: () => void checkMove({ model: at(round, 10, 10, 0), path: [[20, 18]], allowanceIn: 12, terrain: layout.terrain, obstacles: unit }, HAMWARMER_MOVEMENT),
        batch: 5,
      },
      {
        name: 'checkMove: 5" hull 14" across a real layout (Nuceria, vehicle)',
        run: () => void checkMove({ model: tank, path: [[20, 15]], allowanceIn: 14, terrain: layout.terrain, isInfantry: false }, NUCERIA_MOVEMENT),
        batch: 5,
      },
    ];
  },
};
