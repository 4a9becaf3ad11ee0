// The sample layouts shipped in assets/layouts: one half built from the library, the other made by makeSymmetric.
import { makeSymmetric, type SymmetryMode, type SymmetrySide } from '../layout/index';
import type { Layout, TerrainPiece } from '../types';
import type { DeploymentPreset } from './deploymentShapes';
import { makeTerrain, type TerrainParams } from './library';

type Spec = readonly [kind: string, x: number, y: number, rotationDeg?: number, params?: TerrainParams];

export interface SampleLayoutSpec {
  readonly file: string;
  readonly name: string;
  readonly mode: Exclude<SymmetryMode, 'none'>;
  readonly keep: SymmetrySide;
  readonly preset: string;
  readonly pieces: readonly Spec[];
}

export const SAMPLE_LAYOUTS: readonly SampleLayoutSpec[] = [
  {
    file: 'mirror-x-crossroads.sightline.json',
    name: 'Crossroads (mirror-x)',
    mode: 'mirror-x',
    keep: 'left',
    preset: 'nuceria-short',
    pieces: [
      ['building', 30, 22, 0, { widthIn: 6, depthIn: 8, heightIn: 7 }],
      ['ruin', 19, 9, 0, { upperFloor: true, heightIn: 6 }],
      ['ruin-c', 18, 34, 90],
      ['woods', 6, 24],
      ['container', 24, 16, 90],
      ['crater', 25, 29],
      ['barricade', 14, 18, 90],
      ['crates', 8, 5],
      ['barrels', 26, 40],
    ],
  },
  {
    file: 'mirror-y-river-crossing.sightline.json',
    name: 'River crossing (mirror-y)',
    mode: 'mirror-y',
    keep: 'bottom',
    preset: 'nuceria-long',
    pieces: [
      ['river', 30, 18.5, 0, { lengthIn: 24, widthIn: 3 }],
      ['ruin', 30, 10, 0, { widthIn: 10, depthIn: 5 }],
      ['ruin-c', 10, 14, 0, { upperFloor: true }],
      ['woods', 50, 14],
      ['hill', 40, 8, 0, { widthIn: 8, depthIn: 5 }],
      ['low-wall', 22, 9, 30],
      ['mud', 20, 13.5],
      ['dangerous', 4, 6, 0, { widthIn: 4, depthIn: 3 }],
      ['container', 56, 7, 90],
    ],
  },
  {
    file: 'rotate-180-ruined-city.sightline.json',
    name: 'Ruined city (rotate-180)',
    mode: 'rotate-180',
    keep: 'left',
    preset: 'hamwarmer-quarters',
    pieces: [
      ['crater', 30, 22, 0, { radiusIn: 3 }],
      ['ruin', 12, 12, 0, { upperFloor: true, heightIn: 6 }],
      ['ruin', 22, 32, 90],
      ['ruin-c', 8, 32, 270],
      ['building', 22, 15, 45, { widthIn: 5, depthIn: 5 }],
      ['woods', 16, 24, 0, { radiusIn: 3.5 }],
      ['container', 4, 19, 90],
      ['barricade', 26, 8, 0],
      ['barrels', 27, 38],
      ['crates', 10, 4],
    ],
  },
];

/**
 * Builds a sample layout: the listed pieces (on the kept half), their twins, and the deployment preset (the one named
 * by spec.preset, which engine/rulesets finds among the registered rulesets' presets: buildSampleLayout).
 */
export function buildSampleLayoutWith(spec: SampleLayoutSpec, deployment: DeploymentPreset): Layout {
  const table = { widthIn: 60, depthIn: 44 };
  const counts = new Map<string, number>();
  const terrain: TerrainPiece[] = spec.pieces.map(([kind, x, y, rotationDeg = 0, params]) => {
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    return makeTerrain(kind, { id: `${kind}-${n}`, x, y, rotationDeg, ...(params ? { params } : {}) });
  });
  const preset = deployment.build(table);
  const half: Layout = {
    format: 'sightline/layout',
    version: 1,
    name: spec.name,
    table,
    notes: `Sample layout made with Sightline's terrain library: one half placed by hand, the other by "Make symmetric" (${spec.mode}, keeping the ${spec.keep} half). Deployment: ${preset.name}.`,
    terrain,
    models: [],
    deployment: { name: preset.name, zones: [...preset.zones, ...preset.reserves] },
    objectives: [...preset.objectives],
  };
  const r = makeSymmetric(half, spec.mode, spec.keep);
  if (!r.ok) throw new Error(r.reason);
  if (r.removed.length) throw new Error(`${spec.file}: ${r.removed.join(', ')} lie on the other half`);
  return r.layout;
}
