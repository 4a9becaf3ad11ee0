// AltHammer (shared/rules/seeds/000_6eade6d934505fab.txt; DIGEST A): the muster rules, activations, Advance, Magik, Smite
// and Perils of Power as written; charges with scripted dice; the Sideboard Option. Each test quotes the rule it checks.
import { describe, expect, it } from 'vitest';
import { applyAction, createDiceState, createGame, gamePlugin, legalActions, previewAttack, withScriptedDice, type GameAction, type GameState, type PlayerIndex } from '../../../../engine/index';
import { validateAltHammerArmy } from '../../../../engine/rulesets/althammer/game/army';
import { activationProblem, psychicTest, twoTurnsInARowProblem } from '../../../../engine/rulesets/althammer/game/rules';
import { ahSampleLayout } from '../../../../engine/rulesets/althammer/game/sample';
import type { AhState } from '../../../../engine/rulesets/althammer/game/state';
import ironCompany from '../../../../assets/armies/althammer/iron-company.army.json';
import emberCult from '../../../../assets/armies/althammer/ember-cult.army.json';
import { illegalReason, setupError } from '../../game/play';
import { expectThrowsMatchPreview } from '../../game/previewCheck';

type AhGameState = GameState<AhState>;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
const illegal = illegalReason;

describe('Muster Army (000: "Muster Army")', () => {
  const army = () => clone(ironCompany) as Record<string, any>;
  it('the sample armies muster legally', () => {
    expect(validateAltHammerArmy(ironCompany, 'army').units).toHaveLength(5);
    expect(validateAltHammerArmy(emberCult, 'army').spells).toHaveLength(1);
  });
  it('"You must include at least one +Character+ model in your mustered army."', () => {
    const a = army();
    a.units[0].keywords = [];
    expect(setupError(() => validateAltHammerArmy(a, 'army')).message).toMatch(/at least one \+Character\+ model/);
  });
  it('"more than three copies of the same Unit, or more than six copies of a +Front Lines+ Unit" are refused', () => {
    const a = army();
    const vet = a.units[3];
    a.units.push(clone(vet), clone(vet), clone(vet));
    a.pointsLimit = 2000;
    const e = setupError(() => validateAltHammerArmy(a, 'army'));
    expect(e.message).toMatch(/copy 4 of Veteran Guard/);
    expect(e.path).toBe('army.units[7]');
    const b = army();
    b.pointsLimit = 2000;
    for (let i = 0; i < 4; i++) b.units.push(clone(b.units[1]));
    // Six Line Squads (+Front Lines+) are allowed.
    expect(validateAltHammerArmy(b, 'army').units.filter((u) => u.name === 'Line Squad')).toHaveLength(6);
    b.units.push(clone(b.units[1]));
    expect(setupError(() => validateAltHammerArmy(b, 'army')).message).toMatch(/copy 7 of Line Squad/);
  });
  it('"Select one +Character+ Model as your army\'s +Warlord+"', () => {
    const a = army();
    a.warlord = 'Line Squad';
    expect(setupError(() => validateAltHammerArmy(a, 'army')).message).toMatch(/Line Squad is not a \+Character\+/);
    a.warlord = 'Nobody';
    expect(setupError(() => validateAltHammerArmy(a, 'army')).path).toBe('army.warlord');
  });
  it('"All Units must have the Faction Keyword matching your chosen Faction"', () => {
    const a = army();
    a.units[2].faction = 'Ash Horde';
    expect(setupError(() => validateAltHammerArmy(a, 'army')).path).toBe('army.units[2].faction');
  });
  it('"up to the agreed points limit", "at least 500 points", and the Sideboard\'s "up to 500 points *above*"', () => {
    const a = army();
    a.units.push(clone(a.units[3]));
    expect(setupError(() => validateAltHammerArmy(a, 'army')).message).toMatch(/cost 560 points, more than the points limit \(500\)/);
    a.sideboard = true;
    expect(validateAltHammerArmy(a, 'army').units).toHaveLength(6);
    a.pointsLimit = 400;
    expect(setupError(() => validateAltHammerArmy(a, 'army')).path).toBe('army.pointsLimit');
  });
  it('a +Psychic+ model needs its Mind ("add the Model\'s Mind characteristic")', () => {
    const e = clone(emberCult) as Record<string, any>;
    delete e.units[0].models[0].profile.Mind;
    expect(setupError(() => validateAltHammerArmy(e, 'army')).path).toBe('army.units[0].models[0].profile.Mind');
  });
});

describe('Activation (000: "Activation")', () => {
  it('"up to two of the following actions"', () => {
    expect(activationProblem([], 'move', false)).toBeNull();
    expect(activationProblem(['move', 'shoot'], 'fight', false)).toMatch(/up to two/);
  });
  it('"A unit may not Magik, Shoot, or Charge in an Activation in which it also Advances" (either order)', () => {
    for (const k of ['magik', 'shoot', 'charge'] as const) {
      expect(activationProblem(['advance'], k, true)).toMatch(/may not Magik, Shoot, or Charge/);
      expect(activationProblem([k], 'advance', true)).toMatch(/may not Magik, Shoot, or Charge/);
    }
    expect(activationProblem(['advance'], 'move', false)).toBeNull();
    expect(activationProblem(['advance'], 'fight', false)).toBeNull();
  });
  it('"Magik (+Psychic+ Units only)", and no action twice (named default althammer.duplicateActions)', () => {
    expect(activationProblem([], 'magik', false)).toMatch(/only \+Psychic\+ Units/);
    expect(activationProblem(['move'], 'move', false)).toMatch(/already taken the move action/);
  });
  it('"A unit may not be Activated two turns in a row, unless it is the last remaining Unit in the army."', () => {
    expect(twoTurnsInARowProblem('u1', 'u1', 3)).toMatch(/two turns in a row/);
    expect(twoTurnsInARowProblem('u1', 'u1', 1)).toBeNull();
    expect(twoTurnsInARowProblem('u2', 'u1', 3)).toBeNull();
  });
});

describe('Magik (000: "Magik")', () => {
  it('"Roll 2d6 and add the Model\'s Mind characteristic; if the result is greater than the spell\'s Difficulty, then the spell is successful."', () => {
    expect(psychicTest([3, 3], 1, 6)).toEqual({ total: 7, success: true, perils: false });
    expect(psychicTest([2, 3], 1, 6)).toEqual({ total: 6, success: false, perils: false });
  });
  it('"an unmodified 2 or unmodified 12" is Perils of Power; "For an unmodified 12, the spell is still successful"', () => {
    expect(psychicTest([6, 6], -5, 20)).toMatchObject({ success: true, perils: true });
    expect(psychicTest([1, 1], 12, 6)).toMatchObject({ total: 14, success: true, perils: true });
    expect(psychicTest([1, 1], 0, 6)).toMatchObject({ success: false, perils: true });
  });
});

/** A battle in round 1 on a bare 44" x 60" table with the given models on it; `toAct` plays next. */
function battle(place: Record<string, [number, number]>, toAct: PlayerIndex): AhGameState {
  const g = createGame({ rulesetId: 'althammer', layout: { ...ahSampleLayout(), terrain: [] }, armies: [ironCompany as never, emberCult as never], seed: 3 }) as AhGameState;
  const models = g.models.map((m) => (place[m.id] ? { ...m, onTable: true, x: place[m.id]![0], y: place[m.id]![1] } : { ...m, onTable: false }));
  return { ...g, round: 1, phase: 'battle', toAct, models, ruleset: { ...g.ruleset, step: 'battle', turnsLeft: [3, 3], active: null } };
}

const act = (s: AhGameState, a: Omit<GameAction, 'player'>, p: PlayerIndex = s.toAct!): AhGameState => applyAction(s, { ...a, player: p } as GameAction) as AhGameState;
const wounds = (s: AhGameState, unit: string): number => s.models.filter((m) => m.unit === unit && m.onTable).reduce((n, m) => n + m.wounds, 0);

describe('Smite and Perils of Power through the game', () => {
  // The Pyre Witch (Mind 1) 10" from the Company Captain (4 HP); a Line Squad far away keeps player 1 in the game.
  const start = () => battle({ 'p2-u0-g0-0': [30, 30], 'p1-u0-g0-0': [30, 20], 'p1-u1-g0-0': [5, 5] }, 1);
  it('"Smite (Difficulty: 6) — Select a target. It suffers d6 Mortal Damage. The Difficulty of this spell increases by 1 for your army."', () => {
    let s = act(start(), { type: 'activate', unit: 'p2-u0' });
    // Psychic test 4 + 3 + Mind 1 = 8 > 6; Smite's d6 = 3.
    s = withScriptedDice(s, [4, 3, 3]) as AhGameState;
    s = act(s, { type: 'magik', spell: 'Smite', target: 'p1-u0' });
    expect(wounds(s, 'p1-u0')).toBe(1);
    expect(s.ruleset.smiteDifficulty).toEqual([6, 7]);
    expect(s.log.some((l) => l.text.includes('Smite succeeds (8)'))).toBe(true);
  });
  it('a failed test does nothing ("if the result is greater than the spell\'s Difficulty"): 3 + 2 + 1 = 6 is not', () => {
    let s = act(start(), { type: 'activate', unit: 'p2-u0' });
    s = withScriptedDice(s, [3, 2]) as AhGameState;
    s = act(s, { type: 'magik', spell: 'Smite', target: 'p1-u0' });
    expect(wounds(s, 'p1-u0')).toBe(4);
    // "Resolve the effects of the spell" only when it succeeds: "The Difficulty of this spell increases by 1" is one of them.
    expect(s.ruleset.smiteDifficulty[1]).toBe(6);
  });
  it('an unmodified 12: the spell succeeds first, then "The Model\'s unit suffers d3 Mortal Damage"', () => {
    let s = act(start(), { type: 'activate', unit: 'p2-u0' });
    // 6, 6: success and Perils. Smite d6 = 2 on the Captain; Perils d3 from a 5 = 3 on the Witch (4 HP).
    s = withScriptedDice(s, [6, 6, 2, 5]) as AhGameState;
    s = act(s, { type: 'magik', spell: 'Smite', target: 'p1-u0' });
    expect(wounds(s, 'p1-u0')).toBe(2);
    expect(wounds(s, 'p2-u0')).toBe(1);
    expect(s.log.map((l) => l.text).join('\n')).toMatch(/Perils of Power \(an unmodified 12\)/);
  });
  it('Smite needs a target within 18" and in sight (named default althammer.smite.range)', () => {
    let s = battle({ 'p2-u0-g0-0': [30, 40], 'p1-u0-g0-0': [30, 5] }, 1);
    s = act(s, { type: 'activate', unit: 'p2-u0' });
    expect(illegal(() => act(s, { type: 'magik', spell: 'Smite', target: 'p1-u0' }))).toMatch(/not within 18" and in sight/);
  });
  it('only +Psychic+ units Magik', () => {
    let s = battle({ 'p1-u0-g0-0': [30, 20], 'p2-u0-g0-0': [30, 30] }, 0);
    s = act(s, { type: 'activate', unit: 'p1-u0' });
    expect(illegal(() => act(s, { type: 'magik', spell: 'Smite', target: 'p2-u0' }))).toMatch(/only \+Psychic\+ Units may Magik/);
  });
});

describe('Advance, two turns in a row, charges', () => {
  it('"the Unit\'s Move characteristic is increased by 1d6 inches" for the activation; no Shoot after it', () => {
    let s = battle({ 'p1-u0-g0-0': [30, 10], 'p2-u0-g0-0': [30, 40] }, 0);
    s = act(s, { type: 'activate', unit: 'p1-u0' });
    // M 6: a 9" move is refused before Advancing.
    expect(illegal(() => act(s, { type: 'move', positions: { 'p1-u0-g0-0': { x: 39, y: 10 } } }))).toMatch(/would need 9\.0" of movement and has 6\.0"/);
    s = withScriptedDice(s, [4]) as AhGameState;
    s = act(s, { type: 'advance' });
    expect(illegal(() => act(s, { type: 'shoot', target: 'p2-u0' }))).toMatch(/may not Magik, Shoot, or Charge/);
    s = act(s, { type: 'move', positions: { 'p1-u0-g0-0': { x: 39.5, y: 10 } } });
    expect(s.models.find((m) => m.id === 'p1-u0-g0-0')).toMatchObject({ x: 39.5, y: 10 });
    // Two actions: the activation ended and player 2 is to act.
    expect(s.ruleset.active).toBeNull();
    expect(s.toAct).toBe(1);
  });
  it('the unit activated on a player\'s previous turn is not offered, and is refused, on their next', () => {
    let s = battle({ 'p1-u0-g0-0': [30, 10], 'p1-u4-g0-0': [10, 5], 'p2-u0-g0-0': [30, 40], 'p2-u1-g0-0': [50, 40] }, 0);
    s = act(s, { type: 'activate', unit: 'p1-u0' });
    s = act(s, { type: 'end-activation' });
    s = act(s, { type: 'activate', unit: 'p2-u0' });
    s = act(s, { type: 'end-activation' });
    expect(s.toAct).toBe(0);
    expect(legalActions(s).map((a) => a.unit)).toEqual(['p1-u4']);
    expect(illegal(() => act(s, { type: 'activate', unit: 'p1-u0' }))).toMatch(/two turns in a row/);
  });
  it('a charge rolls 2d6: short of the distance it fails and the unit stays; long enough, it moves in', () => {
    const s0 = battle({ 'p1-u0-g0-0': [30, 10], 'p2-u0-g0-0': [30, 18] }, 0);
    let s = act(s0, { type: 'activate', unit: 'p1-u0' });
    const gap = 8 - 32 / 25.4; // centre 8" apart, two 32 mm bases
    const to = { 'p1-u0-g0-0': { x: 30, y: 10 + gap - 0.5 } };
    const fail = act(withScriptedDice(s, [2, 3]) as AhGameState, { type: 'charge', target: 'p2-u0', positions: to });
    expect(fail.models.find((m) => m.id === 'p1-u0-g0-0')).toMatchObject({ x: 30, y: 10 });
    expect(fail.log.map((l) => l.text).join('\n')).toMatch(/The charge fails/);
    const ok = act(withScriptedDice(s, [4, 4]) as AhGameState, { type: 'charge', target: 'p2-u0', positions: to });
    expect(ok.models.find((m) => m.id === 'p1-u0-g0-0')!.y).toBeCloseTo(10 + gap - 0.5, 9);
    // A charge must end within 1" of the target.
    expect(illegal(() => act(s, { type: 'charge', target: 'p2-u0', positions: { 'p1-u0-g0-0': { x: 30, y: 12 } } }))).toMatch(/within 1" of Pyre Witch/);
  });
});

describe('Move and the table (000: "Move", "Set Up Battlefield")', () => {
  it('"Each Model in the Unit may move up to the number of inches indicated by its Movement characteristic": an M9 Sergeant moves 8.5" beside M6 Troopers', () => {
    const a = clone(ironCompany) as Record<string, any>;
    a.units[1].models[0].profile.M = 9;
    const g = createGame({ rulesetId: 'althammer', layout: { ...ahSampleLayout(), terrain: [] }, armies: [a as never, emberCult as never], seed: 3 }) as AhGameState;
    const place: Record<string, [number, number]> = { 'p1-u1-g0-0': [10, 10], 'p1-u1-g1-0': [11.5, 10], 'p2-u1-g0-0': [40, 40] };
    const models = g.models.map((m) => (place[m.id] ? { ...m, onTable: true, x: place[m.id]![0], y: place[m.id]![1] } : { ...m, onTable: false }));
    let s: AhGameState = { ...g, round: 1, phase: 'battle', toAct: 0, models, ruleset: { ...g.ruleset, step: 'battle', turnsLeft: [3, 3], active: null } };
    s = act(s, { type: 'activate', unit: 'p1-u1' });
    const t = act(s, { type: 'move', positions: { 'p1-u1-g0-0': { x: 10, y: 18.5 }, 'p1-u1-g1-0': { x: 11.5, y: 16 } } });
    expect(t.models.find((m) => m.id === 'p1-u1-g0-0')!.y).toBe(18.5);
    // The M6 Trooper is still held to his own 6".
    expect(illegal(() => act(s, { type: 'move', positions: { 'p1-u1-g0-0': { x: 10, y: 18.5 }, 'p1-u1-g1-0': { x: 11.5, y: 17 } } }))).toMatch(/Trooper \(p1-u1-g1-0\) would need 7\.0" of movement and has 6\.0"/);
  });
  it('"2000+ points: 44" x 90"": a 2000-point game on 44" x 60" is refused unless the players confirm the table (named default althammer.table)', () => {
    const big = (x: object) => ({ ...clone(x), pointsLimit: 2000 });
    const setup = { rulesetId: 'althammer', layout: ahSampleLayout(), armies: [big(ironCompany) as never, big(emberCult) as never], seed: 1 } as const;
    const e = setupError(() => createGame(setup));
    expect(e.path).toBe('setup.layout.table');
    expect(e.message).toMatch(/2000\+ points: 44" x 90"/);
    // The refusal names the option the players confirm it with (the New game dialog offers it as a button).
    expect(e.confirm).toEqual({ option: 'tableSize', value: 'as laid out', label: 'Play on this 44" x 60" table anyway' });
    const ok = createGame({ ...setup, options: { [e.confirm!.option]: e.confirm!.value } });
    expect(ok.log.some((l) => /the players confirm this layout's 44" x 60" \(named default althammer.table\)/.test(l.text))).toBe(true);
  });
});

describe('Sideboard Option (000: "Sideboard Option")', () => {
  it('"Players alternate selecting and removing Units ... beginning with the player who lost the Roll Off", until at or below the limit', () => {
    const a = clone(ironCompany) as Record<string, any>;
    const b = clone(emberCult) as Record<string, any>;
    a.sideboard = b.sideboard = true;
    a.units.push(clone(a.units[3]));
    b.units.push(clone(b.units[4]));
    let s = createGame({ rulesetId: 'althammer', layout: ahSampleLayout(), armies: [a as never, b as never], seed: 9 }) as AhGameState;
    expect(s.ruleset.step).toBe('sideboard');
    expect(s.toAct).toBe(1 - s.ruleset.rollOffWinner);
    s = act(s, { type: 'remove-unit', unit: s.toAct === 0 ? 'p1-u5' : 'p2-u5' });
    s = act(s, { type: 'remove-unit', unit: s.toAct === 0 ? 'p1-u5' : 'p2-u5' });
    expect(s.ruleset.step).toBe('deployment');
  });
  it('"If any player declines the Sideboard Option, it is not enabled": an army over the limit is refused', () => {
    const a = clone(ironCompany) as Record<string, any>;
    a.sideboard = true;
    a.units.push(clone(a.units[3]));
    expect(setupError(() => createGame({ rulesetId: 'althammer', layout: ahSampleLayout(), armies: [a as never, emberCult as never], seed: 1 })).path).toBe('setup.armies[0].units');
  });
});

describe('named defaults', () => {
  it('every gap of DIGEST A.6 that the game fills is listed, resolution first', () => {
    const keys = gamePlugin('althammer')!.defaults.map((d) => d.key);
    expect(keys[0]).toBe('althammer.resolution');
    for (const k of ['althammer.turn', 'althammer.duplicateActions', 'althammer.smite.range', 'althammer.smite.difficulty', 'althammer.coherency', 'althammer.rounds']) expect(keys).toContain(k);
  });
});

describe('The shot preview (AltHammer: "If it is in range, roll dice", resolved as HamWarmer: named default althammer.resolution)', () => {
  it('three Heavy Stubbers at a Cult Mob: the previewed chance of each number slain matches 1,500 seeded throws', () => {
    const place: Record<string, [number, number]> = { 'p1-u4-g0-0': [20, 10], 'p1-u4-g0-1': [22, 10], 'p1-u4-g0-2': [24, 10] };
    for (let k = 0; k < 12; k++) place[`p2-u1-g0-${k}`] = [14 + (k % 6) * 1.6, 30 + Math.floor(k / 6) * 1.6];
    const s = act(battle(place, 0), { type: 'activate', unit: 'p1-u4' });
    const shoot = { type: 'shoot', player: 0, target: 'p2-u1' } as const;
    const p = previewAttack(s, shoot)!;
    expect(p.lines).toHaveLength(3);
    expect(p.slain).toHaveLength(13);
    expect(p.slain.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const N = 1500;
    const counts = new Array<number>(13).fill(0);
    for (let seed = 1; seed <= N; seed++) {
      const t = applyAction({ ...s, dice: createDiceState(seed) }, shoot);
      counts[t.models.filter((m) => m.unit === 'p2-u1' && !m.onTable).length]!++;
    }
    expectThrowsMatchPreview(p, counts, N);
  });
  it("a shot names its unit: the preview of another unit's shot is the one that unit gets when it is the active unit", () => {
    // The Support Team (three Heavy Stubbers, 36") active; the Cult Mob's Autoguns 10" away answer it on their own turn.
    const place: Record<string, [number, number]> = { 'p1-u4-g0-0': [20, 20], 'p1-u4-g0-1': [22, 20], 'p1-u4-g0-2': [24, 20] };
    for (let k = 0; k < 12; k++) place[`p2-u1-g0-${k}`] = [14 + (k % 6) * 1.6, 30 + Math.floor(k / 6) * 1.6];
    const mine = act(battle(place, 0), { type: 'activate', unit: 'p1-u4' });
    const theirs = act(battle(place, 1), { type: 'activate', unit: 'p2-u1' });
    const answer = previewAttack(theirs, { type: 'shoot', player: 1, target: 'p1-u4' })!;
    const named = previewAttack(mine, { type: 'shoot', player: 1, unit: 'p2-u1', target: 'p1-u4' })!;
    expect(answer.meanDamage).toBeGreaterThan(0);
    expect(named.attacker).toBe(answer.attacker);
    expect(named.slain).toEqual(answer.slain);
    // The active unit's own shot, named or not, is the same preview.
    const own = previewAttack(mine, { type: 'shoot', player: 0, target: 'p2-u1' })!;
    expect(previewAttack(mine, { type: 'shoot', player: 0, unit: 'p1-u4', target: 'p2-u1' })!.slain).toEqual(own.slain);
    expect(own.attacker).not.toBe(answer.attacker);
  });
});
