// Electron main: one secure window, the app:// protocol, native menus, and file IPC. Moves bytes; decides nothing else.
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, session, shell, type MenuItemConstructorOptions } from 'electron';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHANNELS, ipcError, MENU_EVENT_CHANNEL, validateIpcCall, type Channel, type ChannelArgs, type IpcResult, type MenuCommand } from './ipc-contract';
import { buildMenuSpec, type MenuItemSpec } from './menu';
import { atomicWriteFile, clearStaleTempFiles, isStringArray, keepRecoveryAside, ownNamesByFolder, pushRecent, readJsonFile, readRecoveryCopy, readTextFileLimited } from './files';
import { closeDecision, closePrompt, rendererGoneDecision } from './lifecycle';
import { MAX_FILE_BYTES } from './ipc-contract';
import { OPEN_DIALOG_FILTERS } from './file-kinds';
import { layoutFilesFromArgv } from './launch-files';
import {
  APP_ENTRY_URL,
  APP_SCHEME,
  appResponseHeaders,
  navigationDecision,
  permissionDecision,
  resolveAppPath,
  secureWebPreferences,
  windowOpenDecision,
} from './security';

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

const bundleRoot = path.join(__dirname, '..', 'dist', 'renderer');
const userData = () => app.getPath('userData');
const recentFile = () => path.join(userData(), 'recent.json');
const recoveryFile = () => path.join(userData(), 'recovery.sightline.json');

let mainWindow: BrowserWindow | null = null;
let recent: string[] = [];
/** Paths the user chose in a dialog (or from Recent) this session: file:save may only write to these. */
const grantedPaths = new Set<string>();

const sendMenu = (command: MenuCommand) => mainWindow?.webContents.send(MENU_EVENT_CHANNEL, command);

// Files the OS asked us to open. Held until the app is ready and the renderer has asked for them once (app:launchFiles);
// after that each new request goes straight to the window as an open-recent command.
const launchFiles: string[] = [];
let appReady = false;
let rendererTookLaunchFiles = false;
const argvStart = () => (app.isPackaged ? 1 : 2);

/** Takes the queued files that exist, granting and remembering each (so file:openRecent may read it). */
async function takeLaunchFiles(): Promise<string[]> {
  const out: string[] = [];
  for (const file of launchFiles.splice(0)) {
    if (!(await fs.stat(file).then((s) => s.isFile(), () => false))) continue;
    await remember(file);
    out.push(file);
  }
  return out;
}

function requestOpen(files: readonly string[]): void {
  launchFiles.push(...files);
  if (!appReady || !rendererTookLaunchFiles || !mainWindow) return;
  void takeLaunchFiles().then((ok) => {
    const last = ok[ok.length - 1];
    if (!last || !mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
    sendMenu(`open-recent:${last}`);
  });
}

function toElectronMenu(items: readonly MenuItemSpec[]): MenuItemConstructorOptions[] {
  return items.map((it) => {
    const { command, submenu, ...rest } = it;
    const out: MenuItemConstructorOptions = { ...rest };
    if (submenu) out.submenu = toElectronMenu(submenu);
    if (command) out.click = () => sendMenu(command);
    return out;
  });
}

function refreshMenu(): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(toElectronMenu(buildMenuSpec(recent, { isDev: !app.isPackaged }))));
}

/**
 * Grants and lists a file the user opened or saved. Writing recent.json is best effort: the open or save the user
 * asked for has already succeeded, and a failed Recent list must not be reported as a failed save.
 */
async function remember(file: string): Promise<void> {
  grantedPaths.add(file);
  recent = pushRecent(recent, file);
  app.addRecentDocument(file);
  refreshMenu();
  await atomicWriteFile(recentFile(), JSON.stringify(recent)).catch((e: unknown) => console.warn('Could not update the Recent list:', e));
}

async function readLayout(file: string) {
  // The size on disk is checked before reading: a file far beyond any real layout is refused without loading it.
  const text = await readTextFileLimited(file, MAX_FILE_BYTES, 'Sightline file');
  await remember(file);
  return { path: file, name: path.basename(file), text };
}

async function saveTo(file: string, text: string) {
  await atomicWriteFile(file, text);
  await remember(file);
  void clearStaleTempFiles(path.dirname(file), ownNamesByFolder(recent).get(path.dirname(file)) ?? []);
  return { path: file, name: path.basename(file) };
}

type Handler<C extends Channel> = (...args: ChannelArgs<C>) => Promise<unknown>;
const handlers: { [C in Channel]: Handler<C> } = {
  'file:open': async () => {
    const r = await dialog.showOpenDialog(mainWindow!, { properties: ['openFile'], filters: [...OPEN_DIALOG_FILTERS] });
    if (r.canceled || !r.filePaths[0]) return ipcError('cancelled', 'Open cancelled.');
    return readLayout(r.filePaths[0]);
  },
  'file:openRecent': async (file) => {
    if (!recent.includes(file)) return ipcError('not-allowed', 'That file is not in the Recent list.');
    return readLayout(file);
  },
  'file:save': async ({ path: file, text, suggestedName }) => {
    if (file !== null && grantedPaths.has(file)) return saveTo(file, text);
    return handlers['file:saveAs']({ text, suggestedName });
  },
  'file:saveAs': async ({ text, suggestedName }) => {
    const r = await dialog.showSaveDialog(mainWindow!, { defaultPath: suggestedName, filters: [...OPEN_DIALOG_FILTERS] });
    if (r.canceled || !r.filePath) return ipcError('cancelled', 'Save cancelled.');
    return saveTo(r.filePath, text);
  },
  'file:recent': async () => recent,
  'file:exportPng': async ({ bytes, suggestedName }) => {
    const r = await dialog.showSaveDialog(mainWindow!, { defaultPath: suggestedName, filters: [{ name: 'PNG image', extensions: ['png'] }] });
    if (r.canceled || !r.filePath) return ipcError('cancelled', 'Export cancelled.');
    await atomicWriteFile(r.filePath, bytes);
    return { path: r.filePath, name: path.basename(r.filePath) };
  },
  'file:autosave': async (text) => {
    if (text === null) await fs.rm(recoveryFile(), { force: true });
    else await atomicWriteFile(recoveryFile(), text);
    return null;
  },
  // No copy is null; a copy that cannot be read (over the limit, unreadable) is an error the renderer reports and keeps aside.
  'file:recovery': async () => readRecoveryCopy(recoveryFile()),
  'file:recoveryKeepAside': async () => keepRecoveryAside(recoveryFile(), new Date().toISOString()),
  'app:info': async () => ({ version: app.getVersion(), platform: process.platform, electron: process.versions.electron }),
  'app:launchFiles': async () => {
    rendererTookLaunchFiles = true;
    return takeLaunchFiles();
  },
};

function registerIpc(): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, async (event, ...raw: unknown[]): Promise<IpcResult<unknown>> => {
      const checked = validateIpcCall(channel, { frame: event.senderFrame, mainFrame: event.sender.mainFrame }, raw);
      if (!checked.ok) return checked;
      try {
        const value = await (handlers[channel] as (...a: unknown[]) => Promise<unknown>)(...(checked.args as unknown[]));
        if (value && typeof value === 'object' && 'ok' in value && (value as { ok: unknown }).ok === false) return value as IpcResult<unknown>;
        return { ok: true, value };
      } catch (e) {
        return ipcError('io', e instanceof Error ? e.message : String(e));
      }
    });
  }
}

function createWindow(): void {
  mainWindow = new BrowserWindow({
    width: 1400,
    height: 900,
    title: 'Sightline',
    backgroundColor: '#1b1f24',
    show: false,
    webPreferences: secureWebPreferences(path.join(__dirname, 'preload.cjs')),
  });
  const wc = mainWindow.webContents;
  wc.on('will-navigate', (e, url) => {
    if (navigationDecision(url) === 'deny') e.preventDefault();
  });
  wc.on('will-redirect', (e) => e.preventDefault());
  wc.on('will-attach-webview', (e) => e.preventDefault());
  wc.setWindowOpenHandler(({ url }) => {
    const d = windowOpenDecision(url);
    if (d.openExternal !== null) void shell.openExternal(d.openExternal);
    return { action: d.action };
  });
  // Unsaved work: the renderer's beforeunload refuses to unload while the document is dirty; ask before closing.
  wc.on('will-prevent-unload', (e) => {
    if (!mainWindow) return;
    if (closeDecision(dialog.showMessageBoxSync(mainWindow, closePrompt())) === 'close') e.preventDefault();
  });
  // A crashed renderer is reloaded; the fresh page offers the recovery copy it wrote.
  let reloads = 0;
  wc.on('render-process-gone', (_e, details) => {
    const decision = rendererGoneDecision(details.reason, reloads);
    if (decision === 'reload') {
      reloads++;
      wc.reload();
    } else if (decision === 'give-up')
      dialog.showErrorBox('Sightline stopped', `The window crashed again (${details.reason}). Restart Sightline; your unsaved work will be offered back.`);
  });
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => (mainWindow = null));
  void mainWindow.loadURL(APP_ENTRY_URL);
}

app.enableSandbox();
// One Sightline at a time: a second launch (a double-clicked layout) hands its files to this one and quits.
const primaryInstance = app.requestSingleInstanceLock();
if (!primaryInstance) app.quit();
app.on('second-instance', (_e, argv, workingDirectory) => requestOpen(layoutFilesFromArgv(argv, argvStart(), workingDirectory)));
// macOS delivers double-clicked documents as events, possibly before the app is ready.
app.on('open-file', (e, file) => {
  e.preventDefault();
  requestOpen([file]);
});
requestOpen(layoutFilesFromArgv(process.argv, argvStart(), process.cwd()));

app.whenReady().then(async () => {
  if (!primaryInstance) return;
  recent = await readJsonFile(recentFile(), [] as string[], isStringArray);
  // Temp files of saves that were killed (power cut, kill -9) are removed at start; the files they replaced are intact.
  // Only Sightline's own temp files, for Sightline's own files: the Recent folders hold other programs' work too.
  for (const [dir, names] of ownNamesByFolder([recentFile(), recoveryFile(), ...recent])) void clearStaleTempFiles(dir, names);
  appReady = true;
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppPath(bundleRoot, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    const res = await net.fetch(pathToFileURL(file).toString()).catch(() => null);
    if (!res || !res.ok) return new Response('Not found', { status: 404 });
    return new Response(res.body, { status: 200, headers: appResponseHeaders(file) });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback) => callback(permissionDecision(permission)));
  session.defaultSession.setPermissionCheckHandler((_wc, permission) => permissionDecision(permission));
  registerIpc();
  refreshMenu();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('web-contents-created', (_e, contents) => {
  contents.on('will-navigate', (e) => e.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
