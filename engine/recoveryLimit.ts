// The crash-recovery copy's size limit: one number for main (what it writes to disk and reads back) and the renderer
// (what it copies aside and what it restores), so a copy that was written can always be read.
import { FILE_LIMITS } from './layout/limits';
import { utf8ByteLength } from './layout/prescan';

/**
 * The largest recovery copy, in UTF-8 bytes (its size on disk). A copy holds the layout open before a game (at most a
 * layout file, FILE_LIMITS.maxTextChars) and the running game's file (at most the same, carrying its own layout),
 * the game written as a JSON string, where escaping its quotes and line breaks makes it up to about twice as long:
 * 2 + 2 x 2 MB, with room to spare. (A 1.52 MB layout with a game on it made a 2.61 MB copy.)
 */
export const RECOVERY_MAX_BYTES = 4 * FILE_LIMITS.maxTextChars;

/** The scan limits for reading a copy back: a file's, with the copy's size and room for two documents' values. */
export const RECOVERY_SCAN_LIMITS = { ...FILE_LIMITS, maxTextChars: RECOVERY_MAX_BYTES, maxValues: 2 * FILE_LIMITS.maxValues } as const;

const mb = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * Whether a recovery copy's text is within the limit; when it is not, its size and the limit in players' words
 * ("9.3 MB; the limit is 8.0 MB"). Counted in UTF-8 bytes, as main counts the file on disk.
 */
export function recoveryCopySize(text: string): { ok: true; bytes: number } | { ok: false; bytes: number; message: string } {
  // Every UTF-16 unit is at least one byte: a text longer than the limit in units is over it in bytes too.
  const bytes = text.length > RECOVERY_MAX_BYTES ? text.length : utf8ByteLength(text);
  if (bytes <= RECOVERY_MAX_BYTES) return { ok: true, bytes };
  return { ok: false, bytes, message: `${mb(bytes)}; the limit is ${mb(RECOVERY_MAX_BYTES)}` };
}
