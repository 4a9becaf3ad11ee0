// Each ruleset's typed measuring values, read from its own module and checked against the words of its seed text.
// Every quote below is also looked up in the seed file itself (when the seeds sit beside the repository), so a citation
// that drifts from the text fails here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALTHAMMER } from '../../../engine/rulesets/althammer/index';
import { HAMMER_WARS } from '../../../engine/rulesets/hammer-wars/index';
import { HAMWARMER } from '../../../engine/rulesets/hamwarmer/index';
import { NUCERIA } from '../../../engine/rulesets/nuceria/index';
import { REGLAS_BASICAS } from '../../../engine/rulesets/reglas-basicas/index';
import { RULESETS, type Ruleset } from '../../../engine/rulesets/index';
import { PLAIN_MOVEMENT } from '../../../engine/measure';

const norm = (s: string): string => s.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ');

/** Asserts the quote is in the ruleset's seed text (skipped where the seeds are not beside the repository, as in a CI clone). */
function quoted(r: Ruleset, quote: string): void {
  const file = path.resolve(__dirname, '../../../..', r.source.file);
  if (!existsSync(file)) return;
  expect(norm(readFileSync(file, 'utf8')), `${r.source.file} should contain: ${quote}`).toContain(norm(quote));
}

describe('HamWarmer 24.5 measuring values (seed 001)', () => {
  const m = HAMWARMER.measuring;
  it('coherency: "within 2" of at least one other model"; "6 or more models" need "at least two other models"', () => {
    quoted(HAMWARMER, 'All models in a unit must remain within 2" of at least one other model in the unit.');
    quoted(HAMWARMER, 'If unit consists of 6 or more models, all models in the unit must remain within 2" of at least two other models in the unit.');
    expect(m.coherency).toEqual({ distanceIn: 2, minNeighbours: 1, minNeighboursAt6Plus: 2, largeUnitSize: 6 });
  });
  it('movement: "Any movement through Difficult Terrain counts double"', () => {
    quoted(HAMWARMER, 'Any movement through Difficult Terrain counts double');
    expect(m.movement.difficultCost).toBe('double');
    expect(m.movement.environmental).toBe('none');
    expect(m.movementFromDefault).toBe(false);
  });
  it('engagement: "a 1" distance from enemy models", "5" vertically"; charge "within 12""', () => {
    quoted(HAMWARMER, 'Many rules specify a 1" distance from enemy models.');
    quoted(HAMWARMER, '5" vertically');
    quoted(HAMWARMER, 'within 12" of any enemy model');
    expect([m.engagementIn, m.engagementVerticalIn, m.chargeRangeIn]).toEqual([1, 5, 12]);
  });
});

describe('Nuceria measuring values (seed 004)', () => {
  const m = NUCERIA.measuring;
  it('coherency: "Models must stay within 1" of each other", one chain as a named default', () => {
    quoted(NUCERIA, 'Models must stay within 1" of each other to be in unit coherency.');
    expect(m.coherency).toEqual({ distanceIn: 1, minNeighbours: 1, connected: true });
    expect(NUCERIA.defaults.map((d) => d.key)).toContain('measuring.coherency.connected');
  });
  it('movement: environmental "halves movement as units pass through it (rounded up)"; only Infantry enter obscuring', () => {
    quoted(NUCERIA, 'halves movement as units pass through it (rounded up)');
    quoted(NUCERIA, 'Infantry units are the only type of unit that can enter and move through Obscuring Terrain');
    expect(m.movement.environmental).toBe('halve-round-up');
    expect(m.movement.obscuring).toBe('infantry-only');
    expect(m.movement.difficultCost).toBe('none');
  });
  it('melee: "within 1" of a unit\'s base/hull/torso", "within 3" vertically"', () => {
    quoted(NUCERIA, 'within 1" of a unit\'s base/hull/torso');
    quoted(NUCERIA, 'within 3" vertically');
    expect([m.engagementIn, m.engagementVerticalIn, m.chargeRangeIn]).toEqual([1, 3, null]);
  });
});

describe('Hammer Wars v1.5 measuring values (seed 002)', () => {
  const m = HAMMER_WARS.measuring;
  it('movement: "Units may not use Run actions through Difficult terrain."', () => {
    quoted(HAMMER_WARS, 'Units may not use Run actions through Difficult terrain.');
    expect(m.movement.runThroughDifficult).toBe('forbidden');
    expect(m.movement.difficultCost).toBe('none');
  });
  it('melee is "in base contact" (0"), and units of one model have no coherency', () => {
    quoted(HAMMER_WARS, 'any enemy unit in base contact');
    expect(m.engagementIn).toBe(0);
    expect(m.coherency).toBeNull();
  });
});

describe('AltHammer measuring values (seed 000)', () => {
  it('"Units must end their movement in Unit Coherency." with no distance: a named default, plain movement', () => {
    quoted(ALTHAMMER, 'Units must end their movement in Unit Coherency.');
    expect(ALTHAMMER.measuring.coherency).toEqual({ distanceIn: 2, minNeighbours: 1 });
    expect(ALTHAMMER.defaults.map((d) => d.key)).toEqual(expect.arrayContaining(['measuring.coherency', 'measuring.movement']));
    expect(ALTHAMMER.measuring.movement).toEqual(PLAIN_MOVEMENT);
    expect(ALTHAMMER.measuring.movementFromDefault).toBe(true);
  });
});

describe('Reglas básicas measuring values (seed 003)', () => {
  it('no coherency and no terrain movement rules: plain movement as a named default; charge "up to twice its Move"', () => {
    quoted(REGLAS_BASICAS, 'This move may be of up to twice its Move');
    expect(REGLAS_BASICAS.measuring.coherency).toBeNull();
    expect(REGLAS_BASICAS.measuring.movement).toEqual(PLAIN_MOVEMENT);
    expect(REGLAS_BASICAS.defaults.map((d) => d.key)).toContain('measuring.movement');
  });
});

describe('every ruleset', () => {
  it('names a default for every measuring value Sightline chose (movementFromDefault implies a measuring.movement default)', () => {
    for (const r of Object.values(RULESETS)) {
      if (r.measuring.movementFromDefault) expect(r.defaults.map((d) => d.key), r.id).toContain('measuring.movement');
      if (r.measuring.coherency) expect(r.measuring.coherency.distanceIn, r.id).toBeGreaterThan(0);
    }
  });
});

describe('deployment presets and trait effects live in each ruleset module', () => {
  it('Nuceria: "Mark two deployment zones 12” away from one table edge"; reserves "within 6” of any table edge"; "a 8” round mousepad"', () => {
    quoted(NUCERIA, 'Mark two deployment zones 12” away from one table edge');
    quoted(NUCERIA, 'within 6” of any table edge');
    quoted(NUCERIA, 'a 8” round mousepad');
    expect(NUCERIA.constants.deploymentDepthIn).toBe(12);
    const setup = NUCERIA.deployment.find((p) => p.id === 'nuceria-long')!.build({ widthIn: 60, depthIn: 48 });
    const ys = setup.zones[0]!.polygon.map((p) => p[1]);
    expect(Math.max(...ys) - Math.min(...ys)).toBe(12);
    expect(setup.objectives.every((o) => o.controlRadiusIn === 4)).toBe(true); // 8" round area = 4" radius
    // Side 1's reserve band is 6" wide along the side edges.
    expect(setup.reserves[0]!.polygon).toContainEqual([6, 6]);
  });
  it('Hammer Wars: "placed within 4" of the player\'s table edge"', () => {
    quoted(HAMMER_WARS, 'within 4" of the player\'s table edge');
    const setup = HAMMER_WARS.deployment[0]!.build({ widthIn: 36, depthIn: 24 });
    const xs = setup.zones[0]!.polygon.map((p) => p[0]);
    expect(Math.max(...xs) - Math.min(...xs)).toBe(4);
  });
  it('HamWarmer reserves "within your Deployment Zone within 2" of the table edge"', () => {
    quoted(HAMWARMER, 'within your Deployment Zone within 2" of the table edge');
    const setup = HAMWARMER.deployment.find((p) => p.id === 'hamwarmer-long')!.build({ widthIn: 60, depthIn: 44 });
    const ys = setup.reserves[0]!.polygon.map((p) => p[1]);
    expect(Math.max(...ys) - Math.min(...ys)).toBe(2);
  });
  it('every preset names its own ruleset, and every registered preset comes from a ruleset module', async () => {
    const { DEPLOYMENT_PRESETS } = await import('../../../engine/rulesets/index');
    const fromModules = Object.values(RULESETS).flatMap((r) => r.deployment.map((p) => [p.id, r.id] as const));
    expect(DEPLOYMENT_PRESETS.map((p) => [p.id, p.rulesetId]).sort()).toEqual(fromModules.map(([a, b]) => [a, b]).sort());
    for (const [, rid] of fromModules) expect(RULESETS[rid]).toBeDefined();
    for (const r of Object.values(RULESETS)) for (const p of r.deployment) expect(p.rulesetId).toBe(r.id);
  });
  it('trait effects: HamWarmer difficult "counts double", Hammer Wars "may not Run", silent rulesets say so', async () => {
    const { traitEffect } = await import('../../../engine/rulesets/index');
    expect(traitEffect('hamwarmer', 'difficult')).toBe(HAMWARMER.traitEffects.difficult);
    expect(HAMWARMER.traitEffects.difficult).toMatch(/counts double|costs 6/);
    expect(traitEffect('hammer-wars', 'difficult')).toMatch(/may not Run/);
    expect(traitEffect('althammer', 'difficult')).toMatch(/agree with your opponent/);
  });
});

describe('template sizes live in their rulesets and the shared geometry reads them', () => {
  it('HamWarmer (seed 001): "the 3" circular Small Blast / the 5" Large Blast marker", "the 8" long Flame template ... the 3" wide end"', async () => {
    quoted(HAMWARMER, 'place the 3" circular Small Blast / the 5" Large Blast marker over the centre of a target model');
    quoted(HAMWARMER, 'place the narrow end of the 8" long Flame template at the base of the firing model, and the 3" wide end');
    const { HAMWARMER_TEMPLATE_SIZES: s } = await import('../../../engine/rulesets/hamwarmer/templates');
    const { templateBoundingCircle, flameSize } = await import('../../../engine/rulesets/index');
    expect([s.smallBlastDiameterIn, s.largeBlastDiameterIn, s.flameLengthIn, s.flameWideEndIn]).toEqual([3, 5, 8, 3]);
    // Read as diameters (named default template.blastSize): the radius the geometry uses is half the quoted size.
    expect(templateBoundingCircle({ kind: 'small-blast', x: 10, y: 10 }).r).toBeCloseTo(1.5, 12);
    expect(templateBoundingCircle({ kind: 'large-blast', x: 10, y: 10 }).r).toBeCloseTo(2.5, 12);
    expect(flameSize({ kind: 'flame', x: 0, y: 0, headingDeg: 0 })).toEqual({ narrowWidthIn: s.flameNarrowEndIn, lengthIn: 8, wideWidthIn: 3 });
    // The narrow end is not in the text: it is a visible named default.
    expect(HAMWARMER.defaults.find((d) => d.key === 'template.flameNarrowEnd')?.value).toBe(0.75);
    expect(HAMWARMER.defaults.find((d) => d.key === 'template.blastSize')?.value).toBe('diameter');
  });
  it('Hammer Wars (seed 002): "*" reaches "each enemy unit within 2" of the target model"', async () => {
    quoted(HAMMER_WARS, 'within 2" of the target model');
    const { HAMMER_WARS_SPLASH_RADIUS_IN } = await import('../../../engine/rulesets/hammer-wars/templates');
    const { templateBoundingCircle } = await import('../../../engine/rulesets/index');
    expect(HAMMER_WARS_SPLASH_RADIUS_IN).toBe(2);
    expect(templateBoundingCircle({ kind: 'splash', x: 0, y: 0 }).r).toBe(2);
  });
});
