// The Reglas básicas sample game: no table is given (named default reglas.table: 44" x 60", 12" zones), a light
// rotationally symmetric layout, three objectives, the Fyreslayers against Stormcast and the Seekers.
import { makeTerrain } from '../../../terrain/library';
import type { ArmyFile, GameSetup } from '../../../game/types';
import type { Layout, TerrainPiece } from '../../../types';
import fyreslayers from '../../../../assets/armies/reglas-basicas/fyreslayers.army.json';
import stormcast from '../../../../assets/armies/reglas-basicas/stormcast-seekers.army.json';
import { REGLAS_BASICAS } from '../index';

export const RB_SAMPLE_ARMIES: readonly ArmyFile[] = [fyreslayers, stormcast] as unknown as ArmyFile[];

export function rbSampleLayout(): Layout {
  const table = { widthIn: 60, depthIn: 44 };
  const half: [string, number, number, number][] = [
    ['ruin', 16, 18, 0],
    ['woods', 30, 15, 0],
    ['container', 45, 18, 90],
  ];
  const terrain: TerrainPiece[] = [];
  for (const [kind, x, y, rot] of half) {
    terrain.push(makeTerrain(kind, { id: `${kind}-a`, x, y, rotationDeg: rot }));
    terrain.push(makeTerrain(kind, { id: `${kind}-b`, x: table.widthIn - x, y: table.depthIn - y, rotationDeg: (rot + 180) % 360 }));
  }
  return {
    format: 'sightline/layout',
    version: 1,
    name: 'Reglas básicas sample',
    table,
    terrain,
    models: [],
    objectives: [10, 30, 50].map((x, i) => ({ id: `obj-${i + 1}`, name: `Objective ${i + 1}`, x, y: 22, controlRadiusIn: 3 })),
  };
}

export function rbSampleSetup(seed: number): GameSetup {
  const swap = Math.abs(seed | 0) % 2 === 1;
  const [a, b] = swap ? [RB_SAMPLE_ARMIES[1]!, RB_SAMPLE_ARMIES[0]!] : [RB_SAMPLE_ARMIES[0]!, RB_SAMPLE_ARMIES[1]!];
  return { rulesetId: REGLAS_BASICAS.id, layout: rbSampleLayout(), armies: [a, b], seed };
}
