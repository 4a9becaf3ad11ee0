// HamWarmer 24.5, "Units can be Deployed (pg. 4) inside a Transport, either on the first turn or when entering from
// Reserves" (001_9d9921dd118cdf65.txt "Transport"): offered as an `embark` in the Deployment phase; named default
// deployment.insideTransport (a Transport already on the table; the unit may disembark in the first Movement phase).
import { describe, expect, it } from 'vitest';
import { actionMeaning, applyAction, legalActions, withScriptedDice, type GameAction, type GameState, type PlayerIndex } from '../../../../engine/index';
import type { HwrState } from '../../../../engine/rulesets/hamwarmer/game/state';
import { battle } from './helpers';
import { illegalReason as reason } from '../../game/play';

type G = GameState<HwrState>;
const act = (s: G, a: Omit<GameAction, 'player'>, p: PlayerIndex = s.toAct!): G => applyAction(s, { ...a, player: p } as GameAction) as G;
const unit = (s: G, id: string) => s.ruleset.units.find((u) => u.id === id)!;
const inside = { type: 'embark', unit: 'p1-u2', transport: 'p1-u4' } as const;

/**
 * The first Deployment phase with the Carrier (Transport Capacity 10) deployed at (30, 6) and an Ash Horde model on the
 * table; `waiting` are the units not yet deployed (Line Squad Beta, ten Infantry models, by default).
 */
function deployment(waiting: string[] = ['p1-u2'], carrierOnTable = true): G {
  const s = battle({ ...(carrierOnTable ? { 'p1-u4-g0-0': [30, 6] as [number, number] } : {}), 'p2-u0-g0-0': [50, 40] }, 'Deployment', 0);
  return { ...s, ruleset: { ...s.ruleset, units: s.ruleset.units.map((u) => (waiting.includes(u.id) ? { ...u, placed: false } : u)) } };
}

describe('Deploying inside a Transport (001 "Transport": "Units can be Deployed inside a Transport")', () => {
  it('is offered once the Transport stands on the table, and places the unit inside, its models off the table', () => {
    const s = deployment();
    expect(legalActions(s)).toContainEqual({ ...inside, player: 0 });
    expect(actionMeaning(s, { ...inside, player: 0 })).toMatchObject({ role: 'deploy', unit: 'p1-u2', words: 'Deploy Line Squad Beta inside Carrier' });
    const t = act(s, inside);
    expect(unit(t, 'p1-u2')).toMatchObject({ placed: true, embarkedIn: 'p1-u4', reserves: false });
    // "Remove models inside a Transport from the battlefield temporarily": all ten alive, none on the table.
    const beta = t.models.filter((m) => m.unit === 'p1-u2');
    expect(beta).toHaveLength(10);
    expect(beta.every((m) => !m.onTable && m.wounds === 1)).toBe(true);
    expect(t.log.map((l) => l.text)).toContain('Player 1 deploys Line Squad Beta inside Carrier.');
  });
  it('is refused without the Transport on the table, for a unit that is not Infantry, beyond the Transport Capacity, and with positions', () => {
    expect(legalActions(deployment(['p1-u2'], false)).some((a) => a.type === 'embark')).toBe(false);
    expect(reason(() => act(deployment(['p1-u2'], false), inside))).toMatch(/Carrier is not on the table yet: deploy it first/);
    // The Siege Tank is a Vehicle: "the number of friendly Infantry models that can be transported".
    expect(reason(() => act(deployment(['p1-u5']), { type: 'embark', unit: 'p1-u5', transport: 'p1-u4' }))).toMatch(/only Infantry models can be transported/);
    // Line Squad Alpha inside already: no room for Beta's ten more.
    const full = act(deployment(['p1-u1', 'p1-u2']), { type: 'embark', unit: 'p1-u1', transport: 'p1-u4' });
    const again = { ...full, toAct: 0 as const, ruleset: { ...full.ruleset, done: full.ruleset.done.filter((x) => x !== 'p1-u1') } };
    expect(legalActions(again).some((a) => a.type === 'embark' && a.unit === 'p1-u2')).toBe(false);
    expect(reason(() => act(again, inside))).toMatch(/has room for 0 more models/);
    expect(reason(() => act(deployment(), { ...inside, positions: { 'p1-u2-g0-0': { x: 30, y: 9 } } }))).toMatch(/its models are not placed on the table/);
  });
  it('the unit may disembark in the first Movement phase (deploying inside is not Embarking: "cannot Embark and Disembark in the same turn")', () => {
    // Beta was the last unit to deploy: the Movement phase opens (roll-off 2 and 5: Player 2 selects first and holds).
    const t = act(withScriptedDice(deployment(), [2, 5]) as G, inside);
    expect(t).toMatchObject({ round: 1, phase: 'Movement', toAct: 1 });
    const mine = act(t, { type: 'hold', unit: 'p2-u0' });
    const out = legalActions(mine).filter((a) => a.type === 'disembark' && a.unit === 'p1-u2');
    expect(out.length).toBeGreaterThan(0);
    const off = act(mine, out[0]!);
    expect(off.models.filter((m) => m.unit === 'p1-u2' && m.onTable)).toHaveLength(10);
    expect(unit(off, 'p1-u2')).toMatchObject({ embarkedIn: null, disembarkedRound: 1, movedRound: 1 });
  });
  it('from Reserves it stays inside the turn it arrives ("cannot Move in the Movement phase"; disembarking "counts as the unit\'s Move")', () => {
    const s0 = deployment();
    const s: G = { ...s0, round: 2, ruleset: { ...s0.ruleset, units: s0.ruleset.units.map((u) => (u.id === 'p1-u2' ? { ...u, placed: false, reserves: true } : u)) } };
    expect(legalActions(s)).toContainEqual({ ...inside, player: 0 });
    const t = act(withScriptedDice(s, [2, 5]) as G, inside);
    expect(unit(t, 'p1-u2')).toMatchObject({ embarkedIn: 'p1-u4', reserves: false, arrivedRound: 2, movedRound: 2 });
    expect(t.log.map((l) => l.text)).toContain('Player 1 deploys Line Squad Beta inside Carrier from Reserves.');
    expect(t).toMatchObject({ round: 2, phase: 'Movement', toAct: 1 });
    const mine = act(t, { type: 'hold', unit: 'p2-u0' });
    expect(legalActions(mine).some((a) => a.unit === 'p1-u2')).toBe(false);
    expect(reason(() => act(mine, { type: 'disembark', unit: 'p1-u2', positions: {} }))).toBe("Line Squad Beta cannot be selected in the Movement phase.");
  });
});
