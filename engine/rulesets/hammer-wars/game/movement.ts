// Moving (seed 002_e47fa283e0ac09ca.txt, "Actions", "Terrain"; DIGEST C.2): a unit moves "up to as many inches as its move
// value as many times as its action allows", "through friendly models but not through enemy models", may not Run through
// Difficult terrain, and takes a Dice:1 attack for each piece of dangerous terrain it moves into or across. Every move is
// ruled by the kit's one movement check, which the drag readout reads too.
import { checkUnitMove, illegal, modelAt, placeModels, type UnitMoveResult } from '../../../game/kit';
import { IllegalActionError, type GameAction, type GameContext, type GameModel, type ModelPosition, type MoveVerdict } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { Vec2 } from '../../../types';
import type { HwActionOf } from './actions';
import { attackWithLine, rollAttack } from './resolve';
import { activeUnit, cardOf, CONTACT_IN, enemiesOf, findModel, inContact, label, ORDER_MULTIPLIER, type HwDraft, type HwView } from './state';
import { HW_MOVEMENT } from './rulesetValues';

/**
 * One model's move of up to `allowanceIn` along `path` (waypoints before its end): the kit's checkUnitMove with Hammer
 * Wars' terrain rules. "Units may move through friendly models but not through enemy models" (passOver friends-only); a
 * Run may not go through Difficult terrain (isRun, runThroughDifficult from the values); it ends on no base.
 * `firstRefusalOnly`: the offers' question (allowed or not), answered with the same verdict.
 */
export function moveCheck(d: Pick<HwView, 'setup' | 'models'>, m: GameModel, p: ModelPosition, allowanceIn: number, isRun: boolean, path: readonly Vec2[] = [], firstRefusalOnly = false): UnitMoveResult {
  return checkUnitMove(d, [m], new Map([[m.id, p]]), {
    rules: HW_MOVEMENT,
    allowanceIn,
    passOver: 'friends-only',
    coherency: null,
    // Only the pieces that can change the ruling are walked (the same verdict).
    rulingTerrainOnly: true,
    ...(isRun ? { isRun } : {}),
    ...(path.length ? { paths: new Map([[m.id, path]]) } : {}),
    // The offers ask only whether a move is allowed (the ruling a player reads wants every reason).
    ...(firstRefusalOnly ? { firstRefusalOnly } : {}),
  });
}

/** The waypoints an action's path gives (checked as [x, y] points on the table before any rule reads them). */
export function pathOf(a: GameAction): Vec2[] {
  const out: Vec2[] = [];
  if (Array.isArray(a.path)) for (const w of a.path) if (Array.isArray(w) && typeof w[0] === 'number' && typeof w[1] === 'number') out.push([w[0], w[1]]);
  return out;
}

/** The one position an activation's move gives: the active unit's, and no other model's. */
export function movedPosition(a: GameAction, m: GameModel): ModelPosition {
  const ids = Object.keys(a.positions ?? {});
  if (ids.length !== 1 || ids[0] !== m.id) illegal(`Only the active unit (${m.name}) moves now.`, a);
  return a.positions![m.id]!;
}

interface MoveRuling {
  readonly verdict: MoveVerdict;
  readonly pos: ModelPosition;
  readonly dangerous: readonly string[];
}

/** The active unit's allowance now: the card's Move times the order's multiplier ("Walk 1x", "Run 2x" ...). */
const allowanceOf = (m: GameModel, d: HwView): number => cardOf(m).moveIn * ORDER_MULTIPLIER[d.ruleset.active!.order];

/**
 * The active unit's move as the referee rules it: the one check the 'move' action is refused by and the drag readout
 * shows (judgeHwMove). Throws IllegalActionError when no move can be made now at all.
 */
function ruleMove(d: HwView, a: GameAction): MoveRuling {
  const m = activeUnit(d, a);
  const act = d.ruleset.active!;
  if (act.order === 'hold') illegal(`${m.name} is Holding ("Hold 0x") and cannot move.`, a);
  if (act.moved) illegal(`${m.name} has already moved this activation.`, a);
  if (act.linesUsed.length > 0) illegal(`${m.name} has already attacked; a Walk "may shoot after moving", not before.`, a);
  const pos = movedPosition(a, m);
  const allowanceIn = allowanceOf(m, d);
  const chk = moveCheck(d, m, pos, allowanceIn, act.order === 'run' || act.order === 'rapid-advance', pathOf(a));
  const refuse = (reason: string): MoveRuling => ({ verdict: { ok: false, reasons: [reason], costIn: chk.costIn, allowanceIn }, pos, dangerous: [] });
  if (chk.problem) return { verdict: { ok: false, reasons: chk.reasons, costIn: chk.costIn, allowanceIn }, pos, dangerous: [] };
  if (act.order === 'rapid-advance') {
    // "it may not move into base contact with enemies when doing so"
    const bad = rapidAdvanceContact(d, m, pos);
    if (bad) return refuse(`${m.name} may not move into base contact with enemies during a Rapid Advance (${label(bad)}).`);
  }
  return { verdict: { ok: true, reasons: [], costIn: chk.costIn, allowanceIn }, pos, dangerous: chk.dangerousCrossed };
}

/** The enemy a Rapid Advance to `pos` would newly touch: "it may not move into base contact with enemies when doing so". */
export function rapidAdvanceContact(d: Pick<HwView, 'models'>, m: GameModel, pos: ModelPosition): GameModel | undefined {
  const moved = modelAt(m, pos);
  return enemiesOf(d.models, m.player).find((e) => !inContact(m, e) && edgeDistance(moved, e) <= CONTACT_IN);
}

/** How a 'move' of the active unit would be ruled now (null for other actions): ruleMove, as the applier applies it. */
export function judgeHwMove(d: HwView, a: GameAction): MoveVerdict | null {
  if (a.type !== 'move' || d.ruleset.step !== 'combat' || !d.ruleset.active) return null;
  const m = findModel(d, d.ruleset.active.unit);
  const allowanceIn = m ? allowanceOf(m, d) : 0;
  try {
    return ruleMove(d, a).verdict;
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, reasons: [e.reason], costIn: 0, allowanceIn };
    throw e;
  }
}

/** Moves a model and rolls for dangerous terrain: "receives a Dice:1 attack that hits on 6+ (ignores modifiers)". */
export function moveModel(d: HwDraft, ctx: GameContext, m: GameModel, p: ModelPosition, dangerous: readonly string[]): void {
  placeModels(d, new Map([[m.id, p]]));
  for (const pieceId of dangerous) {
    const piece = d.setup.layout.terrain.find((t) => t.id === pieceId);
    if (!findModel(d, m.id)!.onTable) break;
    rollAttack(d, ctx, m.id, 1, 6, 0, { by: null, what: `Dangerous terrain ${piece?.name ?? pieceId} (ignores modifiers)` });
  }
}

/** "Whenever this unit moves into base contact with an enemy the target immediately takes a Dice:1* attack that hits on 4+ (ignores modifiers)." */
function trample(d: HwDraft, ctx: GameContext, id: string, touchingBefore: readonly string[]): void {
  const m = findModel(d, id)!;
  if (!m.onTable || !cardOf(m).special.includes('Trample Attack')) return;
  for (const e of enemiesOf(d.models, m.player)) {
    if (touchingBefore.includes(e.id) || !inContact(m, e)) continue;
    attackWithLine(d, ctx, m.player, null, e.id, { dice: 1, splash: true, need: 4, what: `${label(m)}'s Trample Attack` });
  }
}

/** The active unit's move, as its order allows. */
export function applyMove(d: HwDraft, a: HwActionOf<'move'>, ctx: GameContext): void {
  const m = activeUnit(d, a);
  const { verdict, pos, dangerous } = ruleMove(d, a);
  if (!verdict.ok) illegal(verdict.reasons[0]!, a);
  const touching = enemiesOf(d.models, a.player).filter((e) => inContact(m, e)).map((e) => e.id);
  d.ruleset.active!.moved = true;
  ctx.say(`${label(m)} moves to (${pos.x.toFixed(1)}, ${pos.y.toFixed(1)}).`, a.player);
  moveModel(d, ctx, m, pos, dangerous);
  trample(d, ctx, m.id, touching);
}
