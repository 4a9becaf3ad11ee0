// Damage in HamWarmer: models at 0 HP leave the table, a destroyed Transport's passengers roll for the wreck
// (001_9d9921dd118cdf65.txt "Destroying A Transport"), and the game ends when an army has nothing left.
import { draftModel, other, placeModels, unitOnTable } from '../../../game/kit';
import type { DraftModel, GameContext, GameModel, ModelPosition, PlayerIndex } from '../../../game/types';
import { baseBoundingRadius } from '../../../bases';
import { nearestFreeSpot } from './placement';
import type { WoundedModel } from '../../shared/attacks/resolve';
import { TRANSPORT_RANGE_IN } from './transports';
import { aliveModels, carriedBy, onTableUnits, playerName, unitLabel, type HwrDraft } from './state';

/** The models as the dice see them: id and HP left. */
export const wounded = (models: readonly GameModel[]): WoundedModel[] => models.map((m) => ({ id: m.id, wounds: m.wounds }));

/** Takes damage off the models; those at 0 HP leave the table. Returns the number slain. */
export function dealDamage(d: HwrDraft, ctx: GameContext, damageTo: Record<string, number>): number {
  let slain = 0;
  for (const [id, n] of Object.entries(damageTo)) {
    const m = draftModel(d, id);
    m.wounds = Math.max(0, m.wounds - n);
    if (m.wounds === 0 && m.onTable) {
      m.onTable = false;
      slain++;
      ctx.say(`${playerName(m.player)}'s ${m.name} (${m.id}) is slain.`);
      if (!unitOnTable(d, m.unit).length) wreck(d, ctx, m);
    }
  }
  checkArmiesLeft(d, ctx);
  return slain;
}

/**
 * "If a Transport is destroyed ... roll 1d6 for each model inside the transport. On a 6+, the model is destroyed. Otherwise,
 * set it up near the wreck (as Disembarking, above)." "Units Disembarking from a wrecked vehicle cannot Charge that turn."
 * The survivors are set up by the engine at the free spots nearest the wreck, within 3" of where it stood (named default
 * transport.wreck); one that finds no spot is lost.
 */
function wreck(d: HwrDraft, ctx: GameContext, hull: DraftModel): void {
  for (const u of carriedBy(d, hull.unit)) {
    const models = aliveModels(d, u);
    const faces = ctx.roll(models.length, `${u.name} inside the wrecked ${hull.name}: 6+ destroys a model`, 6, u.player);
    const placed = new Map<string, ModelPosition>();
    models.forEach((m, i) => {
      if (faces[i]! >= 6) {
        m.wounds = 0;
        ctx.say(`${playerName(m.player)}'s ${m.name} (${m.id}) dies in the wreck.`);
        return;
      }
      const spot = nearestFreeSpot(d, m, { x: hull.x, y: hull.y }, placed, TRANSPORT_RANGE_IN + baseBoundingRadius(hull.base));
      if (!spot) {
        m.wounds = 0;
        ctx.say(`${playerName(m.player)}'s ${m.name} (${m.id}) finds no room by the wreck and is lost.`);
        return;
      }
      placed.set(m.id, spot);
    });
    for (const id of placed.keys()) draftModel(d, id).onTable = true;
    placeModels(d, placed);
    u.embarkedIn = null;
    u.wreckRound = d.round;
    u.disembarkedRound = d.round;
    ctx.say(`${unitLabel(u)} is set up by the wreck (${placed.size} model${placed.size === 1 ? '' : 's'}); it cannot Charge this turn.`, u.player);
  }
}

/** The game ends when an army has no models on the table and none in Reserves (named default game.rounds). */
export function checkArmiesLeft(d: HwrDraft, ctx: GameContext): void {
  if (d.result || d.round === 0) return;
  const gone = ([0, 1] as PlayerIndex[]).filter((p) => onTableUnits(d, p).length === 0 && !d.ruleset.units.some((u) => u.player === p && u.reserves));
  if (!gone.length) return;
  const winner: PlayerIndex | null = gone.length === 2 ? null : other(gone[0]!);
  const reason = gone.length === 2 ? 'both armies are destroyed' : `${playerName(gone[0]!)} has no models left`;
  d.result = { winner, reason, score: [d.points[0], d.points[1]] };
  d.toAct = null;
  ctx.say(`The game ends: ${reason}.`);
}
