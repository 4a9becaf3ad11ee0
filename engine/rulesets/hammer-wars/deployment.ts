// Hammer Wars' deployment preset (seed 002_e47fa283e0ac09ca.txt), built with the shared shapes of engine/terrain.
import { edgeStrips, type DeploymentPreset } from '../../terrain/deploymentShapes';

/** Units are "placed within 4" of the player's table edge" */
export const HAMMER_WARS_DEPLOY_EDGE_IN = 4;
/** "two other markers exactly 4" away from the long table edges" */
export const HAMMER_WARS_OBJECTIVE_EDGE_IN = 4;
/** A marker is seized with "more units within 2" of a marker" */
export const HAMMER_WARS_SEIZE_IN = 2;

export const HAMMER_WARS_DEPLOYMENT: readonly DeploymentPreset[] = [
  {
    id: 'hammer-wars',
    rulesetId: 'hammer-wars',
    label: 'Hammer Wars: 4" edges, three objectives',
    source:
      'Hammer Wars C.1: units are "placed within 4" of the player\'s table edge"; "3 objective markers in a line dividing the table, with one marker at the center and two other markers exactly 4" away from the long table edges"; seized with "more units within 2"". Edges are the short ones [interp., C.1].',
    build: (t) => {
      const x = t.widthIn / 2;
      return {
        name: 'Hammer Wars',
        zones: edgeStrips(t, 'short', HAMMER_WARS_DEPLOY_EDGE_IN, '4" edge'),
        objectives: [
          { id: 'obj-1', name: 'South', x, y: HAMMER_WARS_OBJECTIVE_EDGE_IN, controlRadiusIn: HAMMER_WARS_SEIZE_IN },
          { id: 'obj-2', name: 'Centre', x, y: t.depthIn / 2, controlRadiusIn: HAMMER_WARS_SEIZE_IN },
          { id: 'obj-3', name: 'North', x, y: t.depthIn - HAMMER_WARS_OBJECTIVE_EDGE_IN, controlRadiusIn: HAMMER_WARS_SEIZE_IN },
        ],
        // Hammer Wars has no reserves: units are bought and placed in the 4" strip every round (C.4).
        reserves: [],
      };
    },
  },
];
