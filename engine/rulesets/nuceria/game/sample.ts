// The Nuceria sample game: the "48”x60” is recommended" table, obscuring ruins and containers, environmental craters and
// woods, the Nuceria preset's four objectives (one in each zone), and two 100-point armies.
import { rotationalTwins, sampleSetupOf } from '../../../game/kit';
import { presetById } from '../../../terrain/deployment';
import type { ArmyFile, GameSetup } from '../../../game/types';
import type { Layout } from '../../../types';
import vanguard from '../../../../assets/armies/nuceria/vanguard-cohort.army.json';
import horde from '../../../../assets/armies/nuceria/scrap-horde.army.json';
import { NUCERIA } from '../values';
import { validateNuceriaArmy } from './army';

export const NU_SAMPLE_ARMIES: readonly ArmyFile[] = [validateNuceriaArmy(vanguard, 'vanguard-cohort.army.json'), validateNuceriaArmy(horde, 'scrap-horde.army.json')];

export function nuSampleLayout(): Layout {
  const table = { widthIn: NUCERIA.constants.tableWidthIn, depthIn: NUCERIA.constants.tableDepthIn };
  const terrain = rotationalTwins(table, [
    { kind: 'ruin', x: 16, y: 17, traits: ['obscuring'] },
    { kind: 'container', x: 44, y: 20, rotationDeg: 90, traits: ['obscuring', 'impassable'] },
    { kind: 'crater', x: 30, y: 18, traits: ['environmental'] },
    { kind: 'woods', x: 8, y: 30, traits: ['environmental'] },
  ]);
  const preset = presetById(NUCERIA.deployment, 'nuceria-long')!.build(table);
  return { format: 'sightline/layout', version: 1, name: 'Nuceria sample', table, terrain, models: [], deployment: { name: preset.name, zones: [...preset.zones] }, objectives: [...preset.objectives] };
}

/** A sample setup: the seed picks who plays which sample army and seeds the dice. */
export function nuSampleSetup(seed: number): GameSetup {
  return sampleSetupOf(NUCERIA.id, nuSampleLayout(), NU_SAMPLE_ARMIES, seed);
}
