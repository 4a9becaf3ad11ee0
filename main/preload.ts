// The preload: exposes one frozen `window.api` with one function per IPC channel, and nothing else.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { ChannelArgs, IpcResult } from './ipc-contract';
import { MENU_EVENT_CHANNEL, type MenuCommand } from './menu-commands';

export interface OpenedFile {
  readonly path: string;
  readonly name: string;
  readonly text: string;
}
export interface SavedFile {
  readonly path: string;
  readonly name: string;
}

const invoke = <T>(channel: string, ...args: unknown[]): Promise<IpcResult<T>> => ipcRenderer.invoke(channel, ...args);

const api = {
  fileOpen: () => invoke<OpenedFile>('file:open'),
  fileOpenRecent: (...a: ChannelArgs<'file:openRecent'>) => invoke<OpenedFile>('file:openRecent', ...a),
  fileSave: (...a: ChannelArgs<'file:save'>) => invoke<SavedFile>('file:save', ...a),
  fileSaveAs: (...a: ChannelArgs<'file:saveAs'>) => invoke<SavedFile>('file:saveAs', ...a),
  fileRecent: () => invoke<string[]>('file:recent'),
  fileExportPng: (...a: ChannelArgs<'file:exportPng'>) => invoke<SavedFile>('file:exportPng', ...a),
  fileAutosave: (...a: ChannelArgs<'file:autosave'>) => invoke<null>('file:autosave', ...a),
  fileRecovery: () => invoke<string | null>('file:recovery'),
  fileRecoveryKeepAside: () => invoke<string | null>('file:recoveryKeepAside'),
  appInfo: () => invoke<{ version: string; platform: string; electron: string }>('app:info'),
  appLaunchFiles: () => invoke<string[]>('app:launchFiles'),
  /** Subscribes to native menu commands; returns the unsubscribe function. */
  onMenuCommand: (listener: (command: MenuCommand) => void): (() => void) => {
    const wrapped = (_e: IpcRendererEvent, command: MenuCommand) => listener(command);
    ipcRenderer.on(MENU_EVENT_CHANNEL, wrapped);
    return () => ipcRenderer.removeListener(MENU_EVENT_CHANNEL, wrapped);
  },
};

export type SightlineApi = typeof api;

contextBridge.exposeInMainWorld('api', Object.freeze(api));
