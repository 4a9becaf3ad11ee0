// HamWarmer's deployment presets (seed 001_9d9921dd118cdf65.txt), built with the shared shapes of engine/terrain.
import { edgeStrips, ownEdgeReserves, quarterLessCircle, quarterReserves, zone, type DeploymentPreset } from '../../terrain/deploymentShapes';

/** Zones come from the scenario, which the text does not include: 12" strips are Sightline's named default shape. */
export const HAMWARMER_STRIP_IN = 12;
/** Reserves arrive "within your Deployment Zone within 2" of the table edge" */
export const HAMWARMER_RESERVES_EDGE_IN = 2;
/** Quarters keep clear of the centre by the reserves' "more than 9" away from any enemy models" (a shape, not a rule). */
export const HAMWARMER_QUARTER_CLEAR_IN = 9;

export const HAMWARMER_DEPLOYMENT: readonly DeploymentPreset[] = [
  {
    id: 'hamwarmer-long',
    rulesetId: 'hamwarmer',
    label: 'HamWarmer: long edges (12")',
    source: 'HamWarmer B.1: zones come from the scenario (not included); 12" strips are a common shape. Reserves arrive "within your Deployment Zone within 2" of the table edge" (B.4).',
    build: (t) => ({ name: 'HamWarmer: long edges', zones: edgeStrips(t, 'long', HAMWARMER_STRIP_IN, 'Long edge'), objectives: [], reserves: ownEdgeReserves(t, 'long', HAMWARMER_RESERVES_EDGE_IN) }),
  },
  {
    id: 'hamwarmer-short',
    rulesetId: 'hamwarmer',
    label: 'HamWarmer: short edges (12")',
    source: 'HamWarmer B.1 (scenario zones not included): 12" strips on the short edges; reserves within 2" of the edge (B.4).',
    build: (t) => ({ name: 'HamWarmer: short edges', zones: edgeStrips(t, 'short', HAMWARMER_STRIP_IN, 'Short edge'), objectives: [], reserves: ownEdgeReserves(t, 'short', HAMWARMER_RESERVES_EDGE_IN) }),
  },
  {
    id: 'hamwarmer-quarters',
    rulesetId: 'hamwarmer',
    label: 'HamWarmer: diagonal quarters',
    source: 'HamWarmer B.1 (scenario zones not included): opposite table quarters, kept 9" from the centre (the 9" of B.2 reserves); reserves within 2" of the table edge (B.4).',
    build: (t) => ({
      name: 'HamWarmer: diagonal quarters',
      zones: [zone('zone-1', 1, 'Quarter (side 1)', quarterLessCircle(t, 1, HAMWARMER_QUARTER_CLEAR_IN)), zone('zone-2', 2, 'Quarter (side 2)', quarterLessCircle(t, 2, HAMWARMER_QUARTER_CLEAR_IN))],
      objectives: [],
      reserves: [zone('reserve-1', 1, 'Side 1 reserves', quarterReserves(t, 1, HAMWARMER_RESERVES_EDGE_IN)), zone('reserve-2', 2, 'Side 2 reserves', quarterReserves(t, 2, HAMWARMER_RESERVES_EDGE_IN))],
    }),
  },
];
