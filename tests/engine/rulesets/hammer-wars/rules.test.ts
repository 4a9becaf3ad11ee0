// Hammer Wars v1.5 rules through the real action path, with scripted dice. Every test quotes the seed
// (shared/rules/seeds/002_e47fa283e0ac09ca.txt) it checks.
import { describe, expect, it } from 'vitest';
import { applyAction, playerView, withScriptedDice } from '../../../../engine/index';
import { goalScore } from '../../../../engine/rulesets/hammer-wars/game/scoring';
import { illegalReason } from '../../game/play';
import { act, container, inCombat, lastRolls, minefield, model, mud, newGame, throughSetup, woods, type HwGameState } from './helpers';

const R_INF = 25 / 25.4 / 2;
const R_SPEC = 40 / 25.4 / 2;
const R_HEAVY = 60 / 25.4 / 2;

const illegal = illegalReason;

describe('Hammer Wars: shooting (002: "Roll as many dice as the value in the attack line, trying to score the number corresponding to the target\'s armor type or higher")', () => {
  const placed = { 'p1-ranged-infantry-1': [10, 12], 'p2-assault-infantry-1': [16, 12] } as Record<string, [number, number]>;
  it('Ranged Infantry hits Light on 3+: a 3 kills ("if this brings its lives value down to 0 the model is killed and returns to the unit pool")', () => {
    let s = inCombat(placed, { dice: [3] });
    s = act(s, { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'hold' });
    s = act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' });
    expect(model(s, 'p2-assault-infantry-1').onTable).toBe(false);
    expect(model(s, 'p2-assault-infantry-1').wounds).toBe(1);
    expect(s.ruleset.players[1].unitsLost).toBe(1);
    expect(lastRolls(s)[0]!.faces).toEqual([3]);
    expect(lastRolls(s)[0]!.text).toMatch(/hits on 3\+/);
  });
  it('a 2 misses a 3+', () => {
    let s = inCombat(placed, { dice: [2] });
    s = act(s, { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'hold' });
    s = act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' });
    expect(model(s, 'p2-assault-infantry-1').onTable).toBe(true);
  });
  it('out of range ("target any unit within range") is refused in words, and the state given is untouched', () => {
    const s0 = inCombat({ 'p1-ranged-infantry-1': [4, 12], 'p2-assault-infantry-1': [16, 12] }, { dice: [3] });
    const s = act(s0, { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'hold' });
    const before = JSON.stringify(s);
    expect(illegal(() => act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' }))).toMatch(/out of Ranged Infantry's 8" range/);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('no line of sight through a solid obstacle ("without passing through any solid obstacle or unit")', () => {
    const s0 = inCombat({ 'p1-ranged-infantry-1': [14, 16], 'p2-assault-infantry-1': [22, 16] }, { terrain: [container(18, 16)] });
    const s = act(s0, { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'hold' });
    expect(illegal(() => act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' }))).toMatch(/no line of sight/);
  });
  it('each attack line once ("may use each of its attack lines once"); Ranged Hero has two lines (default hw.rangedHero.lines)', () => {
    let s = inCombat({ 'p1-ranged-hero-1': [10, 12], 'p2-assault-hero-1': [20, 12] }, { dice: [1, 1] });
    s = act(s, { type: 'activate', unit: 'p1-ranged-hero-1', order: 'hold' });
    s = act(s, { type: 'attack', line: 0, target: 'p2-assault-hero-1' });
    expect(illegal(() => act(s, { type: 'attack', line: 0, target: 'p2-assault-hero-1' }))).toMatch(/already used attack line 1/);
    s = act(s, { type: 'attack', line: 1, target: 'p2-assault-hero-1' });
    expect(illegal(() => act(s, { type: 'attack', line: 2, target: 'p2-assault-hero-1' }))).toMatch(/line 3 does not exist/);
  });
});

describe('Hammer Wars: cover (002: "When attacking units in cover you get -1 to your attack rolls ... a roll of 6 is always a hit, regardless of modifiers")', () => {
  const placed = { 'p1-ranged-infantry-1': [10, 12], 'p2-assault-infantry-1': [18, 12], 'p2-assault-specialist-1': [18, 14], 'p1-ranged-hero-1': [10, 14] } as Record<string, [number, number]>;
  const shoot = (dice: number[], attacker = 'p1-ranged-infantry-1', target = 'p2-assault-infantry-1') => {
    let s = inCombat(placed, { terrain: [woods(18, 12)], dice });
    s = act(s, { type: 'activate', unit: attacker, order: 'hold' });
    return act(s, { type: 'attack', line: 0, target: target });
  };
  it('a 3 misses a Light target in woods ("at least half of the model is within cover terrain"): 3 - 1 < 3', () => {
    const s = shoot([3]);
    expect(model(s, 'p2-assault-infantry-1').onTable).toBe(true);
    expect(s.log.some((l) => /in cover: -1/.test(l.text))).toBe(true);
  });
  it('a 4 hits it', () => expect(model(shoot([4]), 'p2-assault-infantry-1').onTable).toBe(false));
  it('a natural 6 hits a Medium target in cover even though it needs 6+ and has -1', () => {
    expect(model(shoot([6], 'p1-ranged-infantry-1', 'p2-assault-specialist-1'), 'p2-assault-specialist-1').onTable).toBe(false);
    expect(model(shoot([5], 'p1-ranged-infantry-1', 'p2-assault-specialist-1'), 'p2-assault-specialist-1').onTable).toBe(true);
  });
  it('Ignores Cover: "This unit does not get a -1 to its attack rolls when targeting enemies in Cover" (Ranged Hero, a 3 hits)', () => {
    expect(model(shoot([3], 'p1-ranged-hero-1'), 'p2-assault-infantry-1').onTable).toBe(false);
  });
});

describe('Hammer Wars: splash (002: "If the dice value in the attack line has a "*" next to it, then you may roll one additional attack on each enemy unit within 2" of the target model")', () => {
  it('Support Specialist (Dice: 1*) rolls one more die for the enemy 0.5" away, none for the one 3" away', () => {
    let s = inCombat(
      { 'p1-support-specialist-1': [6, 12], 'p2-assault-infantry-1': [20, 12], 'p2-assault-infantry-2': [20, 13.5], 'p2-assault-infantry-3': [20, 16] },
      { dice: [4, 4] },
    );
    s = act(s, { type: 'activate', unit: 'p1-support-specialist-1', order: 'hold' });
    s = act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' });
    expect(lastRolls(s, 2).map((r) => r.text)).toEqual([expect.stringMatching(/line 1 \(Dice: 1\*\) against Player 2's Assault Infantry/), expect.stringMatching(/splash/)]);
    expect(model(s, 'p2-assault-infantry-1').onTable).toBe(false);
    expect(model(s, 'p2-assault-infantry-2').onTable).toBe(false);
    expect(model(s, 'p2-assault-infantry-3').onTable).toBe(true);
  });
});

describe('Hammer Wars: moving (002: "Hold 0x ... Walk 1x May shoot after moving ... Run 2x May not shoot")', () => {
  const from = { 'p1-ranged-infantry-1': [8, 12], 'p2-assault-infantry-1': [30, 20] } as Record<string, [number, number]>;
  it('Walk moves up to Move (4"), not more', () => {
    const s = act(inCombat(from), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'walk' });
    expect(model(act(s, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 12, y: 12 } } }), 'p1-ranged-infantry-1').x).toBe(12);
    expect(illegal(() => act(s, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 12.5, y: 12 } } }))).toMatch(/Ranged Infantry \(p1-ranged-infantry-1\) would need 4.5" of movement and has 4.0"/);
  });
  it('Run moves 2x and then may not shoot', () => {
    let s = act(inCombat({ ...from, 'p2-assault-infantry-1': [20, 12] }), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'run' });
    s = act(s, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 16, y: 12 } } });
    expect(illegal(() => act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' }))).toMatch(/May not shoot/);
  });
  it('a Walk "may shoot after moving": attacking first gives up the move (default hw.walkOrder)', () => {
    let s = act(inCombat({ ...from, 'p2-assault-infantry-1': [14, 12] }, { dice: [1] }), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'walk' });
    s = act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' });
    expect(illegal(() => act(s, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 9, y: 12 } } }))).toMatch(/already attacked/);
  });
  it('Hold cannot move', () => {
    const s = act(inCombat(from), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'hold' });
    expect(illegal(() => act(s, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 9, y: 12 } } }))).toMatch(/Hold 0x/);
  });
  it('"Units may not use Run actions through Difficult terrain"; a Walk into it is fine', () => {
    const run = act(inCombat(from, { terrain: [mud(14, 12)] }), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'run' });
    expect(illegal(() => act(run, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 16, y: 12 } } }))).toMatch(/Cannot Run through difficult terrain/);
    const walk = act(inCombat(from, { terrain: [mud(14, 12)] }), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'walk' });
    expect(model(act(walk, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 12, y: 12 } } }), 'p1-ranged-infantry-1').x).toBe(12);
  });
  it('"units may move through friendly models but not through enemy models"', () => {
    const enemy = act(inCombat({ ...from, 'p2-assault-infantry-1': [10, 12] }), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'walk' });
    expect(illegal(() => act(enemy, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 12, y: 12 } } }))).toMatch(/Passes over the base of 'Assault Infantry \(p2-assault-infantry-1\)'/);
    const friend = act(inCombat({ ...from, 'p1-ranged-infantry-2': [10, 12] }), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'walk' });
    expect(model(act(friend, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 12, y: 12 } } }), 'p1-ranged-infantry-1').x).toBe(12);
  });
  it('a move may pass over a friend but not end on any base: refused naming both models (default hw.moveShape: "may not end on another base")', () => {
    const onFriend = act(inCombat({ ...from, 'p1-ranged-infantry-2': [12, 12] }), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'walk' });
    expect(illegal(() => act(onFriend, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 11.8, y: 12 } } }))).toMatch(
      /Ranged Infantry \(p1-ranged-infantry-1\) would stand on the base of Ranged Infantry \(p1-ranged-infantry-2\)/,
    );
    const onEnemy = act(inCombat({ ...from, 'p2-assault-infantry-1': [12, 12] }), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'walk' });
    const why = illegal(() => act(onEnemy, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 11.8, y: 12 } } }));
    expect(why).toMatch(/Ranged Infantry \(p1-ranged-infantry-1\)/);
    expect(why).toMatch(/Assault Infantry \(p2-assault-infantry-1\)/);
    // Base to base is contact, not overlap.
    expect(model(act(onFriend, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 12 - 2 * R_INF - 0.005, y: 12 } } }), 'p1-ranged-infantry-1').onTable).toBe(true);
  });
  it('Rapid Advance: "may choose to move 3x when using Run actions, however it may not move into base contact with enemies"', () => {
    let s = act(inCombat({ 'p1-support-heavy-1': [4, 6], 'p2-assault-infantry-1': [30, 20] }), { type: 'activate', unit: 'p1-support-heavy-1', order: 'rapid-advance' });
    expect(model(act(s, { type: 'move', positions: { 'p1-support-heavy-1': { x: 21.5, y: 6 } } }), 'p1-support-heavy-1').x).toBe(21.5);
    expect(illegal(() => act(s, { type: 'move', positions: { 'p1-support-heavy-1': { x: 22.5, y: 6 } } }))).toMatch(/would need 18.5" of movement and has 18.0"/);
    s = act(inCombat({ 'p1-support-heavy-1': [4, 12], 'p2-assault-infantry-1': [12, 12] }), { type: 'activate', unit: 'p1-support-heavy-1', order: 'rapid-advance' });
    expect(illegal(() => act(s, { type: 'move', positions: { 'p1-support-heavy-1': { x: 12 - R_HEAVY - R_INF - 0.005, y: 12 } } }))).toMatch(/Rapid Advance/);
  });
  it('Dangerous terrain: "receives a Dice:1 attack that hits on 6+ (ignores modifiers)"', () => {
    const go = (dice: number[]) => {
      const s = act(inCombat(from, { terrain: [minefield(11.5, 12)], dice }), { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'walk' });
      return act(s, { type: 'move', positions: { 'p1-ranged-infantry-1': { x: 12, y: 12 } } });
    };
    const dead = go([6]);
    expect(model(dead, 'p1-ranged-infantry-1').onTable).toBe(false);
    expect(dead.activation).toBeNull(); // a unit killed while it moves ends its activation
    const safe = go([5]);
    expect(model(safe, 'p1-ranged-infantry-1').onTable).toBe(true);
    expect(lastRolls(safe)[0]!.text).toMatch(/Dangerous terrain Minefield.*hits on 6\+/);
  });
});

describe('Hammer Wars: melee and the special rules', () => {
  const contactX = (x: number, rA: number, rB: number) => x + rA + rB + 0.005;
  it('melee: "target any enemy unit in base contact"; Assault Infantry hits Light on 3+', () => {
    const far = act(inCombat({ 'p1-assault-infantry-1': [10, 12], 'p2-assault-infantry-1': [12, 12] }), { type: 'activate', unit: 'p1-assault-infantry-1', order: 'hold' });
    expect(illegal(() => act(far, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' }))).toMatch(/not in base contact/);
    let s = inCombat({ 'p1-assault-infantry-1': [10, 12], 'p2-assault-infantry-1': [contactX(10, R_INF, R_INF), 12] }, { dice: [3] });
    s = act(s, { type: 'activate', unit: 'p1-assault-infantry-1', order: 'hold' });
    expect(model(act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' }), 'p2-assault-infantry-1').onTable).toBe(false);
  });
  it('Run then melee is allowed (default hw.melee)', () => {
    let s = inCombat({ 'p1-assault-infantry-1': [6, 12], 'p2-assault-infantry-1': [18, 12] }, { dice: [3] });
    s = act(s, { type: 'activate', unit: 'p1-assault-infantry-1', order: 'run' });
    s = act(s, { type: 'move', positions: { 'p1-assault-infantry-1': { x: 18 - 2 * R_INF - 0.005, y: 12 } } });
    expect(model(act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' }), 'p2-assault-infantry-1').onTable).toBe(false);
  });
  it('Trample Attack: "Whenever this unit moves into base contact with an enemy the target immediately takes a Dice:1* attack that hits on 4+ (ignores modifiers)"', () => {
    const go = (dice: number[]) => {
      let s = inCombat({ 'p1-support-heavy-1': [10, 12], 'p2-assault-infantry-1': [16, 12] }, { dice });
      s = act(s, { type: 'activate', unit: 'p1-support-heavy-1', order: 'walk' });
      return act(s, { type: 'move', positions: { 'p1-support-heavy-1': { x: 16 - R_HEAVY - R_INF - 0.005, y: 12 } } });
    };
    const hit = go([4]);
    expect(model(hit, 'p2-assault-infantry-1').onTable).toBe(false);
    expect(lastRolls(hit)[0]!.text).toMatch(/Trample Attack \(ignores modifiers\).*hits on 4\+/);
    expect(model(go([3]), 'p2-assault-infantry-1').onTable).toBe(true);
  });
  it('Hit & Run: "may make move up to 4" after attacking an enemy in melee, but may not use this move to get into base contact"', () => {
    let s = inCombat({ 'p1-assault-specialist-1': [10, 12], 'p2-assault-infantry-1': [contactX(10, R_SPEC, R_INF), 12], 'p2-assault-infantry-2': [5, 16] }, { dice: [1] });
    s = act(s, { type: 'activate', unit: 'p1-assault-specialist-1', order: 'hold' });
    expect(illegal(() => act(s, { type: 'hit-and-run', positions: { 'p1-assault-specialist-1': { x: 7, y: 12 } } }))).toMatch(/has not attacked in melee/);
    s = act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' });
    expect(illegal(() => act(s, { type: 'hit-and-run', positions: { 'p1-assault-specialist-1': { x: 5, y: 12 } } }))).toMatch(/would need 5.0" of movement and has 4.0"/);
    expect(illegal(() => act(s, { type: 'hit-and-run', positions: { 'p1-assault-specialist-1': { x: 5 + R_SPEC + R_INF + 0.005, y: 16 - 0 } } }))).toMatch(/.+/);
    const after = act(s, { type: 'hit-and-run', positions: { 'p1-assault-specialist-1': { x: 7, y: 12 } } });
    expect(model(after, 'p1-assault-specialist-1').x).toBe(7);
    expect(after.ruleset.active).toBeNull();
  });
  it('Chain Attack: "Whenever this unit kills an enemy in melee it may immediately move and attack another enemy that is within 2" of the original target"', () => {
    const x1 = contactX(10, R_SPEC, R_INF);
    let s = inCombat({ 'p1-assault-specialist-1': [10, 12], 'p2-assault-infantry-1': [x1, 12], 'p2-assault-infantry-2': [x1 + 1.2, 13.4], 'p2-assault-infantry-3': [x1 + 5, 12] }, { dice: [4, 4] });
    s = act(s, { type: 'activate', unit: 'p1-assault-specialist-1', order: 'hold' });
    expect(illegal(() => act(s, { type: 'chain-attack', target: 'p2-assault-infantry-2', positions: { 'p1-assault-specialist-1': { x: 10, y: 12 } } }))).toMatch(/must first kill/);
    s = act(s, { type: 'attack', line: 0, target: 'p2-assault-infantry-1' });
    expect(model(s, 'p2-assault-infantry-1').onTable).toBe(false);
    expect(illegal(() => act(s, { type: 'chain-attack', target: 'p2-assault-infantry-3', positions: { 'p1-assault-specialist-1': { x: x1 + 5 - R_SPEC - R_INF - 0.005, y: 12 } } }))).toMatch(/within 2" of the original target/);
    const t = model(s, 'p2-assault-infantry-2');
    const ang = Math.atan2(12 - t.y, 10 - t.x);
    const d = R_SPEC + R_INF + 0.005;
    s = act(s, { type: 'chain-attack', target: 'p2-assault-infantry-2', positions: { 'p1-assault-specialist-1': { x: t.x + Math.cos(ang) * d, y: t.y + Math.sin(ang) * d } } });
    expect(model(s, 'p2-assault-infantry-2').onTable).toBe(false);
    expect(s.ruleset.active!.chains).toBe(1);
  });
  it('Energy Pulse: "place a marker anywhere within 8". All enemy units within 2" of the marker ... hits on 5+ (ignores modifiers) ... move the marker up to 4" ... another Dice:1 attack"', () => {
    let s = inCombat({ 'p1-support-hero-1': [10, 12], 'p2-assault-infantry-1': [16, 12], 'p2-assault-infantry-2': [16.5, 13.2], 'p2-assault-infantry-3': [19, 12] }, { dice: [5, 1, 5] });
    s = act(s, { type: 'activate', unit: 'p1-support-hero-1', order: 'hold' });
    expect(illegal(() => act(s, { type: 'energy-pulse', marker: { x: 20, y: 12 }, markerTo: { x: 20, y: 12 } }))).toMatch(/within 8"/);
    expect(illegal(() => act(s, { type: 'energy-pulse', marker: { x: 16, y: 12 }, markerTo: { x: 21, y: 12 } }))).toMatch(/at most 4"/);
    s = act(s, { type: 'energy-pulse', marker: { x: 16, y: 12 }, markerTo: { x: 19, y: 12 } });
    expect(lastRolls(s, 3).map((r) => r.faces)).toEqual([[5], [1], [5]]);
    expect(lastRolls(s, 3).every((r) => /hits on 5\+/.test(r.text))).toBe(true);
    expect(model(s, 'p2-assault-infantry-1').onTable).toBe(false);
    expect(model(s, 'p2-assault-infantry-2').onTable).toBe(true);
    expect(model(s, 'p2-assault-infantry-3').onTable).toBe(false);
    s = act(s, { type: 'end-activation' });
    expect(illegal(() => act(s, { type: 'activate', unit: 'p1-support-hero-1', order: 'hold' }))).toMatch(/already been activated/);
  });
});

describe('Hammer Wars: set-up, economy and deployment', () => {
  it('"Before the first round begins the players roll-off, and the winner decides if he wants to go first" (scripted 2 vs 5: Player 2 decides)', () => {
    const g = newGame();
    expect(g.log.filter((l) => l.kind === 'roll')[0]!.text).toMatch(/Roll-off/);
    const s = withScriptedDice(g, []);
    expect(illegal(() => applyAction(s, { type: 'choose-order', player: (1 - g.ruleset.rollOffWinner) as 0 | 1, goFirst: true }))).toMatch(/not player \d's move/);
  });
  it('"The player that goes first lowers his morale by 1 and chooses which table edge is his, with his opponent taking the opposite"', () => {
    const s = throughSetup(newGame());
    expect(s.ruleset.players[0].morale).toBe(9);
    expect(s.ruleset.players[1].morale).toBe(10);
    expect(s.ruleset.players[1].edge).toBe('east');
  });
  it('goals are secret until declared: the other player\'s view hides it, the log says only "a secret goal"', () => {
    const s = throughSetup(newGame());
    expect(playerView(s, 1).ruleset.players[0].goal).toBeNull();
    expect(playerView(s, 0).ruleset.players[0].goal).toBe('Duty');
    expect(s.log.some((l) => /Duty/.test(l.text))).toBe(false);
    expect(playerView(s, 1).actions.find((a) => a.type === 'choose-goal' && a.player === 0)!.goal).toBe('hidden');
  });
  it('"At the beginning of each deployment phase the players get 6pts and 1xp"; a Heavy (6pts + 3xp) cannot be bought in round 1', () => {
    let s = throughSetup(newGame());
    expect(s.ruleset.players[0]).toMatchObject({ pts: 6, xp: 1 });
    // Paid once a round, in the player's own deployment phase (named default hw.income), and the log says so.
    expect(s.log.some((l) => /gets 6pts and 1xp \(1xp in all; once a round, named default hw.income\)/.test(l.text))).toBe(true);
    expect(illegal(() => act(s, { type: 'deploy', positions: { 'p1-support-heavy-1': { x: 2, y: 12 } } }))).toMatch(/cost 6pts \+ 3xp; you have 6pts and 1xp/);
    s = act(s, { type: 'deploy', positions: { 'p1-ranged-hero-1': { x: 2, y: 12 } } });
    expect(s.ruleset.players[0]).toMatchObject({ pts: 3, xp: 0 });
    s = act(s, { type: 'end-deployment' });
    // "all remaining pts are discarded (remaining xp are not discarded)"
    expect(s.ruleset.players[0]).toMatchObject({ pts: 0, xp: 0 });
  });
  it('"placed within 4" of the player\'s table edge, at least 1" away from enemy units"', () => {
    const s = throughSetup(newGame());
    expect(illegal(() => act(s, { type: 'deploy', positions: { 'p1-ranged-infantry-1': { x: 4, y: 12 } } }))).toMatch(/within 4" of Player 1's table edge/);
    expect(illegal(() => act(s, { type: 'deploy', positions: { 'p1-ranged-infantry-1': { x: 0.3, y: 12 } } }))).toMatch(/off the table/);
    const withEnemy = { ...s, models: s.models.map((m) => (m.id === 'p2-assault-infantry-1' ? { ...m, onTable: true, x: 4.5, y: 12 } : m)) };
    expect(illegal(() => act(withEnemy, { type: 'deploy', positions: { 'p1-ranged-infantry-1': { x: 3, y: 12 } } }))).toMatch(/at least 1" away from enemy units/);
    expect(model(act(withEnemy, { type: 'deploy', positions: { 'p1-ranged-infantry-1': { x: 3, y: 14 } } }), 'p1-ranged-infantry-1').onTable).toBe(true);
  });
  it('no base on another base: a deploy onto a friend, or two units on one spot, is refused naming both models', () => {
    let s = throughSetup(newGame());
    s = act(s, { type: 'deploy', positions: { 'p1-ranged-infantry-1': { x: 2, y: 12 } } });
    expect(illegal(() => act(s, { type: 'deploy', positions: { 'p1-ranged-infantry-2': { x: 2.3, y: 12.2 } } }))).toMatch(
      /Ranged Infantry \(p1-ranged-infantry-2\) would stand on the base of Ranged Infantry \(p1-ranged-infantry-1\)/,
    );
    expect(illegal(() => act(s, { type: 'deploy', positions: { 'p1-assault-infantry-1': { x: 2, y: 16 }, 'p1-assault-infantry-2': { x: 2.2, y: 16 } } }))).toMatch(
      /Assault Infantry \(p1-assault-infantry-1\) would stand on the base of Assault Infantry \(p1-assault-infantry-2\)/,
    );
    // Touching bases may stand side by side.
    expect(model(act(s, { type: 'deploy', positions: { 'p1-ranged-infantry-2': { x: 2, y: 12 + 2 * R_INF + 0.005 } } }), 'p1-ranged-infantry-2').onTable).toBe(true);
  });
});

describe('Hammer Wars: the morale clock (002 "Morale")', () => {
  const kill = (s: HwGameState, attacker: string, target: string, dice: number[], line = 0) => {
    let t = withScriptedDice(s, dice);
    t = act(t, { type: 'activate', unit: attacker, order: 'hold' });
    return act(t, { type: 'attack', line, target: target });
  };
  it('"Every time a player loses three units he lowers his morale by 1"', () => {
    const s0 = inCombat({ 'p1-ranged-infantry-1': [10, 12], 'p2-assault-infantry-1': [14, 12] });
    const s = { ...s0, ruleset: { ...s0.ruleset, players: [s0.ruleset.players[0], { ...s0.ruleset.players[1], unitsLost: 2 }] as typeof s0.ruleset.players } };
    expect(kill(s, 'p1-ranged-infantry-1', 'p2-assault-infantry-1', [3]).ruleset.players[1].morale).toBe(9);
    expect(kill(s0, 'p1-ranged-infantry-1', 'p2-assault-infantry-1', [3]).ruleset.players[1].morale).toBe(10);
  });
  it('"Every time a player loses a hero he lowers his morale by 1" (and it counts for Revenge)', () => {
    const s0 = inCombat({ 'p1-ranged-infantry-1': [10, 12], 'p2-assault-hero-1': [14, 12] });
    const s = { ...s0, models: s0.models.map((m) => (m.id === 'p2-assault-hero-1' ? { ...m, wounds: 1 } : m)) };
    const after = kill(s, 'p1-ranged-infantry-1', 'p2-assault-hero-1', [6]);
    expect(after.ruleset.players[1].morale).toBe(9);
    expect(after.ruleset.players[0].heroesKilled).toBe(1);
  });
  it('"Every time a player loses a heavy he lowers his morale by 1 and his opponent immediately gets 1VP"', () => {
    const s0 = inCombat({ 'p1-support-infantry-1': [10, 12], 'p2-ranged-heavy-1': [15, 12] });
    const s = { ...s0, models: s0.models.map((m) => (m.id === 'p2-ranged-heavy-1' ? { ...m, wounds: 1 } : m)) };
    expect(kill(s, 'p1-support-infantry-1', 'p2-ranged-heavy-1', [3]).points).toEqual([0, 0]); // Support Infantry needs 4+ on Heavy
    const after = kill(s, 'p1-support-infantry-1', 'p2-ranged-heavy-1', [4]);
    expect(after.points).toEqual([1, 0]);
    expect(after.ruleset.players[1].morale).toBe(9);
  });
  it('"Every time a round ends both players lower their morale by 1"; "Once a player\'s morale has reached 0 his opponent receives 1VP, and the game immediately ends"', () => {
    const s0 = inCombat({ 'p1-ranged-infantry-1': [2, 12], 'p2-ranged-infantry-1': [34, 12] }, { toAct: 1 });
    const next = act(s0, { type: 'end-phase' });
    expect(next.ruleset.players.map((p) => p.morale)).toEqual([8, 9]);
    expect(next.round).toBe(2);
    const low = { ...s0, ruleset: { ...s0.ruleset, players: [{ ...s0.ruleset.players[0], morale: 2 }, { ...s0.ruleset.players[1], morale: 1 }] as typeof s0.ruleset.players } };
    const end = act(low, { type: 'end-phase' });
    expect(end.toAct).toBeNull();
    expect(end.result!.score[0]).toBeGreaterThanOrEqual(1);
    expect(end.log.some((l) => /Player 2's morale has reached 0: Player 1 receives 1VP/.test(l.text))).toBe(true);
  });
});

describe('Hammer Wars: the end of the game ("the player with most victory points (VP) wins")', () => {
  it('both counters reach 0 at the end of a round: each opponent receives 1VP; equal VP is a draw (defaults hw.morale.simultaneous, hw.tie)', () => {
    const s0 = inCombat({}, { toAct: 1 });
    const players = s0.ruleset.players.map((p) => ({ ...p, morale: 1, goal: 'Greed' as const })) as typeof s0.ruleset.players;
    const end = act({ ...s0, ruleset: { ...s0.ruleset, players } }, { type: 'end-phase' });
    expect(end.result).toMatchObject({ winner: null, score: [1, 1] });
    expect(end.result!.reason).toMatch(/draw/);
  });
  it('goals are scored at the end: Greed with more objectives seized wins the game', () => {
    const s0 = inCombat({ 'p2-assault-infantry-1': [18, 13] }, { toAct: 1 });
    const players = [{ ...s0.ruleset.players[0], morale: 2 }, { ...s0.ruleset.players[1], morale: 1 }] as typeof s0.ruleset.players;
    const end = act({ ...s0, ruleset: { ...s0.ruleset, players } }, { type: 'end-phase' });
    // P1 gets 1VP for P2's morale reaching 0; P2's Greed scores 1VP (obj-2 seized); P1's Duty objective obj-2 is not held.
    expect(end.result).toMatchObject({ winner: null, score: [1, 1] });
    expect(end.log.some((l) => /Player 2's goal Greed: seized 1 objective\(s\) against 0: 1VP/.test(l.text))).toBe(true);
  });
});

describe('Hammer Wars: goals (002 "Goals")', () => {
  it('Duty: "all friendly units within 2" of it get +1 to their attack rolls from then on" (a 5 then hits Medium 6+)', () => {
    let s = inCombat({ 'p1-ranged-infantry-1': [17, 12], 'p2-assault-specialist-1': [23, 12] }, { dice: [5] });
    s = act(s, { type: 'declare-goal' });
    expect(model(s, 'p1-ranged-infantry-1').statuses).toContain('duty +1');
    expect(playerView(s, 1).ruleset.players[0].goal).toBe('Duty');
    s = act(s, { type: 'activate', unit: 'p1-ranged-infantry-1', order: 'hold' });
    s = act(s, { type: 'attack', line: 0, target: 'p2-assault-specialist-1' });
    expect(model(s, 'p2-assault-specialist-1').onTable).toBe(false);
    expect(illegal(() => act(s, { type: 'declare-goal' }))).toMatch(/already been declared/);
  });
  it('Deception: "all enemy units within 2" of it take a Dice:1 attack that hits on 4+ (ignores modifiers)"', () => {
    const s0 = inCombat({ 'p2-assault-infantry-1': [18, 13], 'p2-assault-infantry-2': [18, 17] }, { dice: [4] });
    const s = { ...s0, ruleset: { ...s0.ruleset, players: [{ ...s0.ruleset.players[0], goal: 'Deception' as const }, s0.ruleset.players[1]] as typeof s0.ruleset.players } };
    const after = act(s, { type: 'declare-goal' });
    expect(model(after, 'p2-assault-infantry-1').onTable).toBe(false);
    expect(model(after, 'p2-assault-infantry-2').onTable).toBe(true);
    expect(lastRolls(after)[0]!.text).toMatch(/Deception \(ignores modifiers\).*4\+/);
  });
  it('seizing: "If you have more units within 2" of a marker than your opponent"; Greed: "seized more objectives than your opponent"; equal numbers seize nothing (hw.seizeTie)', () => {
    const s0 = inCombat({ 'p2-assault-infantry-1': [18, 13], 'p2-assault-infantry-2': [18, 5], 'p1-ranged-infantry-1': [18, 3] });
    expect(goalScore(s0.models, s0.ruleset, 1, s0.setup.layout.table).vp).toBe(1);
    const tie = inCombat({ 'p2-assault-infantry-1': [18, 13], 'p1-ranged-infantry-1': [18, 11] });
    expect(goalScore(tie.models, tie.ruleset, 1, tie.setup.layout.table).vp).toBe(0);
  });
  it('Oppression: "at least a third of your currently deployed units (rounding down) are within 4" of your opponent\'s table edge"', () => {
    const base = inCombat({ 'p1-ranged-infantry-1': [33, 12], 'p1-ranged-infantry-2': [10, 12], 'p1-ranged-infantry-3': [10, 14], 'p1-ranged-infantry-4': [10, 16] });
    const s = { ...base, ruleset: { ...base.ruleset, players: [{ ...base.ruleset.players[0], goal: 'Oppression' as const }, base.ruleset.players[1]] as typeof base.ruleset.players } };
    expect(goalScore(s.models, s.ruleset, 0, s.setup.layout.table).vp).toBe(1); // 1 of 4 near; floor(4/3) = 1
    const none = { ...s, models: s.models.map((m) => (m.id === 'p1-ranged-infantry-1' ? { ...m, x: 20 } : m)) };
    expect(goalScore(none.models, none.ruleset, 0, none.setup.layout.table).vp).toBe(0);
  });
  it('Revenge: "killed at least one enemy Hero unit, or if your opponent did not deploy any Hero units"', () => {
    const s = inCombat({});
    const rs = { ...s.ruleset, players: [{ ...s.ruleset.players[0], goal: 'Revenge' as const }, { ...s.ruleset.players[1], deployedHero: true }] as typeof s.ruleset.players };
    expect(goalScore(s.models, rs, 0, s.setup.layout.table).vp).toBe(0);
    expect(goalScore(s.models, { ...rs, players: [{ ...rs.players[0], heroesKilled: 1 }, rs.players[1]] }, 0, s.setup.layout.table).vp).toBe(1);
    expect(goalScore(s.models, { ...rs, players: [rs.players[0], { ...rs.players[1], deployedHero: false }] }, 0, s.setup.layout.table).vp).toBe(1);
  });
});
