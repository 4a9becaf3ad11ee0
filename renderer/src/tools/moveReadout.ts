// The drag readout's words: how far the dragged model went against the allowance the check (or the referee) gives.
import type { DragInfo } from './toolStore';
import { inches } from './measure';

/** "Moved 6.9" of 7.0": 0.1" left", or "... too far"; `moveIn` is the layout tool's Move characteristic, used only without a check. */
export function moveReadoutText(drag: DragInfo | null, moveIn: number): string {
  if (!drag) return 'Drag a model to see how far it moves.';
  const c = drag.check;
  if (c && c.allowanceIn === null) return `Moved ${inches(drag.movedIn)}.`;
  const allowance = c ? c.allowanceIn! : moveIn;
  const cost = c ? c.costIn : drag.movedIn;
  const costs = c && Math.abs(cost - drag.movedIn) > 0.05 ? ` (costs ${inches(cost)})` : '';
  return `Moved ${inches(drag.movedIn)}${costs} of ${inches(allowance)}: ${cost > allowance + 1e-6 ? `${inches(cost - allowance)} too far` : `${inches(allowance - cost)} left`}`;
}
