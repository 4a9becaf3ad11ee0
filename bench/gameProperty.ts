// The property run at bench scale: `npx tsx bench/gameProperty.ts [--games 1000] [--rolls 1000000] [--ruleset <id>]`.
// Plays seeded random games of every playable ruleset with the property test's checks, and (Hammer Wars, HamWarmer) compares
// attackDistribution with a seeded simulation of `--rolls` dice through applyAction. Prints what it found and how long.
import { applyAction, attackDistribution, createDiceState, gamePlugin, playableRulesetIds, replayGame, type DiceState, type GameState } from '../engine/index';
import { playRandomGame } from '../tests/engine/game/play';
import { inCombat } from '../tests/engine/rulesets/hammer-wars/helpers';
import { battle } from '../tests/engine/rulesets/hamwarmer/helpers';

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const games = arg('--games', 1000);
const rolls = arg('--rolls', 0);
const only = process.argv.includes('--ruleset') ? process.argv[process.argv.indexOf('--ruleset') + 1] : undefined;

for (const id of playableRulesetIds().filter((r) => only === undefined || r === only)) {
  const t0 = performance.now();
  let actions = 0;
  let maxRound = 0;
  const winners = [0, 0, 0];
  for (let seed = 1; seed <= games; seed++) {
    const { state, actions: n } = playRandomGame(id, seed);
    actions += n;
    maxRound = Math.max(maxRound, state.round);
    winners[state.result!.winner === null ? 2 : state.result!.winner]! += 1;
    if (seed % 100 === 0 && JSON.stringify(replayGame(state.setup, state.actions)) !== JSON.stringify(state)) throw new Error(`${id} seed ${seed}: replay differs`);
  }
  const s = (performance.now() - t0) / 1000;
  console.log(`${id}: ${games} games, ${actions} actions, no error, every invariant held; longest game ${maxRound} rounds (limit ${gamePlugin(id)!.maxRounds}); wins P1 ${winners[0]}, P2 ${winners[1]}, draws ${winners[2]}; ${s.toFixed(1)} s`);
}

if (rolls > 0) {
  // Ranged Heavy (Dice: 3, 3+) on a Ranged Hero (Light, 3 lives): rolls / 3 attacks through applyAction.
  const t0 = performance.now();
  const base = inCombat({ 'p2-ranged-heavy-1': [10, 12], 'p1-ranged-hero-1': [18, 12] }, { toAct: 1 });
  const active = applyAction(base, { type: 'activate', player: 1, unitId: 'p2-ranged-heavy-1', order: 'hold' });
  const attacks = Math.ceil(rolls / 3);
  const hist = [0, 0, 0, 0];
  let dice: DiceState = createDiceState(2026);
  for (let i = 0; i < attacks; i++) {
    const next: GameState = applyAction({ ...active, dice }, { type: 'attack', player: 1, line: 0, targetId: 'p1-ranged-hero-1' });
    dice = next.dice;
    const t = next.models.find((m) => m.id === 'p1-ranged-hero-1')!;
    hist[t.onTable ? 3 - t.wounds : 3]! += 1;
  }
  const exact = attackDistribution('hammer-wars', { dice: 3, Light: 3, Medium: 3, Heavy: 3 }, { armor: 'Light', lives: 3 });
  const worst = Math.max(...hist.map((h, k) => Math.abs(h / attacks - exact.damage[k]!)));
  console.log(`hammer-wars attackDistribution vs ${attacks * 3} dice through applyAction: largest difference ${worst.toFixed(5)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

if (rolls > 0 && (only === undefined || only === 'hamwarmer')) {
  // HamWarmer: a Heavy Stubber (3 shots, BS4, S4, AP0) at three Ghouls (T3, Sv6, 1 HP) as `shoot` actions, against the
  // exact slain distribution (the suite does 100,000 dice of the same shot). Each shot rolls 3 to hit, then its wounds and saves.
  const t0 = performance.now();
  const s = battle({ 'p1-u1-g2-0': [10, 10], 'p2-u1-g0-0': [10, 20], 'p2-u1-g0-1': [11.5, 20], 'p2-u1-g0-2': [13, 20] }, 'Shooting', 0);
  const exact = attackDistribution('hamwarmer', { attacks: 3, skill: 4, strength: 4, ap: 0, damage: 1, rules: ['Heavy'] }, { toughness: 3, save: 6, hp: 1, models: 3 });
  const hist = [0, 0, 0, 0];
  let dice: DiceState = createDiceState(2027);
  let n = 0;
  let thrown = 0;
  while (thrown < rolls) {
    const next: GameState = applyAction({ ...s, dice }, { type: 'shoot', player: 0, unit: 'p1-u1', target: 'p2-u1' });
    thrown += next.log.slice(s.log.length).reduce((k, l) => k + (l.faces?.length ?? 0), 0);
    dice = next.dice;
    hist[3 - next.models.filter((m) => m.unit === 'p2-u1' && m.onTable).length]! += 1;
    n++;
  }
  const worst = Math.max(...hist.map((h, k) => Math.abs(h / n - exact.slain[k]!)));
  console.log(`hamwarmer attackDistribution vs ${thrown} dice (${n} shots) through applyAction: largest difference ${worst.toFixed(5)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
