// coverVerdict: a LOS result read through a ruleset's cover model, with the reason in players' words.
import type { LosResult } from '../los/types';
import type { Layout } from '../types';
import { baseShareInTerrain } from './coverArea';
import type { CoverVerdict, Ruleset } from './types';
import { HIDDEN_EFFECT, NO_EFFECT } from './types';

const pct = (x: number): string => `${Math.round(x * 100)}%`;

const pieceName = (layout: Layout, i: number): string => {
  const p = layout.terrain[i];
  return p ? (p.name ?? p.id) : 'terrain';
};

/** Share of the silhouette hidden by terrain (optionally only pieces with `trait`), and the pieces doing most of it. */
export function terrainConcealment(los: LosResult, layout: Layout, trait?: string): { share: number; pieces: string } {
  const byPiece = new Map<number, number>();
  let share = 0;
  for (let r = 0; r < los.rays.count; r++) {
    const i = los.rays.terrainIndex[r]!;
    if (i < 0) continue;
    if (trait && !layout.terrain[i]?.traits.includes(trait as never)) continue;
    const w = los.rays.weights[r]!;
    share += w;
    byPiece.set(i, (byPiece.get(i) ?? 0) + w);
  }
  const top = [...byPiece.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([i]) => pieceName(layout, i));
  return { share, pieces: top.join(', ') };
}

function hiddenVerdict(ruleset: Ruleset, los: LosResult, layout: Layout, fromDefault: boolean): CoverVerdict {
  const t = terrainConcealment(los, layout);
  const by = t.pieces ? ` (by ${t.pieces}${los.concealedByModels > 0 ? ' and other models' : ''})` : los.concealedByModels > 0 ? ' (by other models)' : '';
  return {
    inCover: false, tier: 'hidden', effect: HIDDEN_EFFECT, fromDefault,
    reason: `Not visible: every line to ${los.targetId} is blocked${by}. Cannot be targeted under ${ruleset.name}.`,
  };
}

export function verdictFor(ruleset: Ruleset, los: LosResult, layout: Layout): CoverVerdict {
  const coverDefault = ruleset.defaults.find((d) => d.key === 'cover');
  const fromDefault = coverDefault !== undefined;
  if (!los.visible) return hiddenVerdict(ruleset, los, layout, fromDefault);
  const c = ruleset.cover;
  const prefix = fromDefault ? `${ruleset.name} has no cover rule (Sightline default). ` : '';
  switch (c.kind) {
    case 'concealed-share': {
      const t = terrainConcealment(los, layout);
      const inCover = t.share > c.threshold;
      const what = `${pct(t.share)} hidden by terrain${t.pieces ? ` (${t.pieces})` : ''}.`;
      // A ruleset with no cover rule: say so plainly and name the default that decided, never "in cover under <ruleset>".
      const reason = coverDefault
        ? `${ruleset.name} has no cover rule. ${what} Sightline's named default "cover" (${String(coverDefault.value)}) says: ${inCover ? 'in cover' : 'not in cover'}.`
        : `${what} ${inCover ? 'In cover' : 'Not in cover'} under ${ruleset.name} (needs more than ${pct(c.threshold)}).`;
      return { inCover, tier: inCover ? 'full' : 'none', effect: inCover ? c.effect : NO_EFFECT, fromDefault, reason };
    }
    case 'area-or-obscured': {
      const target = layout.models.find((m) => m.id === los.targetId);
      const inArea = target ? baseShareInTerrain(layout, target) : { share: 0, pieceIndex: -1 };
      const t = terrainConcealment(los, layout);
      const byArea = inArea.share >= c.areaShare;
      const obscured = t.share > 0;
      const inCover = byArea || obscured;
      const parts = [
        `${pct(inArea.share)} of the base inside cover terrain${inArea.pieceIndex >= 0 ? ` (${pieceName(layout, inArea.pieceIndex)})` : ''}`,
        obscured ? `partly obscured by ${t.pieces} (${pct(t.share)})` : 'not obscured by terrain',
      ];
      return {
        inCover, tier: inCover ? 'full' : 'none', effect: inCover ? c.effect : NO_EFFECT, fromDefault,
        reason: `${prefix}${parts.join('; ')}. ${inCover ? 'In cover' : 'Not in cover'} under ${ruleset.name} (at least ${pct(c.areaShare)} inside, or any part obscured).`,
      };
    }
    case 'tiered': {
      const t = terrainConcealment(los, layout, c.trait);
      const s = t.share;
      const tier = s <= 0 ? 'none' : s < 0.5 ? 'half' : s > 0.5 ? 'full' : c.atHalf;
      const effect = tier === 'half' ? c.half : tier === 'full' ? c.full : NO_EFFECT;
      const note = s === 0.5 ? ` Exactly half: Sightline default gives ${c.atHalf} cover.` : '';
      const label = tier === 'none' ? 'No cover' : tier === 'half' ? 'Half cover' : 'Full cover';
      return {
        inCover: tier !== 'none', tier, effect, fromDefault,
        reason: `${prefix}${pct(s)} obscured by ${c.trait ?? ''} terrain${t.pieces ? ` (${t.pieces})` : ''}. ${label} under ${ruleset.name}.${note}`.replace('  ', ' '),
      };
    }
  }
}
