// One room's game, held by the server: the only place its actions are applied and its dice rolled. No network here:
// the table server (tableServer.ts) passes each client's message in with the seat that connection holds.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DICE_SEED_MAX,
  DICE_SEED_MIN,
  GameSetupError,
  IllegalActionError,
  applyAction,
  createGame,
  playerView,
  replayGame,
  sampleGameSetup,
  type GameAction,
  type GameSetup,
  type GameState,
  type PlayerIndex,
} from '../engine/index';
import type { LoggedAction, SharedGameState } from '../net/protocol';
import type { GameStore } from './gameStore';

export type RoomAnswer<T extends object = object> = ({ ok: true } & T) | { ok: false; reason: string };

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
const seatWords = (p: PlayerIndex) => `seat ${p + 1} (player ${p + 1})`;

/** A fresh seed from the operating system's generator: no client can guess it, and the engine plays it as given. */
export const serverSeed = (): number => randomInt(DICE_SEED_MIN, DICE_SEED_MAX + 1);

/** The setup without its seed, one object per setup (the game document compares it by identity: written once). */
const setupsWithoutSeed = new WeakMap<GameSetup, SharedGameState['setup']>();
/** The state with the dice generator and seed taken out, unless the game is over or ended (then the seed is public). */
function withoutDice(state: GameState, ended: boolean): SharedGameState {
  if (state.result || ended) return state;
  let setup = setupsWithoutSeed.get(state.setup);
  if (!setup) setupsWithoutSeed.set(state.setup, (setup = { ...state.setup, seed: null }));
  return { ...state, dice: null, setup };
}

export class GameRoom {
  private state: GameState | null = null;
  private readonly seatHashes: [string | null, string | null] = [null, null];
  private endedFlag = false;
  /** Set when a stored game no longer replays (an engine change): the room refuses everything and says why. */
  readonly broken: string | null = null;

  constructor(
    readonly room: string,
    private readonly store: GameStore,
    private readonly newSeed: () => number = serverSeed,
  ) {
    const record = store.load(room);
    if (!record) return;
    this.seatHashes = [record.seatHashes[0], record.seatHashes[1]];
    this.endedFlag = record.ended;
    try {
      this.state = replayGame(record.setup, record.actions);
    } catch (e) {
      this.broken = `This room's game no longer replays on this server (${e instanceof Error ? e.message : String(e)}); start a new room.`;
    }
  }

  /** Views and public actions of the current state, computed once a state (the server sends each to several clients). */
  private cache: { state: GameState; views: Map<string, SharedGameState>; publicActions: LoggedAction[] | null } | null = null;
  private cached(): { views: Map<string, SharedGameState>; publicActions: LoggedAction[] | null } | null {
    if (!this.state) return null;
    if (this.cache?.state !== this.state) this.cache = { state: this.state, views: new Map(), publicActions: null };
    return this.cache;
  }

  get game(): GameState | null {
    return this.state;
  }

  /** Whether a seated player ended the game (End game): the room takes no more actions, and every page closes the game. */
  get ended(): boolean {
    return this.endedFlag;
  }

  seatsHeld(): [boolean, boolean] {
    return [this.seatHashes[0] !== null, this.seatHashes[1] !== null];
  }

  /** Starts the room's game with a seed only the server knows: the ruleset's sample armies, or the setup given. */
  start(rulesetId: string, parts?: Omit<GameSetup, 'seed' | 'rulesetId'>): RoomAnswer {
    if (this.broken) return { ok: false, reason: this.broken };
    if (this.state) return { ok: false, reason: 'This room already has a game: open a new room for another.' };
    const seed = this.newSeed();
    let state: GameState;
    try {
      state = createGame(parts ? { ...parts, rulesetId, seed } : sampleGameSetup(rulesetId, seed));
    } catch (e) {
      if (e instanceof GameSetupError) return { ok: false, reason: e.message };
      throw e;
    }
    this.store.create(this.room, state.setup);
    this.state = state;
    return { ok: true };
  }

  /** Takes a free seat with `token`, or takes it back with the token it was claimed with. */
  claim(seat: PlayerIndex, token: string): RoomAnswer {
    if (this.broken) return { ok: false, reason: this.broken };
    if (!this.state) return { ok: false, reason: 'There is no game in this room yet: start one first.' };
    const hash = hashToken(token);
    const held = this.seatHashes[seat];
    if (held === null) {
      this.store.claimSeat(this.room, seat, hash);
      this.seatHashes[seat] = hash;
      return { ok: true };
    }
    if (timingSafeEqual(Buffer.from(held, 'hex'), Buffer.from(hash, 'hex'))) return { ok: true };
    return { ok: false, reason: `${seatWords(seat)} is taken, and that is not its seat token: you can watch, or take the other seat if it is free.` };
  }

  /** Applies a proposed action for the player in `seat` (null: a watcher), or says why not. Stored before it is shown. */
  propose(seat: PlayerIndex | null, action: GameAction): RoomAnswer<{ seq: number }> {
    if (this.broken) return { ok: false, reason: this.broken };
    if (!this.state) return { ok: false, reason: 'There is no game in this room yet: start one first.' };
    if (seat === null) return { ok: false, reason: 'You are watching this table: claim a seat with its token to play.' };
    if (this.endedFlag) return { ok: false, reason: 'This game was ended by a player: it takes no more actions. Open a new room for another game.' };
    if (action.player !== seat)
      return { ok: false, reason: `You hold ${seatWords(seat)}; that action is for player ${typeof action.player === 'number' ? action.player + 1 : JSON.stringify(action.player)}.` };
    let next: GameState;
    try {
      next = applyAction(this.state, action);
    } catch (e) {
      if (e instanceof IllegalActionError) return { ok: false, reason: e.reason };
      throw e;
    }
    const seq = next.actions.length;
    this.store.appendAction(this.room, seq, next.actions[seq - 1]!);
    this.state = next;
    return { ok: true, seq };
  }

  /**
   * Ends the game for the room, asked by the player in `seat` (null: a watcher, refused). Stored before it is shown; the
   * seed is public from then on (the game's file replays), as when a game finishes. Ending an ended game changes nothing.
   */
  end(seat: PlayerIndex | null): RoomAnswer {
    if (this.broken) return { ok: false, reason: this.broken };
    if (!this.state) return { ok: false, reason: 'There is no game in this room yet: start one first.' };
    if (seat === null) return { ok: false, reason: 'You are watching this table: only a player holding a seat can end the game. Leave closes it on your page only.' };
    if (this.endedFlag) return { ok: true };
    this.store.end(this.room);
    this.endedFlag = true;
    this.cache = null; // the views now carry the seed
    return { ok: true };
  }

  /**
   * Whether `seat` sees more than a watcher now (its own secrets): only then is its view sent (tableServer.ts); otherwise
   * the game document is its view. A ruleset without secrets shows every seat the state itself.
   */
  hasSecrets(seat: PlayerIndex): boolean {
    if (!this.state) return false;
    return playerView(this.state, seat) !== this.state;
  }

  /** What `seat` may see (null: a watcher, who sees neither player's secrets), or null before the game starts. */
  view(seat: PlayerIndex | null): SharedGameState | null {
    const cache = this.cached();
    if (!this.state || !cache) return null;
    const key = String(seat);
    let v = cache.views.get(key);
    if (!v) {
      v = withoutDice(seat === null ? playerView(playerView(this.state, 0), 1) : playerView(this.state, seat), this.endedFlag);
      cache.views.set(key, v);
    }
    return v;
  }

  /** Every accepted action as a watcher sees it: each as its player's opponent sees it (a secret goal stays "hidden"). */
  publicActions(): LoggedAction[] {
    const cache = this.cached();
    if (!this.state || !cache) return [];
    if (!cache.publicActions) {
      const seenBy = [playerView(this.state, 0), playerView(this.state, 1)] as const;
      cache.publicActions = this.state.actions.map((a, i) => ({ seq: i + 1, action: seenBy[other(a.player)].actions[i] ?? a }));
    }
    return cache.publicActions;
  }
}
