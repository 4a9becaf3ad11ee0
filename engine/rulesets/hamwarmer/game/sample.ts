// The HamWarmer sample game: a 44" x 60" table with ruins, woods, craters (difficult) and containers (impassable), four
// objectives, and the two sample armies in assets/armies/hamwarmer/ (no Scenario is included: named defaults scenario.*).
import { rotationalTwins } from '../../../game/kit';
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
  return {
    format: 'sightline/layout',
    version: 1,
    name: 'HamWarmer sample',
    table,
    terrain,
    models: [],
    objectives: [
      { id: 'obj-1', name: 'Objective 1', x: 12, y: 22, controlRadiusIn: 3 },
      { id: 'obj-2', name: 'Objective 2', x: 30, y: 22, controlRadiusIn: 3 },
      { id: 'obj-3', name: 'Objective 3', x: 48, y: 22, controlRadiusIn: 3 },
    ],
  };
}

export function hwrSampleSetup(seed: number): GameSetup {
  const swap = Math.abs(seed | 0) % 2 === 1;
  const [a, b] = swap ? [HWR_SAMPLE_ARMIES[1]!, HWR_SAMPLE_ARMIES[0]!] : [HWR_SAMPLE_ARMIES[0]!, HWR_SAMPLE_ARMIES[1]!];
  return { rulesetId: HWR_ID, layout: hwrSampleLayout(), armies: [a, b], seed };
}
