// The typed IPC contract: every channel, its argument schema, and the one validation path main uses for all of them.
import { z } from 'zod';
import { FILE_LIMITS } from '../engine/layout/limits';
import { RECOVERY_MAX_BYTES, recoveryCopySize } from '../engine/recoveryLimit';
import { safeFileName } from './file-kinds';
import { isTrustedSender, type SenderFrame } from './security';

/** Largest file main reads or writes for the renderer, in bytes: the loaders' own limit (a real layout is about 26 KB). */
export const MAX_FILE_BYTES = FILE_LIMITS.maxTextChars;
/** Largest PNG export accepted over IPC, bytes. */
export const MAX_PNG_BYTES = 64 * 1024 * 1024;

/**
 * A name to suggest in a Save dialog. Players name games and layouts freely ("Alpha/Bravo"), so the name is made safe
 * here rather than refused: it only fills in the dialog, and what it becomes is never a path.
 */
const fileName = z.string().min(1).max(1024).transform((s) => safeFileName(s));

const filePath = z
  .string()
  .min(1)
  .max(4096)
  .refine((s) => !s.includes('\0'), 'must not contain NUL');

export const channelSchemas = {
  /** Ask the user for a layout file and return its text. */
  'file:open': z.tuple([]),
  /** Open a file from the Recent list by path (the path must be in the list main keeps). */
  'file:openRecent': z.tuple([filePath]),
  /** Save text to the given path (a path main gave out earlier), or ask for one when null. */
  'file:save': z.tuple([
    z.object({ path: filePath.nullable(), text: z.string().max(MAX_FILE_BYTES), suggestedName: fileName }).strict(),
  ]),
  /** Always ask for a path, then save. */
  'file:saveAs': z.tuple([z.object({ text: z.string().max(MAX_FILE_BYTES), suggestedName: fileName }).strict()]),
  /** The Recent list, newest first. */
  'file:recent': z.tuple([]),
  /** Ask for a path and write PNG bytes there. */
  'file:exportPng': z.tuple([
    z.object({ bytes: z.instanceof(Uint8Array).refine((b) => b.byteLength <= MAX_PNG_BYTES, 'PNG too large'), suggestedName: fileName }).strict(),
  ]),
  /** Write the crash-recovery copy of the open document (null clears it). */
  'file:autosave': z.tuple([
    z
      .string()
      .max(RECOVERY_MAX_BYTES)
      .refine((t) => recoveryCopySize(t).ok, 'is larger than a recovery copy may be')
      .nullable(),
  ]),
  /** The recovery copy left by a session that did not close cleanly, if any. */
  'file:recovery': z.tuple([]),
  /** Move a recovery copy that failed to load aside (never deleted); returns where it went, or null if there was none. */
  'file:recoveryKeepAside': z.tuple([]),
  /** Version and platform for the About box. */
  'app:info': z.tuple([]),
  /** Layout files the OS asked Sightline to open before the window was ready (taken once; later ones arrive as menu commands). */
  'app:launchFiles': z.tuple([]),
} as const;

export type Channel = keyof typeof channelSchemas;
export const CHANNELS = Object.keys(channelSchemas) as Channel[];
export type ChannelArgs<C extends Channel> = z.infer<(typeof channelSchemas)[C]>;

export { MENU_COMMANDS, MENU_EVENT_CHANNEL, type MenuCommand } from './menu-commands';

export type IpcErrorCode = 'bad-input' | 'untrusted-sender' | 'unknown-channel' | 'io' | 'cancelled' | 'not-allowed';
export interface IpcError {
  readonly ok: false;
  readonly error: { readonly code: IpcErrorCode; readonly message: string };
}
export type IpcResult<T> = { readonly ok: true; readonly value: T } | IpcError;

export const ipcError = (code: IpcErrorCode, message: string): IpcError => ({ ok: false, error: { code, message } });

/** Who sent an IPC call: the frame it came from and the main (top) frame of the window it came from. */
export interface IpcSender {
  readonly frame: SenderFrame | null | undefined;
  readonly mainFrame: SenderFrame | null | undefined;
}

/**
 * Checks one IPC call: the sender must be the app's own top frame (its URL and that it is the main frame), the channel
 * known, the arguments valid. Returns the parsed arguments, or the typed error the handler answers with.
 */
export function validateIpcCall<C extends Channel>(channel: C, sender: IpcSender, args: readonly unknown[]): { ok: true; args: ChannelArgs<C> } | IpcError {
  if (!Object.prototype.hasOwnProperty.call(channelSchemas, channel)) return ipcError('unknown-channel', `Unknown channel "${String(channel)}".`);
  if (!isTrustedSender(sender.frame, sender.mainFrame))
    return ipcError('untrusted-sender', `Refused ${channel}: the request did not come from Sightline's own window.`);
  const parsed = channelSchemas[channel].safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? `argument ${issue.path.join('.')}` : 'arguments';
    return ipcError('bad-input', `Refused ${channel}: ${where} ${issue?.message ?? 'invalid'}.`);
  }
  return { ok: true, args: parsed.data as ChannelArgs<C> };
}
