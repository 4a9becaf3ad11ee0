// The Hammer Wars sample game: a 3'x2' table with cover, difficult, dangerous and impassable terrain, and two sample armies.
import { makeTerrain } from '../../../terrain/library';
import { presetById } from '../../../terrain/deployment';
import { HAMMER_WARS_DEPLOYMENT } from '../deployment';
import type { ArmyFile, GameSetup } from '../../../game/types';
import type { Layout } from '../../../types';
import spaceMarines from '../../../../assets/armies/hammer-wars/space-marines.army.json';
import orks from '../../../../assets/armies/hammer-wars/orks.army.json';
import skaven from '../../../../assets/armies/hammer-wars/skaven.army.json';
import { HW_ID, HW_TABLE } from './rulesetValues';
import { validateHwArmy } from './army';

export const HW_SAMPLE_ARMIES: readonly ArmyFile[] = [validateHwArmy(spaceMarines, 'space-marines.army.json'), validateHwArmy(orks, 'orks.army.json'), validateHwArmy(skaven, 'skaven.army.json')];

/** "The game is played on a flat 3'x2' surface, with as many terrain pieces as you like." */
export function hwSampleLayout(): Layout {
  const table = { ...HW_TABLE };
  const dep = presetById(HAMMER_WARS_DEPLOYMENT, 'hammer-wars')!.build(table);
  const terrain = [
    makeTerrain('ruin', { id: 'ruin-west', x: 11, y: 7, name: 'West ruin' }),
    makeTerrain('ruin', { id: 'ruin-east', x: 25, y: 17, rotationDeg: 180, name: 'East ruin' }),
    makeTerrain('woods', { id: 'woods-west', x: 11, y: 18, name: 'West woods' }),
    makeTerrain('woods', { id: 'woods-east', x: 25, y: 6, name: 'East woods' }),
    makeTerrain('container', { id: 'container', x: 18, y: 16, name: 'Container' }),
    makeTerrain('crates', { id: 'crates', x: 18, y: 8, name: 'Crates' }),
    makeTerrain('mud', { id: 'mud', x: 8, y: 12.5, name: 'Mud' }),
    makeTerrain('dangerous', { id: 'minefield', x: 28, y: 11.5, name: 'Minefield' }),
  ];
  return {
    format: 'sightline/layout',
    version: 1,
    name: 'Hammer Wars sample',
    table,
    terrain,
    models: [],
    deployment: { name: dep.name, zones: dep.zones },
    objectives: dep.objectives,
  };
}

/** A sample setup: the seed picks the pairing of sample armies and seeds the dice. */
export function hwSampleSetup(seed: number): GameSetup {
  const n = HW_SAMPLE_ARMIES.length;
  const a = Math.abs(seed | 0) % n;
  const b = (a + 1 + (Math.abs((seed | 0) >> 3) % (n - 1))) % n;
  return { rulesetId: HW_ID, layout: hwSampleLayout(), armies: [HW_SAMPLE_ARMIES[a]!, HW_SAMPLE_ARMIES[b]!], seed };
}
