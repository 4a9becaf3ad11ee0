// Open, Save, Save As, Recent and crash recovery. A file that fails to load never replaces the open layout; a save that
// fails says why and leaves the open layout as it was; unsaved work is copied aside at once and asked about on close.
import { describeThrown, FILE_LIMITS, GAME_FILE_ENDING, isGameFileName, RULESETS, saveLayout, type Layout } from '../../engine/index';
import { registerCommand, setOpenRecentHandler } from './commands';
import { useDice } from './dice/diceStore';
import { parseLayoutOffThread, replayGameOffThread } from './files/parseClient';
import { moveRecoveryAside, readRecovery, RECOVERY_KEY, recoveryText as recoveryTextOf } from './files/recovery';
import { recoveryCopySize } from '../../engine/recoveryLimit';
import { getPlatform } from './platform/index';
import { isDirty, LAYOUT_FILE_ENDING, UNTITLED_FILE_NAME, useApp } from './store/app';
import { gameRecovery, openGameText, restoreGame, useGame } from './game/gameStore';
import { useTerrain } from './terrain/terrainStore';

const app = () => useApp.getState();
/** How long a recovery's notice stays (it comes while the page is still settling, so longer than other news). */
const RECOVERY_NOTICE_MS = 12_000;

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
  // The replay runs in the file worker, so a long or hostile game file never freezes the window; the open game stays
  // until the new one has replayed.
  if (isGameFileName(name)) {
    const r = await replayGameOffThread(text, name);
    if (!r.ok) {
      app().notify('error', `Could not open ${name}: ${r.message} Nothing was changed.`);
      return false;
    }
    return openGameText(text, name, r.state);
  }
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
// next start. A failed copy is reported once, not silently dropped; a copy over RECOVERY_MAX_BYTES is not written (it
// could not be read back) and the player is told. A copy that cannot be restored, whatever part of it fails, is kept
// aside under a name of its own and named to the player: it is never deleted.
export const RECOVERY_DELAY_MS = 300;
let recoveryFailureShown = false;
/** While the copy left by the last session is being offered (and kept aside if it fails), autosaves wait for it. */
let offering: Promise<void> | null = null;
/** How long the notice naming a kept-aside copy stays (a click dismisses it): where the copy is must not be missed. */
const RECOVERY_ASIDE_NOTICE_MS = 60_000;
/** Set when a copy that could not be restored could not be moved aside either: it stays, and nothing writes over it. */
let recoveryPinned = false;

/** A reason to put in parentheses in a sentence: without its own closing full stop. */
const inParens = (reason: string): string => reason.trim().replace(/\.+$/, '');

async function writeRecovery(text: string | null): Promise<void> {
  if (offering) await offering;
  if (recoveryPinned) return;
  try {
    if (window.api) {
      const r = await window.api.fileAutosave(text);
      if (!r.ok) throw new Error(r.error.message);
    } else if (text === null) localStorage.removeItem(RECOVERY_KEY);
    else localStorage.setItem(RECOVERY_KEY, text);
    recoveryFailureShown = false;
  } catch (e) {
    reportRecoveryFailure(`The recovery copy could not be written (${inParens(describeThrown(e))}). Save your work now (Ctrl+S) so it is not lost.`);
  }
}
function clearRecovery(): void {
  void writeRecovery(null);
}
/** Says once (until a copy is written again) that unsaved work is not protected. */
function reportRecoveryFailure(message: string): void {
  if (recoveryFailureShown) return;
  recoveryFailureShown = true;
  app().notify('error', message);
}

/** What the recovery copy should be now: nothing unsaved (clear it), a copy to write, or none possible (told; left as is). */
type RecoveryCopy = { readonly kind: 'none' } | { readonly kind: 'copy'; readonly text: string } | { readonly kind: 'failed' };

function currentRecovery(): RecoveryCopy {
  const now = app();
  // While a game runs the table shows its board; the copy keeps the game (if unsaved) and the layout open before it.
  const g = gameRecovery();
  const gameBefore = useGame.getState().state ? useGame.getState().before : null;
  const layoutDirty = gameBefore ? gameBefore.layout !== gameBefore.savedDoc : isDirty(now);
  if (!layoutDirty && !g) return { kind: 'none' };
  const dice = useDice.getState();
  const doc = gameBefore ?? { layout: now.history.present, path: now.filePath, name: now.fileName };
  let text: string;
  try {
    text = recoveryTextOf(
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
    reportRecoveryFailure(`The recovery copy could not be written (${inParens(describeThrown(e))}). Save your work now (Ctrl+S) so it is not lost.`);
    return { kind: 'failed' };
  }
  // The limit the copy is read back under: a copy that could not be restored is not written, and the player knows.
  const size = recoveryCopySize(text);
  if (!size.ok) {
    reportRecoveryFailure(
      `Your unsaved work is too large for the crash-recovery copy (${size.message}), so it was not copied aside. Save it now (${g ? 'Save game' : 'Ctrl+S'}) so it is not lost.`,
    );
    return { kind: 'failed' };
  }
  return { kind: 'copy', text };
}

/** Writes the recovery copy now (window hidden or closing). */
export function flushRecovery(): void {
  clearTimeout(autosaveTimer);
  autosaveTimer = undefined;
  const copy = currentRecovery();
  if (copy.kind === 'copy') void writeRecovery(copy.text);
  else if (copy.kind === 'none') void writeRecovery(null);
  // 'failed': the last copy written stays; the player was told.
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

/** The copy the last session left: its text, none (null), or why it could not be read (too large, unreadable). */
export async function recoveryText(): Promise<{ ok: true; text: string | null } | { ok: false; message: string }> {
  if (window.api) {
    const r = await window.api.fileRecovery();
    return r.ok ? { ok: true, text: r.value } : { ok: false, message: r.error.message };
  }
  try {
    return { ok: true, text: localStorage.getItem(RECOVERY_KEY) };
  } catch (e) {
    return { ok: false, message: describeThrown(e) };
  }
}

/**
 * Keeps a recovery copy that cannot be restored aside under a name of its own (never deletes it) and says where, and
 * what failed. `text` is the copy as read (null when it could not be read at all: main still has the file).
 */
async function keepRecoveryAside(text: string | null, what: string): Promise<void> {
  let where: string;
  if (window.api) {
    const r = await window.api.fileRecoveryKeepAside().catch((e: unknown) => ({ ok: false as const, error: { message: describeThrown(e) } }));
    if (r.ok && r.value) where = `It was kept at ${r.value}, not deleted.`;
    else if (r.ok) where = 'It was no longer there to keep aside.';
    else {
      recoveryPinned = true;
      where = `It could not be moved aside (${inParens(r.error.message)}), so it stays where it was, and Sightline will not write a new recovery copy over it until you restart: save your work often.`;
    }
  } else {
    let copy: string | null | undefined = text;
    try {
      copy ??= localStorage.getItem(RECOVERY_KEY);
    } catch {
      copy = undefined; // storage cannot be read now: the copy stays where it is
    }
    const r =
      copy === undefined
        ? { kept: false as const, key: RECOVERY_KEY, problem: 'the browser\'s storage cannot be read' }
        : copy === null
          ? null
          : moveRecoveryAside(localStorage, copy, new Date().toISOString());
    if (r === null) where = 'It was no longer there to keep aside.';
    else if (r.kept) where = `It was kept in this browser's storage under "${r.key}", not deleted.`;
    else if (r.key !== null) {
      recoveryPinned = true;
      where = `It could not be moved aside (${inParens(r.problem)}), so it stays in this browser's storage under "${r.key}", and Sightline will not write a new recovery copy over it in this session: save your work often.`;
    } else where = `This browser's storage refused to keep it (${inParens(r.problem)}).`;
  }
  app().notify('error', `${what} ${where}`, RECOVERY_ASIDE_NOTICE_MS);
}

/** Offers back the layout (or game) a crashed session left behind, with the file it belonged to and the dice. */
export async function offerRecovery(): Promise<void> {
  let done!: () => void;
  offering = new Promise<void>((resolve) => (done = resolve));
  try {
    await offerRecoveryNow();
  } catch (e) {
    // Whatever part failed, the copy is not lost: it may already be aside (then this finds nothing to move).
    await keepRecoveryAside(null, `The recovery copy from an earlier session could not be restored (${inParens(describeThrown(e))}).`).catch(() => undefined);
  } finally {
    offering = null;
    done();
  }
}

async function offerRecoveryNow(): Promise<void> {
  const read = await recoveryText();
  if (!read.ok) return keepRecoveryAside(null, `A recovery copy from an earlier session could not be read (${inParens(read.message)}).`);
  const text = read.text;
  if (!text) return;
  const r = readRecovery(text);
  if (!r.ok) return keepRecoveryAside(text, `A recovery copy from an earlier session could not be read (${inParens(r.message)}).`);
  const { layout, path, name, dice, game } = r.session;
  const from = path ? ` (from ${name})` : '';
  if (game) {
    if (!window.confirm(`Sightline did not close cleanly during a game. Restore the unfinished game "${game.name}"?`)) return clearRecovery();
    const fileName = `${game.name}${GAME_FILE_ENDING}`;
    // The game is replayed (in the file worker) before anything changes: a game that will not replay leaves the table as it is.
    const replay = await replayGameOffThread(game.text, fileName);
    if (!replay.ok) return keepRecoveryAside(text, `The unfinished game "${game.name}" in the recovery copy could not be replayed (${inParens(replay.message)}). Nothing was changed.`);
    try {
      // The layout that was open before the game comes back under it (unsaved as it was), then the game is replayed.
      app().replaceDocument(layout, { path, name: path ? name : `recovered${LAYOUT_FILE_ENDING}` });
      if (dice) useDice.getState().restore(dice.seed, dice.state);
      if (!restoreGame(game.text, [game.seats[0], game.seats[1]], game.level, fileName, replay.state)) throw new Error('the game did not replay');
    } catch (e) {
      return keepRecoveryAside(text, `The unfinished game "${game.name}" could not be restored (${inParens(describeThrown(e))}).`);
    }
    app().notify('info', `Recovered the unfinished game "${game.name}". Save it (Save game) to keep it.`, RECOVERY_NOTICE_MS);
    return;
  }
  if (window.confirm(`Sightline did not close cleanly. Restore the unsaved layout "${layout.name}"${from}?`)) {
    try {
      // The document keeps its file, so Save writes back where it came from; it stays unsaved until then.
      app().replaceDocument(layout, { path, name: path ? name : `recovered${LAYOUT_FILE_ENDING}` });
      const restored = app().dispatch({ kind: 'restore-document', layout: { ...layout }, label: 'Recovered layout' });
      // Left clean, the next autosave would clear the copy: a refused restore counts as a failed one.
      if (!restored.ok) throw new Error(restored.reason);
      if (dice) useDice.getState().restore(dice.seed, dice.state);
    } catch (e) {
      return keepRecoveryAside(text, `The unsaved layout "${layout.name}" could not be restored (${inParens(describeThrown(e))}).`);
    }
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
