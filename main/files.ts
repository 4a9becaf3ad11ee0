// Disk access for main: atomic writes, the Recent list and the crash-recovery copy.
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file so that a crash at any moment leaves either the old file or the new one, never a torn mix:
 * write a temp file beside the target, fsync it, rename it over the target, fsync the directory.
 */
export async function atomicWriteFile(target: string, data: string | Uint8Array): Promise<void> {
  const dir = path.dirname(target);
  const tmp = path.join(dir, `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`);
  const handle = await fs.open(tmp, 'wx', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(tmp, target);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
  try {
    const d = await fs.open(dir, 'r');
    try {
      await d.sync();
    } finally {
      await d.close();
    }
  } catch {
    // Directory fsync is not supported on every platform (Windows); the rename itself is atomic there.
  }
}

export const MAX_RECENT = 10;

/** The Recent list after opening or saving `file`: newest first, no duplicates, at most MAX_RECENT. */
export function pushRecent(list: readonly string[], file: string): string[] {
  return [file, ...list.filter((f) => f !== file)].slice(0, MAX_RECENT);
}

export async function readJsonFile<T>(file: string, fallback: T, check: (v: unknown) => v is T): Promise<T> {
  try {
    const v: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    return check(v) ? v : fallback;
  } catch {
    return fallback;
  }
}

export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
