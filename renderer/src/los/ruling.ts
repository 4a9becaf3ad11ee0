// A line-of-sight ruling in players' words: what the observer sees of the target, and the ruleset's cover verdict.
import { coverVerdict, getRuleset, lineOfSight, rulesetLosOptions, type CoverVerdict, type Layout, type LosResult } from '../../../engine/index';

export interface Ruling {
  readonly los: LosResult;
  readonly verdict: CoverVerdict;
  readonly rulesetName: string;
  /** One line a player reads out: visibility, what hides it, the verdict. */
  readonly headline: string;
  /** What the cover does under the ruleset ("Effect: -1 to hit and +1 to the Armour Save"); null when not in cover. */
  readonly effect: string | null;
  readonly details: readonly string[];
}

/** Every line of a ruling in the order the panel shows them; the exported picture writes the same lines. */
export function rulingLines(ruling: Ruling, layoutName: string): string[] {
  return [ruling.headline, ...(ruling.effect ? [ruling.effect] : []), ...ruling.details, `Layout: ${layoutName}. Judged by Sightline under ${ruling.rulesetName}.`];
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
  const effect = verdict.inCover ? `Effect: ${verdict.effect.text}` : null;
  return { los, verdict, rulesetName: ruleset.name, headline: los.visible ? `${seen} ${verdict.reason}` : verdict.reason, effect, details };
}
