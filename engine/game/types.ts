// The game vocabulary: setup, state, actions, log, result, and the contract a ruleset plug-in fulfils.
import type { DiceState } from '../dice/rng';
import type { RulesetDefault } from '../rulesets/types';
import type { Template } from '../templates/shapes';
import type { Base, Layout, Vec2 } from '../types';

export type PlayerIndex = 0 | 1;

/** Where a moved or placed model ends: table inches; facing counter-clockwise from +x. */
export interface ModelPosition {
  readonly x: number;
  readonly y: number;
  readonly facingDeg?: number;
}

/**
 * Every action is plain JSON with `type` and `player`. Actions that move or place models carry `positions`.
 * Other fields are the ruleset's (see docs/rules-engine.md for each ruleset's vocabulary).
 */
export interface GameAction {
  readonly type: string;
  readonly player: PlayerIndex;
  readonly positions?: Readonly<Record<string, ModelPosition>>;
  readonly [field: string]: unknown;
}

/** An army file: the envelope is common, the rest is the ruleset's (validated by its plug-in). */
export interface ArmyFile {
  readonly format: 'sightline/army';
  readonly version: 1;
  readonly ruleset: string;
  readonly name: string;
  readonly [field: string]: unknown;
}

export interface GameSetup {
  readonly rulesetId: string;
  /** A loaded layout; its models are ignored (the armies bring the models). */
  readonly layout: Layout;
  readonly armies: readonly [ArmyFile, ArmyFile];
  readonly seed: number;
  readonly options?: Readonly<Record<string, unknown>>;
}

/** One model as the game tracks it. `wounds` is what it has left (Hammer Wars: lives); 0 only when off the table. */
export interface GameModel {
  readonly id: string;
  /** The unit it belongs to (Hammer Wars: every unit is one model, so unit = model id). */
  readonly unit: string;
  readonly player: PlayerIndex;
  /** The datasheet or card name, e.g. "Ranged Infantry". */
  readonly name: string;
  readonly base: Base;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly facingDeg: number;
  readonly heightIn: number;
  readonly wounds: number;
  readonly maxWounds: number;
  readonly onTable: boolean;
  /** Ruleset words for conditions on the model: "activated", "duty +1", "fell back", ... */
  readonly statuses: readonly string[];
}

/** One line of the game log, in words. Rolls carry their faces. */
export interface GameLogEntry {
  readonly seq: number;
  readonly kind: 'action' | 'roll' | 'event';
  readonly text: string;
  readonly player?: PlayerIndex;
  readonly faces?: readonly number[];
  /** A template placed on the table by this step (a blast, a flame), so the table can show where it went. */
  readonly template?: Template;
}

export interface GameResult {
  readonly winner: PlayerIndex | null;
  readonly reason: string;
  readonly score: readonly [number, number];
}

/**
 * The whole game as plain JSON (it survives JSON.parse(JSON.stringify(state))). `ruleset` holds what only the
 * ruleset understands (Hammer Wars: pts, xp, morale, goals, the active unit ...).
 */
export interface GameState<R = unknown> {
  readonly format: 'sightline/game';
  readonly version: 1;
  readonly setup: GameSetup;
  readonly rulesetId: string;
  readonly round: number;
  /** The ruleset's phase name in players' words ("deployment", "combat", ...). */
  readonly phase: string;
  /** Which unit is acting now, if the ruleset activates units one by one. */
  readonly activation: string | null;
  /** Who must act now; null when the game is over. */
  readonly toAct: PlayerIndex | null;
  readonly models: readonly GameModel[];
  readonly dice: DiceState;
  /** Victory points. */
  readonly points: readonly [number, number];
  readonly actions: readonly GameAction[];
  readonly log: readonly GameLogEntry[];
  readonly result: GameResult | null;
  readonly ruleset: R;
}

/** An illegal action: `reason` says why in players' words; the state given to applyAction is untouched. */
export class IllegalActionError extends Error {
  readonly reason: string;
  readonly action: unknown;
  constructor(reason: string, action?: unknown) {
    super(reason);
    this.name = 'IllegalActionError';
    this.reason = reason;
    this.action = action;
  }
}

/** A bad setup or army: `path` names the field ("armies[1].pool[2].count"). */
/** A setup option the players may set to go past a refusal they agree to ("play on this table anyway"), with its words. */
export interface SetupConfirmation {
  readonly option: string;
  readonly value: string;
  readonly label: string;
}

export class GameSetupError extends Error {
  readonly path: string;
  /** Present when the players may confirm past this refusal by setting `setup.options[option] = value`. */
  readonly confirm?: SetupConfirmation;
  constructor(message: string, path: string, confirm?: SetupConfirmation) {
    super(message);
    this.name = 'GameSetupError';
    this.path = path;
    if (confirm) this.confirm = confirm;
  }
}

/** A mutable working copy handed to a plug-in's `apply`: it may change `models`, `ruleset` and the fields below freely. */
export interface DraftState<R = unknown> {
  setup: GameSetup;
  rulesetId: string;
  round: number;
  phase: string;
  activation: string | null;
  toAct: PlayerIndex | null;
  models: DraftModel[];
  points: [number, number];
  result: GameResult | null;
  ruleset: R;
}

export type DraftModel = { -readonly [K in keyof GameModel]: GameModel[K] } & { statuses: string[] };

/** What a plug-in's apply/setup uses to roll and write the log. Every roll is logged with its faces. */
export interface GameContext {
  /** Rolls `count` d`sides` (d6 by default), logs "<why>: 4, 6, 1", returns the faces. */
  roll(count: number, why: string, sides?: number, player?: PlayerIndex): number[];
  /** Adds a line to the log (with the template it placed, if any). */
  say(text: string, player?: PlayerIndex, template?: Template): void;
}

/**
 * A ruleset's game rules, one object per ruleset, listed in engine/game/registry.ts. The core owns the state's envelope
 * (copying, dice, log, actions list, replay); the plug-in owns the rules.
 */
export interface GameRulesetPlugin<R = unknown> {
  readonly id: string;
  readonly name: string;
  /** False while the ruleset is registered but cannot be played yet: createGame and sampleGameSetup refuse it. */
  readonly playable: boolean;
  /** The most rounds a game can last (a named default where the text gives none), so every game ends. */
  readonly maxRounds: number;
  /** Every choice Sightline makes where the text is silent or contradicts itself. */
  readonly defaults: readonly RulesetDefault[];
  /** Validates the ruleset-specific part of an army file; throws GameSetupError naming the field path. */
  validateArmy(army: unknown, path: string): ArmyFile;
  /** An army file's units in the file's order, read through the ruleset's own army type (validated first; throws GameSetupError). */
  roster(army: ArmyFile): readonly RosterUnit[];
  /** Builds the initial draft (models off the table, phase, who acts first). May roll (a roll-off). */
  setup(setup: GameSetup, ctx: GameContext): DraftState<R>;
  /** A finite sample of legal actions for `state.toAct`; every one must be accepted by apply. */
  legalActions(state: GameState<R>): GameAction[];
  /** Applies a legal action to the draft or throws IllegalActionError. Must not touch anything but the draft. */
  apply(draft: DraftState<R>, action: GameAction, ctx: GameContext): void;
  /** A ready setup for a sample game. */
  sampleSetup(seed: number): GameSetup;
  /** The ruleset's sample armies (validated), any of which a player may take for either side in New game. */
  readonly sampleArmies: readonly ArmyFile[];
  /** What one player may see (secret choices of the other hidden). Defaults to the whole state. */
  playerView?(state: GameState<R>, player: PlayerIndex): GameState<R>;
  /** The log line for an action; return undefined for the default (its fields in words). Secret choices stay secret here. */
  describeAction?(action: GameAction): string | undefined;
  /**
   * What an action is, in one shape for every ruleset: its role, its unit and target (unit ids), and its words (unit names,
   * never ids). The game panel, the game store and the AI read actions only through this.
   */
  meaning(state: GameState<R>, action: GameAction): ActionMeaning;
  /**
   * An action written in an older spelling of this ruleset's fields (Hammer Wars' unitId/targetId before they became
   * unit/target), returned in today's; applyAction and replays read every action through it. Absent: no older spelling.
   */
  upgradeAction?(action: GameAction): GameAction;
  /**
   * A unit's card in players' words: its profile (Move, Toughness, Save ... as the ruleset names them), its weapons with
   * range and profile, and its ruleset statuses (engaged, fell back, in Reserves ...). Either player's units: nothing on a
   * card is secret. The engine adds what every ruleset shares (models and wounds left).
   */
  unitProfile?(state: GameState<R>, unit: string): UnitProfile | null;
  /**
   * The moves `unit` may make by hand now, as actions without `positions` (type, unit, target and the ruleset's other
   * fields): the table fills in positions from the player's drag and applyAction judges the whole move. Include every kind
   * open now (each charge target in reach even when no contact spot was found to offer); the kinds legalActions offers with
   * positions are added beside them.
   */
  handMoves?(state: GameState<R>, unit: string): readonly GameAction[];
  /**
   * The farthest a hand move of this kind (an action of handMoves, without positions) may carry a model, where judgeMove
   * gives no allowance: a charge decided by dice (the most the dice can give), a pile in. `name` names the move where its
   * action type does not ("Pile In" for a fight); `words` say where the distance comes from ("2d6", "Movement + 1d6").
   * Null: no reach to show.
   */
  handReach?(state: GameState<R>, action: GameAction): { readonly reachIn: number; readonly name?: string; readonly words?: string } | null;
  /**
   * Whether a friend's base (of another unit) stops a model of `unit` when it moves, as the ruleset's move check judges it
   * (HamWarmer: "A model cannot pass over the base or hull of another model", a flyer excepted). The table's hand moves flow
   * round such bases. Absent or false: models may pass over friends, not over enemies.
   */
  friendsBlockMove?(state: GameState<R>, unit: string): boolean;
  /**
   * What `unit` (of the player to act) may not do now that a unit may do in this phase, and why, in players' words:
   * {what: 'Shoot', why: 'it moved this turn and carries a Heavy weapon'}. Also what an offered action will and will not
   * give where that surprises (AltHammer's Advance: {what: 'Advance', why: 'no shooting this turn after it'}).
   */
  whyNot?(state: GameState<R>, unit: string): readonly { readonly what: string; readonly why: string }[];
  strengthVsToughness?(s: number, t: number): number | null;
  attackDistribution?(attack: unknown, target: unknown): AttackDistribution;
  /**
   * What one player knows of their own side beyond the table, in words, for the Game panel: resources, a secret goal, the
   * unit pool and what it costs. Only `player`'s secrets may appear (the panel shows it to that player's seat only).
   */
  sideSummary?(state: GameState<R>, player: PlayerIndex): SideSummary;
  /**
   * The deployment zone each player deploys into in this game (a polygon in table inches), or null while it is not known
   * yet (Hammer Wars: before the table edges are chosen). The board shows these, not the layout's own zones.
   */
  deploymentZones?(state: GameState<R>): readonly [readonly Vec2[] | null, readonly Vec2[] | null];
  /**
   * The units of the models each player has lost so far, one entry per model, in the order they fell. Without it: the
   * models off the table with no wounds left (Hammer Wars gives its own: a killed model returns to the pool with its lives).
   */
  lostModels?(state: GameState<R>): readonly [readonly string[], readonly string[]];
  /** Wounds (HP, lives) `player`'s models have lost so far. Without it: each model's maxWounds - wounds (dice luck reads it). */
  woundsTaken?(state: GameState<R>, player: PlayerIndex): number;
  /** What an attack action would do, before any die is rolled (the shot preview on the table); null for other actions. */
  previewAttack?(state: GameState<R>, action: GameAction): AttackPreview | null;
  /**
   * How the referee rules a move before it is made: the same function `apply` uses for the move's distance and path, so
   * the drag readout and the ruling never disagree. Null for an action that is not a move with an allowance now.
   */
  judgeMove?(state: GameState<R>, action: GameAction): MoveVerdict | null;
}

/**
 * The roles an action can have, one small fixed set the UI and the AI rely on (SPEC-NOTES, typed actions): placing
 * units (deploy, reserves), moving them (move, run, advance, fall back, pile in, consolidate), charging, attacking
 * (shooting, fighting, powers, templates), a reaction to the other side (overwatch), a choice that is not a unit's
 * (who goes first, an edge, a goal, a mode), and passing (hold, end the activation or phase).
 */
export type ActionRole = 'deploy' | 'move' | 'charge' | 'attack' | 'reaction' | 'choice' | 'pass';

export const ACTION_ROLES: readonly ActionRole[] = ['deploy', 'move', 'charge', 'attack', 'reaction', 'choice', 'pass'];

/** What an action is: its role, the unit that acts and the unit it targets (unit ids), and what it does in words. */
export interface ActionMeaning {
  readonly role: ActionRole;
  /** The acting unit's id (GameModel.unit), or null for a choice that is the player's, not a unit's. */
  readonly unit: string | null;
  /** The target unit's id, or null. */
  readonly target: string | null;
  /** In players' words with unit names, never ids: "Ghoul Pack charges Line Squad Alpha". */
  readonly words: string;
  /**
   * What the choice does, in the rules' words, where the words alone do not say (Hammer Wars' "Secret goal: Duty": what Duty
   * scores). Shown beside the choice; never a secret of the other player.
   */
  readonly detail?: string;
}

/** What a ruleset says about one unit (see GameRulesetPlugin.unitProfile). */
export interface UnitProfile {
  /** Characteristics in the ruleset's own words and order: {label: 'Move', value: '6"'}. */
  readonly stats: readonly { readonly label: string; readonly value: string }[];
  readonly weapons: readonly { readonly name: string; readonly range: string; readonly profile: string }[];
  /**
   * Where the unit's models do not share one profile: each distinct profile with the models' name ("Trooper",
   * "Sergeant"), the one `stats` gives first, the same labels in the same order. Absent: every model has `stats`.
   */
  readonly groups?: readonly { readonly name: string; readonly stats: readonly { readonly label: string; readonly value: string }[] }[];
  /** Conditions now, in the ruleset's words: "engaged", "fell back this turn", "in Reserves". */
  readonly status: readonly string[];
  /** Special rules the unit has, by name. */
  readonly rules?: readonly string[];
}

/** A unit's card: its name and side, the ruleset's profile, and the models and wounds it has left. */
export interface UnitCard extends UnitProfile {
  readonly unit: string;
  readonly name: string;
  readonly player: PlayerIndex;
  readonly modelsLeft: number;
  readonly modelsTotal: number;
  readonly woundsLeft: number;
  readonly woundsTotal: number;
  /** For a unit of the player to act: what it may not do now, and why (the ruleset's whyNot). */
  readonly notNow: readonly { readonly what: string; readonly why: string }[];
}

/** A move as the referee rules it: allowed or not, why not in players' words, how far it goes and how far it may. */
export interface MoveVerdict {
  readonly ok: boolean;
  /** Why the move is refused (the first is the refusal applyAction gives); empty when ok. */
  readonly reasons: readonly string[];
  /** What the move costs: the farthest any model of the unit moves (difficult terrain counted as the ruleset counts it). */
  readonly costIn: number;
  /** How far this move may go: the unit's allowance for this kind of move now (after halving, orders, advances ...). */
  readonly allowanceIn: number;
}

/** One line of an army's roster: a unit (Hammer Wars: one card of the pool, bought `models` times), its models and its cost. */
export interface RosterUnit {
  readonly name: string;
  readonly models: number;
  readonly points?: number;
}

/** A player's own side in words: short facts, and a pool of units to buy or bring on, with their cost. */
export interface SideSummary {
  readonly facts: readonly { readonly label: string; readonly value: string; readonly secret?: boolean }[];
  readonly pool?: readonly { readonly name: string; readonly left: number; readonly cost: string; readonly affordable: boolean }[];
}

/** An attack before it is rolled: who fires at what, from where, in cover or not, and the chance of each number slain. */
export interface AttackPreview {
  readonly attacker: string;
  readonly target: string;
  /** One line per weapon that can fire: the model pair its sight and cover are judged on (the rays to draw). */
  readonly lines: readonly { readonly from: string; readonly to: string; readonly text: string; readonly rangeIn: number; readonly inCover: boolean }[];
  /** slain[k]: the chance that exactly k models are destroyed. */
  readonly slain: readonly number[];
  readonly meanSlain: number;
  /** Expected wounds (HP or lives) removed. */
  readonly meanDamage: number;
  /** The cover verdict in words. */
  readonly cover: string;
  /** How the figures are reckoned, where they are not exact. */
  readonly note?: string;
  /** The chance of each number slain is reckoned over every place a scattering template can land (the chart says so). */
  readonly includesScatter?: boolean;
  /**
   * Where each template weapon's template goes before any die (the player's `templateAt` when legal, else the ruleset's
   * default placement, with why): drawn on the table so the placement can be checked, and changed, before firing.
   */
  readonly templates?: readonly AttackTemplate[];
}

/** One template weapon's placement in an attack preview. */
export interface AttackTemplate {
  /** The firing model. */
  readonly from: string;
  readonly weapon: string;
  readonly template: Template;
  /** True when the player's own placement is used. */
  readonly aimed: boolean;
  /** Why the player's placement could not be used by this weapon. */
  readonly why?: string;
  /** The template scatters after it is placed (so where it lands is rolled). */
  readonly scatters: boolean;
}

/** damage[k]: probability that k wounds are removed in total; slain[k]: that k models are destroyed. */
export interface AttackDistribution {
  readonly damage: number[];
  readonly slain: number[];
  readonly mean: number;
}
