// A unit's card for the table (select a model: its unit's card shows, yours or the enemy's): the ruleset's profile and
// what every ruleset shares, the models and wounds left.
import { gamePlugin } from './registry';
import type { GameState, UnitCard } from './types';
import { unitLabels } from './kit/units';

/** The card of `unit` (a unit id, or a model id read as its unit); null when there is no such unit. */
export function unitCard(state: GameState, unitOrModel: string, unitName?: (unit: string) => string): UnitCard | null {
  const unit = state.models.find((m) => m.id === unitOrModel)?.unit ?? unitOrModel;
  const models = state.models.filter((m) => m.unit === unit);
  if (models.length === 0) return null;
  const profile = gamePlugin(state.rulesetId)?.unitProfile?.(state, unit) ?? null;
  const alive = models.filter((m) => m.onTable || m.wounds > 0);
  const name = unitLabels(state.models, unitName).get(unit) ?? unit;
  return {
    unit,
    name,
    player: models[0]!.player,
    modelsLeft: alive.length,
    modelsTotal: models.length,
    woundsLeft: alive.reduce((n, m) => n + m.wounds, 0),
    woundsTotal: models.reduce((n, m) => n + m.maxWounds, 0),
    stats: profile?.stats ?? [],
    weapons: profile?.weapons ?? [],
    status: profile?.status ?? [...new Set(models.flatMap((m) => m.statuses))],
    ...(profile?.rules ? { rules: profile.rules } : {}),
    ...(profile?.groups ? { groups: profile.groups } : {}),
    notNow: models[0]!.player === state.toAct ? [...(gamePlugin(state.rulesetId)?.whyNot?.(state, unit) ?? [])] : [],
  };
}
