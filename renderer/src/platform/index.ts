// The platform adapter: the same calls in Electron (through window.api) and in a browser (file input, downloads,
// or the File System Access API where the browser has it).
import type { SightlineApi } from '../../../main/preload';
import type { MenuCommand } from '../../../main/menu-commands';
import { GAME_FILE_ENDING, LEGACY_GAME_FILE_ENDINGS } from '../../../engine/index';
import { LAYOUT_FILE_ENDING } from '../store/app';

export interface OpenedDocument {
  readonly name: string;
  readonly text: string;
  /** Where a later Save writes: a desktop path, or null in a browser without the File System Access API. */
  readonly path: string | null;
  /** Set when the file came another way than asked (the file dialog failed, so the plain file chooser was used). */
  readonly notice?: string;
}

export interface SavedDocument {
  readonly name: string;
  readonly path: string | null;
  /** Set when the file went another way than asked (the save dialog failed, so the browser downloaded it). */
  readonly notice?: string;
}

export type PlatformResult<T> = { ok: true; value: T } | { ok: false; cancelled: boolean; message: string };

/** What a save writes: each has its own file types in the save dialog. */
export type SaveKind = 'layout' | 'game' | 'report';

export interface Platform {
  readonly kind: 'electron' | 'browser';
  /** Opens a layout or a saved game. */
  openLayout(): Promise<PlatformResult<OpenedDocument>>;
  saveLayout(text: string, opts: { path: string | null; suggestedName: string; saveAs: boolean }): Promise<PlatformResult<SavedDocument>>;
  /** Saves text of the given kind (a layout, a game file, a battle report); a game or report is saved under a new name. */
  saveFile(kind: SaveKind, text: string, opts: { path: string | null; suggestedName: string; saveAs: boolean }): Promise<PlatformResult<SavedDocument>>;
  exportPng(bytes: Uint8Array<ArrayBuffer>, suggestedName: string): Promise<PlatformResult<{ name: string }>>;
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}

declare global {
  interface Window {
    api?: SightlineApi;
  }
}

function fromIpc<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): PlatformResult<T> {
  return r.ok ? { ok: true, value: r.value } : { ok: false, cancelled: r.error.code === 'cancelled', message: r.error.message };
}

/** An IPC call that rejects (the message could not be sent, main is gone) answers like any other failure. */
async function settle<T>(call: () => Promise<PlatformResult<T>>): Promise<PlatformResult<T>> {
  try {
    return await call();
  } catch (e) {
    return { ok: false, cancelled: false, message: e instanceof Error ? e.message : 'the desktop app did not answer.' };
  }
}

function electronPlatform(api: SightlineApi): Platform {
  // The desktop's own dialogs take any ending (main lists them), so every kind goes through the same two calls.
  const saveFile: Platform['saveFile'] = (_kind, text, { path, suggestedName, saveAs }) =>
    settle(async () => fromIpc(saveAs ? await api.fileSaveAs({ text, suggestedName }) : await api.fileSave({ path, text, suggestedName })));
  return {
    kind: 'electron',
    openLayout: () => settle(async () => fromIpc(await api.fileOpen())),
    saveLayout: (text, opts) => saveFile('layout', text, opts),
    saveFile,
    exportPng: (bytes, suggestedName) => settle(async () => fromIpc(await api.fileExportPng({ bytes, suggestedName }))),
    onMenuCommand: (listener) => api.onMenuCommand(listener),
  };
}

/** One entry of a file picker's `types` (the File System Access API's FilePickerAcceptType). */
export interface PickerAcceptType {
  readonly description?: string;
  /** MIME type to the endings it covers. Browsers take only letters, digits, '+' and '.' in an ending (16 at most). */
  readonly accept: Readonly<Record<string, readonly string[]>>;
}
export interface PickerOptions {
  readonly types?: readonly PickerAcceptType[];
  readonly excludeAcceptAllOption?: boolean;
  readonly id?: string;
}
export interface SavePickerOptions extends PickerOptions {
  readonly suggestedName?: string;
}
export interface OpenPickerOptions extends PickerOptions {
  readonly multiple?: boolean;
}
export interface PickedFileHandle {
  readonly name: string;
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(d: Blob | string): Promise<void>; close(): Promise<void> }>;
}
/** The File System Access API's pickers, where the browser has them (Chromium, Edge; not Firefox or Safari). */
export interface FilePickers {
  showOpenFilePicker?: (o?: OpenPickerOptions) => Promise<PickedFileHandle[]>;
  showSaveFilePicker?: (o?: SavePickerOptions) => Promise<PickedFileHandle>;
}

export const GAME_FILE_MIME = 'application/x-sightline-game';
const MIME_OF: Readonly<Record<SaveKind, string>> = { layout: 'application/json', game: GAME_FILE_MIME, report: 'text/markdown' };

/** Each command's file types in the pickers. */
export const PICKER_TYPES: Readonly<Record<SaveKind | 'open', readonly PickerAcceptType[]>> = {
  layout: [{ description: 'Sightline layout', accept: { 'application/json': [LAYOUT_FILE_ENDING, '.json'] } }],
  game: [{ description: 'Sightline game', accept: { [GAME_FILE_MIME]: [GAME_FILE_ENDING] } }],
  report: [{ description: 'Battle report (Markdown)', accept: { 'text/markdown': ['.md'] } }],
  // Games saved as .sightline-game cannot be listed (the pickers refuse the hyphen): "All files", which stays offered,
  // shows them, and they open as games.
  open: [{ description: 'Sightline layout or game', accept: { 'application/json': [LAYOUT_FILE_ENDING, '.json'], [GAME_FILE_MIME]: [GAME_FILE_ENDING] } }],
};

/** The file input's accept list (Firefox, Safari): every ending Open reads, the old game ending too. */
export const INPUT_ACCEPT = [LAYOUT_FILE_ENDING, '.json', GAME_FILE_ENDING, ...LEGACY_GAME_FILE_ENDINGS, 'application/json'].join(',');

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function downloadAs(text: string, kind: SaveKind, name: string, notice?: string): PlatformResult<SavedDocument> {
  try {
    download(new Blob([text], { type: MIME_OF[kind] }), name);
  } catch (e) {
    return { ok: false, cancelled: false, message: String(e) };
  }
  return { ok: true, value: notice ? { name, path: null, notice } : { name, path: null } };
}

/** Reads a file the user picks through a hidden file input. */
function pickWithInput(): Promise<PlatformResult<OpenedDocument>> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = INPUT_ACCEPT;
    input.setAttribute('data-testid', 'file-input');
    input.hidden = true;
    input.addEventListener('change', () => {
      const f = input.files?.[0];
      input.remove();
      if (!f) return resolve({ ok: false, cancelled: true, message: 'Open cancelled.' });
      f.text().then(
        (text) => resolve({ ok: true, value: { name: f.name, text, path: null } }),
        (e: unknown) => resolve({ ok: false, cancelled: false, message: `Could not read ${f.name}: ${String(e)}` }),
      );
    });
    input.addEventListener('cancel', () => {
      input.remove();
      resolve({ ok: false, cancelled: true, message: 'Open cancelled.' });
    });
    document.body.appendChild(input);
    input.click();
  });
}

function browserPlatform(): Platform {
  const w: Window & FilePickers = window;
  const handles = new Map<string, PickedFileHandle>();
  let handleSeq = 0;
  const keep = (h: PickedFileHandle) => {
    const key = `handle:${++handleSeq}`;
    handles.set(key, h);
    return key;
  };
  // Only the player's own cancel is an AbortError; anything else the picker throws is a failure to work around.
  const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
  const saveFile: Platform['saveFile'] = async (kind, text, { path, suggestedName, saveAs }) => {
    if (!w.showSaveFilePicker) return downloadAs(text, kind, suggestedName);
    let key = path && !saveAs && handles.has(path) ? path : null;
    if (!key) {
      try {
        key = keep(await w.showSaveFilePicker({ suggestedName, types: PICKER_TYPES[kind] }));
      } catch (e) {
        if (isAbort(e)) return { ok: false, cancelled: true, message: 'Save cancelled.' };
        // The dialog itself failed (options this browser refuses, a policy, no dialog to show): the file is downloaded
        // instead, so the save is never lost.
        return downloadAs(text, kind, suggestedName, `The save dialog failed (${String(e)}), so ${suggestedName} was downloaded instead: look in your browser's downloads.`);
      }
    }
    try {
      const h = handles.get(key)!;
      const out = await h.createWritable(); // the browser writes to a swap file and swaps on close: atomic
      await out.write(text);
      await out.close();
      return { ok: true, value: { name: h.name, path: key } };
    } catch (e) {
      return { ok: false, cancelled: isAbort(e), message: isAbort(e) ? 'Save cancelled.' : String(e) };
    }
  };
  return {
    kind: 'browser',
    openLayout: async () => {
      if (!w.showOpenFilePicker) return pickWithInput();
      let picked: PickedFileHandle[];
      try {
        picked = await w.showOpenFilePicker({ types: PICKER_TYPES.open });
      } catch (e) {
        if (isAbort(e)) return { ok: false, cancelled: true, message: 'Open cancelled.' };
        // The dialog failed: the browser's plain file chooser still reads the file (it cannot save back to it).
        const r = await pickWithInput();
        return r.ok ? { ok: true, value: { ...r.value, notice: `The open dialog failed (${String(e)}), so the file was chosen with the browser's file chooser; Save will download it.` } } : r;
      }
      const [h] = picked;
      if (!h) return { ok: false, cancelled: true, message: 'Open cancelled.' };
      try {
        const text = await (await h.getFile()).text();
        return { ok: true, value: { name: h.name, text, path: keep(h) } };
      } catch (e) {
        return { ok: false, cancelled: false, message: `Could not read ${h.name}: ${String(e)}` };
      }
    },
    saveLayout: (text, opts) => saveFile('layout', text, opts),
    saveFile,
    exportPng: async (bytes, suggestedName) => {
      try {
        download(new Blob([bytes as BlobPart], { type: 'image/png' }), suggestedName);
        return { ok: true, value: { name: suggestedName } };
      } catch (e) {
        return { ok: false, cancelled: false, message: String(e) };
      }
    },
    onMenuCommand: () => () => undefined,
  };
}

let platform: Platform | null = null;
export function getPlatform(): Platform {
  platform ??= window.api ? electronPlatform(window.api) : browserPlatform();
  return platform;
}
