// HamWarmer's moves by hand (issue 23): what a unit may do now with positions the player chooses on the table. The offers
// (legal.ts) carry a sample of positions each and find none where no sampled spot fits (a charge round a corner, a pile
// in between bases); here every kind open now is named without positions, and applyHwr judges the player's own.
import { draftView } from '../../../game/draftView';
import { other } from '../../../game/kit';
import type { GameAction } from '../../../game/types';
import { deployActions, disembarkActions } from './deployOffers';
import { canFight, FIGHT_MOVE_IN } from './fight';
import { HWR_CHARGE_RANGE_IN, HWR_CONSOLIDATE_IN, HWR_ENGAGEMENT_IN } from './rulesetValues';
import { engaged, mustRetreat, onTableUnits, unitGap, type HwrGame } from './state';
import { eligibleUnits } from './turn';

const skeleton = (a: GameAction): GameAction => {
  const { positions: _placed, ...rest } = a;
  return rest;
};

/** The hand moves of `unitId` now, as actions without positions (GameRulesetPlugin.handMoves). */
export function hwrHandMoves(g: HwrGame, unitId: string): GameAction[] {
  const p = g.toAct;
  if (p === null || g.result) return [];
  const d = draftView(g);
  // "8. Consolidate": the unit that has just fought moves up to 2" towards the closest enemy model (or holds).
  const consolidating = g.ruleset.consolidating;
  if (consolidating) return consolidating === unitId ? [{ type: 'consolidate', player: p, unit: unitId }] : [];
  const u = eligibleUnits(d, p).find((x) => x.id === unitId);
  if (!u) return [];
  const enemies = onTableUnits(d, other(p));
  switch (g.phase) {
    case 'Deployment': {
      // The offered modes (normal, infiltrate, outflank), and a normal deployment in round 1 even where no spot was sampled.
      const offered = deployActions(d, u).map(skeleton);
      return g.round === 1 && !offered.some((a) => a.mode === undefined) ? [{ type: 'deploy', player: p, unit: u.id }, ...offered] : offered;
    }
    case 'Movement':
      if (u.embarkedIn) return disembarkActions(d, u).map(skeleton).slice(0, 1);
      if (mustRetreat(d, u)) return [];
      // "units attempting to Fall Back must be selected before any other units".
      if (engaged(d, u.id, u.player)) return d.ruleset.movedNormally[p] ? [] : [{ type: 'fall-back', player: p, unit: u.id }];
      return [{ type: 'move', player: p, unit: u.id }];
    case 'Charge':
      // "it may select one or more targets within 12"": each enemy unit in reach, whether or not a contact spot was sampled.
      return enemies.filter((t) => unitGap(d, u.id, t.id) <= HWR_CHARGE_RANGE_IN + 1e-9).map((t) => ({ type: 'charge', player: p, unit: u.id, target: t.id }));
    case 'Fight':
      // "1. Pile In" up to 2" (the fight action's positions), then each model within 1" attacks: every enemy unit a model
      // is within 1" of, or can come within 1" of by piling in.
      if (!canFight(d, u)) return [];
      return enemies.filter((t) => unitGap(d, u.id, t.id) <= HWR_ENGAGEMENT_IN + FIGHT_MOVE_IN + 1e-9).map((t) => ({ type: 'fight', player: p, unit: u.id, target: t.id }));
    default:
      return [];
  }
}

/** How far a hand move may carry a model where the move check gives no allowance before the dice (GameRulesetPlugin.handReach). */
export function hwrHandReach(_g: HwrGame, a: GameAction): { reachIn: number; name?: string; words?: string } | null {
  // "Roll 2d6. This is the maximum number of inches any model from the charging unit can move."
  if (a.type === 'charge') return { reachIn: 12, words: '2d6' };
  if (a.type === 'fight') return { reachIn: FIGHT_MOVE_IN, name: 'Pile In' };
  if (a.type === 'consolidate') return { reachIn: HWR_CONSOLIDATE_IN };
  return null;
}
