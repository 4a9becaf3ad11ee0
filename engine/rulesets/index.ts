// Public face of engine/rulesets: the registry of rulesets, and cover verdicts read through them.
import type { LosResult } from '../los/types';
import type { Layout } from '../types';
import { ALTHAMMER } from './althammer/index';
import { verdictFor } from './cover';
import { HAMMER_WARS } from './hammer-wars/index';
import { HAMWARMER } from './hamwarmer/index';
import { NUCERIA } from './nuceria/index';
import { REGLAS_BASICAS } from './reglas-basicas/index';
import type { CoverVerdict, Ruleset } from './types';

export * from './types';
export { baseShareInTerrain, clipPolygonByConvex } from './coverArea';
export { terrainConcealment } from './cover';
export { ALTHAMMER, HAMMER_WARS, HAMWARMER, NUCERIA, REGLAS_BASICAS };

/** Every registered ruleset, by id. */
export const RULESETS: Readonly<Record<string, Ruleset>> = Object.fromEntries(
  [HAMWARMER, HAMMER_WARS, ALTHAMMER, REGLAS_BASICAS, NUCERIA].map((r) => [r.id, r]),
);

export const RULESET_IDS = Object.keys(RULESETS);

export function getRuleset(id: string): Ruleset {
  const r = RULESETS[id];
  if (!r) throw new Error(`Unknown ruleset "${id}". Known rulesets: ${RULESET_IDS.join(', ')}.`);
  return r;
}

/** Line-of-sight options a ruleset asks for (which blockers count, eye height). */
export const rulesetLosOptions = (id: string): Ruleset['losOptions'] => getRuleset(id).losOptions;

/** Whether the target of `los` is in cover under the ruleset, which tier, why, and what it does. */
export function coverVerdict(rulesetId: string, los: LosResult, layout: Layout): CoverVerdict {
  return verdictFor(getRuleset(rulesetId), los, layout);
}
