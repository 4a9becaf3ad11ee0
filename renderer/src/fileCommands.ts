// Open, Save, Save As, Recent and crash recovery. A file that fails to load never replaces the open layout.
import { LayoutError, parseLayoutText, saveLayout, type Layout } from '../../engine/index';
import { registerCommand, setOpenRecentHandler } from './commands';
import { getPlatform } from './platform/index';
import { isDirty, LAYOUT_FILE_ENDING, UNTITLED_FILE_NAME, useApp } from './store/app';

const app = () => useApp.getState();
const RECOVERY_KEY = 'sightline:recovery';

/** Parses layout text into a document, or returns the message a player can act on. */
export function readLayoutText(text: string, fileName: string): { ok: true; layout: Layout } | { ok: false; message: string } {
  try {
    return { ok: true, layout: parseLayoutText(text, fileName) };
  } catch (e) {
    const why = e instanceof LayoutError || e instanceof Error ? e.message : String(e);
    return { ok: false, message: `Could not open ${fileName}: ${why} The open layout was not changed.` };
  }
}

const safeName = (name: string) => (name.trim().replace(/[\\/:*?"<>|\0]+/g, '-') || 'layout').slice(0, 120);
const suggestedName = () => {
  const s = app();
  return s.filePath || s.fileName !== UNTITLED_FILE_NAME ? s.fileName : `${safeName(s.history.present.name)}${LAYOUT_FILE_ENDING}`;
};

export function openText(text: string, name: string, path: string | null): boolean {
  const r = readLayoutText(text, name);
  if (!r.ok) {
    app().notify('error', r.message);
    return false;
  }
  app().replaceDocument(r.layout, { path, name });
  app().notify('info', `Opened ${name}: ${r.layout.terrain.length} terrain pieces, ${r.layout.models.length} models.`);
  return true;
}

export async function openLayout(): Promise<void> {
  if (isDirty(app()) && !window.confirm('Discard unsaved changes to this layout?')) return;
  const r = await getPlatform().openLayout();
  if (!r.ok) {
    if (!r.cancelled) app().notify('error', r.message);
    return;
  }
  openText(r.value.text, r.value.name, r.value.path);
}

export async function saveCurrent(saveAs: boolean): Promise<void> {
  const s = app();
  const text = saveLayout(s.history.present);
  const r = await getPlatform().saveLayout(text, { path: s.filePath, suggestedName: suggestedName(), saveAs });
  if (!r.ok) {
    if (!r.cancelled) s.notify('error', `Save failed: ${r.message} Your layout is still open; try another place.`);
    return;
  }
  app().markSaved({ path: r.value.path, name: r.value.name });
  clearRecovery();
  app().notify('info', `Saved ${r.value.name}.`);
}

registerCommand({ id: 'open', label: 'Open a layout', keys: 'Ctrl+O', run: openLayout });
registerCommand({ id: 'save', label: 'Save', keys: 'Ctrl+S', run: () => saveCurrent(false) });
registerCommand({ id: 'save-as', label: 'Save as…', keys: 'Ctrl+Shift+S', run: () => saveCurrent(true) });

// Crash recovery: the open document is copied aside a moment after each change and offered back on the next start.
function writeRecovery(text: string | null): void {
  if (window.api) void window.api.fileAutosave(text);
  else if (text === null) localStorage.removeItem(RECOVERY_KEY);
  else localStorage.setItem(RECOVERY_KEY, text);
}
function clearRecovery(): void {
  writeRecovery(null);
}

let autosaveTimer: ReturnType<typeof setTimeout> | undefined;
export function installAutosave(delayMs = 1500): () => void {
  return useApp.subscribe((s, prev) => {
    if (s.history.present === prev.history.present) return;
    clearTimeout(autosaveTimer);
    autosaveTimer = setTimeout(() => {
      const now = app();
      writeRecovery(isDirty(now) ? saveLayout(now.history.present) : null);
    }, delayMs);
  });
}

export async function recoveryText(): Promise<string | null> {
  if (window.api) {
    const r = await window.api.fileRecovery();
    return r.ok ? r.value : null;
  }
  return localStorage.getItem(RECOVERY_KEY);
}

/** Offers back the layout a crashed session left behind. */
export async function offerRecovery(): Promise<void> {
  const text = await recoveryText();
  if (!text) return;
  const r = readLayoutText(text, 'recovered layout');
  if (!r.ok) return clearRecovery();
  if (window.confirm(`Sightline did not close cleanly. Restore the unsaved layout "${r.layout.name}"?`)) {
    app().replaceDocument(r.layout, { path: null, name: `recovered${LAYOUT_FILE_ENDING}` });
    app().change({ ...r.layout }, 'Recovered layout');
    app().notify('info', 'Recovered the unsaved layout. Save it to keep it.');
  } else clearRecovery();
}

/** Opens a file main knows (Recent, or one the OS asked Sightline to open). */
async function openKnownPath(path: string): Promise<void> {
  if (!window.api) return;
  if (isDirty(app()) && !window.confirm('Discard unsaved changes to this layout?')) return;
  const r = await window.api.fileOpenRecent(path);
  if (!r.ok) return app().notify('error', r.error.message);
  openText(r.value.text, r.value.name, r.value.path);
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
  if (isDirty(app()) && !window.confirm('Discard unsaved changes to this layout?')) return;
  openText(await file.text(), file.name, null);
}
