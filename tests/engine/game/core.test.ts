// The game core: setup validation naming fields, army files, illegal actions, purity, replay, board and models views.
import { describe, expect, it } from 'vitest';
import {
  GameSetupError,
  RULESETS,
  playableRulesetIds,
  IllegalActionError,
  activePlayer,
  applyAction,
  attackDistribution,
  boardOf,
  createGame,
  gameModels,
  gameResult,
  legalActions,
  replayGame,
  sampleGameSetup,
  strengthVsToughness,
  type GameSetup,
} from '../../../engine/index';
import spaceMarines from '../../../assets/armies/hammer-wars/space-marines.army.json';
import { deepFreeze, setupError } from './play';

const setup = (): GameSetup => sampleGameSetup('hammer-wars', 3);


describe('createGame validates the setup and names the field', () => {
  it('seed, layout, armies', () => {
    expect(setupError(() => createGame({ ...setup(), seed: Number.NaN })).path).toBe('setup.seed');
    expect(setupError(() => createGame({ ...setup(), layout: {} as never })).path).toBe('setup.layout');
    expect(setupError(() => createGame({ ...setup(), armies: [setup().armies[0]] as never })).path).toBe('setup.armies');
  });
  it('army envelope and body: format, ruleset, faction, pool sizes', () => {
    const a = setup().armies[0];
    expect(setupError(() => createGame({ ...setup(), armies: [{ ...a, format: 'nope' } as never, a] })).path).toBe('setup.armies[0].format');
    expect(setupError(() => createGame({ ...setup(), armies: [a, { ...a, ruleset: 'hamwarmer' }] })).path).toBe('setup.armies[1].ruleset');
    const e = setupError(() => createGame({ ...setup(), armies: [a, { ...a, faction: 'Gnomes' }] }));
    expect(e.path).toBe('setup.armies[1].faction');
    expect(e.message).toMatch(/setup\.armies\[1\]\.faction/);
    const short = { ...spaceMarines, pool: spaceMarines.pool.filter((p) => p.card !== 'Support Heavy') };
    const p = setupError(() => createGame({ ...setup(), armies: [short as never, a] }));
    expect(p.path).toBe('setup.armies[0].pool');
    expect(p.message).toMatch(/1x Heavy.*this one has 0/);
    const badCount = { ...spaceMarines, pool: [{ card: 'Ranged Infantry', count: 'five' }, ...spaceMarines.pool.slice(1)] };
    expect(setupError(() => createGame({ ...setup(), armies: [badCount as never, a] })).path).toBe('setup.armies[0].pool[0].count');
  });
  it('hostile army files are refused without harm (prototype keys, deep nesting)', () => {
    const a = setup().armies[0];
    const evil = JSON.parse(`{"format":"sightline/army","version":1,"ruleset":"hammer-wars","name":"x","__proto__":{"polluted":true}}`);
    expect(setupError(() => createGame({ ...setup(), armies: [evil, a] })).path).toMatch(/^setup\.armies\[0\]/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(setupError(() => createGame({ ...setup(), armies: [{ ...a, notes: deep } as never, a] })).path).toMatch(/^setup\.armies\[0\]/);
  });
  it('a ruleset that is not playable yet, and an unknown one, get clear errors', () => {
    // Whichever rulesets are not playable yet (fewer as they land) refuse with their name.
    for (const r of Object.values(RULESETS).filter((x) => !playableRulesetIds().includes(x.id)))
      expect(() => sampleGameSetup(r.id, 1)).toThrow(new RegExp(`${r.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*not playable yet`, 'i'));
    expect(() => createGame({ ...setup(), rulesetId: 'chess' })).toThrow(/Unknown ruleset "chess"/);
  });
});

describe('rules as math dispatchers', () => {
  it('strengthVsToughness: a clear error for a ruleset without such a table', () => {
    expect(() => strengthVsToughness('hammer-wars', 4, 4)).toThrow(/Hammer Wars v1.5 has no strength-vs-toughness table/);
    expect(() => strengthVsToughness('chess', 4, 4)).toThrow(/Unknown ruleset "chess"/);
  });
  it('attackDistribution dispatches to the plug-in and errors name the field', () => {
    expect(attackDistribution('hammer-wars', { dice: 1, Light: 3, Medium: 6, Heavy: 6 }, { armor: 'Light', lives: 1 }).mean).toBeCloseTo(4 / 6, 12);
    expect(() => attackDistribution('hammer-wars', { dice: -1 }, { armor: 'Light', lives: 1 })).toThrow(/attack\.dice/);
    expect(() => attackDistribution('hammer-wars', { dice: 1, Light: 3 }, { armor: 'Heavy', lives: 1 })).toThrow(/attack\.Heavy/);
  });
});

describe('applyAction', () => {
  it('refuses the player who is not to act, and non-actions, with a reason; the input is deep-frozen and unchanged', () => {
    const s = deepFreeze(createGame(setup()));
    const other = (1 - activePlayer(s)!) as 0 | 1;
    const err = (() => {
      try {
        applyAction(s, { type: 'choose-order', player: other, goFirst: true });
      } catch (e) {
        return e as IllegalActionError;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(IllegalActionError);
    expect(err!.reason).toMatch(/not player \d's move/);
    expect(() => applyAction(s, null as never)).toThrow(IllegalActionError);
    expect(() => applyAction(s, { type: 'fly-to-the-moon', player: activePlayer(s)! })).toThrow(/"fly-to-the-moon" is not an action in Hammer Wars/);
    const cyclic: Record<string, unknown> = { type: 'choose-order', player: activePlayer(s)!, goFirst: true };
    cyclic.self = cyclic;
    expect(() => applyAction(s, cyclic as never)).toThrow(/plain JSON data/);
  });
  it('the same setup gives the same game; the state survives JSON; the log has an entry per action and per roll with faces', () => {
    let s = createGame(setup());
    for (let i = 0; i < 40 && !gameResult(s); i++) s = applyAction(s, legalActions(s)[i % legalActions(s).length]!);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(replayGame(s.setup, s.actions)).toEqual(s);
    expect(s.log.filter((l) => l.kind === 'action')).toHaveLength(s.actions.length);
    const rolls = s.log.filter((l) => l.kind === 'roll');
    expect(rolls.length).toBeGreaterThan(0);
    for (const r of rolls) expect(r.text).toContain(r.faces!.join(', '));
  });
});

describe('views of a game', () => {
  it('gameModels lists every model; boardOf is a layout with the models on the table, side = player', () => {
    let s = createGame(setup());
    while (s.phase !== 'deployment') s = applyAction(s, legalActions(s)[0]!);
    const deploy = legalActions(s).find((a) => a.type === 'deploy')!;
    s = applyAction(s, deploy);
    const models = gameModels(s);
    expect(models).toHaveLength(34);
    const placedId = Object.keys(deploy.positions!)[0]!;
    const m = models.find((x) => x.id === placedId)!;
    expect(m).toMatchObject({ onTable: true, wounds: m.maxWounds, player: s.toAct });
    for (const k of ['id', 'unit', 'player', 'name', 'base', 'x', 'y', 'z', 'facingDeg', 'heightIn', 'wounds', 'maxWounds', 'onTable']) expect(m).toHaveProperty(k);
    const board = boardOf(s);
    expect(board.format).toBe('sightline/layout');
    expect(board.terrain).toBe(s.setup.layout.terrain);
    expect(board.models).toEqual([expect.objectContaining({ id: placedId, side: s.toAct, x: m.x, y: m.y })]);
  });
});
