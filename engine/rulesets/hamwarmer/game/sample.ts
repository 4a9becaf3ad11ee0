// The HamWarmer sample game: a 44" x 60" table with ruins, woods, craters (difficult) and containers (impassable), three
// objectives, and the two sample armies in assets/armies/hamwarmer/ (no Scenario is included: named defaults scenario.*).
import { rotationalTwins, sampleLayout, sampleSetupOf } from '../../../game/kit';
import type { ArmyFile, GameSetup } from '../../../game/types';
import type { Layout } from '../../../types';
import ironLegion from '../../../../assets/armies/hamwarmer/iron-legion.army.json';
import ashHorde from '../../../../assets/armies/hamwarmer/ash-horde.army.json';
import { HWR_ID } from './rulesetValues';
import { validateHamwarmerArmy } from './army';

export const HWR_SAMPLE_ARMIES: readonly ArmyFile[] = [validateHamwarmerArmy(ironLegion, 'iron-legion.army.json'), validateHamwarmerArmy(ashHorde, 'ash-horde.army.json')];

export function hwrSampleLayout(): Layout {
  const table = { widthIn: 60, depthIn: 44 };
  const terrain = rotationalTwins(table, [
    { kind: 'ruin', x: 15, y: 17, name: 'Ruin' },
    { kind: 'woods', x: 30, y: 15, name: 'Woods' },
    { kind: 'container', x: 46, y: 17, rotationDeg: 90, name: 'Container' },
    { kind: 'crater', x: 8, y: 26, name: 'Crater' },
    { kind: 'ruin-c', x: 22, y: 25, rotationDeg: 90, name: 'Corner ruin' },
  ]);
  return sampleLayout('HamWarmer sample', table, terrain, [12, 30, 48]);
}

/** A sample setup: the seed picks who plays which sample army and seeds the dice. */
export function hwrSampleSetup(seed: number): GameSetup {
  return sampleSetupOf(HWR_ID, hwrSampleLayout(), HWR_SAMPLE_ARMIES, seed);
}
