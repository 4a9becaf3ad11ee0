// HamWarmer 24.5 transports against 001_9d9921dd118cdf65.txt "Transports".
import { describe, expect, it } from 'vitest';
import { disembarkProblem, embarkProblem, wreckCasualties } from '../../../../engine/rulesets/hamwarmer/game/transports';

const inch = { kind: 'round' as const, diameterMm: 25.4 };
const at = (x: number, y: number) => ({ base: inch, x, y });
// a 4" x 2" hull centred at (10, 10) facing +x: its edges at x 8..12, y 9..11
const carrier = { base: { kind: 'hull' as const, lengthIn: 4, widthIn: 2 }, x: 10, y: 10, facingDeg: 0, name: 'Carrier', capacity: 10, carried: 0 };

describe('Embark (001: "ends its Move in the movement phase wholly within 3" of a friendly Transport can enter it")', () => {
  const check = { unitName: 'Line Squad', unitModels: [at(10, 13)], infantry: true, transport: carrier, enemies: [] };
  it('a 1" base whose far side is 3" from the hull may embark; 0.1" farther may not', () => {
    expect(embarkProblem({ ...check, unitModels: [at(10, 13.5)] })).toBeNull(); // gap 2", far side 3"
    expect(embarkProblem({ ...check, unitModels: [at(10, 13.6)] })).toMatch(/wholly within 3"/);
  });
  it('"The unit and the Transport cannot be within 1" of any enemy models."', () => {
    expect(embarkProblem({ ...check, enemies: [at(10, 7.5)] })).toMatch(/Carrier is within 1"/);
    expect(embarkProblem({ ...check, enemies: [at(10, 15)] })).toMatch(/a model is within 1"/);
  });
  it('capacity, Infantry only, and "A unit cannot Embark and Disembark in the same turn."', () => {
    expect(embarkProblem({ ...check, transport: { ...carrier, carried: 10 } })).toMatch(/room for 0 more/);
    expect(embarkProblem({ ...check, infantry: false })).toMatch(/only Infantry/);
    expect(embarkProblem({ ...check, disembarkedThisTurn: true })).toMatch(/same turn/);
  });
});

describe('Disembark (001: "Deploy all models from the unit within 3" of the Transport ... No model can be deployed within 1" of an enemy model.")', () => {
  it('within 3" yes, beyond no, near enemies no', () => {
    expect(disembarkProblem('Squad', [at(10, 14.5)], carrier, [])).toBeNull(); // gap 3"
    expect(disembarkProblem('Squad', [at(10, 14.6)], carrier, [])).toMatch(/within 3"/);
    expect(disembarkProblem('Squad', [at(10, 12)], carrier, [at(10, 13.5)])).toMatch(/within 1"/);
    expect(disembarkProblem('Squad', [at(10, 12)], carrier, [], true)).toMatch(/same turn/);
  });
});

describe('Wreck (001: "roll 1d6 for each model inside the transport. On a 6+, the model is destroyed.")', () => {
  it('only 6s destroy', () => expect(wreckCasualties([6, 5, 1, 6])).toEqual([0, 3]));
});
