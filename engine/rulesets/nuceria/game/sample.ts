// The Nuceria sample game: the "48”x60” is recommended" table, obscuring ruins and containers, environmental craters and
// woods, the Nuceria preset's four objectives (one in each zone), and two 100-point armies.
import { makeTerrain } from '../../../terrain/library';
import { deploymentPreset } from '../../../terrain/deployment';
import type { ArmyFile, GameSetup } from '../../../game/types';
import type { Layout, TerrainPiece } from '../../../types';
import vanguard from '../../../../assets/armies/nuceria/vanguard-cohort.army.json';
import horde from '../../../../assets/armies/nuceria/scrap-horde.army.json';
import { NUCERIA } from '../index';

export const NU_SAMPLE_ARMIES: readonly ArmyFile[] = [vanguard, horde] as unknown as ArmyFile[];

export function nuSampleLayout(): Layout {
  const table = { widthIn: NUCERIA.constants.tableWidthIn, depthIn: NUCERIA.constants.tableDepthIn };
  const half: [string, number, number, number, string[]][] = [
    ['ruin', 16, 17, 0, ['obscuring']],
    ['container', 44, 20, 90, ['obscuring', 'impassable']],
    ['crater', 30, 18, 0, ['environmental']],
    ['woods', 8, 30, 0, ['environmental']],
  ];
  const terrain: TerrainPiece[] = [];
  for (const [kind, x, y, rot, traits] of half) {
    terrain.push(makeTerrain(kind, { id: `${kind}-a`, x, y, rotationDeg: rot, traits: traits as never }));
    terrain.push(makeTerrain(kind, { id: `${kind}-b`, x: table.widthIn - x, y: table.depthIn - y, rotationDeg: (rot + 180) % 360, traits: traits as never }));
  }
  const preset = deploymentPreset('nuceria-long')!.build(table);
  return { format: 'sightline/layout', version: 1, name: 'Nuceria sample', table, terrain, models: [], deployment: { name: preset.name, zones: [...preset.zones] }, objectives: [...preset.objectives] };
}

export function nuSampleSetup(seed: number): GameSetup {
  const swap = Math.abs(seed | 0) % 2 === 1;
  const [a, b] = swap ? [NU_SAMPLE_ARMIES[1]!, NU_SAMPLE_ARMIES[0]!] : [NU_SAMPLE_ARMIES[0]!, NU_SAMPLE_ARMIES[1]!];
  return { rulesetId: NUCERIA.id, layout: nuSampleLayout(), armies: [a, b], seed };
}
