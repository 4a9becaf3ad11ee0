// A ruleset's appliers: a map from action type to its handler (not a switch), typed by the ruleset's own action union.
import { IllegalActionError, type DraftState, type GameAction, type GameContext } from './types';

/**
 * A handler declared as a method, so its action parameter is checked both ways: a handler of one action type serves
 * where any GameAction arrives, because applyByType picks it by `type` (the shared fields were checked before).
 */
type Handler<R, A> = { bivariant(draft: DraftState<R>, action: A, ctx: GameContext): void }['bivariant'];

/** One handler per action type of `A`, each receiving the action narrowed to its type. */
export type Appliers<R, A extends GameAction> = {
  readonly [K in A['type']]: Handler<R, Extract<A, { readonly type: K }>>;
};

type AnyHandler<R> = (draft: DraftState<R>, action: GameAction, ctx: GameContext) => void;

/**
 * The plug-in's `apply` from its appliers: the handler of the action's type, or a refusal naming the types there are.
 * The shared fields (unit, target, positions, ...) were checked by actionShapeProblem before any handler runs.
 */
export function applyByType<R, A extends GameAction>(appliers: Appliers<R, A>, rulesetName: string): AnyHandler<R> {
  const table: Readonly<Record<string, Handler<R, GameAction>>> = appliers;
  return (draft, action, ctx) => {
    const handler = Object.prototype.hasOwnProperty.call(table, action.type) ? table[action.type] : undefined;
    if (!handler) throw new IllegalActionError(`"${String(action.type).slice(0, 40)}" is not an action in ${rulesetName}: the actions are ${Object.keys(table).join(', ')}.`, action);
    handler(draft, action, ctx);
  };
}
