// HamWarmer 24.5 transports (001_9d9921dd118cdf65.txt "Transports"): embarking, disembarking and wrecks, as pure checks.
import { edgeDistance } from '../../../measure/distance';
import type { PlacedBase } from '../../../types';
import { baseExtentIn } from './deployment';

export const TRANSPORT_RANGE_IN = 3;
export const TRANSPORT_ENEMY_IN = 1;

export interface TransportCheck {
  readonly unitName: string;
  readonly unitModels: readonly PlacedBase[];
  /** The unit is Infantry ("the number of friendly Infantry models that can be transported"). */
  readonly infantry: boolean;
  readonly transport: PlacedBase & { readonly name: string; readonly capacity: number; readonly carried: number };
  readonly enemies: readonly PlacedBase[];
  readonly disembarkedThisTurn?: boolean;
}

/**
 * "A unit that ends its Move in the movement phase wholly within 3" of a friendly Transport can enter it. The unit and the
 * Transport cannot be within 1" of any enemy models." "A unit cannot Embark and Disembark in the same turn." Capacity is
 * "the number of friendly Infantry models that can be transported".
 */
export function embarkProblem(c: TransportCheck): string | null {
  const t = c.transport;
  if (!c.infantry) return `${c.unitName} cannot embark: only Infantry models can be transported.`;
  if (c.disembarkedThisTurn) return `${c.unitName} cannot embark: "A unit cannot Embark and Disembark in the same turn."`;
  if (t.carried + c.unitModels.length > t.capacity) return `${c.unitName} cannot embark: ${t.name} has room for ${t.capacity - t.carried} more models.`;
  // "wholly within 3"": the far side of each base within 3" of the transport (base extent added to the edge gap).
  for (const m of c.unitModels)
    if (edgeDistance(m, t) + 2 * baseExtentIn(m.base) > TRANSPORT_RANGE_IN + 1e-9) return `${c.unitName} cannot embark: every model must be wholly within 3" of ${t.name}.`;
  for (const e of c.enemies) {
    if (edgeDistance(t, e) <= TRANSPORT_ENEMY_IN) return `${c.unitName} cannot embark: ${t.name} is within 1" of an enemy model.`;
    for (const m of c.unitModels) if (edgeDistance(m, e) <= TRANSPORT_ENEMY_IN) return `${c.unitName} cannot embark: a model is within 1" of an enemy model.`;
  }
  return null;
}

/** "Deploy all models from the unit within 3" of the Transport ... No model can be deployed within 1" of an enemy model." */
export function disembarkProblem(unitName: string, placed: readonly PlacedBase[], transport: PlacedBase & { name: string }, enemies: readonly PlacedBase[], embarkedThisTurn = false): string | null {
  if (embarkedThisTurn) return `${unitName} cannot disembark: "A unit cannot Embark and Disembark in the same turn."`;
  for (const m of placed) {
    if (edgeDistance(m, transport) > TRANSPORT_RANGE_IN) return `${unitName} must disembark within 3" of ${transport.name}.`;
    for (const e of enemies) if (edgeDistance(m, e) <= TRANSPORT_ENEMY_IN) return `${unitName} cannot disembark within 1" of an enemy model.`;
  }
  return null;
}

/** "roll 1d6 for each model inside the transport. On a 6+, the model is destroyed." Returns the indices destroyed. */
export const wreckCasualties = (faces: readonly number[]): number[] => faces.flatMap((f, i) => (f >= 6 ? [i] : []));
