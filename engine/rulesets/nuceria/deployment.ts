// Nuceria's deployment presets (seed 004_6c4ffdb07edc4505.txt), built with the shared shapes of engine/terrain.
import { edgeBandReservesExceptOpponent, edgeStrips, type DeploymentPreset } from '../../terrain/deploymentShapes';

/** "Mark two deployment zones 12” away from one table edge (length or width both ok)" */
export const NUCERIA_ZONE_DEPTH_IN = 12;
/** Reserves arrive "within 6” of any table edge (except your opponent’s deployment zone)" */
export const NUCERIA_RESERVES_EDGE_IN = 6;
/** Objectives are "a 8” round mousepad": an 8" area, so a 4" radius. */
export const NUCERIA_OBJECTIVE_DIAMETER_IN = 8;
const OBJECTIVE_RADIUS_IN = NUCERIA_OBJECTIVE_DIAMETER_IN / 2;

export const NUCERIA_DEPLOYMENT: readonly DeploymentPreset[] = [
  {
    id: 'nuceria-long',
    rulesetId: 'nuceria',
    label: 'Nuceria: 12" zones on the long edges',
    source: 'Nuceria E.1: "Mark two deployment zones 12” away from one table edge (length or width both ok)"; objectives "8” round" areas, one in each zone; reserves "within 6” of any table edge (except your opponent’s deployment zone)".',
    build: (t) => ({
      name: 'Nuceria: long edges',
      zones: edgeStrips(t, 'long', NUCERIA_ZONE_DEPTH_IN, '12" zone'),
      // "3-6 objectives, with one in each deployment zone": four, one per zone and two on the centre line; 8" area = 4" radius.
      objectives: [
        { id: 'obj-1', name: 'Side 1 zone', x: t.widthIn / 2, y: NUCERIA_ZONE_DEPTH_IN / 2, controlRadiusIn: OBJECTIVE_RADIUS_IN },
        { id: 'obj-2', name: 'Side 2 zone', x: t.widthIn / 2, y: t.depthIn - NUCERIA_ZONE_DEPTH_IN / 2, controlRadiusIn: OBJECTIVE_RADIUS_IN },
        { id: 'obj-3', name: 'West', x: t.widthIn / 4, y: t.depthIn / 2, controlRadiusIn: OBJECTIVE_RADIUS_IN },
        { id: 'obj-4', name: 'East', x: (3 * t.widthIn) / 4, y: t.depthIn / 2, controlRadiusIn: OBJECTIVE_RADIUS_IN },
      ],
      reserves: edgeBandReservesExceptOpponent(t, 'long', NUCERIA_ZONE_DEPTH_IN, NUCERIA_RESERVES_EDGE_IN),
    }),
  },
  {
    id: 'nuceria-short',
    rulesetId: 'nuceria',
    label: 'Nuceria: 12" zones on the short edges',
    source: 'Nuceria E.1 (as above, on the short edges: "length or width both ok").',
    build: (t) => ({
      name: 'Nuceria: short edges',
      zones: edgeStrips(t, 'short', NUCERIA_ZONE_DEPTH_IN, '12" zone'),
      objectives: [
        { id: 'obj-1', name: 'Side 1 zone', x: NUCERIA_ZONE_DEPTH_IN / 2, y: t.depthIn / 2, controlRadiusIn: OBJECTIVE_RADIUS_IN },
        { id: 'obj-2', name: 'Side 2 zone', x: t.widthIn - NUCERIA_ZONE_DEPTH_IN / 2, y: t.depthIn / 2, controlRadiusIn: OBJECTIVE_RADIUS_IN },
        { id: 'obj-3', name: 'South', x: t.widthIn / 2, y: t.depthIn / 4, controlRadiusIn: OBJECTIVE_RADIUS_IN },
        { id: 'obj-4', name: 'North', x: t.widthIn / 2, y: (3 * t.depthIn) / 4, controlRadiusIn: OBJECTIVE_RADIUS_IN },
      ],
      reserves: edgeBandReservesExceptOpponent(t, 'short', NUCERIA_ZONE_DEPTH_IN, NUCERIA_RESERVES_EDGE_IN),
    }),
  },
];
