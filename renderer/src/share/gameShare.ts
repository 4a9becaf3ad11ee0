// A shared table's game (issue 25): the room's game document on the table server, and this page's seat in it. While a
// table is shared, the Game panel's start and actions go to the server (gameStore's GameTransport) instead of being
// applied here; the state shown is the server's answer: this seat's own view (its secrets, no dice) or, without a seat,
// the watchers' state from the game document. A refusal comes back to this page only.
import { HocuspocusProvider, type HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { create } from 'zustand';
import type { GameAction, GameSetup, PlayerIndex } from '../../../engine/index';
import { readGameDoc, seatState } from '../../../net/gameDoc';
import { offerState, roomDocs, type ServerMessage, type SharedGameState } from '../../../net/protocol';
import { closeGame, setGameTransport, sharedRefusal, showSharedGame, useGame, type GameTransport, type Seat } from '../game/gameStore';
import { useApp } from '../store/app';

export interface SharedGameUi {
  /** The room has a game (started by either player). */
  hasGame: boolean;
  /** Which seats someone holds. */
  held: [boolean, boolean];
  /** The seat this page holds, or null (watching). */
  seat: PlayerIndex | null;
  /** A proposal sent and not yet answered: further actions wait for it. */
  waiting: boolean;
  /** Connected to the room's game and, if this page holds a seat, holding it again (the server knows seats by connection). */
  connected: boolean;
  /** A seated player ended the room's game (End game): it is closed on every page. */
  ended: boolean;
}

export const useSharedGame = create<SharedGameUi>()(() => ({ hasGame: false, held: [false, false], seat: null, waiting: false, connected: false, ended: false }));

/** This page's seat token for a room, kept so a reload (or a server restart) takes the same seat back. */
const tokenKey = (server: string, room: string) => `sightline-seat:${server}:${room}`;
function storedSeat(server: string, room: string): { seat: PlayerIndex; token: string } | null {
  try {
    const v = JSON.parse(localStorage.getItem(tokenKey(server, room)) ?? 'null') as { seat?: unknown; token?: unknown } | null;
    if (v && (v.seat === 0 || v.seat === 1) && typeof v.token === 'string') return { seat: v.seat, token: v.token };
  } catch {
    // an unreadable entry: no seat remembered
  }
  return null;
}
const newToken = (): string => Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');

interface Session {
  readonly server: string;
  readonly room: string;
  readonly doc: Y.Doc;
  readonly provider: HocuspocusProvider;
  /** The answers awaited, by message id. */
  readonly asked: Map<string, (m: ServerMessage) => void>;
  /** The seat this page asked for, with its token (sent again after every reconnection). */
  claim: { seat: PlayerIndex; token: string } | null;
  /** The newest view of this page's seat. */
  view: SharedGameState | null;
  name: string;
}

let session: Session | null = null;
let nextId = 1;

function send(s: Session, msg: Record<string, unknown>, answer?: (m: ServerMessage) => void): void {
  const id = `g${nextId++}`;
  if (answer) s.asked.set(id, answer);
  s.provider.sendStateless(JSON.stringify({ ...msg, id }));
}

const seatsFor = (seat: PlayerIndex | null): [Seat, Seat] => (seat === 0 ? ['you', 'remote'] : seat === 1 ? ['remote', 'you'] : ['remote', 'remote']);

/**
 * Shows the room's game: this seat's own view where it has secrets, else what the game document shows everyone. A game a
 * player ended is closed here (the layout from before it comes back), as End game closes a game on its own page.
 */
function show(s: Session): void {
  if (readGameDoc(s.doc).ended) {
    if (useGame.getState().state) {
      closeGame();
      useApp.getState().notify('info', 'A player ended the shared game: it is closed on both pages.');
    }
    return;
  }
  const seat = useSharedGame.getState().seat;
  const shared = seatState(s.doc, seat === null ? null : s.view);
  if (!shared) return;
  showSharedGame(offerState(shared), seatsFor(seat), s.name);
}

function claimSeat(s: Session, seat: PlayerIndex, token: string): void {
  s.claim = { seat, token };
  send(s, { t: 'claim', seat, token }, (m) => {
    if (m.t === 'seat') {
      try {
        localStorage.setItem(tokenKey(s.server, s.room), JSON.stringify({ seat, token }));
      } catch {
        // no storage: the seat lasts as long as this page
      }
      useSharedGame.setState({ seat, connected: true });
      show(s);
    } else if (m.t === 'refused') {
      s.claim = null;
      useSharedGame.setState({ connected: true });
      useApp.getState().notify('error', `Refused: ${m.reason}`);
    }
  });
}

/** Takes a free seat of the room's game (or, with this page's remembered token, takes its seat back). */
export function takeSeat(seat: PlayerIndex): void {
  if (!session) return;
  const known = storedSeat(session.server, session.room);
  claimSeat(session, seat, known && known.seat === seat ? known.token : newToken());
}

const transport: GameTransport = {
  start(setup: GameSetup, seats: [Seat, Seat], name: string) {
    const s = session;
    if (!s) return;
    s.name = name;
    const { seed: _seed, rulesetId, ...parts } = setup; // the server draws the seed: a setup may not bring one
    send(s, { t: 'start', rulesetId, setup: parts }, (m) => {
      if (m.t === 'refused') return useApp.getState().notify('error', `The game cannot start: ${m.reason}`);
      useApp.getState().notify('info', 'The game is on the table server: the other player takes the other seat.');
      // This page takes the first side the New game dialog gave to "you" (player 1 if none).
      claimSeat(s, seats[1] === 'you' && seats[0] !== 'you' ? 1 : 0, newToken());
    });
  },
  propose(action: GameAction, accepted?: () => void) {
    const s = session;
    if (!s) return;
    if (useSharedGame.getState().seat === null) return useApp.getState().notify('error', 'You are watching this table: take a seat to play.');
    if (!useSharedGame.getState().connected) return useApp.getState().notify('error', 'The table server is not answering: reconnecting. Your action was not sent; try again in a moment.');
    if (useSharedGame.getState().waiting) return useApp.getState().notify('info', 'Waiting for the table server to answer your last action.');
    useSharedGame.setState({ waiting: true });
    send(s, { t: 'propose', action }, (m) => {
      useSharedGame.setState({ waiting: false });
      if (m.t === 'refused') sharedRefusal(m.reason);
      else if (m.t === 'accepted') accepted?.();
    });
  },
  end() {
    const s = session;
    if (!s) return;
    if (!useSharedGame.getState().connected) return useApp.getState().notify('error', 'The table server is not answering: reconnecting. The game was not ended; try again in a moment.');
    // A watcher's request goes too: the server refuses it with its reason (only a seated player ends the room's game).
    send(s, { t: 'end' }, (m) => {
      if (m.t === 'refused') useApp.getState().notify('error', `The game was not ended: ${m.reason}`);
    });
  },
};

/** Joins the game document of `room` over the table's socket; the Game panel plays through the server from now on. */
export function connectGame(socket: HocuspocusProviderWebsocket, server: string, room: string): void {
  disconnectGame();
  const doc = new Y.Doc();
  const s: Session = {
    server,
    room,
    doc,
    asked: new Map(),
    claim: storedSeat(server, room),
    view: null,
    name: `Shared game ${room.slice(0, 4)}`,
    provider: new HocuspocusProvider({
      websocketProvider: socket,
      name: roomDocs(room).game,
      document: doc,
      token: 'sightline',
      onSynced: () => {
        // Every (re)connection: the server knows seats by connection, so this page's seat is claimed again.
        const c = s.claim;
        if (c && readGameDoc(doc).state) claimSeat(s, c.seat, c.token);
        else useSharedGame.setState({ connected: true });
        show(s);
      },
      onClose: () => {
        // Answers to messages sent before the socket closed will not come: the page may act again once reconnected.
        s.asked.clear();
        useSharedGame.setState({ waiting: false, connected: false });
      },
      onStateless: ({ payload }) => {
        let m: ServerMessage;
        try {
          m = JSON.parse(payload) as ServerMessage;
        } catch {
          return;
        }
        if (m.t === 'view') {
          if (m.seat !== useSharedGame.getState().seat) return;
          s.view = m.state;
          show(s);
          return;
        }
        if (m.t === 'refused' && m.id === null) useApp.getState().notify('error', m.reason);
        const answer = m.id === null ? undefined : s.asked.get(m.id);
        if (answer && m.id !== null) {
          s.asked.delete(m.id);
          answer(m);
        }
      },
    }),
  };
  doc.on('update', () => {
    const d = readGameDoc(doc);
    useSharedGame.setState({ hasGame: d.state !== null && !d.ended, held: [d.seats[0], d.seats[1]], ended: d.ended });
    // A remembered seat whose game appeared after this page joined (a reload before the start): claim it now.
    if (d.state && !d.ended && s.claim && useSharedGame.getState().seat === null && !s.asked.size) claimSeat(s, s.claim.seat, s.claim.token);
    show(s);
  });
  session = s;
  useSharedGame.setState({ hasGame: false, held: [false, false], seat: null, waiting: false, connected: false, ended: false });
  setGameTransport(transport);
  s.provider.attach();
}

export function disconnectGame(): void {
  if (!session) return;
  setGameTransport(null);
  // The server's game is not this page's to play alone: leaving the room closes it here (it stays in the room).
  if (useGame.getState().state) closeGame();
  session.provider.destroy();
  session = null;
  useSharedGame.setState({ hasGame: false, held: [false, false], seat: null, waiting: false, connected: false, ended: false });
}
