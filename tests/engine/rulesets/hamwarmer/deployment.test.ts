// HamWarmer 24.5 deployment (001_9d9921dd118cdf65.txt "1: DEPLOYMENT") and the missing scenario's named defaults.
import { describe, expect, it } from 'vitest';
import {
  HWR_PHASES, baseWithinZone, infiltratePlacementProblem, objectivePoints, reservesPlacementProblem, scenarioZone, tableEdgeDistanceIn,
} from '../../../../engine/rulesets/hamwarmer/game/deployment';
import type { PlacedBase } from '../../../../engine/types';

const inch = { kind: 'round' as const, diameterMm: 25.4 }; // a 1" base: radius 0.5"
const at = (x: number, y: number, name = 'm'): PlacedBase & { name: string } => ({ base: inch, x, y, name });
const table = { widthIn: 48, depthIn: 36 };

describe('phases', () => {
  it('"1. Deployment 2. Movement 3. Psychic 4. Shooting 5. Charge, 6. Fight 7. Morale"', () => {
    expect(HWR_PHASES).toEqual(['Deployment', 'Movement', 'Psychic', 'Shooting', 'Charge', 'Fight', 'Morale']);
  });
});

describe('the scenario default: 12" zones along the long edges', () => {
  it('player 0 near edge, player 1 far edge; a base must be wholly inside', () => {
    const z0 = scenarioZone(table, 0);
    const z1 = scenarioZone(table, 1);
    expect(baseWithinZone(at(10, 11.5), z0)).toBe(true);
    expect(baseWithinZone(at(10, 11.6), z0)).toBe(false);
    expect(baseWithinZone(at(10, 24.5), z1)).toBe(true);
    expect(baseWithinZone(at(10, 24.4), z1)).toBe(false);
  });
  it('edge distance is measured from the base edge', () => {
    expect(tableEdgeDistanceIn(at(10, 2.5), table)).toBeCloseTo(2, 12);
    expect(tableEdgeDistanceIn(at(47, 20), table)).toBeCloseTo(0.5, 12);
  });
});

describe('Reserves (001: "within your Deployment Zone within 2" of the table edge and more than 9" away from any enemy models")', () => {
  const zone = scenarioZone(table, 0);
  it('2" from the edge is in, 2.1" is out', () => {
    expect(reservesPlacementProblem([at(10, 2.5)], { table, zone, enemies: [] })).toBeNull();
    expect(reservesPlacementProblem([at(10, 2.6)], { table, zone, enemies: [] })).toMatch(/within 2" of the table edge/);
  });
  it('9" from an enemy model is too close; more than 9" is fine', () => {
    // centres 10" apart, two 0.5" radii: edge gap 9"
    expect(reservesPlacementProblem([at(10, 1)], { table, zone, enemies: [at(20, 1)] })).toMatch(/more than 9"/);
    expect(reservesPlacementProblem([at(10, 1)], { table, zone, enemies: [at(20.1, 1)] })).toBeNull();
  });
  it('outside the zone only with Outflank ("within 2" of any table edge")', () => {
    expect(reservesPlacementProblem([at(1, 20)], { table, zone, enemies: [] })).toMatch(/Deployment Zone/);
    expect(reservesPlacementProblem([at(1, 20)], { table, zone, enemies: [], outflank: true })).toBeNull();
  });
});

describe('Infiltrate (001: "more than 9" from an enemy unit that is not within Line of Sight, or more than 12" from any enemy unit that is within Line of Sight")', () => {
  it('unseen: 9" edge gap too close, 9.1" fine; seen: 12" needed', () => {
    expect(infiltratePlacementProblem([at(10, 18)], [{ models: [at(20, 18)], visible: false }])).toMatch(/more than 9"/);
    expect(infiltratePlacementProblem([at(10, 18)], [{ models: [at(20.1, 18)], visible: false }])).toBeNull();
    expect(infiltratePlacementProblem([at(10, 18)], [{ models: [at(20.1, 18)], visible: true }])).toMatch(/more than 12"/);
    expect(infiltratePlacementProblem([at(10, 18)], [{ models: [at(23.1, 18)], visible: true }])).toBeNull();
  });
});

describe('scoring default: 1 point per objective held (more models within 3")', () => {
  it('held, contested, empty', () => {
    const objs = [{ x: 10, y: 18 }, { x: 30, y: 18 }, { x: 40, y: 5 }];
    const models = [
      { ...at(10, 21.5), player: 0 as const }, // edge 3" away: in
      { ...at(30, 20), player: 0 as const },
      { ...at(31, 18), player: 1 as const }, // contested 1 - 1
      { ...at(40, 8.6), player: 1 as const }, // edge 3.1" away: out
    ];
    expect(objectivePoints(objs, models)).toEqual([1, 0]);
    expect(objectivePoints(objs, [...models, { ...at(29, 18), player: 1 as const }])).toEqual([1, 1]);
  });
});
