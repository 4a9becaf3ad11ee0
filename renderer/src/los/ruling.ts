// A line-of-sight ruling in players' words: what the observer sees of the target, and the ruleset's cover verdict.
import { coverVerdict, getRuleset, lineOfSight, rulesetLosOptions, type CoverVerdict, type Layout, type LosResult } from '../../../engine/index';

export interface Ruling {
  readonly los: LosResult;
  readonly verdict: CoverVerdict;
  readonly rulesetName: string;
  /** One line a player reads out: visibility, what hides it, the verdict. */
  readonly headline: string;
  readonly details: readonly string[];
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

export function computeRuling(layout: Layout, rulesetId: string, observerId: string, targetId: string): Ruling | null {
  if (!layout.models.some((m) => m.id === observerId) || !layout.models.some((m) => m.id === targetId)) return null;
  const ruleset = getRuleset(rulesetId);
  const los = lineOfSight(layout, observerId, targetId, rulesetLosOptions(rulesetId));
  const verdict = coverVerdict(rulesetId, los, layout);
  const seen = los.visible ? `Visible: ${pct(los.visibleFraction)} of ${targetId} can be seen from ${observerId}.` : `Not visible: ${observerId} cannot see any of ${targetId}.`;
  const details = [
    `Hidden by terrain: ${pct(los.concealedByTerrain)}. Hidden by other models: ${pct(los.concealedByModels)}.`,
    `${los.rays.count} rays from ${observerId}'s eye (${Math.round(ruleset.losOptions.eyeHeightFraction * 100)}% of its height) to points spread over ${targetId} as seen from there.`,
    verdict.fromDefault ? `${ruleset.name} says nothing about cover here: Sightline's named default decided (see the ruleset's defaults).` : `Rule: ${ruleset.name}.`,
  ];
  return { los, verdict, rulesetName: ruleset.name, headline: los.visible ? `${seen} ${verdict.reason}` : verdict.reason, details };
}
