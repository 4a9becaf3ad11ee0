// The shared table's wire: the messages a client and the table server exchange, and the names of a room's documents.
// Read by server/ and (later) renderer/; imports only engine types, so both sides spell every message one way.
import type { GameAction, GameLogEntry, GameSetup, GameState, PlayerIndex } from '../engine/index';

/** A room id: letters, digits, '-' and '_', 6 to 64 characters (what a share link carries). */
export const ROOM_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** The documents of one room. The game document is written by the server only; every client connects to it read-only. */
export const roomDocs = (room: string) => ({ game: `game/${room}`, table: `table/${room}` }) as const;

/** Which room and kind a document name is, or null for a name no client may open. */
export function parseDocName(name: string): { kind: 'game' | 'table'; room: string } | null {
  const m = /^(game|table)\/(.+)$/.exec(name);
  if (!m || !ROOM_ID.test(m[2]!)) return null;
  return { kind: m[1] === 'game' ? 'game' : 'table', room: m[2]! };
}

/** The biggest stateless message the server reads (a start message carries a layout and two armies). */
export const MAX_MESSAGE_CHARS = 256 * 1024;

/** A seat token is the client's own secret: whoever shows it again holds the seat again (a reload, a second device). */
export const SEAT_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** What a client may send on the game document (as JSON in a stateless message). `id` is echoed in the answer. */
export type ClientMessage =
  | { readonly t: 'start'; readonly id: string; readonly rulesetId: string; readonly setup?: Omit<GameSetup, 'seed' | 'rulesetId'> }
  | { readonly t: 'claim'; readonly id: string; readonly seat: PlayerIndex; readonly token: string }
  | { readonly t: 'propose'; readonly id: string; readonly action: GameAction }
  /** A seated player ends the room's game for everyone (a watcher is refused); the game document then says `ended`. */
  | { readonly t: 'end'; readonly id: string };

/** What the server answers, to the one connection that asked (views go to every connection holding the seat). */
export type ServerMessage =
  | { readonly t: 'refused'; readonly id: string | null; readonly reason: string }
  | { readonly t: 'accepted'; readonly id: string; readonly seq: number }
  | { readonly t: 'started'; readonly id: string }
  | { readonly t: 'ended'; readonly id: string }
  | { readonly t: 'seat'; readonly id: string; readonly seat: PlayerIndex }
  | { readonly t: 'view'; readonly seat: PlayerIndex; readonly state: SharedGameState };
// A seat's `view` is sent only where it differs from what the game document shows every watcher (a ruleset with secrets:
// Hammer Wars' goals), before the document changes; a client reads its seat's game with net/gameDoc's seatState.

/**
 * A game as a client may see it: the dice generator and the seed stay on the server (null) until the game is over, so no
 * client can foresee a roll; the other player's secrets are hidden by the ruleset's playerView.
 */
export type SharedGameState = Omit<GameState, 'dice' | 'setup'> & {
  readonly dice: GameState['dice'] | null;
  readonly setup: Omit<GameSetup, 'seed'> & { readonly seed: number | null };
};

/** One line of the room's action log: the action as every watcher may see it, numbered from 1. */
export interface LoggedAction {
  readonly seq: number;
  readonly action: GameAction;
}

/**
 * The game document's shared types: Y.Map `game` (keys below), Y.Map `state` (the watchers' state without actions and log,
 * one entry per top-level field, so an action rewrites only the fields it changed: the setup, a layout and two armies, is
 * written once; its `models` entry is the models' ids in order), Y.Map `models` (each model by id: an action rewrites the
 * models it moved or hurt), Y.Array `actions` (LoggedAction), Y.Array `log` (GameLogEntry).
 */
export const GAME_DOC = { map: 'game', state: 'state', models: 'models', actions: 'actions', log: 'log' } as const;
/** Keys of the `game` map: whether each seat is held; `ended`, true once a seated player ended the game (End game: every
 * page closes it). (`state` here is the whole-state entry of documents written before the `state` map; the server deletes it.) */
export const GAME_KEYS = { seats: 'seats', ended: 'ended', oldState: 'state' } as const;

export type { GameLogEntry };

const isPlayer = (v: unknown): v is PlayerIndex => v === 0 || v === 1;
const isId = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= 64;

/** Reads a client's message, or says in words what is wrong with it. Nothing here trusts the sender. */
export function parseClientMessage(raw: string): { ok: true; msg: ClientMessage } | { ok: false; reason: string; id: string | null } {
  if (raw.length > MAX_MESSAGE_CHARS) return { ok: false, id: null, reason: `That message is ${raw.length} characters; the table takes at most ${MAX_MESSAGE_CHARS}.` };
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return { ok: false, id: null, reason: 'That message is not JSON: the table reads {"t": "start" | "claim" | "propose" | "end", ...}.' };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { ok: false, id: null, reason: 'A message is a JSON object with "t" and "id".' };
  const m = v as Record<string, unknown>;
  const id = isId(m.id) ? m.id : null;
  if (id === null) return { ok: false, id: null, reason: 'A message needs an "id": a string of 1 to 64 characters, echoed in the answer.' };
  switch (m.t) {
    case 'start': {
      if (typeof m.rulesetId !== 'string' || m.rulesetId.length > 64) return { ok: false, id, reason: 'start: name the ruleset ("rulesetId").' };
      if (m.setup === undefined) return { ok: true, msg: { t: 'start', id, rulesetId: m.rulesetId } };
      if (typeof m.setup !== 'object' || m.setup === null || Array.isArray(m.setup)) return { ok: false, id, reason: 'start: "setup" is an object {layout, armies, options}.' };
      const s = m.setup as Record<string, unknown>;
      if ('seed' in s) return { ok: false, id, reason: 'start: the table server rolls the dice; a setup may not bring its own seed.' };
      // The engine's createGame checks the layout and armies field by field (GameSetupError names the field).
      return { ok: true, msg: { t: 'start', id, rulesetId: m.rulesetId, setup: { layout: s.layout, armies: s.armies, ...(s.options === undefined ? {} : { options: s.options }) } as Omit<GameSetup, 'seed' | 'rulesetId'> } };
    }
    case 'claim':
      if (!isPlayer(m.seat)) return { ok: false, id, reason: 'claim: "seat" is 0 (player 1) or 1 (player 2).' };
      if (typeof m.token !== 'string' || !SEAT_TOKEN.test(m.token)) return { ok: false, id, reason: 'claim: a seat token is 16 to 128 letters, digits, "-" or "_", kept secret by its player.' };
      return { ok: true, msg: { t: 'claim', id, seat: m.seat, token: m.token } };
    case 'propose':
      if (typeof m.action !== 'object' || m.action === null || Array.isArray(m.action)) return { ok: false, id, reason: 'propose: "action" is an object with "type" and "player".' };
      return { ok: true, msg: { t: 'propose', id, action: m.action as GameAction } };
    case 'end':
      return { ok: true, msg: { t: 'end', id } };
    default:
      return { ok: false, id, reason: `Unknown message "${String(m.t).slice(0, 40)}": the table reads start, claim, propose and end.` };
  }
}

/**
 * A view as a GameState the engine's read-only functions take (legalActions, actionMeaning, previews): the withheld dice
 * become an empty script, so anything that tries to roll on a client throws instead of guessing. Only the server rolls.
 */
export function offerState(view: SharedGameState): GameState {
  return {
    ...view,
    dice: view.dice ?? { kind: 'scripted', faces: [], units: [], faceCursor: 0, unitCursor: 0 },
    setup: { ...view.setup, seed: view.setup.seed ?? 0 },
  };
}
