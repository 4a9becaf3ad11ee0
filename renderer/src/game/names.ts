// Units by name in players' words: the ruleset's unit list, told apart when two share a name ("Line Squad (2)").
import { unitLabels, type GameState } from '../../../engine/index';

interface NamedUnit {
  readonly id: string;
  readonly name: string;
}

const isNamedUnit = (u: unknown): u is NamedUnit => typeof u === 'object' && u !== null && 'id' in u && 'name' in u && typeof u.id === 'string' && typeof u.name === 'string';

/** The ruleset's own unit list, where its state keeps one (`units` with id and name), read without trusting its shape. */
const unitsOf = (state: GameState): readonly NamedUnit[] | undefined => {
  const r: unknown = state.ruleset;
  if (typeof r !== 'object' || r === null || !('units' in r) || !Array.isArray(r.units)) return undefined;
  const list: readonly unknown[] = r.units;
  return list.filter(isNamedUnit);
};

/** A unit's own name (the ruleset's unit list, else its first model's name). */
function ownName(state: GameState, id: string): string {
  const u = unitsOf(state)?.find((x) => x.id === id);
  if (u) return u.name;
  const m = state.models.find((x) => x.id === id || x.unit === id);
  return m ? m.name : id;
}

const labelCache = new WeakMap<GameState, Map<string, string>>();

/** Every unit's label in this state: its name, numbered when the same player has two of that name. */
export function unitNames(state: GameState): Map<string, string> {
  let labels = labelCache.get(state);
  if (!labels) {
    labels = unitLabels(state.models, (u) => ownName(state, u));
    labelCache.set(state, labels);
  }
  return labels;
}

/** A unit's name in players' words (a model id is read as its unit). */
export function unitName(state: GameState, id: unknown): string {
  if (typeof id !== 'string') return String(id);
  const unit = state.models.find((m) => m.id === id)?.unit ?? id;
  return unitNames(state).get(unit) ?? ownName(state, unit);
}

/** A phase as the panel and the notices show it: capitalised ("battle" -> "Battle"; HamWarmer's "Movement" as it is). */
export const phaseName = (phase: string): string => phase.charAt(0).toUpperCase() + phase.slice(1);
