// The server's game room without a network: the server applies every action, rolls from a seed no player sees until the
// game ends, keeps Hammer Wars' secret goals to their owners, and a finished game replays exactly from what it shows.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { legalActions, replayGame, seededRandom, type GameAction, type GameState, type PlayerIndex } from '../../engine/index';
import { GameRoom } from '../../server/gameRoom';
import { memoryGameStore, sqliteGameStore } from '../../server/gameStore';

const TOKENS = ['seat-one-token-aaaaaaaa', 'seat-two-token-bbbbbbbb'] as const;

function startedRoom(rulesetId: string, seed = 12345) {
  const store = memoryGameStore();
  const room = new GameRoom('room-test', store, () => seed);
  expect(room.start(rulesetId)).toEqual({ ok: true });
  expect(room.claim(0, TOKENS[0])).toEqual({ ok: true });
  expect(room.claim(1, TOKENS[1])).toEqual({ ok: true });
  return { store, room };
}

/** The player to act proposes the first legal action of the kind `prefer` picks (or a random one). */
function playOne(room: GameRoom, pick: (offered: GameAction[]) => GameAction): GameAction {
  const state = room.game!;
  const offered = legalActions(state);
  const action = pick(offered);
  const answer = room.propose(state.toAct, action);
  if (!answer.ok) throw new Error(`${JSON.stringify(action)} refused: ${answer.reason}`);
  return action;
}

describe('a game room', () => {
  it('hides the seed and dice from every view until the game ends, and keeps them in its own record', () => {
    const { room, store } = startedRoom('hamwarmer', 987654);
    for (const seat of [null, 0, 1] as const) {
      const v = room.view(seat)!;
      expect(v.setup.seed).toBeNull();
      expect(v.dice).toBeNull();
      expect(JSON.stringify(v)).not.toContain('987654');
    }
    expect(store.records.get('room-test')!.setup.seed).toBe(987654);
  });

  it('refuses a watcher, a player acting for the other seat, and an illegal action, and changes nothing', () => {
    const { room, store } = startedRoom('hamwarmer');
    const before = room.game!;
    const toAct = before.toAct!;
    const action = legalActions(before)[0]!;
    const watcher = room.propose(null, action);
    expect(watcher).toEqual({ ok: false, reason: expect.stringContaining('watching') });
    const wrongSeat = room.propose((1 - toAct) as PlayerIndex, action);
    expect(wrongSeat).toEqual({ ok: false, reason: expect.stringContaining(`that action is for player ${toAct + 1}`) });
    const illegal = room.propose(toAct, { type: 'no-such-move', player: toAct });
    expect(illegal.ok).toBe(false);
    expect(room.game).toBe(before);
    expect(store.records.get('room-test')!.actions).toEqual([]);
    expect(room.propose(toAct, action)).toEqual({ ok: true, seq: 1 });
    expect(store.records.get('room-test')!.actions).toHaveLength(1);
  });

  it('gives a seat back only for the token it was claimed with', () => {
    const { room } = startedRoom('hamwarmer');
    expect(room.claim(0, TOKENS[0])).toEqual({ ok: true });
    expect(room.claim(0, 'someone-elses-token-cccc')).toEqual({ ok: false, reason: expect.stringContaining('seat 1 (player 1) is taken') });
    expect(room.seatsHeld()).toEqual([true, true]);
  });

  it("shows Hammer Wars' secret goal only to its owner, in the views and in the public log", () => {
    const { room } = startedRoom('hammer-wars', 7);
    let goal: GameAction | null = null;
    for (let i = 0; i < 10 && !goal; i++) {
      const a = playOne(room, (offered) => offered[0]!);
      if (a.type === 'choose-goal') goal = a;
    }
    expect(goal).not.toBeNull();
    const owner = goal!.player;
    const seq = room.game!.actions.findIndex((a) => a.type === 'choose-goal' && a.player === owner) + 1;
    const publicEntry = room.publicActions()[seq - 1]!;
    expect(publicEntry.action).toEqual({ type: 'choose-goal', player: owner, goal: 'hidden' });
    expect(room.view(owner)!.actions[seq - 1]).toEqual(goal);
    expect(room.view((1 - owner) as PlayerIndex)!.actions[seq - 1]).toEqual(publicEntry.action);
    expect(room.view(null)!.actions[seq - 1]).toEqual(publicEntry.action);
    const ownGoal = JSON.stringify(goal!.goal);
    expect(JSON.stringify(room.view((1 - owner) as PlayerIndex)!.ruleset)).not.toContain(`"goal":${ownGoal}`);
  });

  it('reveals the seed when the game ends, and the game replays exactly from what a watcher was shown', () => {
    const { room, store } = startedRoom('althammer', 424242);
    const rand = seededRandom(3);
    // Prefer ending phases so the game ends in a few hundred actions; otherwise a random legal action.
    const ender = (offered: GameAction[]) => offered.find((a) => /^end|pass/.test(a.type)) ?? offered[Math.floor(rand() * offered.length)]!;
    for (let i = 0; i < 3000 && !room.game!.result; i++) playOne(room, ender);
    const final: GameState = room.game!;
    expect(final.result).not.toBeNull();
    const shown = room.view(null)!;
    expect(shown.setup.seed).toBe(424242);
    expect(shown.dice).toEqual(final.dice);
    const { seed, ...rest } = shown.setup;
    expect(replayGame({ ...rest, seed: seed! }, room.publicActions().map((e) => e.action))).toEqual(final);
    // A room loaded from the record alone (a restarted server) is the same game.
    expect(new GameRoom('room-test', store).game).toEqual(final);
  });

  it('ends the game when a seated player asks (a watcher is refused and nothing changes); then no more actions, the seed is public and the game replays', () => {
    const { room, store } = startedRoom('hamwarmer', 777001);
    for (let i = 0; i < 3; i++) playOne(room, (offered) => offered[0]!);
    const before = room.game!;
    expect(room.end(null)).toEqual({ ok: false, reason: expect.stringContaining('only a player holding a seat') });
    expect(room.ended).toBe(false);
    expect(store.records.get('room-test')!.ended).toBe(false);
    expect(room.view(null)!.setup.seed).toBeNull();

    expect(room.end(1)).toEqual({ ok: true });
    expect(room.ended).toBe(true);
    expect(store.records.get('room-test')!.ended).toBe(true);
    expect(room.end(0)).toEqual({ ok: true }); // ending it again changes nothing
    const action = legalActions(before)[0]!;
    expect(room.propose(before.toAct!, action)).toEqual({ ok: false, reason: expect.stringContaining('ended') });
    expect(room.game).toBe(before);
    // As when a game finishes: the seed is public, and the game's file (setup and actions) replays it exactly.
    const shown = room.view(null)!;
    expect(shown.setup.seed).toBe(777001);
    const { seed, ...rest } = shown.setup;
    expect(replayGame({ ...rest, seed: seed! }, room.publicActions().map((e) => e.action))).toEqual(before);
    // A room loaded from the record alone (a restarted server) is still ended.
    const again = new GameRoom('room-test', store);
    expect(again.ended).toBe(true);
    expect(again.propose(before.toAct!, action).ok).toBe(false);
  });

  it('refuses End game before there is a game', () => {
    const room = new GameRoom('room-empty', memoryGameStore(), () => 1);
    expect(room.end(0)).toEqual({ ok: false, reason: expect.stringContaining('no game') });
  });

  it('reads a SQLite file written before End game (no ended column): its games are not ended, and can be', () => {
    const db = new Database(':memory:');
    try {
      db.exec('CREATE TABLE sightline_games (room TEXT PRIMARY KEY, setup TEXT NOT NULL, seat0 TEXT, seat1 TEXT, created_at TEXT NOT NULL)');
      const old = new GameRoom('room-old', memoryGameStore(), () => 99);
      expect(old.start('hamwarmer')).toEqual({ ok: true });
      db.prepare('INSERT INTO sightline_games (room, setup, created_at) VALUES (?, ?, ?)').run('room-old', JSON.stringify(old.game!.setup), '2026-01-01');
      const store = sqliteGameStore(db);
      expect(store.load('room-old')!.ended).toBe(false);
      expect(new GameRoom('room-old', store).end(0)).toEqual({ ok: true });
      expect(store.load('room-old')!.ended).toBe(true);
      expect(sqliteGameStore(db).load('room-old')!.ended).toBe(true); // opened again: the column is not added twice
    } finally {
      db.close();
    }
  });
});
