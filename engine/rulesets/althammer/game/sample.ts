// The AltHammer sample game: "500-1999 points: 44" x 60"", terrain "either reflectively or rotationally symmetric" (here
// rotationally, about the table centre), objectives on the centre line, and two sample 500-point armies.
import { rotationalTwins, sampleLayout, sampleSetupOf } from '../../../game/kit';
import type { ArmyFile, GameSetup } from '../../../game/types';
import type { Layout } from '../../../types';
import ironCompany from '../../../../assets/armies/althammer/iron-company.army.json';
import emberCult from '../../../../assets/armies/althammer/ember-cult.army.json';
import { ALTHAMMER } from '../values';
import { validateAltHammerArmy } from './army';

export const AH_SAMPLE_ARMIES: readonly ArmyFile[] = [validateAltHammerArmy(ironCompany, 'iron-company.army.json'), validateAltHammerArmy(emberCult, 'ember-cult.army.json')];

/** A 44" x 60" layout whose every piece has its twin rotated 180 degrees about the centre (30, 22). */
export function ahSampleLayout(): Layout {
  const table = { widthIn: ALTHAMMER.constants.tableWidthIn, depthIn: ALTHAMMER.constants.tableDepthIn };
  const terrain = rotationalTwins(table, [
    { kind: 'ruin', x: 14, y: 16, name: 'Ruin' },
    { kind: 'woods', x: 30, y: 14.5, name: 'Woods' },
    { kind: 'building', x: 47, y: 18, rotationDeg: 90, name: 'Building' },
    { kind: 'container', x: 8, y: 28, name: 'Container' },
    { kind: 'crates', x: 22, y: 24, name: 'Crates' },
  ]);
  return sampleLayout('AltHammer sample (rotationally symmetric)', table, terrain, [10, 30, 50]);
}

/** A sample setup: the seed picks who plays which sample army and seeds the dice. */
export function ahSampleSetup(seed: number): GameSetup {
  return sampleSetupOf(ALTHAMMER.id, ahSampleLayout(), AH_SAMPLE_ARMIES, seed);
}
