// Bench suite `game`: applyAction (a move; a shooting attack with line of sight and cover), legalActions, a whole random
// game, and attackDistribution, for every playable ruleset in the registry.
import type { BenchCase, BenchSuite } from '../run';
import {
  applyAction,
  attackDistribution,
  createDiceState,
  createGame,
  dragWholeUnit,
  gameResult,
  legalActions,
  playableRulesetIds,
  sampleGameSetup,
  seededSource,
  TABLE_DRAG_ROLES,
  type GameAction,
  type GameState,
} from '../../engine/index';
import { inCombat, woods } from '../../tests/engine/rulesets/hammer-wars/helpers';
import { altHammerUnitBeforeActivation, behemothOnTheBattery, squadThroughTheCarrier, stalkersThroughTheGhouls } from '../../tests/engine/game/handDrags';

/** Every state of a seeded random game with the action taken from it. */
function recordGame(rulesetId: string, seed: number): { state: GameState; action: GameAction }[] {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  const pick = seededSource(createDiceState(seed * 31 + 7));
  const out: { state: GameState; action: GameAction }[] = [];
  while (!gameResult(s)) {
    const la = legalActions(s);
    const a = la[pick.die(la.length) - 1]!;
    out.push({ state: s, action: a });
    s = applyAction(s, a);
  }
  return out;
}

function playGame(rulesetId: string, seed: number): void {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  const pick = seededSource(createDiceState(seed));
  while (!gameResult(s)) {
    const la = legalActions(s);
    s = applyAction(s, la[pick.die(la.length) - 1]!);
  }
}

function hammerWarsCases(): BenchCase[] {
  // Ranged Specialist (12") shoots an Assault Specialist standing in woods (cover by area) past a ruin wall: LOS + cover.
  const base = inCombat({ 'p1-ranged-specialist-1': [9, 12], 'p2-assault-specialist-1': [18, 12], 'p2-assault-infantry-1': [16, 14.5] }, { terrain: [woods(18, 12)] });
  const active = applyAction(base, { type: 'activate', player: 0, unitId: 'p1-ranged-specialist-1', order: 'walk' });
  const shoot: GameAction = { type: 'attack', player: 0, line: 0, targetId: 'p2-assault-specialist-1' };
  const move: GameAction = { type: 'move', player: 0, positions: { 'p1-ranged-specialist-1': { x: 12.5, y: 11 } } };
  return [
    { name: 'hammer-wars: applyAction, a 4" Walk (path through terrain and bases checked)', run: () => applyAction(active, move), batch: 20 },
    { name: 'hammer-wars: applyAction, a shooting attack with LOS and cover (woods)', run: () => applyAction(active, shoot), batch: 20 },
    { name: 'hammer-wars: legalActions, the active shooter (moves + attacks)', run: () => legalActions(active), batch: 10 },
    {
      name: 'hammer-wars: attackDistribution, 60 dice against 5 lives',
      run: () => attackDistribution('hammer-wars', { dice: 60, Light: 3, Medium: 4, Heavy: 5 }, { armor: 'Heavy', lives: 5, cover: true }),
      batch: 200,
    },
  ];
}

/**
 * A unit let go on the table by hand (dragWholeUnit, run once on release): the drags of tests/engine/game/handDrags.ts.
 * Each run drags on a fresh copy of the state, so nothing worked out for it before (the hand moves a state keeps) is
 * there: as on the player's first release.
 */
function handDragCases(): BenchCase[] {
  const b = behemothOnTheBattery();
  const st = stalkersThroughTheGhouls();
  const sq = squadThroughTheCarrier();
  const ah = altHammerUnitBeforeActivation();
  return [
    { name: 'hamwarmer: dragWholeUnit, one model let go on a friend\'s base (the nearest free spot judged)', run: () => dragWholeUnit({ ...b.s }, [b.behemoth], b.dx, b.dy, TABLE_DRAG_ROLES), batch: 2 },
    { name: 'hamwarmer: dragWholeUnit, one model let go 30" off (refused as it is)', run: () => dragWholeUnit({ ...b.s }, [b.behemoth], 0, 30, TABLE_DRAG_ROLES), batch: 2 },
    { name: 'hamwarmer: dragWholeUnit, 3 models through a friend (flowed round it)', run: () => dragWholeUnit({ ...st.s }, st.stalkers, st.dx, st.dy, TABLE_DRAG_ROLES), batch: 2 },
    { name: 'hamwarmer: dragWholeUnit, 8 models through a hull (pulled apart, stopped short)', run: () => dragWholeUnit({ ...sq.s }, sq.squad, sq.dx, sq.dy, TABLE_DRAG_ROLES), batch: 2 },
    { name: 'althammer: dragWholeUnit, 12 models not yet activated (activated, then flowed)', run: () => dragWholeUnit({ ...ah.s }, ah.models, ah.dx, ah.dy, TABLE_DRAG_ROLES), batch: 2 },
  ];
}

/** HamWarmer rules as math (its plug-in is registered, not yet playable): the "under 1 ms for up to 60 attacks". */
function hamwarmerMathCases(): BenchCase[] {
  return [
    {
      name: 'hamwarmer: attackDistribution, 60 shots BS3+ S4 AP-1 D1 vs 10 models T4 Sv3+ (cover)',
      run: () => attackDistribution('hamwarmer', { attacks: 60, skill: 3, strength: 4, ap: -1, damage: 1 }, { toughness: 4, save: 3, hp: 1, models: 10, cover: true }),
      batch: 200,
    },
    {
      name: 'hamwarmer: attackDistribution, 2x 30 shots (Twin) S8 AP-2 Dd6 vs 5 models T5 HP4 Sv3+ 5++',
      run: () => attackDistribution('hamwarmer', { attacks: 30, skill: 3, strength: 8, ap: -2, damage: 'd6', rules: ['Twin'] }, { toughness: 5, save: 3, invulnerable: 5, hp: 4, models: 5 }),
      batch: 50,
    },
    {
      name: 'hamwarmer: attackDistribution, 2d6 shots Dd3 vs 20 models HP2',
      run: () => attackDistribution('hamwarmer', { attacks: '2d6', skill: 4, strength: 5, ap: 0, damage: 'd3' }, { toughness: 4, save: 4, hp: 2, models: 20 }),
      batch: 200,
    },
  ];
}

export const gameSuite: BenchSuite = {
  id: 'game',
  title: 'Rules engine: applyAction, legalActions, whole random games',
  setup: () => {
    const cases: BenchCase[] = [];
    for (const id of playableRulesetIds()) {
      const states = recordGame(id, 4);
      const moves = states.filter((x) => x.action.type === 'move');
      const sample = states.filter((_, i) => i % 5 === 0);
      const attacks = states.filter((x) => ['shoot', 'attack', 'fight', 'magik'].includes(x.action.type));
      let i = 0;
      let j = 0;
      let k2 = 0;
      cases.push(
        { name: `${id}: applyAction, moves from a random game (median over ${moves.length})`, run: () => {
            const k = moves[i++ % moves.length]!;
            applyAction(k.state, k.action);
          },
          batch: 10,
        },
        ...(attacks.length
          ? [{ name: `${id}: applyAction, attacks from a random game (shoot/attack/fight/magik, median over ${attacks.length})`, run: () => {
                const k = attacks[k2++ % attacks.length]!;
                applyAction(k.state, k.action);
              },
              batch: 5,
            }]
          : []),
        { name: `${id}: legalActions over a random game's states (${sample.length})`, run: () => legalActions(sample[j++ % sample.length]!.state), batch: 20 },
        { name: `${id}: a whole random game (seeded, both sides uniform over legalActions)`, run: () => playGame(id, 7) },
      );
      if (id === 'hammer-wars') cases.push(...hammerWarsCases());
    }
    cases.push(...hamwarmerMathCases(), ...handDragCases());
    return cases;
  },
};
