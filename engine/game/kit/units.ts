// Models and units on a draft: finding them by id, a unit's models, the enemy's models, placing moved models.
import type { DraftModel, GameModel, ModelPosition, PlayerIndex } from '../types';

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
