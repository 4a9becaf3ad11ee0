// HamWarmer's Deployment phase (001_9d9921dd118cdf65.txt "1: DEPLOYMENT", "Special Deployment Modes"): a unit deployed in
// its zone, kept in Reserves, arriving from Reserves at the edge, by Infiltrate, Outflank or Deep Strike. Each placement is
// one check (deployProblem) that the referee and the offers share.
import { boardOf } from '../../../game/board';
import { draftModel, illegal, modelAt, other, placeModels, readUnitPositions, unitOnTable } from '../../../game/kit';
import type { GameContext, GameModel, ModelPosition } from '../../../game/types';
import { deepStrike } from '../../../templates/deepStrike';
import type { HwrActionOf } from './actions';
import { checkArmiesLeft, dealDamage, wounded } from './damage';
import { DEEP_STRIKE_ENEMY_IN, deepStrikeMishapWounds } from './deepStrike';
import { baseWithinZone, infiltratePlacementProblem, reservesPlacementProblem, scenarioZone } from './deployment';
import { nearestFreeSpot, setUpProblem } from './placement';
import { aliveModels, onTableUnits, playerName, unitLabel, type HwrDraft, type HwrUnitState } from './state';
import { rollScatter } from './templateShots';
import { sight } from './weapons';

export type DeployMode = 'normal' | 'infiltrate' | 'outflank';

/**
 * Infiltrate: "Deploy the unit anywhere on the table that is more than 9" from an enemy unit that is not within Line of Sight,
 * or more than 12" from any enemy unit that is within Line of Sight" (within sight: any of the enemy unit's first three
 * models sees any model of the unit where it would stand; named default deployment.infiltrateSight).
 */
export function infiltrateProblem(d: HwrDraft, u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>): string | null {
  const models = aliveModels(d, u);
  const board = boardOf({ setup: d.setup, models: d.models.map((m) => (moved.has(m.id) ? { ...modelAt(m, moved.get(m.id)), onTable: true } : m)) });
  const enemyUnits = onTableUnits(d, other(u.player)).map((e) => {
    const ems = unitOnTable(d, e.id);
    return { models: ems, visible: models.some((m) => ems.slice(0, 3).some((x) => sight(board, x.id, m.id).visible)) };
  });
  return infiltratePlacementProblem(models.map((m) => modelAt(m, moved.get(m.id))), enemyUnits);
}

/**
 * Why the unit may not be deployed at `moved` with `mode`, or null: its special rule for the mode, the place the mode asks
 * for (the zone in the first Deployment phase; the table edge from Reserves; anywhere far enough for Infiltrate), then every
 * model standing clear and the unit in Unit Coherency.
 */
export function deployProblem(d: HwrDraft, u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>, mode: DeployMode): string | null {
  const models = aliveModels(d, u);
  if (mode !== 'normal' && !u.rules.includes(mode === 'infiltrate' ? 'Infiltrate' : 'Outflank'))
    return `${u.name} does not have the ${mode === 'infiltrate' ? 'Infiltrate' : 'Outflank'} special rule.`;
  const zone = scenarioZone(d.setup.layout.table, u.player);
  let where: ((m: GameModel, p: ModelPosition) => string | null) | undefined;
  if (mode === 'infiltrate') {
    const why = infiltrateProblem(d, u, moved);
    if (why) return why;
  } else if (d.round === 1) {
    if (mode === 'outflank') return `"A unit with Outflank can deploy from Reserves": ${u.name} outflanks from the second Deployment phase on.`;
    where = (m, p) => (baseWithinZone(modelAt(m, p), zone) ? null : `${m.name} (${m.id}) must be placed wholly within your Deployment Zone (named default scenario.deployment: 12" from your long edge)`);
  } else {
    const placed = models.map((m) => modelAt(m, moved.get(m.id)));
    const why = reservesPlacementProblem(placed, { table: d.setup.layout.table, zone, enemies: d.models.filter((e) => e.onTable && e.player !== u.player), outflank: mode === 'outflank' });
    if (why) return why;
  }
  return setUpProblem(d, u.name, models, moved, where);
}

/** Deploys the unit (in its zone, from Reserves, by Infiltrate or Outflank). */
export function deployUnit(d: HwrDraft, a: HwrActionOf<'deploy'>, ctx: GameContext, u: HwrUnitState): void {
  const models = aliveModels(d, u);
  const moved = readUnitPositions(a, models, true, u.name);
  const mode = a.mode === undefined ? 'normal' : a.mode;
  if (mode !== 'normal' && mode !== 'infiltrate' && mode !== 'outflank') illegal(`A deploy's mode is "infiltrate" or "outflank" (or none); "${String(mode)}" is not one.`, a);
  const why = deployProblem(d, u, moved, mode);
  if (why) illegal(why, a);
  for (const m of models) draftModel(d, m.id).onTable = true;
  placeModels(d, moved);
  u.placed = true;
  // "A unit that enters from Reserves / Infiltrates / Outflanks cannot Move in the Movement phase, but counts as having Moved
  // on the turn it arrives."
  if (d.round > 1 || mode !== 'normal') {
    u.arrivedRound = d.round;
    u.movedRound = d.round;
  }
  u.reserves = false;
  ctx.say(`${playerName(u.player)} deploys ${u.name}${mode === 'infiltrate' ? ' by Infiltrate' : mode === 'outflank' ? ' by Outflank' : d.round > 1 ? ' from Reserves' : ''}.`, u.player);
}

/** "reserve": kept in Reserves at the first Deployment phase; "keep": it stays there this phase. */
export function keepInReserves(d: HwrDraft, a: HwrActionOf<'reserve' | 'keep'>, ctx: GameContext, u: HwrUnitState): void {
  u.reserves = true;
  ctx.say(`${unitLabel(u)} ${a.type === 'reserve' ? 'is kept in Reserves' : 'stays in Reserves'}.`, u.player);
}

/**
 * Deep Strike (001: "A unit can enter from Reserves by Deep Strike. Place one model from the unit anywhere on the board that
 * is more than 1" away from an enemy model. Then, roll the Scatter Die and move the model 2d6" in the direction indicated ...
 * deploy any other models in the unit in base-to-base contact with it, forming a ring"). `target` is where the first model
 * is placed. A mishap ("inside Terrain, within 1" of an enemy model, or on top of a friendly model"): "the model takes 2d6
 * Mortal Wounds and is placed as close as possible to its original position by the opposing player" (named defaults
 * deepStrike.mishap and deepStrike.replace): after the models that landed well, each at the free spot nearest the aim.
 */
export function deepStrikeUnit(d: HwrDraft, a: HwrActionOf<'deep-strike'>, ctx: GameContext, u: HwrUnitState): void {
  if (!u.rules.includes('Deep Strike')) illegal(`${u.name} does not have the Deep Strike special rule.`, a);
  if (d.round === 1 || !u.reserves) illegal(`"A unit can enter from Reserves by Deep Strike": ${u.name} must be in Reserves, from the second Deployment phase on.`, a);
  const target: { x?: unknown; y?: unknown } | undefined = a.target;
  if (!target || typeof target.x !== 'number' || typeof target.y !== 'number' || !Number.isFinite(target.x) || !Number.isFinite(target.y))
    illegal('A deep strike needs `target: {x, y}`, where its first model is placed before it scatters.', a);
  const aim = { x: target.x, y: target.y };
  const { widthIn, depthIn } = d.setup.layout.table;
  if (aim.x < 0 || aim.y < 0 || aim.x > widthIn || aim.y > depthIn) illegal(`(${aim.x}, ${aim.y}) is off the table.`, a);
  const models = aliveModels(d, u);
  const board = boardOf(d);
  const result = deepStrike(
    { terrain: board.terrain, models: board.models.map((m) => ({ ...m, side: m.side })), table: d.setup.layout.table },
    models.map((m) => ({ id: m.id, unit: m.unit, side: m.player, base: m.base, facingDeg: m.facingDeg, name: m.name })),
    aim,
    { scatter: (expr) => rollScatter(ctx, expr, `${u.name} Deep Strike`, u.player) },
    { enemyDistanceIn: DEEP_STRIKE_ENEMY_IN },
  );
  if (!result.ok) illegal(`${u.name} cannot deep strike there: ${result.message}.`, a);
  const mishapIds = new Set(result.mishaps.map((x) => x.modelId));
  const moved = new Map<string, ModelPosition>();
  for (const p of result.placements) if (!mishapIds.has(p.modelId)) moved.set(p.modelId, { x: p.x, y: p.y, facingDeg: p.facingDeg });
  for (const p of result.placements) {
    if (!mishapIds.has(p.modelId)) continue;
    const m = models.find((x) => x.id === p.modelId)!;
    moved.set(m.id, nearestFreeSpot(d, m, aim, moved) ?? { x: p.x, y: p.y, facingDeg: p.facingDeg });
  }
  for (const m of models) draftModel(d, m.id).onTable = true;
  placeModels(d, moved);
  u.placed = true;
  u.reserves = false;
  // "A unit that enters from Deep Strike cannot Move in the Movement phase, but counts as having Moved on the turn it arrives.
  // It also cannot Charge in the Charge phase."
  u.arrivedRound = d.round;
  u.movedRound = d.round;
  u.deepStruckRound = d.round;
  ctx.say(`${playerName(u.player)} deep strikes ${u.name}: placed at (${aim.x.toFixed(1)}, ${aim.y.toFixed(1)}), it scatters ${result.scatter.hit ? 'not at all (a hit)' : `${result.scatter.distanceIn}" at ${result.scatter.bearingDeg} degrees`}.`, u.player);
  if (result.mishaps.length) {
    for (const x of result.mishaps) ctx.say(`Mishap: ${x.message}.`, u.player);
    const r = deepStrikeMishapWounds(result.mishaps, wounded(unitOnTable(d, u.id)), (n, why, sides) => ctx.roll(n, `${u.name}: ${why}`, sides, u.player));
    ctx.say(`${u.name} takes ${r.mortalWounds} Mortal Wounds; the models are placed as close as possible to where it was aimed.`, u.player);
    dealDamage(d, ctx, r.damageTo);
  }
  checkArmiesLeft(d, ctx);
}
