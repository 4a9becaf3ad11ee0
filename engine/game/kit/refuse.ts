// Refusals and sides: the words every ruleset uses to turn an action down, and the other player.
import { IllegalActionError, type GameAction, type PlayerIndex } from '../types';

/** Refuses `action` with `reason` in players' words (the state passed to applyAction stays untouched). */
export function illegal(reason: string, action?: GameAction): never {
  throw new IllegalActionError(reason, action);
}

/** The other player. */
export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
