// The shape every action's shared fields must have, checked before a ruleset reads them: a malformed action is refused in
// players' words naming the field, and no position that is not a point on the table reaches a movement check.
import type { GameAction, GameModel, GameState } from './types';

/** The most waypoints a path may hold (a move is a few inches; more is a hostile file, not a player). */
export const MAX_PATH_WAYPOINTS = 50;
/** The longest name a unit, target or choice may have in an action. */
const MAX_NAME_CHARS = 200;

type FieldKind = 'name' | 'nameOrPoint' | 'boolean' | 'count' | 'point' | 'path' | 'positions';

/**
 * The fields rulesets share, what each must be, and what it means to a player. A ruleset reads only the fields its
 * actions use (docs/rules-engine.md); a field named here has this shape in every ruleset that reads it.
 */
const SHARED_FIELDS: Readonly<Record<string, { kind: FieldKind; what: string }>> = {
  unit: { kind: 'name', what: 'the unit that acts' },
  unitId: { kind: 'name', what: 'the unit that acts' },
  target: { kind: 'nameOrPoint', what: 'the unit it targets, or a table point (HamWarmer deep strike)' },
  targetId: { kind: 'name', what: 'the unit it targets' },
  transport: { kind: 'name', what: 'the transport' },
  spell: { kind: 'name', what: 'the spell' },
  mode: { kind: 'name', what: 'the weapon mode or way of deploying' },
  edge: { kind: 'name', what: 'the table edge' },
  goal: { kind: 'name', what: 'the goal' },
  objective: { kind: 'name', what: 'the objective' },
  order: { kind: 'name', what: 'the order' },
  goFirst: { kind: 'boolean', what: 'whether to go first (true or false)' },
  line: { kind: 'count', what: 'the attack line (a whole number)' },
  marker: { kind: 'point', what: 'the marker' },
  markerTo: { kind: 'point', what: 'where the marker moves' },
  templateAt: { kind: 'point', what: 'where the template goes' },
  path: { kind: 'path', what: 'the path' },
  positions: { kind: 'positions', what: 'where the models go' },
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** A value as a player can read it in a message (short; never "[object Object]"). */
const shown = (v: unknown): string => {
  if (v === undefined) return 'nothing';
  if (typeof v === 'number') return Number.isNaN(v) ? 'not a number' : String(v);
  let text: string;
  try {
    text = JSON.stringify(v) ?? typeof v;
  } catch {
    text = typeof v;
  }
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

function pointProblem(v: unknown, field: string, table: { widthIn: number; depthIn: number }): string | null {
  if (!isPlainObject(v)) return `${field} is a table point {x, y} in inches, got ${shown(v)}.`;
  for (const k of ['x', 'y'] as const) {
    if (!finite(v[k])) return `${field} is a table point {x, y} in inches: its ${k} must be a number, got ${shown(v[k])}.`;
  }
  return offTable(v.x as number, v.y as number, table) ? `${field} (${shown(v.x)}, ${shown(v.y)}) is off the ${table.widthIn}" x ${table.depthIn}" table.` : null;
}

const offTable = (x: number, y: number, t: { widthIn: number; depthIn: number }): boolean => x < 0 || y < 0 || x > t.widthIn || y > t.depthIn;

/** Every entry of `positions`: a model of this game, at a finite point on the table, an optional finite facing. */
function positionsProblem(v: unknown, models: readonly GameModel[], table: { widthIn: number; depthIn: number }): string | null {
  if (!isPlainObject(v)) return `positions must list where each model goes, {modelId: {x, y}}, got ${shown(v)}.`;
  const ids = Object.keys(v);
  if (ids.length > models.length) return `positions lists ${ids.length} models, but the game has only ${models.length}.`;
  for (const id of ids) {
    const m = models.find((x) => x.id === id);
    if (!m) return `positions names "${id.slice(0, 60)}", which is not a model in this game.`;
    const who = `${m.name} (${m.id})`;
    const p = v[id];
    if (!isPlainObject(p)) return `positions.${id}: where ${who} goes must be {x, y} in inches, got ${shown(p)}.`;
    const extra = Object.keys(p).find((k) => k !== 'x' && k !== 'y' && k !== 'facingDeg');
    if (extra !== undefined) return `positions.${id}: where ${who} goes has only x, y and facingDeg, not "${extra.slice(0, 40)}".`;
    for (const k of ['x', 'y'] as const)
      if (!finite(p[k])) return `positions.${id}.${k}: ${who}'s ${k} must be a number of inches, got ${shown(p[k])}.`;
    if (p.facingDeg !== undefined && !finite(p.facingDeg))
      return `positions.${id}.facingDeg: ${who}'s facing must be a number of degrees, got ${shown(p.facingDeg)}.`;
    const x = p.x as number, y = p.y as number;
    if (offTable(x, y, table))
      return `positions.${id}: ${who} would stand off the table at (${shown(x)}, ${shown(y)}); the table is ${table.widthIn}" x ${table.depthIn}".`;
  }
  return null;
}

/**
 * Why the shared fields of `action` are malformed (the field named, in players' words), or null when they are fine.
 * Cheap (no geometry): applyAction runs it before any rule, so nothing walks a path to a point that is not on the table.
 */
export function actionShapeProblem(state: GameState, action: GameAction): string | null {
  const table = state.setup.layout.table;
  for (const [field, value] of Object.entries(action)) {
    const spec = SHARED_FIELDS[field];
    if (!spec) continue;
    const what = `${field} (${spec.what})`;
    switch (spec.kind) {
      case 'name':
        if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NAME_CHARS) return `${what} must be a name, got ${shown(value)}.`;
        break;
      case 'nameOrPoint':
        if (isPlainObject(value)) {
          const p = pointProblem(value, field, table);
          if (p) return p;
        } else if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NAME_CHARS) return `${what} must be a name or a point {x, y}, got ${shown(value)}.`;
        break;
      case 'boolean':
        if (typeof value !== 'boolean') return `${what} must be true or false, got ${shown(value)}.`;
        break;
      case 'count':
        if (!Number.isInteger(value)) return `${what} must be a whole number, got ${shown(value)}.`;
        break;
      case 'point': {
        const p = pointProblem(value, field, table);
        if (p) return p;
        break;
      }
      case 'path': {
        if (!Array.isArray(value) || value.length > MAX_PATH_WAYPOINTS)
          return `path must be a list of up to ${MAX_PATH_WAYPOINTS} [x, y] waypoints in inches, got ${shown(value)}.`;
        for (let i = 0; i < value.length; i++) {
          const w: unknown = value[i];
          if (!Array.isArray(w) || w.length !== 2 || !finite(w[0]) || !finite(w[1])) return `path[${i}] must be a waypoint [x, y] in inches, got ${shown(w)}.`;
          if (offTable(w[0], w[1], table)) return `path[${i}] (${w[0]}, ${w[1]}) is off the ${table.widthIn}" x ${table.depthIn}" table.`;
        }
        break;
      }
      case 'positions': {
        const p = positionsProblem(value, state.models, table);
        if (p) return p;
        break;
      }
    }
  }
  return null;
}

/**
 * A reason for an action a ruleset could not read (it threw something other than a refusal): the fields the moves of
 * this type offered now have and this one lacks or has in another form, else the fields such a move takes.
 */
export function unreadableActionReason(action: GameAction, offered: readonly GameAction[]): string {
  const same = offered.filter((a) => a.type === action.type);
  const kind = (v: unknown) => (Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v);
  if (same.length === 0) return `"${action.type.slice(0, 40)}" is not an action player ${action.player + 1} can take now.`;
  const fields = [...new Set(same.flatMap((a) => Object.keys(a)))].filter((k) => k !== 'type' && k !== 'player');
  for (const f of fields) {
    const always = same.every((a) => f in a);
    if (!(f in action) && always) return `This ${action.type} names no ${f}${SHARED_FIELDS[f] ? ` (${SHARED_FIELDS[f].what})` : ''}.`;
    const kinds = new Set(same.filter((a) => f in a).map((a) => kind(a[f])));
    if (f in action && !kinds.has(kind(action[f])))
      return `${f}${SHARED_FIELDS[f] ? ` (${SHARED_FIELDS[f].what})` : ''} must be a ${[...kinds].join(' or ')}, got ${shown(action[f])}.`;
  }
  return `This ${action.type} cannot be read: a ${action.type} has ${fields.length ? fields.join(', ') : 'only type and player'}.`;
}

/** Whether a ruleset's refusal reads as a leak of the program's values rather than words ("undefined is not ..."). */
export const looksLikeRawValue = (reason: string): boolean => /\bundefined\b|\bNaN\b|\[object |is not a function|Cannot read prop|\bnull is\b/.test(reason);
