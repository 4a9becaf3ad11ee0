// Plays AI-vs-AI games for the tests and the bench: any two players among the AI levels and the baseline bots.
import {
  applyAction,
  chooseAction,
  createGame,
  gameResult,
  greedyBotAction,
  objectivesBotAction,
  randomBotAction,
  randomBotRng,
  sampleGameSetup,
  type AiLevel,
  type GameAction,
  type GameResult,
  type GameSetup,
  type GameState,
  type SeededDiceState,
} from '../../../engine/index';

/** An AI level or a baseline bot: random, greedy (the rulesets' scripted rule), objectives (objectivesBotAction). */
export type Player = AiLevel | 'random' | 'greedy' | 'objectives';

/**
 * A seeded game of the random bot against itself, action by action: each state and the state its action leads to, from
 * the sample setup of `seed` (the bot's own generator seeded the same), for up to `max` actions or until the game ends.
 */
export function* randomPlay(rulesetId: string, seed: number, max: number): Generator<{ before: GameState; after: GameState }> {
  let s: GameState = createGame(sampleGameSetup(rulesetId, seed));
  let rng = randomBotRng(seed);
  for (let i = 0; i < max && !gameResult(s); i++) {
    const step = randomBotAction(s, rng);
    rng = step.rng!;
    const next = applyAction(s, step.action);
    yield { before: s, after: next };
    s = next;
  }
}

/** A state up to `n` random actions into a seeded game, stopping short of its end (short games end before 60 actions). */
export function midGame(rulesetId: string, seed: number, n: number): GameState {
  let s: GameState = createGame(sampleGameSetup(rulesetId, seed));
  for (const { after } of randomPlay(rulesetId, seed, n)) {
    if (gameResult(after)) break;
    s = after;
  }
  return s;
}

/**
 * The sample setup with player 1's army on both sides: a mirror match, where only the play decides (the sample armies
 * are not even: in Reglas básicas the Stormcast win every game whichever level plays them). A sample setup varies player
 * 1's army with the seed, so the bench's seeds mirror each sample army in turn.
 */
export function mirrorSetup(rulesetId: string, seed: number): GameSetup {
  const setup = sampleGameSetup(rulesetId, seed);
  return { ...setup, armies: [setup.armies[0]!, setup.armies[0]!] };
}

export interface MatchRecord {
  result: GameResult;
  actions: GameAction[];
  /** Wall time of each decision, per player. */
  decisionMs: number[][];
  /**
   * CPU time of the deciding thread for each decision, per player (process.cpuUsage, user + system, before and after):
   * what the decision cost, whatever else shares the machine.
   */
  decisionCpuMs: number[][];
  /** With `recheck`: the AI decisions that, made again on the same state, gave another action (per player). */
  differed: [number, number];
  totalMs: number;
  /** Decisions per player. */
  decisions: [number, number];
}

/** A whole game: players[0] plays player 0. Throws on a refused action or a stall (more than maxActions). */
export function playMatch(
  rulesetId: string,
  seed: number,
  players: [Player, Player],
  maxActions = 3000,
  /** Sees every decision before it is applied (the bench measures the AI's moves and shots with it). */
  observe?: (state: GameState, action: GameAction, who: Player) => void,
  /** 'mirror': both players field the same sample army (mirrorSetup); default: the ruleset's sample setup. */
  armies: 'sample' | 'mirror' = 'sample',
  /** Make every AI decision a second time on the same state and count those that differ (the determinism check). */
  recheck = false,
): MatchRecord {
  let state: GameState = createGame(armies === 'mirror' ? mirrorSetup(rulesetId, seed) : sampleGameSetup(rulesetId, seed));
  const rngs: SeededDiceState[] = [randomBotRng(seed * 2 + 1), randomBotRng(seed * 2 + 2)];
  const decisionMs: number[][] = [[], []];
  const decisionCpuMs: number[][] = [[], []];
  const differed: [number, number] = [0, 0];
  const cpuMs = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const actions: GameAction[] = [];
  const t0 = performance.now();
  let recheckMs = 0;
  while (!gameResult(state)) {
    if (actions.length >= maxActions) throw new Error(`stall: ${maxActions} actions without an end (seed ${seed}, ${players.join(' vs ')})`);
    const p = state.toAct!;
    const who = players[p];
    const d0 = performance.now();
    const c0 = cpuMs();
    let action: GameAction;
    if (who === 'random') {
      const step = randomBotAction(state, rngs[p]!);
      rngs[p] = step.rng!;
      action = step.action;
    } else if (who === 'greedy') action = greedyBotAction(state).action;
    else if (who === 'objectives') action = objectivesBotAction(state).action;
    else action = chooseAction(state, { level: who, seed: seed + p }).action;
    decisionCpuMs[p]!.push(cpuMs() - c0);
    decisionMs[p]!.push(performance.now() - d0);
    if (recheck && who !== 'random' && who !== 'greedy' && who !== 'objectives') {
      const r0 = performance.now();
      const again = chooseAction(state, { level: who, seed: seed + p }).action;
      if (JSON.stringify(again) !== JSON.stringify(action)) differed[p]++;
      recheckMs += performance.now() - r0;
    }
    observe?.(state, action, who);
    state = applyAction(state, action); // throws IllegalActionError on a refused action
    actions.push(action);
  }
  return { result: gameResult(state)!, actions, decisionMs, decisionCpuMs, differed, totalMs: performance.now() - t0 - recheckMs, decisions: [decisionMs[0]!.length, decisionMs[1]!.length] };
}
