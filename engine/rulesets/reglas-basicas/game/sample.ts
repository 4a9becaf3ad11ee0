// The Reglas básicas sample game: no table is given (named default reglas.table: 44" x 60", 12" zones), a light
// rotationally symmetric layout, three objectives, the Fyreslayers against Stormcast and the Seekers.
import { rotationalTwins, sampleLayout, sampleSetupOf } from '../../../game/kit';
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
  return sampleLayout('Reglas básicas sample', table, terrain, [10, 30, 50]);
}

/** A sample setup: the seed picks who plays which sample army and seeds the dice. */
export function rbSampleSetup(seed: number): GameSetup {
  return sampleSetupOf(REGLAS_BASICAS.id, rbSampleLayout(), RB_SAMPLE_ARMIES, seed);
}
