// A solo game on the table: the engine's state, who plays each side, the computer opponent on a worker, undo, the view of
// an earlier moment, save and open. While a game runs the open document IS the game's board (boardOf), so every tool
// (line of sight, ruler, rings, templates) works on it; a drag of a model becomes the engine's move, or is refused.
import { create } from 'zustand';
import {
  IllegalActionError,
  actionMeaning,
  applyAction,
  boardOf,
  gameBoard,
  createGame,
  describeThrown,
  GAME_FILE_ENDING,
  gamePlugin,
  legalActions,
  parseGameText,
  previewAttack,
  replayGame,
  saveGameText,
  type ActionRole,
  type AttackTemplate,
  type HandVerdict,
  type ModelPosition,
  type GameAction,
  type GameSetup,
  type GameState,
  type Layout,
  type PlayerIndex,
} from '../../../engine/index';
import { getPlatform } from '../platform/index';
import { useDice } from '../dice/diceStore';
import { useLos } from '../los/losStore';
import { useApp } from '../store/app';
import { useTools } from '../tools/toolStore';
import type { AiReply, AiRequest } from './ai.worker';
import { handDrag } from './handPlay';
import { phaseName } from './names';

/** Who plays a side: you, the computer, or (a shared table, share/gameShare.ts) the other player or nobody here. */
export type Seat = 'you' | 'computer' | 'remote';
/** The seats of a game played on this page alone (what crash recovery keeps). */
export type SoloSeat = Exclude<Seat, 'remote'>;
const solo = (s: Seat): SoloSeat => (s === 'remote' ? 'you' : s);
export type Level = 'easy' | 'normal' | 'hard';

export interface GameUiState {
  state: GameState | null;
  seats: [Seat, Seat];
  level: Level;
  name: string;
  /** The layout that was open before the game, with its file and what of it was saved, put back when the game ends. */
  before: { layout: Layout; path: string | null; name: string; savedDoc: Layout } | null;
  /** How many actions the game had when it was last saved or opened (null: never saved); more is unsaved. */
  savedActions: number | null;
  thinking: boolean;
  /** The computer's last choice, in words. */
  lastReason: string | null;
  /** The computer's last choice in players' words (explain.ts); lastReason keeps the search's figures. */
  lastWords: string | null;
  /** Milliseconds between the computer's steps (0: at once). */
  paceMs: number;
  /** Showing the table as it was after this many actions (null: now). */
  viewing: number | null;
  newGameOpen: boolean;
  /** An attack being aimed: its preview (rays, cover, the chance of each number slain) shows before it is fired. */
  aim: GameAction | null;
  /**
   * A move or deployment made by hand and not yet confirmed: where the unit's models stand on the table now, and the
   * engine's verdict on it. Enter plays it, Escape puts the models back; dragging one of them adjusts it.
   */
  pending: PendingMove | null;
  /** A unit picked from the roster to deploy: the next press on the table drops it there. */
  deployArmed: string | null;
}

export interface PendingMove {
  readonly unit: string;
  readonly positions: Readonly<Record<string, ModelPosition>>;
  /** The roles the move may have (deploy from the roster; move or charge on the table). */
  readonly roles: readonly ActionRole[];
  readonly verdict: HandVerdict;
  /** Where the table put the models other than where they were let go, and why (a drag flowed round a base, stopped short). */
  readonly adjusted?: string;
}

export const useGame = create<GameUiState>()(() => ({
  state: null,
  seats: ['you', 'computer'],
  level: 'normal',
  name: 'Practice game',
  before: null,
  savedActions: null,
  thinking: false,
  lastReason: null,
  lastWords: null,
  paceMs: 700,
  viewing: null,
  newGameOpen: false,
  aim: null,
  pending: null,
  deployArmed: null,
}));

const app = () => useApp.getState();
const game = () => useGame.getState();

// ---------- The game transport: solo here, or a shared table's server ----------

/**
 * Where a game's start and actions go when it is not played on this page alone: a table server (share/gameShare.ts)
 * applies them and sends back the state each seat may see (showSharedGame). Null: a solo game, applied here.
 */
export interface GameTransport {
  /** Asks the room's server to start this game (it draws the seed); `seats` says which side this page plays. */
  start(setup: GameSetup, seats: [Seat, Seat], name: string): void;
  /** Proposes an action for this page's seat; a refusal comes back to this page only; `accepted` runs once the server has taken it. */
  propose(action: GameAction, accepted?: () => void): void;
  /** Asks the room's server to end the game for both players (a watcher is refused); every page closes it when it has. */
  end(): void;
}

let transport: GameTransport | null = null;
export function setGameTransport(t: GameTransport | null): void {
  transport = t;
}
export const gameIsShared = (): boolean => transport !== null;
export const GAME_ENDING = GAME_FILE_ENDING;

let syncing = false;
/** The board as last shown (to tell a real edit from a click). */
let boardShown: Layout | null = null;
/** Shows the game's board (or the viewed moment's) as the open document. */
function syncBoard(): void {
  const g = game();
  if (!g.state) return;
  const now = g.viewing === null ? g.state : replayGame(g.state.setup, g.state.actions.slice(0, g.viewing));
  // A move made by hand and not yet confirmed shows where the player put the models.
  const p = g.viewing === null ? g.pending : null;
  const shown = p
    ? { ...now, models: now.models.map((m) => (p.positions[m.id] ? { ...m, ...p.positions[m.id], facingDeg: p.positions[m.id]!.facingDeg ?? m.facingDeg, onTable: true } : m)) }
    : now;
  syncing = true;
  try {
    app().replaceDocument({ ...gameBoard(shown), name: g.name }, { path: null, name: `${g.name}${GAME_ENDING}` });
    boardShown = app().history.present;
  } finally {
    syncing = false;
  }
}

function set(state: GameState, extra: Partial<GameUiState> = {}): void {
  if (game().aim) clearAim();
  useGame.setState({ state, viewing: null, pending: null, deployArmed: null, ...extra });
  syncBoard();
  scheduleComputer();
}

/** The open layout as it is before a game replaces it on the table. */
function beforeOf(): NonNullable<GameUiState['before']> {
  const s = app();
  return { layout: s.history.present, path: s.filePath, name: s.fileName, savedDoc: s.savedDoc };
}

/** Starts a game; the open layout is kept aside and comes back when the game ends. */
export function startGame(setup: GameSetup, seats: [Seat, Seat], level: Level, name = 'Practice game'): boolean {
  if (transport) {
    useGame.setState({ newGameOpen: false });
    transport.start(setup, seats, name);
    return true;
  }
  let state: GameState;
  try {
    state = createGame(setup);
  } catch (e) {
    app().notify('error', `The game cannot start: ${describeThrown(e)}`);
    return false;
  }
  const s = app();
  const before = game().before ?? beforeOf();
  useGame.setState({ seats, level, name, before, lastReason: null, lastWords: null, newGameOpen: false, savedActions: null });
  app().setRuleset(setup.rulesetId); // cover, coherency and the rays judge by the game's ruleset
  cancelComputer();
  useDice.getState().clearGameRolls(); // the tray's log starts with this game's rolls
  joinedToNext.clear();
  set(state);
  const side = (p: 0 | 1) => `${seats[p] === 'you' ? 'you' : 'the computer'} (${setup.armies[p].name})`;
  app().notify('info', `New ${gamePlugin(setup.rulesetId)?.name ?? setup.rulesetId} game: ${side(0)} against ${side(1)}.`);
  return true;
}

/**
 * End game: ends the game and puts the layout that was open before it back on the table. At a shared table it asks the
 * server to end the room's game: both pages close it when the game document says it ended (closeGame).
 */
export function endGame(): void {
  if (transport) return transport.end();
  closeGame();
}

/** Closes the game on this page only and puts the layout that was open before it back on the table. */
export function closeGame(): void {
  cancelComputer(); // its answer belongs to this game, not to the next one opened
  joinedToNext.clear();
  if (game().aim) clearAim();
  const b = game().before;
  useGame.setState({ state: null, before: null, thinking: false, viewing: null, lastReason: null, lastWords: null, savedActions: null });
  if (b) {
    app().replaceDocument(b.layout, { path: b.path, name: b.name });
    // Unsaved changes to the layout stay unsaved (the game did not save them).
    useApp.setState({ savedDoc: b.savedDoc });
  }
}

/** Applies an action for the player to act; an illegal one is refused with the engine's reason and nothing changes. */
export function play(action: GameAction): boolean {
  return playInTurn([action]);
}

/** Indices of this game's actions played as one step with the action after them (playInTurn); read by undoGame. */
const joinedToNext = new Set<number>();

/**
 * Plays `actions` one after another as one step of yours (a unit dragged before it was activated: "Activate X", then its
 * move), all or none: refused anywhere, nothing is played. At a shared table each goes to the server once it has
 * accepted the one before.
 */
export function playInTurn(actions: readonly GameAction[]): boolean {
  const g = game();
  if (!g.state || actions.length === 0) return false;
  if (g.viewing !== null) {
    app().notify('error', 'You are looking at an earlier moment: press "Back to now" before acting.');
    return false;
  }
  if (transport) {
    const t = transport;
    const send = (k: number): void => t.propose(actions[k]!, k + 1 < actions.length ? () => send(k + 1) : undefined);
    send(0);
    return true;
  }
  try {
    const next = actions.reduce((s, a) => applyAction(s, a), g.state);
    // Undo takes back such a step whole: each action but the last is joined to the one after it.
    for (let k = 0; k + 1 < actions.length; k++) joinedToNext.add(g.state.actions.length + k);
    // The engine's dice for this action go to the dice tray (thrown there; opened when you act).
    const rolls = next.log.slice(g.state.log.length).filter((l) => l.kind === 'roll' && l.faces?.length);
    useDice.getState().showGameRolls(rolls.map((l) => ({ text: l.text, faces: l.faces! })));
    set(next);
    return true;
  } catch (e) {
    app().notify('error', e instanceof IllegalActionError ? `Refused: ${e.reason}` : `That action failed: ${describeThrown(e)}`);
    syncBoard();
    return false;
  }
}

/** Takes back the last action (against the computer: back to your last decision). The dice come back with the state. */
export function undoGame(): void {
  if (transport) return app().notify('info', 'A shared game keeps every action the table server accepted: nothing is taken back.');
  const g = game();
  if (!g.state || !g.state.actions.length) return app().notify('info', 'Nothing to take back.');
  let actions = g.state.actions.slice();
  // Against the computer: its replies go, then your last action (so you decide again); otherwise the last action.
  if (g.seats.includes('computer') && g.seats.includes('you'))
    while (actions.length && g.seats[actions[actions.length - 1]!.player] === 'computer') actions = actions.slice(0, -1);
  actions = actions.slice(0, -1);
  // An activation played with the move it opened (a unit dragged before it was activated) goes with it.
  while (actions.length && joinedToNext.has(actions.length - 1)) actions = actions.slice(0, -1);
  cancelComputer();
  set(replayGame(g.state.setup, actions), { lastReason: null, lastWords: null });
  app().notify('info', `Took back to action ${actions.length}.`);
}

export function viewAt(actions: number | null): void {
  // A shared game's dice stay on the server until the end: an earlier moment cannot be replayed here.
  if (transport && actions !== null && !game().state?.result) return app().notify('info', 'In a shared game the table shows the present until the game ends; the battle report lists every action.');
  useGame.setState({ viewing: actions });
  syncBoard();
}

/** Shows (or clears) a move made by hand and not yet confirmed; the table shows its models where the player put them. */
export function setPending(pending: PendingMove | null): void {
  useGame.setState({ pending, ...(pending ? { deployArmed: null } : {}) });
  syncBoard();
}

// ---------- Aiming an attack: the preview before any die is thrown ----------

/** Aims `action` (an attack): the Game panel shows the expected result and the table the rays of its first weapon. */
export function aimAt(action: GameAction): boolean {
  const s = game().state;
  if (!s) return false;
  const p = previewAttack(s, action);
  if (!p) return false;
  useGame.setState({ aim: action });
  const first = p.lines[0];
  useLos.getState().setPair(first?.from ?? null, first?.to ?? null);
  return true;
}

export function clearAim(): void {
  useGame.setState({ aim: null });
  useLos.getState().setPair(null, null);
}

/** Fires the aimed attack: the engine rolls its dice. */
export function fireAim(): void {
  const a = game().aim;
  if (!a) return;
  clearAim();
  // Your attack's dice are thrown in the tray, opened for them.
  if (play(a)) useDice.getState().setOpen(true);
}

/** Actions are attacks the preview can show (shoot in HamWarmer, attack in Hammer Wars): clicking one aims it first. */
export const isAimable = (state: GameState, a: GameAction): boolean => previewAttack(state, a) !== null;


// A click on an enemy model while it is your move aims the first attack open on it (its unit's, or the model's).
useTools.subscribe((t, prev) => {
  const g = game();
  const s = g.state;
  if (!s || t.selection === prev.selection || t.selection.length !== 1 || s.toAct === null || g.seats[s.toAct] !== 'you' || g.viewing !== null) return;
  const m = s.models.find((x) => x.id === t.selection[0]);
  if (!m || m.player === s.toAct) return;
  const a = legalActions(s).find((x) => actionMeaning(s, x).target === m.unit && isAimable(s, x));
  if (a) aimAt(a);
});

// ---------- Placing the aimed attack's templates with the Template tool ----------

/** The template weapons of the aimed attack, where each template goes now (the preview's placements); empty when none. */
export function aimTemplates(state: GameState | null, aim: GameAction | null): readonly AttackTemplate[] {
  if (!state || !aim) return [];
  return previewAttack(state, aim)?.templates ?? [];
}

/**
 * The Template tool while an attack with Blast or Flame weapons is aimed: the clicked point is where the player places the
 * template (the shoot action's `templateAt`: a blast over the target model under it, a flame's wide end towards it). The
 * engine checks it before it is kept (a refusal says the rule, and the aim stays as it was). False when no such attack is
 * aimed (the tool then works as before).
 */
export function gameTemplateAt(x: number, y: number): boolean {
  const g = game();
  if (!g.state || !g.aim || g.viewing !== null || !aimTemplates(g.state, g.aim).length) return false;
  const next = { ...g.aim, templateAt: { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 } };
  try {
    applyAction(g.state, next); // on the unchanged state: only to hear the rules' verdict
  } catch (e) {
    app().notify('error', e instanceof IllegalActionError ? `Refused: ${e.reason}` : `That placement failed: ${describeThrown(e)}`);
    return true;
  }
  useGame.setState({ aim: next });
  app().notify('info', 'Template placed where you chose. Enter fires, Esc cancels; click again to move it.');
  return true;
}

// ---------- Deep strike through the Template tool ----------

/** Units the player to act may deep strike now (the engine's `deep-strike` actions), for the Template tool's list. */
export function deepStrikeUnits(state: GameState | null): string[] {
  if (!state || state.toAct === null) return [];
  return [...new Set(legalActions(state).flatMap((a) => (a.type === 'deep-strike' && typeof a.unit === 'string' ? [a.unit] : [])))];
}

/**
 * The Template tool's deep strike while a game runs: the clicked point is the aim of the engine's `deep-strike` action (its
 * dice, scatter and mishaps are the game's). Returns false when no game runs (the tool then edits the layout as before).
 */
export function gameDeepStrike(unit: string, x: number, y: number): boolean {
  const g = game();
  if (!g.state) return false;
  const open = legalActions(g.state).find((a) => a.type === 'deep-strike' && a.unit === unit);
  if (!open) {
    app().notify('error', `Refused: ${unit} cannot deep strike now (it must be in Reserves with Deep Strike, in a Deployment phase, on your move).`);
    return true;
  }
  play({ ...open, target: { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 } });
  return true;
}

// ---------- The computer ----------

let worker: Worker | null = null;
let requestId = 0;
/** The state the computer was last asked about (its answer is played only while the game is still there). */
let askedFor: GameState | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<AiReply>) => onReply(e.data);
  worker.onerror = (e) => {
    useGame.setState({ thinking: false });
    app().notify('error', `The computer opponent stopped: ${e.message}. Play its side by hand, or start a new game.`);
  };
  return worker;
}

function cancelComputer(): void {
  requestId++;
  askedFor = null;
  if (timer) clearTimeout(timer);
  timer = undefined;
  useGame.setState({ thinking: false });
}

function scheduleComputer(): void {
  const g = game();
  const s = g.state;
  if (!s || s.toAct === null || g.seats[s.toAct] !== 'computer' || g.viewing !== null) return;
  if (g.thinking && askedFor === s) return;
  if (g.thinking) cancelComputer(); // another game (opened, restored or started) replaced the one it was thinking about
  const id = ++requestId;
  askedFor = s;
  useGame.setState({ thinking: true });
  getWorker().postMessage({ id, state: s, level: g.level } satisfies AiRequest);
}

function onReply(r: AiReply): void {
  if (r.id !== requestId) return;
  if (!r.ok) {
    useGame.setState({ thinking: false });
    return app().notify('error', `The computer could not choose: ${r.message}`);
  }
  const apply = () => {
    timer = undefined;
    // Only for the state it was asked about: a game ended or replaced since then does not get the old game's move.
    if (game().state !== askedFor) return useGame.setState({ thinking: false });
    useGame.setState({ thinking: false, lastReason: r.reason, lastWords: r.words });
    play(r.action as GameAction);
  };
  if (game().paceMs > 0) timer = setTimeout(apply, game().paceMs);
  else apply();
}

/** Plays the computer's next step now (skips the wait). */
export function hurryComputer(): void {
  useGame.setState({ paceMs: 0 });
}

// ---------- Drags on the table become moves ----------

/** A finished drag of models on the game board: a move made by hand (handPlay.ts), shown until it is confirmed. */
function dragToAction(after: Layout): void {
  const g = game();
  const s = g.state!;
  const before = boardShown ?? boardOf(s);
  const moved = after.models.filter((m) => {
    const b = before.models.find((x) => x.id === m.id);
    return b && (Math.abs(b.x - m.x) > 1e-6 || Math.abs(b.y - m.y) > 1e-6 || Math.abs(b.facingDeg - m.facingDeg) > 1e-6);
  });
  if (!moved.length) return app().notify('info', 'In a game the table follows the rules: use the actions in the Game panel, or drag a unit to move it.');
  if (s.toAct === null || g.seats[s.toAct] !== 'you') return app().notify('error', 'Refused: it is not your move.');
  handDrag(s, before, moved);
}

useApp.subscribe((s, prev) => {
  if (syncing || !game().state || s.gestureBase) return;
  // A drag shows live while it lasts (the document changes under gestureBase) and ends with the same document: the end
  // of the gesture is the change to judge.
  const gestureEnded = prev.gestureBase !== null;
  if (!gestureEnded && s.history.present === prev.history.present) return;
  if (game().viewing !== null) return syncBoard();
  const after = s.history.present;
  if (gestureEnded && after === boardShown) return; // a click without a drag
  dragToAction(after);
  // Whatever happened, the table shows the game as the engine has it (a refused drag snaps back).
  if (app().history.present === after) syncBoard();
});

// ---------- Files ----------

export async function saveGame(): Promise<void> {
  const g = game();
  if (!g.state) return;
  if (transport && !g.state.result) return app().notify('info', 'A shared game can be saved once it ends: until then its dice seed is the table server\'s secret.');
  let text: string;
  try {
    text = saveGameText(g.state, g.name);
  } catch (e) {
    return app().notify('error', `The game cannot be saved: ${describeThrown(e)}`);
  }
  const r = await getPlatform().saveFile('game', text, { path: null, suggestedName: `${g.name}${GAME_ENDING}`, saveAs: true });
  if (r.ok) {
    useGame.setState({ savedActions: g.state.actions.length });
    // A save dialog that failed downloads the file instead: the notice says so and where to look.
    if (r.value.notice) app().notify('error', r.value.notice, 15_000);
    else app().notify('info', `Saved the game as ${r.value.name}.`);
  }
  else if (!r.cancelled) app().notify('error', `The game was not saved: ${r.message}`);
}

/**
 * Opens a game file: replays it to the same table and dice. A bad file changes nothing. `replayed` is the state a worker
 * already replayed from this text (fileCommands' Open); without it the file is replayed here.
 */
export function openGameText(text: string, fileName: string, replayed?: GameState): boolean {
  let state: GameState;
  try {
    state = replayed ?? parseGameText(text, fileName);
  } catch (e) {
    app().notify('error', `Could not open ${fileName}: ${describeThrown(e)} Nothing was changed.`);
    return false;
  }
  const parsed = JSON.parse(text) as { name?: string };
  const s = app();
  const before = game().before ?? beforeOf();
  const seats = game().seats;
  useGame.setState({ before, name: typeof parsed.name === 'string' && parsed.name ? parsed.name : fileName.replace(/\.(sightlinegame|sightline-game)$/i, ''), lastReason: null, lastWords: null });
  app().setRuleset(state.rulesetId);
  cancelComputer(); // what it was thinking about the game open until now is not for this one
  useDice.getState().clearGameRolls();
  joinedToNext.clear();
  set(state, { seats, savedActions: state.actions.length });
  app().notify('info', `Opened ${fileName}: ${state.actions.length} actions replayed, round ${state.round}, ${phaseName(state.phase)} phase.`);
  return true;
}

/**
 * What crash recovery keeps of a running game: the game file (setup and actions: replaying it gives the same table and
 * dice), who plays each side, the level, and the layout that was open before it. Null when no game runs or it is saved.
 */
export function gameRecovery(): { text: string; seats: [SoloSeat, SoloSeat]; level: Level; before: NonNullable<GameUiState['before']> } | null {
  const g = game();
  if (transport) return null; // the table server keeps a shared game
  if (!g.state || !g.before || g.state.actions.length === 0 || g.savedActions === g.state.actions.length) return null;
  return { text: saveGameText(g.state, g.name), seats: [solo(g.seats[0]), solo(g.seats[1])], level: g.level, before: g.before };
}

/** Restores a recovered game: the seats and level, then the game replayed from its file (or the state a worker replayed from it). */
export function restoreGame(text: string, seats: [Seat, Seat], level: Level, name: string, replayed?: GameState): boolean {
  useGame.setState({ seats, level });
  const ok = openGameText(text, name, replayed);
  if (ok) useGame.setState({ savedActions: null });
  return ok;
}

/** The battle report as Markdown. */
export function battleReport(state: GameState, name: string): string {
  const lines = [`# ${name}`, '', `Ruleset: ${state.rulesetId}. Seed ${state.setup.seed}.`, ''];
  for (const l of state.log) lines.push(`${l.kind === 'action' ? '- **' : '  - '}${l.text}${l.kind === 'action' ? '**' : ''}`);
  if (state.result) lines.push('', `**Result:** ${state.result.reason} (${state.result.score[0]}-${state.result.score[1]}).`);
  return `${lines.join('\n')}\n`;
}

export async function exportReport(): Promise<void> {
  const g = game();
  if (!g.state) return;
  const r = await getPlatform().saveFile('report', battleReport(g.state, g.name), { path: null, suggestedName: `${g.name} report.md`, saveAs: true });
  if (r.ok) app().notify(r.value.notice ? 'error' : 'info', r.value.notice ?? `Exported the battle report as ${r.value.name}.`, r.value.notice ? 15_000 : undefined);
  else if (!r.cancelled) app().notify('error', `The report was not exported: ${r.message}`);
}

/**
 * A shared game as the table server shows it to this page (a seat's view, or the watchers'): shown like any game, its new
 * rolls in the dice tray; the seats say which side is this page's ('you') and which the other player's ('remote').
 */
export function showSharedGame(state: GameState, seats: [Seat, Seat], name: string): void {
  const g = game();
  const prev = g.state;
  const sameGame = prev !== null && prev.rulesetId === state.rulesetId && prev.log.length <= state.log.length && prev.log[0]?.text === state.log[0]?.text;
  if (!prev || !sameGame) {
    app().setRuleset(state.rulesetId);
    useDice.getState().clearGameRolls();
    joinedToNext.clear();
    useGame.setState({ before: g.before ?? beforeOf(), lastReason: null, lastWords: null, savedActions: null });
  } else {
    const rolls = state.log.slice(prev.log.length).filter((l) => l.kind === 'roll' && l.faces?.length);
    if (rolls.length) useDice.getState().showGameRolls(rolls.map((l) => ({ text: l.text, faces: l.faces! })));
  }
  useGame.setState({ seats, name, newGameOpen: false });
  set(state);
}

/** A refused proposal: the table shows the game as it is again (a hand move snaps back). */
export function sharedRefusal(reason: string): void {
  app().notify('error', `Refused: ${reason}`);
  setPending(null);
}

export const seatOf = (p: PlayerIndex | null): Seat | null => (p === null ? null : game().seats[p]);
