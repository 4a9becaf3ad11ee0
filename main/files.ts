// Disk access for main: atomic writes, size-limited reads, the Recent list and the crash-recovery copy.
import { randomBytes } from 'node:crypto';
import { constants as fsConstants, promises as fs } from 'node:fs';
import path from 'node:path';
import { RECOVERY_MAX_BYTES } from '../engine/recoveryLimit';

/**
 * Temp files are `.<target name>.sightline-<12 hex>.tmp` beside the target. Other programs use the same hidden
 * `.<name>.<hex>.tmp` shape, so the `sightline-` marker is what says Sightline made one.
 */
const TEMP_MARKER = 'sightline-';
const TEMP_PATTERN = /^\.(.+)\.sightline-[0-9a-f]{12}\.tmp$/;
export const tempNameFor = (targetName: string, hex12: string): string => `.${targetName}.${TEMP_MARKER}${hex12}.tmp`;

/** The name of the file a Sightline temp file was written for, or null when `name` is not a Sightline temp file. */
export function tempTargetName(name: string): string | null {
  return TEMP_PATTERN.exec(name)?.[1] ?? null;
}
export const isSightlineTempName = (name: string): boolean => tempTargetName(name) !== null;

/**
 * Whether a stale temp file may be removed: it carries Sightline's marker and it was written for one of Sightline's own
 * files in that folder (`ownNames`: the Recent files there, or Sightline's own data files). Anything else is left alone,
 * even a name that looks like ours: it is not Sightline's to delete.
 */
export function isRemovableTempName(name: string, ownNames: ReadonlySet<string>): boolean {
  const target = tempTargetName(name);
  return target !== null && ownNames.has(target);
}

/** The Recent files grouped by folder: folder -> the file names in it (what the stale-temp cleanup may touch there). */
export function ownNamesByFolder(files: readonly string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const f of files) {
    const dir = path.dirname(f);
    const names = out.get(dir) ?? new Set<string>();
    names.add(path.basename(f));
    out.set(dir, names);
  }
  return out;
}

/** Windows reports a file held open by an antivirus or indexer as EPERM/EBUSY/EACCES for a moment: worth a few retries. */
const TRANSIENT = new Set(['EPERM', 'EBUSY', 'EACCES']);
const RENAME_RETRIES_MS = [20, 50, 100, 200, 400];

export interface AtomicWriteOptions {
  /** Platform for the retry rule (tests); defaults to process.platform. */
  readonly platform?: NodeJS.Platform;
  /** Test seam: the rename step (to inject failures). */
  readonly rename?: (from: string, to: string) => Promise<void>;
  /** Test seam: the write step (to inject failures). */
  readonly write?: (handle: fs.FileHandle, data: string | Uint8Array) => Promise<void>;
}

const errCode = (e: unknown): string | undefined => (e && typeof e === 'object' && 'code' in e ? String((e as { code: unknown }).code) : undefined);

/** Where a write to `target` really lands: through a symlink to the file it points at (so the link survives). */
async function resolveTarget(target: string): Promise<string> {
  try {
    return await fs.realpath(target);
  } catch (e) {
    if (errCode(e) === 'ENOENT') {
      // A new file, or a dangling link: write beside the real directory.
      const link = await fs.readlink(target).catch(() => null);
      if (link !== null) return path.resolve(path.dirname(target), link);
      return path.join(await fs.realpath(path.dirname(target)), path.basename(target));
    }
    throw e;
  }
}

// One write per file at a time: a second save of the same file waits for the first, so both succeed in order.
const queues = new Map<string, Promise<unknown>>();

/**
 * Writes a file so that a crash at any moment leaves either the old file or the new one, never a torn mix:
 * write a temp file beside the target, fsync it, rename it over the target, fsync the directory.
 * The temp file is removed on every failure path; its name is random (no clash between racing saves); the target's
 * file mode is kept; a symlink is written through, not replaced; saves to one file are queued.
 */
export async function atomicWriteFile(target: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  // The place in the queue is taken synchronously, so saves land in the order they were asked for.
  const key = path.resolve(target);
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(async () => writeNow(await resolveTarget(target), data, options));
  queues.set(key, run);
  try {
    await run;
  } finally {
    if (queues.get(key) === run) queues.delete(key);
  }
}

async function writeNow(real: string, data: string | Uint8Array, options: AtomicWriteOptions): Promise<void> {
  const dir = path.dirname(real);
  const tmp = path.join(dir, tempNameFor(path.basename(real), randomBytes(6).toString('hex')));
  const mode = await fs.stat(real).then((s) => s.mode & 0o777, () => 0o644);
  const rename = options.rename ?? fs.rename;
  const write = options.write ?? ((h, d) => h.writeFile(d));
  try {
    const handle = await fs.open(tmp, 'wx', mode);
    try {
      await write(handle, data);
      await handle.chmod(mode); // the umask may have narrowed the mode given to open
      await handle.sync();
    } finally {
      await handle.close();
    }
    await renameWithRetry(rename, tmp, real, options.platform ?? process.platform);
  } catch (e) {
    await fs.rm(tmp, { force: true }).catch(() => undefined);
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

async function renameWithRetry(rename: (a: string, b: string) => Promise<void>, from: string, to: string, platform: NodeJS.Platform): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await rename(from, to);
    } catch (e) {
      const delay = RENAME_RETRIES_MS[attempt];
      if (platform !== 'win32' || !TRANSIENT.has(errCode(e) ?? '') || delay === undefined) throw e;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/**
 * Removes temp files left by a save that was killed mid-way: only Sightline's own (see isRemovableTempName; `ownNames`
 * are the names of Sightline's files in `dir`), and only those older than `olderThanMs`, so a save running now in
 * another window is left alone. Returns the names removed.
 */
export async function clearStaleTempFiles(dir: string, ownNames: Iterable<string>, olderThanMs = 60_000, now = Date.now()): Promise<string[]> {
  const own = new Set(ownNames);
  if (own.size === 0) return [];
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (!isRemovableTempName(name, own)) continue;
    const file = path.join(dir, name);
    const st = await fs.stat(file).catch(() => null);
    if (!st || !st.isFile() || now - st.mtimeMs < olderThanMs) continue;
    await fs.rm(file, { force: true }).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}

export class FileTooLargeError extends Error {}

/** Reads a text file after checking its size on disk, so a huge file is refused before a byte of it is read. */
export async function readTextFileLimited(file: string, maxBytes: number, kind = 'Sightline file'): Promise<string> {
  const st = await fs.stat(file);
  if (!st.isFile()) throw new Error(`${path.basename(file)} is not a file.`);
  if (st.size > maxBytes) {
    const mb = (n: number): string => `${(n / 1_000_000).toFixed(1)} MB`;
    throw new FileTooLargeError(`${path.basename(file)} is too large to be a ${kind} (${mb(st.size)}; the limit is ${mb(maxBytes)}).`);
  }
  return fs.readFile(file, 'utf8');
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

/**
 * Reads the recovery copy: null when there is none; its text when it is within RECOVERY_MAX_BYTES (the limit the
 * renderer checks when it writes one). A copy over the limit or unreadable is an error naming the file, never "none":
 * the player is told and the copy is kept aside.
 */
export async function readRecoveryCopy(file: string): Promise<string | null> {
  try {
    return await readTextFileLimited(file, RECOVERY_MAX_BYTES, 'recovery copy');
  } catch (e) {
    if (errCode(e) === 'ENOENT') return null;
    throw e;
  }
}

/**
 * Moves a recovery copy that failed to load out of the way (never deletes it) and returns where it went, so the
 * player can be told and can send it to us. `stamp` makes the name unique (an ISO time).
 */
export async function keepRecoveryAside(
  file: string,
  stamp: string,
  /** Test seams: the move and the copy (to inject failures). */
  ops: { readonly rename?: (from: string, to: string) => Promise<void>; readonly copyFile?: (from: string, to: string, mode: number) => Promise<void> } = {},
): Promise<string | null> {
  const exists = await fs.stat(file).then((s) => s.isFile(), () => false);
  if (!exists) return null;
  const ext = path.extname(file);
  const aside = path.join(path.dirname(file), `${path.basename(file, ext)}.unreadable-${stamp.replace(/[:.]/g, '-')}${ext}`);
  try {
    await (ops.rename ?? fs.rename)(file, aside);
  } catch (renameError) {
    // A copy is as good as a move: the next autosave may then replace the original, the copy stays.
    try {
      await (ops.copyFile ?? fs.copyFile)(file, aside, fsConstants.COPYFILE_EXCL);
    } catch {
      throw new Error(`${file} could not be moved aside (${renameError instanceof Error ? renameError.message : String(renameError)}); it is still there.`);
    }
  }
  return aside;
}
