// Checks every ruleset's tests share: every action a ruleset offers has a meaning (a role of the fixed set, a unit and a
// target that are unit ids of the game or null, the unit whose models the action places, words in players' words that
// name no model or unit id); a unit deployed onto a friendly base is refused naming both models; an attack thrown with
// many seeds (for the previews' statistical checks).
import { expect } from 'vitest';
import { ACTION_ROLES, actionMeaning, applyAction, createDiceState, createGame, legalActions, sampleGameSetup, seededRandom, type GameAction, type GameState } from '../../../engine/index';
import { illegalReason } from '../game/play';

/** Model and unit ids as the games write them: p1-u3, p1-u3-g0-2, p2-support-infantry-1. */
const ID = /\bp[12]-\w/;

/** Plays `seeds` games at random, checking the meaning of every action offered on the way; returns how many were checked. */
export function checkMeaningsOverGames(rulesetId: string, seeds: readonly number[], maxActions = 400): number {
  let checked = 0;
  for (const seed of seeds) {
    let s: GameState = createGame(sampleGameSetup(rulesetId, seed));
    const pick = seededRandom(seed * 13 + 5);
    for (let n = 0; n < maxActions && !s.result; n++) {
      const offered = legalActions(s);
      const units = new Set(s.models.map((m) => m.unit));
      for (const a of offered) {
        const m = actionMeaning(s, a);
        const where = `${rulesetId} seed ${seed} action ${n}: ${JSON.stringify(a).slice(0, 160)} -> ${JSON.stringify(m)}`;
        expect(ACTION_ROLES, where).toContain(m.role);
        if (m.unit !== null) expect(units.has(m.unit), where).toBe(true);
        if (m.target !== null) expect(units.has(m.target), where).toBe(true);
        expect(m.words.trim().length, where).toBeGreaterThan(0);
        expect(m.words, where).not.toMatch(ID);
        // An action that places models is its unit's.
        for (const id of Object.keys(a.positions ?? {})) expect(s.models.find((x) => x.id === id)?.unit, where).toBe(m.unit);
        checked++;
      }
      s = applyAction(s, offered[Math.floor(pick() * offered.length)]!);
    }
  }
  return checked;
}

/**
 * The sample game's first player deploys a unit as offered; after the other player's offered deploy, the first player's
 * next offered deploy is changed to put one model 0.2" from a model already placed. Refused, naming both (with the
 * refusal's full stop).
 */
export function expectStackedDeployRefused(rulesetId: string, seed: number): void {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  const first = legalActions(s).find((a) => a.positions)!;
  s = applyAction(s, first);
  s = applyAction(s, legalActions(s).find((a) => a.positions)!);
  expect(s.toAct).toBe(first.player);
  const second = legalActions(s).find((a) => a.positions && a.unit !== first.unit)!;
  const [onId, on] = Object.entries(first.positions!)[0]!;
  const id = Object.keys(second.positions!)[0]!;
  const stacked: GameAction = { ...second, positions: { ...second.positions, [id]: { x: on.x + 0.2, y: on.y } } };
  const name = (mid: string) => s.models.find((m) => m.id === mid)!.name;
  expect(illegalReason(() => applyAction(s, stacked))).toBe(`${name(id)} (${id}) would stand on the base of ${name(onId)} (${onId}).`);
}

/** `action` applied to `s` with the dice of seeds 1..n, one state after each throw. */
export function* seededThrows<S extends GameState>(s: S, action: GameAction, n: number): Generator<S> {
  for (let seed = 1; seed <= n; seed++) yield applyAction({ ...s, dice: createDiceState(seed) }, action) as S;
}

