// The Reglas básicas sample game: no table is given (named default reglas.table: 44" x 60", 12" zones), a light
// rotationally symmetric layout, three objectives, the Fyreslayers against Stormcast and the Seekers.
import { rotationalTwins } from '../../../game/kit';
import type { ArmyFile, GameSetup } from '../../../game/types';
import type { Layout } from '../../../types';
import fyreslayers from '../../../../assets/armies/reglas-basicas/fyreslayers.army.json';
import stormcast from '../../../../assets/armies/reglas-basicas/stormcast-seekers.army.json';
import { REGLAS_BASICAS } from '../values';
import { validateReglasArmy } from './army';

export const RB_SAMPLE_ARMIES: readonly ArmyFile[] = [validateReglasArmy(fyreslayers, 'fyreslayers.army.json'), validateReglasArmy(stormcast, 'stormcast-seekers.army.json')];

export function rbSampleLayout(): Layout {
  const table = { widthIn: 60, depthIn: 44 };
  const terrain = rotationalTwins(table, [
    { kind: 'ruin', x: 16, y: 18 },
    { kind: 'woods', x: 30, y: 15 },
    { kind: 'container', x: 45, y: 18, rotationDeg: 90 },
  ]);
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
