// The platform adapter: the same calls in Electron (through window.api) and in a browser (file input, downloads,
// or the File System Access API where the browser has it).
import type { SightlineApi } from '../../../main/preload';
import type { MenuCommand } from '../../../main/menu-commands';

export interface OpenedDocument {
  readonly name: string;
  readonly text: string;
  /** Where a later Save writes: a desktop path, or null in a browser without the File System Access API. */
  readonly path: string | null;
}

export type PlatformResult<T> = { ok: true; value: T } | { ok: false; cancelled: boolean; message: string };

export interface Platform {
  readonly kind: 'electron' | 'browser';
  openLayout(): Promise<PlatformResult<OpenedDocument>>;
  saveLayout(text: string, opts: { path: string | null; suggestedName: string; saveAs: boolean }): Promise<PlatformResult<{ name: string; path: string | null }>>;
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
  return {
    kind: 'electron',
    openLayout: () => settle(async () => fromIpc(await api.fileOpen())),
    saveLayout: (text, { path, suggestedName, saveAs }) =>
      settle(async () => fromIpc(saveAs ? await api.fileSaveAs({ text, suggestedName }) : await api.fileSave({ path, text, suggestedName }))),
    exportPng: (bytes, suggestedName) => settle(async () => fromIpc(await api.fileExportPng({ bytes, suggestedName }))),
    onMenuCommand: (listener) => api.onMenuCommand(listener),
  };
}

type FileHandle = { name: string; getFile(): Promise<File>; createWritable(): Promise<{ write(d: Blob | string): Promise<void>; close(): Promise<void> }> };
type FsAccessWindow = Window & {
  showOpenFilePicker?: (o: unknown) => Promise<FileHandle[]>;
  showSaveFilePicker?: (o: unknown) => Promise<FileHandle>;
};

const LAYOUT_TYPES = [{ description: 'Sightline layout or game', accept: { 'application/json': ['.sightline', '.sightline-game', '.json'] } }];

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

/** Reads a file the user picks through a hidden file input. */
function pickWithInput(): Promise<PlatformResult<OpenedDocument>> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.sightline,.sightline-game,.json,application/json';
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
  const w = window as FsAccessWindow;
  const handles = new Map<string, FileHandle>();
  let handleSeq = 0;
  const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
  return {
    kind: 'browser',
    openLayout: async () => {
      if (!w.showOpenFilePicker) return pickWithInput();
      try {
        const [h] = await w.showOpenFilePicker({ types: LAYOUT_TYPES });
        if (!h) return { ok: false, cancelled: true, message: 'Open cancelled.' };
        const key = `handle:${++handleSeq}`;
        handles.set(key, h);
        return { ok: true, value: { name: h.name, text: await (await h.getFile()).text(), path: key } };
      } catch (e) {
        return { ok: false, cancelled: isAbort(e), message: isAbort(e) ? 'Open cancelled.' : String(e) };
      }
    },
    saveLayout: async (text, { path, suggestedName, saveAs }) => {
      if (!w.showSaveFilePicker) {
        try {
          download(new Blob([text], { type: 'application/json' }), suggestedName);
        } catch (e) {
          return { ok: false, cancelled: false, message: String(e) };
        }
        return { ok: true, value: { name: suggestedName, path: null } };
      }
      try {
        let key = path && !saveAs && handles.has(path) ? path : null;
        if (!key) {
          key = `handle:${++handleSeq}`;
          handles.set(key, await w.showSaveFilePicker({ suggestedName, types: LAYOUT_TYPES }));
        }
        const h = handles.get(key)!;
        const out = await h.createWritable(); // the browser writes to a swap file and swaps on close: atomic
        await out.write(text);
        await out.close();
        return { ok: true, value: { name: h.name, path: key } };
      } catch (e) {
        return { ok: false, cancelled: isAbort(e), message: isAbort(e) ? 'Save cancelled.' : String(e) };
      }
    },
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
