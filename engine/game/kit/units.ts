// Models and units on a draft: finding them by id, a unit's models, the enemy's models, placing moved models.
import type { DraftModel, GameModel, ModelPosition, PlayerIndex } from '../types';

/** A player as the log and the panels name them: "Player 1", "Player 2". */
export const playerName = (p: PlayerIndex): string => `Player ${p + 1}`;

/**
 * A name made possessive as the log and the action words use it: "Ash Brutes' activation" for a name ending in s (a unit's
 * name is mostly a plural), "Captain's" otherwise.
 */
export const possessive = (name: string): string => (/s$/.test(name) ? `${name}'` : `${name}'s`);

/**
 * The model group of a model in an army file of units with model groups (HamWarmer's and AltHammer's), read from the
 * model's id `p1-u3-g0-2`: player 1, unit 3, model group 0, the third model.
 */
export function modelGroup<G>(army: { readonly units: readonly { readonly models: readonly G[] }[] }, modelId: string): G {
  const match = /-u(\d+)-g(\d+)-\d+$/.exec(modelId);
  const group = match ? army.units[Number(match[1])]?.models[Number(match[2])] : undefined;
  if (group === undefined) throw new Error(`model ${modelId} names no model group of its army`);
  return group;
}

interface HasModels<M> {
  readonly models: readonly M[];
}

/** The model with `id` (throws a program error when there is none: ids come from the state, never from players). */
export function modelById<M extends GameModel>(d: HasModels<M>, id: string): M {
  const m = d.models.find((x) => x.id === id);
  if (!m) throw new Error(`No model ${id} in this game`);
  return m;
}

/** The draft's own copy of a model, to change in place. */
export const draftModel = (d: { models: DraftModel[] }, id: string): DraftModel => modelById(d, id);

/** A unit's models (on the table or not), in the order the game lists them. */
export const modelsOfUnit = <M extends GameModel>(d: HasModels<M>, unit: string): M[] => d.models.filter((m) => m.unit === unit);

/** A unit's models on the table. */
export const unitOnTable = <M extends GameModel>(d: HasModels<M>, unit: string): M[] => d.models.filter((m) => m.unit === unit && m.onTable);

/** The models on the table of the player opposing `player`. */
export const enemyModels = <M extends GameModel>(d: HasModels<M>, player: PlayerIndex): M[] => d.models.filter((m) => m.onTable && m.player !== player);

/** Moves each model of `moved` to its new place (and facing, when given). */
export function placeModels(d: { models: DraftModel[] }, moved: ReadonlyMap<string, ModelPosition>): void {
  for (const [id, p] of moved) {
    const m = draftModel(d, id);
    m.x = p.x;
    m.y = p.y;
    if (p.facingDeg !== undefined) m.facingDeg = p.facingDeg;
  }
}

/** A model as it would stand at `p`. */
export const modelAt = <M extends GameModel>(m: M, p: ModelPosition | undefined): M => (p ? { ...m, x: p.x, y: p.y, facingDeg: p.facingDeg ?? m.facingDeg } : m);

/**
 * Each unit's name as players tell units apart: its own name, or "Line Squad (2)" when the same player has two units of
 * that name (numbered in the order the army lists them). Keyed by unit id.
 */
export function unitLabels(models: readonly GameModel[], unitName: (unit: string) => string = (u) => models.find((m) => m.unit === u)?.name ?? u): Map<string, string> {
  const units: { unit: string; player: PlayerIndex }[] = [];
  const seen = new Set<string>();
  for (const m of models) if (!seen.has(m.unit)) (seen.add(m.unit), units.push({ unit: m.unit, player: m.player }));
  const count = new Map<string, number>();
  for (const u of units) count.set(`${u.player}|${unitName(u.unit)}`, (count.get(`${u.player}|${unitName(u.unit)}`) ?? 0) + 1);
  const nth = new Map<string, number>();
  const out = new Map<string, string>();
  for (const u of units) {
    const name = unitName(u.unit);
    const key = `${u.player}|${name}`;
    const k = (nth.get(key) ?? 0) + 1;
    nth.set(key, k);
    out.set(u.unit, count.get(key)! > 1 ? `${name} (${k})` : name);
  }
  return out;
}

/**
 * An action's unit fields as its meaning reads them: `known` keeps an id of one of the game's `units` (anything else is
 * null), `named` says a unit as players tell units apart (unitLabels), "a unit" for none.
 */
export function unitWords(models: readonly GameModel[], units: readonly { readonly id: string; readonly name: string }[]): { known(id: unknown): string | null; named(id: string | null): string } {
  const labels = unitLabels(models, (id) => units.find((u) => u.id === id)?.name ?? 'a unit');
  return {
    known: (id) => (typeof id === 'string' && units.some((u) => u.id === id) ? id : null),
    named: (id) => (id === null ? 'a unit' : (labels.get(id) ?? 'a unit')),
  };
}

