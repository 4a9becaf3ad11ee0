// A game's first draft as every ruleset builds it: both armies read through the ruleset's validator, each unit's models
// off the table, the layout's objectives, and the draft itself before any round.
import type { Base, Layout, TableSize, TerrainPiece } from '../../types';
import type { ArmyFile, DraftModel, DraftState, GameSetup, PlayerIndex } from '../types';

/** Both armies of a setup read through the ruleset's validator (createGame validated them; reading them again types them). */
export function readArmies<A>(setup: GameSetup, validate: (army: unknown, path: string) => A): [A, A] {
  return [validate(setup.armies[0], 'setup.armies[0]'), validate(setup.armies[1], 'setup.armies[1]')];
}

/** `count` models of a unit as the game starts: ids `${unit}-${k}`, off the table, unhurt, facing the other side. */
export function unitModels(unit: string, player: PlayerIndex, count: number, profile: { name: string; base: Base; heightIn: number; wounds: number }): DraftModel[] {
  return Array.from({ length: count }, (_, k) => ({
    id: `${unit}-${k}`, unit, player, name: profile.name, base: profile.base, x: 0, y: 0, z: 0, facingDeg: player === 0 ? 90 : 270,
    heightIn: profile.heightIn, wounds: profile.wounds, maxWounds: profile.wounds, onTable: false, statuses: [],
  }));
}

/** The layout's objectives, or three on the table's centre line (a quarter, half and three quarters across) when it has none. */
export function objectivesOrCentreLine(layout: Layout): { id: string; x: number; y: number; controlRadiusIn?: number }[] {
  const { widthIn, depthIn } = layout.table;
  if (layout.objectives?.length) return layout.objectives.map((o) => ({ id: o.id, x: o.x, y: o.y, ...(o.controlRadiusIn !== undefined ? { controlRadiusIn: o.controlRadiusIn } : {}) }));
  return [0.25, 0.5, 0.75].map((f, i) => ({ id: `obj-${i + 1}`, x: widthIn * f, y: depthIn / 2 }));
}

/** The draft before the first round: no points, no result, player 1 to act until the ruleset's beginning says otherwise. */
export function firstDraft<R>(setup: GameSetup, phase: string, models: DraftModel[], ruleset: R): DraftState<R> {
  return { setup, rulesetId: setup.rulesetId, round: 0, phase, activation: null, toAct: 0, models, points: [0, 0], result: null, ruleset };
}

/** A ruleset's sample layout: the table, its terrain, no models, and objectives on the centre line at these distances across (3" to control). */
export function sampleLayout(name: string, table: TableSize, terrain: readonly TerrainPiece[], objectiveXs: readonly number[]): Layout {
  return {
    format: 'sightline/layout',
    version: 1,
    name,
    table,
    terrain,
    models: [],
    objectives: objectiveXs.map((x, i) => ({ id: `obj-${i + 1}`, name: `Objective ${i + 1}`, x, y: table.depthIn / 2, controlRadiusIn: 3 })),
  };
}

/** A sample setup of two sample armies: an odd seed swaps who plays which; the seed also seeds the dice. */
export function sampleSetupOf(rulesetId: string, layout: Layout, armies: readonly ArmyFile[], seed: number): GameSetup {
  const swap = Math.abs(seed | 0) % 2 === 1;
  const [a, b] = swap ? [armies[1]!, armies[0]!] : [armies[0]!, armies[1]!];
  return { rulesetId, layout, armies: [a, b], seed };
}
