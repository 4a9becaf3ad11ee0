// Presence at a shared table: where the other player's pointer is on the table, what they have selected, and the ruler or
// sight line they are drawing, carried by the table document's Yjs awareness (never stored, gone when they leave). This
// page publishes its own at most PRESENCE_INTERVAL_MS apart (a pointer moves on every frame); the other players' states
// are read through parsePresence, since any client can put anything in its awareness.
import type { Awareness } from 'y-protocols/awareness';
import { create } from 'zustand';
import type { Anchor } from '../tools/measure';

/** At most 20 presence updates a second from one page: a pointer at 144 Hz would be 144. */
export const PRESENCE_INTERVAL_MS = 50;
/** Names are cut to this length, selections to this many ids (each of those to 64 characters). */
export const MAX_NAME_CHARS = 40;
export const MAX_SELECTED = 64;
/** At most this many other players are shown: a room a hostile client filled with connections draws no more. */
export const MAX_PEERS = 8;
const MAX_ID_CHARS = 64;

/**
 * Player colours for presence, apart from the side colours (blue, red), the felt's green, and the grid's and rulers'
 * white, cream and amber (a yellow was lost among the grid lines).
 */
export const PRESENCE_COLORS = ['#ff5fd2', '#ff8c1a', '#a78bfa', '#22d3ee', '#7dff6b'] as const;

export interface TablePoint {
  readonly x: number;
  readonly y: number;
}

/** One player's presence, as it travels in the awareness state (table inches, ids of the shared layout). */
export interface Presence {
  readonly name: string;
  readonly color: string;
  /** Where the pointer is on the table; null off the table. */
  readonly pointer: TablePoint | null;
  readonly selection: { readonly models: readonly string[]; readonly terrain: readonly string[] };
  /** The ruler being drawn (not yet pinned), from its anchor to where the pointer is. */
  readonly ruler: { readonly from: Anchor; readonly to: Anchor } | null;
  /** The line of sight being checked: observer and, once picked, target. */
  readonly sight: { readonly observerId: string; readonly targetId: string | null } | null;
}

/** Another player at the table: the awareness client id and what it shows. */
export interface Peer {
  readonly clientId: number;
  readonly presence: Presence;
}

export const colorFor = (clientId: number): string => PRESENCE_COLORS[Math.abs(clientId) % PRESENCE_COLORS.length]!;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** Table coordinates far outside any table are somebody's mistake or mischief: limited to a mile. */
const coord = (v: unknown): v is number => finite(v) && Math.abs(v) < 63_360;

function point(v: unknown): TablePoint | null {
  return isRecord(v) && coord(v.x) && coord(v.y) ? { x: v.x, y: v.y } : null;
}

function ids(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  return v.filter((i): i is string => typeof i === 'string' && i.length > 0 && i.length <= MAX_ID_CHARS).slice(0, MAX_SELECTED);
}

const id = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_CHARS ? v : null);

function anchor(v: unknown): Anchor | null {
  if (!isRecord(v)) return null;
  if (v.kind === 'model') {
    const m = id(v.id);
    return m ? { kind: 'model', id: m } : null;
  }
  if (v.kind === 'point' && coord(v.x) && coord(v.y)) return v.z === undefined || !coord(v.z) ? { kind: 'point', x: v.x, y: v.y } : { kind: 'point', x: v.x, y: v.y, z: v.z };
  return null;
}

/**
 * Another client's awareness state as presence, or null when it holds none (a client of the game document, a tool's
 * reader). Whatever is malformed in it is dropped, field by field: a bad colour becomes the client's own, a long name is
 * cut, a selection of a thousand ids keeps the first MAX_SELECTED.
 */
export function parsePresence(state: unknown, clientId: number): Presence | null {
  if (!isRecord(state) || !isRecord(state.presence)) return null;
  const p = state.presence;
  const name = typeof p.name === 'string' && p.name.trim() ? p.name.trim().slice(0, MAX_NAME_CHARS) : `Player ${clientId % 1000}`;
  const color = typeof p.color === 'string' && /^#[0-9a-f]{6}$/i.test(p.color) ? p.color : colorFor(clientId);
  const sel = isRecord(p.selection) ? p.selection : {};
  const from = isRecord(p.ruler) ? anchor(p.ruler.from) : null;
  const to = isRecord(p.ruler) ? anchor(p.ruler.to) : null;
  const observerId = isRecord(p.sight) ? id(p.sight.observerId) : null;
  return {
    name,
    color,
    pointer: point(p.pointer),
    selection: { models: ids(sel.models), terrain: ids(sel.terrain) },
    ruler: from && to ? { from, to } : null,
    sight: observerId && isRecord(p.sight) ? { observerId, targetId: id(p.sight.targetId) } : null,
  };
}

/** The other players' presence in an awareness (this client's own left out), in client order, at most MAX_PEERS. */
export function peersOf(awareness: Pick<Awareness, 'clientID' | 'getStates'>): Peer[] {
  const peers: Peer[] = [];
  for (const [clientId, state] of awareness.getStates()) {
    if (clientId === awareness.clientID) continue;
    const presence = parsePresence(state, clientId);
    if (presence) peers.push({ clientId, presence });
  }
  return peers.sort((a, b) => a.clientId - b.clientId).slice(0, MAX_PEERS);
}

/**
 * Sends at most once every `intervalMs`: the first change at once, the ones after it within the interval as one send at
 * its end (of whatever is newest then), so the last pointer position always arrives.
 */
export class Throttle {
  private lastAt = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly intervalMs: number,
    private readonly send: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Something changed: send now, or once the interval since the last send is over. */
  changed(): void {
    if (this.timer !== null) return;
    const wait = this.lastAt + this.intervalMs - this.now();
    if (wait <= 0) return this.fire();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.fire();
    }, wait);
  }

  /** Drops a send that is waiting (the page leaves the table). */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private fire(): void {
    this.lastAt = this.now();
    this.send();
  }
}

export interface PresenceUi {
  /** The other players at the table, with what they show. */
  peers: Peer[];
  /** This page's own name and colour at the table, while shared. */
  self: { name: string; color: string } | null;
}

export const usePresence = create<PresenceUi>()(() => ({ peers: [], self: null }));

/** What this page shows the others; read from its stores when a send is due. */
export type LocalPresence = () => Omit<Presence, 'name' | 'color' | 'pointer'>;

export interface PresenceLink {
  /** The pointer moved on the table (null: it left the table). */
  pointer(p: TablePoint | null): void;
  /** Something the local presence reads changed (selection, ruler, sight line). */
  changed(): void;
  /** This player's name as the others see it from now on (blank: kept as it was). */
  rename(name: string): void;
  /** Stops publishing and forgets the other players (the awareness itself goes with its provider). */
  close(): void;
}

/** The pointer this page shows, for the scene (set while a table is shared). */
let link: PresenceLink | null = null;
export const presenceLink = (): PresenceLink | null => link;

/**
 * Publishes this page's presence in `awareness` (throttled) and keeps usePresence's peers up to date with the others'.
 * `name` is how the others see this player.
 */
export function connectPresence(awareness: Awareness, name: string, local: LocalPresence, intervalMs = PRESENCE_INTERVAL_MS): PresenceLink {
  let self = { name: name.trim().slice(0, MAX_NAME_CHARS) || 'Player', color: colorFor(awareness.clientID) };
  let pointer: TablePoint | null = null;
  const publish = () => awareness.setLocalStateField('presence', { ...self, pointer, ...local() } satisfies Presence);
  const throttle = new Throttle(intervalMs, publish);
  const onChange = () => usePresence.setState({ peers: peersOf(awareness) });
  awareness.on('change', onChange);
  usePresence.setState({ self, peers: peersOf(awareness) });
  publish();
  const made: PresenceLink = {
    pointer: (p) => {
      if (p === pointer || (p && pointer && p.x === pointer.x && p.y === pointer.y)) return;
      pointer = p;
      throttle.changed();
    },
    changed: () => throttle.changed(),
    rename: (to) => {
      const cut = to.trim().slice(0, MAX_NAME_CHARS);
      if (!cut || cut === self.name) return;
      self = { ...self, name: cut };
      usePresence.setState({ self });
      throttle.changed();
    },
    close: () => {
      throttle.cancel();
      awareness.off('change', onChange);
      if (link === made) link = null;
      usePresence.setState({ peers: [], self: null });
    },
  };
  link = made;
  return made;
}
