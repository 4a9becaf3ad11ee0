// Open, Save, Save As, Recent and crash recovery. A file that fails to load never replaces the open layout; a save that
// fails says why and leaves the open layout as it was; unsaved work is copied aside at once and asked about on close.
import { describeThrown, FILE_LIMITS, isGameFileName, RULESETS, saveLayout, type Layout } from '../../engine/index';
import { registerCommand, setOpenRecentHandler } from './commands';
import { useDice } from './dice/diceStore';
import { parseLayoutOffThread } from './files/parseClient';
import { readRecovery, recoveryText as recoveryTextOf } from './files/recovery';
import { getPlatform } from './platform/index';
import { isDirty, LAYOUT_FILE_ENDING, UNTITLED_FILE_NAME, useApp } from './store/app';
import { gameRecovery, openGameText, restoreGame, useGame } from './game/gameStore';
import { useTerrain } from './terrain/terrainStore';

const app = () => useApp.getState();
const RECOVERY_KEY = 'sightline:recovery';
/** How long a recovery's notice stays (it comes while the page is still settling, so longer than other news). */
const RECOVERY_NOTICE_MS = 12_000;
const RECOVERY_ASIDE_KEY = 'sightline:recovery:unreadable';

/** Parses layout text into a document (off the UI thread when large), or returns the message a player can act on. */
export async function readLayoutText(text: string, fileName: string): Promise<{ ok: true; layout: Layout } | { ok: false; message: string }> {
  const r = await parseLayoutOffThread(text, fileName);
  return r.ok ? r : { ok: false, message: `Could not open ${fileName}: ${r.message} The open layout was not changed.` };
}

const safeName = (name: string) => (name.trim().replace(/[\\/:*?"<>|\0]+/g, '-') || 'layout').slice(0, 120);
const suggestedName = () => {
  const s = app();
  return s.filePath || s.fileName !== UNTITLED_FILE_NAME ? s.fileName : `${safeName(s.history.present.name)}${LAYOUT_FILE_ENDING}`;
};

export async function openText(text: string, name: string, path: string | null): Promise<boolean> {
  // A saved game (.sightlinegame, or .sightline-game as first saved) replays to its table and dice; a layout opens as the document.
  if (isGameFileName(name)) return openGameText(text, name);
  const r = await readLayoutText(text, name);
  if (!r.ok) {
    app().notify('error', r.message);
    return false;
  }
  app().replaceDocument(r.layout, { path, name });
  // The layout reopens in the symmetry mode and ruleset it was saved with (a file from before they were saved keeps the current ones).
  if (r.layout.symmetry) useTerrain.getState().setMode(r.layout.symmetry);
  const ruleset = r.layout.ruleset;
  const unknownRuleset = ruleset !== undefined && !RULESETS[ruleset];
  if (ruleset !== undefined && !unknownRuleset) app().setRuleset(ruleset);
  app().notify(
    'info',
    `Opened ${name}: ${r.layout.terrain.length} terrain pieces, ${r.layout.models.length} models.${unknownRuleset ? ` It was set up for a ruleset this Sightline does not know ("${ruleset}"); the rules stay ${RULESETS[app().rulesetId]?.name ?? app().rulesetId}.` : ''}`,
  );
  return true;
}

/**
 * Asks before Open replaces work that is not saved: a game with moves since its last Save game (finished or not),
 * or changes to the layout. True when there is nothing to lose or the player says to go on.
 */
export function mayReplaceOpenWork(): boolean {
  const g = useGame.getState();
  if (g.state && g.state.actions.length > 0 && g.savedActions !== g.state.actions.length) {
    const what = g.state.result ? 'finished game' : 'game';
    return window.confirm(`Discard the unsaved ${what} "${g.name}"? Its moves since the last Save game will be lost.`);
  }
  return !isDirty(app()) || window.confirm('Discard unsaved changes to this layout?');
}

export async function openLayout(): Promise<void> {
  if (!mayReplaceOpenWork()) return;
  const r = await getPlatform().openLayout();
  if (!r.ok) {
    if (!r.cancelled) app().notify('error', r.message);
    return;
  }
  if (r.value.notice) app().notify('error', r.value.notice);
  await openText(r.value.text, r.value.name, r.value.path);
}

/** How long the notice stays that a save went to the browser's downloads instead (the player must find the file). */
export const SAVE_NOTICE_MS = 15_000;

/** Saves the open layout. Any failure (the layout cannot be written, the disk refuses) is shown; the layout stays open. */
export async function saveCurrent(saveAs: boolean): Promise<boolean> {
  const s = app();
  const doc = s.history.present;
  let text: string;
  try {
    // The symmetry mode and the ruleset are saved with the layout, so it reopens as it was.
    text = saveLayout({ ...doc, symmetry: useTerrain.getState().mode, ruleset: s.rulesetId });
  } catch (e) {
    s.notify('error', `Save failed: ${describeThrown(e)} Nothing was written; your layout is still open.`);
    return false;
  }
  let r: Awaited<ReturnType<ReturnType<typeof getPlatform>['saveLayout']>>;
  try {
    r = await getPlatform().saveLayout(text, { path: s.filePath, suggestedName: suggestedName(), saveAs });
  } catch (e) {
    r = { ok: false, cancelled: false, message: describeThrown(e) };
  }
  if (!r.ok) {
    if (!r.cancelled) app().notify('error', `Save failed: ${r.message} Your layout is still open; try another place.`);
    return false;
  }
  // Only what was written counts as saved: edits made while the save was in flight stay unsaved.
  if (app().history.present === doc) app().markSaved({ path: r.value.path, name: r.value.name });
  else useApp.setState({ filePath: r.value.path, fileName: r.value.name });
  if (!isDirty(app())) clearRecovery();
  if (r.value.notice) app().notify('error', r.value.notice, SAVE_NOTICE_MS);
  else app().notify('info', `Saved ${r.value.name}.`);
  return true;
}

registerCommand({ id: 'open', label: 'Open a layout', keys: 'Ctrl+O', run: openLayout });
registerCommand({ id: 'save', label: 'Save', keys: 'Ctrl+S', run: async () => void (await saveCurrent(false)) });
registerCommand({ id: 'save-as', label: 'Save as…', keys: 'Ctrl+Shift+S', run: async () => void (await saveCurrent(true)) });

// Crash recovery: the open document (with its file path and the dice) is copied aside right after a change (at most
// RECOVERY_DELAY_MS later, even during a long drag), at once when the window is hidden or closed, and offered back on the
// next start. A failed copy is reported once, not silently dropped.
export const RECOVERY_DELAY_MS = 300;
let recoveryFailureShown = false;

async function writeRecovery(text: string | null): Promise<void> {
  try {
    if (window.api) {
      const r = await window.api.fileAutosave(text);
      if (!r.ok) throw new Error(r.error.message);
    } else if (text === null) localStorage.removeItem(RECOVERY_KEY);
    else localStorage.setItem(RECOVERY_KEY, text);
    recoveryFailureShown = false;
  } catch (e) {
    if (recoveryFailureShown) return;
    recoveryFailureShown = true;
    app().notify('error', `The recovery copy could not be written (${describeThrown(e)}). Save your work now (Ctrl+S) so it is not lost.`);
  }
}
function clearRecovery(): void {
  void writeRecovery(null);
}

/** The recovery copy of the app as it is now, or null when there is nothing unsaved (or it cannot be written). */
function currentRecoveryText(): string | null {
  const now = app();
  // While a game runs the table shows its board; the copy keeps the game (if unsaved) and the layout open before it.
  const g = gameRecovery();
  const gameBefore = useGame.getState().state ? useGame.getState().before : null;
  const layoutDirty = gameBefore ? gameBefore.layout !== gameBefore.savedDoc : isDirty(now);
  if (!layoutDirty && !g) return null;
  const dice = useDice.getState();
  const doc = gameBefore ?? { layout: now.history.present, path: now.filePath, name: now.fileName };
  try {
    return recoveryTextOf(
      {
        layout: doc.layout,
        path: doc.path,
        name: doc.name,
        dice: dice.state.kind === 'seeded' ? { seed: dice.seed, state: dice.state } : null,
        game: g ? { text: g.text, name: useGame.getState().name, seats: g.seats, level: g.level } : null,
      },
      new Date().toISOString(),
    );
  } catch (e) {
    // A layout that cannot be written (past a limit) is reported like a failed copy; the document stays open.
    if (!recoveryFailureShown) app().notify('error', `The recovery copy could not be written (${describeThrown(e)}).`);
    recoveryFailureShown = true;
    return null;
  }
}

/** Writes the recovery copy now (window hidden or closing). */
export function flushRecovery(): void {
  clearTimeout(autosaveTimer);
  autosaveTimer = undefined;
  const text = currentRecoveryText();
  if (text !== null || !isDirty(app()) || useGame.getState().state) void writeRecovery(text);
}

let autosaveTimer: ReturnType<typeof setTimeout> | undefined;
export function installAutosave(delayMs = RECOVERY_DELAY_MS): () => void {
  const unsubscribe = useApp.subscribe((s, prev) => {
    if (s.history.present === prev.history.present) return;
    // A timer already waiting is not restarted: a drag that changes the layout every frame still gets copied.
    if (autosaveTimer !== undefined) return;
    autosaveTimer = setTimeout(flushRecovery, delayMs);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushRecovery();
  };
  // Closing with unsaved work: write the copy at once and ask (the browser's own prompt; on the desktop, main asks).
  const onBeforeUnload = (e: BeforeUnloadEvent) => {
    if (!isDirty(app()) && gameRecovery() === null) return;
    flushRecovery();
    e.preventDefault();
    e.returnValue = '';
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flushRecovery);
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flushRecovery);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

export async function recoveryText(): Promise<string | null> {
  if (window.api) {
    const r = await window.api.fileRecovery();
    return r.ok ? r.value : null;
  }
  return localStorage.getItem(RECOVERY_KEY);
}

/** Moves an unreadable recovery copy aside (never deletes it) and says where it is. */
async function keepRecoveryAside(text: string, why: string): Promise<void> {
  let where = 'beside the other recovery data';
  if (window.api) {
    const r = await window.api.fileRecoveryKeepAside();
    if (r.ok && r.value) where = `at ${r.value}`;
  } else {
    try {
      localStorage.setItem(RECOVERY_ASIDE_KEY, text);
      localStorage.removeItem(RECOVERY_KEY);
      where = `in this browser's storage under "${RECOVERY_ASIDE_KEY}"`;
    } catch {
      where = `in this browser's storage under "${RECOVERY_KEY}"`;
    }
  }
  app().notify('error', `A recovery copy from an earlier session could not be read (${why}). It was kept ${where}, not deleted.`);
}

/** Offers back the layout a crashed session left behind, with the file it belonged to and the dice. */
export async function offerRecovery(): Promise<void> {
  const text = await recoveryText();
  if (!text) return;
  const r = readRecovery(text);
  if (!r.ok) return keepRecoveryAside(text, r.message);
  const { layout, path, name, dice, game } = r.session;
  const from = path ? ` (from ${name})` : '';
  if (game) {
    if (!window.confirm(`Sightline did not close cleanly during a game. Restore the unfinished game "${game.name}"?`)) return clearRecovery();
    // The layout that was open before the game comes back under it (unsaved as it was), then the game is replayed.
    app().replaceDocument(layout, { path, name: path ? name : `recovered${LAYOUT_FILE_ENDING}` });
    if (dice) useDice.getState().restore(dice.seed, dice.state);
    if (restoreGame(game.text, [game.seats[0], game.seats[1]], game.level, `${game.name}.sightline-game`)) app().notify('info', `Recovered the unfinished game "${game.name}". Save it (Save game) to keep it.`, RECOVERY_NOTICE_MS);
    return;
  }
  if (window.confirm(`Sightline did not close cleanly. Restore the unsaved layout "${layout.name}"${from}?`)) {
    // The document keeps its file, so Save writes back where it came from; it stays unsaved until then.
    app().replaceDocument(layout, { path, name: path ? name : `recovered${LAYOUT_FILE_ENDING}` });
    app().dispatch({ kind: 'restore-document', layout: { ...layout }, label: 'Recovered layout' });
    if (dice) useDice.getState().restore(dice.seed, dice.state);
    app().notify('info', `Recovered the unsaved layout${from}. Save it to keep it.`, RECOVERY_NOTICE_MS);
  } else clearRecovery();
}

/** Opens a file main knows (Recent, or one the OS asked Sightline to open). */
async function openKnownPath(path: string): Promise<void> {
  if (!window.api) return;
  if (!mayReplaceOpenWork()) return;
  const r = await window.api.fileOpenRecent(path);
  if (!r.ok) return app().notify('error', r.error.message);
  await openText(r.value.text, r.value.name, r.value.path);
}
setOpenRecentHandler(openKnownPath);

/** On the desktop: opens the layout the app was launched with (a double-clicked file), if any. */
export async function openLaunchFile(): Promise<void> {
  if (!window.api) return;
  const r = await window.api.appLaunchFiles();
  const last = r.ok ? r.value[r.value.length - 1] : undefined;
  if (last) await openKnownPath(last);
}

/** Opens a layout file dropped on the window (the open layout stays if the file is refused). */
export async function openDroppedFile(file: File): Promise<void> {
  if (!mayReplaceOpenWork()) return;
  if (file.size > FILE_LIMITS.maxTextChars) {
    app().notify('error', `Could not open ${file.name}: the file is too large to be a layout (${(file.size / 1e6).toFixed(1)} MB; the limit is ${(FILE_LIMITS.maxTextChars / 1e6).toFixed(1)} MB). The open layout was not changed.`);
    return;
  }
  await openText(await file.text(), file.name, null);
}
