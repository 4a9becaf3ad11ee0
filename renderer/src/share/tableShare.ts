// "Share table": the open layout becomes the Yjs document of a room on a table server (server/, `npm run serve`), and
// a link lets another player join it. Each local change to the layout (an action, a live drag, an undo) is written to the
// document as one transaction by id (net/layoutDoc); each change from the other player is applied to the store with
// applyRemote, so Undo stays this player's own. While a game runs the table shows the game's board, not the layout: the
// layout is neither written nor patched then, and when the game ends the page takes the room's layout back.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { create } from 'zustand';
import type { Layout } from '../../../engine/index';
import { applyLayoutPatch, readLayout } from '../../../net/layoutDoc';
import { LayoutLink } from '../../../net/layoutLink';
import { ROOM_ID, roomDocs } from '../../../net/protocol';
import { useGame } from '../game/gameStore';
import { useLos } from '../los/losStore';
import { useApp } from '../store/app';
import { useTerrain } from '../terrain/terrainStore';
import { useTools } from '../tools/toolStore';
import { connectGame, disconnectGame } from './gameShare';
import { connectPresence, MAX_SELECTED, type LocalPresence, type PresenceLink } from './presence';

export const DEFAULT_TABLE_PORT = 4455;

export interface ShareState {
  status: 'off' | 'connecting' | 'shared' | 'failed';
  room: string | null;
  /** The link another player opens to join (this app's address with ?table=<server>&room=<room>). */
  link: string | null;
  error: string | null;
  /**
   * When (epoch ms, sub-millisecond) this page last wrote a change of its own to the room, and last applied one from the
   * other player: two pages on one machine share the clock, so the difference is how long an edit took to arrive.
   */
  localAt: number | null;
  remoteAt: number | null;
}

export const useShare = create<ShareState>()(() => ({ status: 'off', room: null, link: null, error: null, localAt: null, remoteAt: null }));
const nowMs = () => performance.timeOrigin + performance.now();
const gameRunning = () => useGame.getState().state !== null;

/** The table server named in the page's address (?table=ws://...), or the default one on the page's own host. */
export function tableServerUrl(search: string, hostname: string): string {
  const named = new URLSearchParams(search).get('table');
  if (named && /^wss?:\/\//.test(named)) return named;
  return `ws://${hostname || '127.0.0.1'}:${DEFAULT_TABLE_PORT}`;
}

/** The link that joins `room` on `server` from this page. */
export function shareLink(pageUrl: string, server: string, room: string): string {
  const u = new URL(pageUrl);
  u.search = new URLSearchParams({ table: server, room }).toString();
  u.hash = '';
  return u.toString();
}

const newRoomId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => 'abcdefghijkmnpqrstuvwxyz23456789'[b % 32]).join('');
};

const LOCAL = 'sightline-local';
let session: { provider: HocuspocusProvider; socket: HocuspocusProviderWebsocket; unsubscribe: () => void; unsubscribeGame: () => void; presence: PresenceLink | null } | null = null;

const NAME_KEY = 'sightline-player-name';
/** How the other players see this one: ?name= in the page's address, else the name kept from last time, else Host or Guest. */
export function playerName(search: string, share: boolean): string {
  const named = new URLSearchParams(search).get('name')?.trim();
  let kept: string | null = null;
  try {
    if (named) localStorage.setItem(NAME_KEY, named);
    else kept = localStorage.getItem(NAME_KEY);
  } catch {
    // no storage (a locked-down browser): the name lasts this page
  }
  return named || kept || (share ? 'Host' : 'Guest');
}

/** Renames this player at the table (and remembers the name for next time). */
export function renamePlayer(name: string): void {
  const cut = name.trim();
  if (!cut) return;
  try {
    localStorage.setItem(NAME_KEY, cut);
  } catch {
    // no storage: the name lasts this page
  }
  session?.presence?.rename(cut);
}

/** What this page shows the other players: its selection, the ruler it is drawing, the sight line it is checking. */
export const localPresence: LocalPresence = () => {
  const t = useTools.getState();
  const los = useLos.getState();
  const checkingSight = (t.tool === 'los' || t.tool === 'los-eye-view') && los.observerId !== null;
  return {
    selection: { models: t.selection.slice(0, MAX_SELECTED), terrain: useTerrain.getState().selection.slice(0, MAX_SELECTED) },
    ruler: t.rulerStart && t.rulerHover ? { from: t.rulerStart, to: t.rulerHover } : null,
    sight: checkingSight && los.observerId ? { observerId: los.observerId, targetId: los.targetId } : null,
  };
};

/** Publishes this page's presence whenever what localPresence reads changes; returns the unsubscribe. */
function followLocalPresence(presence: PresenceLink): () => void {
  const offs = [
    useTools.subscribe((s, p) => {
      if (s.selection !== p.selection || s.rulerStart !== p.rulerStart || s.rulerHover !== p.rulerHover || s.tool !== p.tool) presence.changed();
    }),
    useTerrain.subscribe((s, p) => {
      if (s.selection !== p.selection) presence.changed();
    }),
    useLos.subscribe((s, p) => {
      if (s.observerId !== p.observerId || s.targetId !== p.targetId) presence.changed();
    }),
    // The status bar's cursor: the table point under the pointer, null off the table.
    useApp.subscribe((s, p) => {
      if (s.cursor !== p.cursor) presence.pointer(s.cursor);
    }),
  ];
  return () => offs.forEach((off) => off());
}

/**
 * Connects the open layout to `room` on `server`. `share`: this player brings the layout (an empty room gets it);
 * otherwise this player joins and takes the room's layout.
 */
export function connectTable(server: string, room: string, share: boolean): void {
  if (!ROOM_ID.test(room)) {
    useShare.setState({ status: 'failed', error: `"${room}" is not a room name (6 to 64 letters, digits, - or _).` });
    return;
  }
  disconnectTable();
  const doc = new Y.Doc();
  const link = shareLink(window.location.href, server, room);
  useShare.setState({ status: 'connecting', room, link, error: null, localAt: null, remoteAt: null });
  const layoutLink = new LayoutLink(doc, LOCAL);
  // Another player made a new piece under the same id at the same moment: this page's piece is made again under a new id.
  layoutLink.onRemade = (ids) => {
    const moves = [...ids].map(([from, to]) => `${from} is now ${to}`).join(', ');
    useApp.getState().notify('info', `Another player made a piece with the same name at the same moment: ${moves}.`);
  };
  let applyingRemote = false;
  const takeRoomLayout = () => {
    const there = layoutLink.take();
    if (!there) return;
    applyingRemote = true;
    useApp.getState().replaceDocument(there, { path: null, name: `${room}.sightline` });
    applyingRemote = false;
  };
  // A server restarted after a crash is found within about 4 s (the provider's default backs off to 30 s).
  const socket = new HocuspocusProviderWebsocket({ url: server, maxDelay: 4000 });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: roomDocs(room).table,
    document: doc,
    token: 'sightline',
    onSynced: () => {
      // A reconnection: Yjs merged both sides' changes already; the first sync alone decides whose layout the room gets.
      if (layoutLink.linked) return;
      if (share || !readLayout(doc)) layoutLink.share(useApp.getState().history.present, useTerrain.getState().mode);
      else takeRoomLayout();
      useShare.setState({ status: 'shared' });
    },
    onClose: () => {
      if (useShare.getState().status === 'connecting') useShare.setState({ status: 'failed', error: `No table server answered at ${server}: start one with npm run serve.` });
    },
  });
  doc.on('update', (_u: Uint8Array, origin: unknown) => {
    if (origin === LOCAL || gameRunning()) return;
    const patch = layoutLink.remote();
    if (!patch) return;
    applyingRemote = true;
    useApp.getState().applyRemote((l) => applyLayoutPatch(l, patch));
    applyingRemote = false;
    useShare.setState({ remoteAt: nowMs() });
  });
  const unsubscribe = useApp.subscribe((s, prev) => {
    if (applyingRemote || !layoutLink.linked || gameRunning() || s.history.present === prev.history.present) return;
    // The moment the edit leaves this page (read before the write: the write may send it at once).
    const at = nowMs();
    if (layoutLink.local(prev.history.present, s.history.present, useTerrain.getState().mode)) useShare.setState({ localAt: at });
  });
  // A game's end puts back the layout this page had before it; the room's layout (changed meanwhile, perhaps) wins.
  const unsubscribeGame = useGame.subscribe((g, prev) => {
    if (g.state || !prev.state) return;
    queueMicrotask(() => {
      if (!gameRunning()) takeRoomLayout();
    });
  });
  // The other players' pointers, selections, rulers and sight lines (and this page's, for them): the awareness of the
  // table document, which the server relays and forgets when a connection closes.
  const presence = provider.awareness ? connectPresence(provider.awareness, playerName(window.location.search, share), localPresence) : null;
  const unfollow = presence ? followLocalPresence(presence) : () => {};
  provider.attach();
  connectGame(socket, server, room);
  session = {
    provider,
    socket,
    unsubscribe: () => {
      unsubscribe();
      unfollow();
    },
    unsubscribeGame,
    presence,
  };
}

export function disconnectTable(): void {
  if (!session) return;
  session.unsubscribe();
  session.unsubscribeGame();
  session.presence?.close();
  disconnectGame();
  session.provider.destroy();
  session.socket.destroy();
  session = null;
  useShare.setState({ status: 'off', room: null, link: null, error: null, localAt: null, remoteAt: null });
}

/** "Share table": a new room on the page's table server, with this layout in it. */
export function shareTable(): void {
  connectTable(tableServerUrl(window.location.search, window.location.hostname), newRoomId(), true);
}

/** Joins the room the page's address names (?room=...), if any: what opening a share link does. */
export function joinFromAddress(): void {
  const room = new URLSearchParams(window.location.search).get('room');
  if (room) connectTable(tableServerUrl(window.location.search, window.location.hostname), room, false);
}
