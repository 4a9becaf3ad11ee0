// Atomic saves without leftovers (issue 15): temp files removed on failure, random names, queued saves to one file,
// the file mode kept, symlinks written through, transient Windows errors retried, reads limited by size before reading.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  atomicWriteFile,
  clearStaleTempFiles,
  FileTooLargeError,
  isRemovableTempName,
  isSightlineTempName,
  ownNamesByFolder,
  tempTargetName,
  keepRecoveryAside,
  readRecoveryCopy,
  readTextFileLimited,
} from '../../main/files';
import { RECOVERY_MAX_BYTES } from '../../engine/recoveryLimit';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sightline-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const temps = () => readdirSync(dir).filter(isSightlineTempName);
const fail = (code: string) => Object.assign(new Error(code), { code });

describe('atomicWriteFile failure paths', () => {
  it.each([
    ['write', 'ENOSPC'],
    ['rename', 'EXDEV'],
  ] as const)('removes its temp file when the %s fails (%s), and the old file stays', async (step, code) => {
    const f = path.join(dir, 'a.sightline');
    writeFileSync(f, 'old');
    await expect(atomicWriteFile(f, 'new', { [step]: async () => Promise.reject(fail(code)) })).rejects.toThrow(code);
    expect(readFileSync(f, 'utf8')).toBe('old');
    expect(temps()).toEqual([]);
  });

  it('retries EPERM/EBUSY on Windows a few times, and not elsewhere', async () => {
    const f = path.join(dir, 'a.sightline');
    let calls = 0;
    const { rename } = await import('node:fs/promises');
    const flaky = async (a: string, b: string) => {
      if (++calls <= 2) throw fail(calls === 1 ? 'EPERM' : 'EBUSY');
      await rename(a, b);
    };
    await atomicWriteFile(f, 'win', { platform: 'win32', rename: flaky });
    expect(readFileSync(f, 'utf8')).toBe('win');
    expect(calls).toBe(3);
    calls = 0;
    await expect(atomicWriteFile(f, 'linux', { platform: 'linux', rename: flaky })).rejects.toThrow('EPERM');
    expect(readFileSync(f, 'utf8')).toBe('win');
    expect(temps()).toEqual([]);
  });
});

describe('atomicWriteFile keeps what the file was', () => {
  it('keeps the file mode', async () => {
    const f = path.join(dir, 'private.sightline');
    writeFileSync(f, 'old');
    chmodSync(f, 0o600);
    await atomicWriteFile(f, 'new');
    expect(statSync(f).mode & 0o777).toBe(0o600);
    chmodSync(f, 0o664);
    await atomicWriteFile(f, 'newer');
    expect(statSync(f).mode & 0o777).toBe(0o664);
  });

  it('writes through a symlink instead of replacing it', async () => {
    const real = path.join(dir, 'real.sightline');
    const link = path.join(dir, 'link.sightline');
    writeFileSync(real, 'old');
    symlinkSync(real, link);
    await atomicWriteFile(link, 'new');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new');
    expect(temps()).toEqual([]);
  });

  it('queues concurrent saves to one file: all succeed, the last one wins, no temp files', async () => {
    const f = path.join(dir, 'race.sightline');
    const writes = Array.from({ length: 25 }, (_, i) => atomicWriteFile(f, `version ${i}`));
    await expect(Promise.all(writes)).resolves.toHaveLength(25);
    expect(readFileSync(f, 'utf8')).toBe('version 24');
    expect(temps()).toEqual([]);
  });

  it('gives racing temp files random names that carry Sightline\'s marker', () => {
    expect(isSightlineTempName('.a.sightline.sightline-0123456789ab.tmp')).toBe(true);
    expect(tempTargetName('.a.sightline.sightline-0123456789ab.tmp')).toBe('a.sightline');
    expect(isSightlineTempName('.a.sightline.0123456789ab.tmp')).toBe(false); // no marker: another program's, or unknowable
    expect(isSightlineTempName('.a.sightline.123.1700000000.tmp')).toBe(false); // the old pid+time names are not ours now
    expect(isSightlineTempName('a.sightline')).toBe(false);
  });
});

describe('stale temp files and unreadable recovery copies', () => {
  it('clears temp files older than the cut-off and leaves fresh ones and other files', async () => {
    const old = path.join(dir, '.a.sightline.sightline-aaaaaaaaaaaa.tmp');
    const fresh = path.join(dir, '.a.sightline.sightline-bbbbbbbbbbbb.tmp');
    writeFileSync(old, 'x');
    writeFileSync(fresh, 'x');
    writeFileSync(path.join(dir, 'a.sightline'), 'keep');
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(old, past, past);
    expect(await clearStaleTempFiles(dir, ['a.sightline'])).toEqual([path.basename(old)]);
    expect(readdirSync(dir).sort()).toEqual(['.a.sightline.sightline-bbbbbbbbbbbb.tmp', 'a.sightline']);
  });

  it('leaves other programs\' temp files alone, however old, in a folder Sightline saves to (issue 27)', async () => {
    const theirs = [
      '.thesis.docx.deadbeef0000.tmp', // a word processor's, in the very shape Sightline used to use
      '.a.sightline.deadbeef0000.tmp', // our shape without our marker: not provably ours
      '.thesis.docx.sightline-deadbeef0000.tmp', // our marker, but for a file that is not one of Sightline's here
    ];
    const ours = '.a.sightline.sightline-deadbeef0000.tmp';
    const past = new Date(Date.now() - 3_600_000);
    for (const n of [...theirs, ours]) {
      writeFileSync(path.join(dir, n), 'x');
      utimesSync(path.join(dir, n), past, past);
    }
    expect(await clearStaleTempFiles(dir, ['a.sightline'])).toEqual([ours]);
    expect(readdirSync(dir).sort()).toEqual([...theirs].sort());
    // With no own files named for the folder, nothing at all is removed.
    writeFileSync(path.join(dir, ours), 'x');
    utimesSync(path.join(dir, ours), past, past);
    expect(await clearStaleTempFiles(dir, [])).toEqual([]);
  });

  it('decides which temp names it may remove from the marker and its own file names', () => {
    const own = new Set(['city.sightline', 'recent.json']);
    expect(isRemovableTempName('.city.sightline.sightline-0123456789ab.tmp', own)).toBe(true);
    expect(isRemovableTempName('.recent.json.sightline-0123456789ab.tmp', own)).toBe(true);
    expect(isRemovableTempName('.thesis.docx.deadbeef0000.tmp', own)).toBe(false);
    expect(isRemovableTempName('.city.sightline.0123456789ab.tmp', own)).toBe(false);
    expect(isRemovableTempName('.other.sightline.sightline-0123456789ab.tmp', own)).toBe(false);
    expect(isRemovableTempName('.city.sightline.sightline-0123456789AB.tmp', own)).toBe(false);
    expect([...ownNamesByFolder(['/a/x.sightline', '/b/y.sightline', '/a/z.json']).entries()]).toEqual([
      [path.dirname('/a/x.sightline'), new Set(['x.sightline', 'z.json'])],
      [path.dirname('/b/y.sightline'), new Set(['y.sightline'])],
    ]);
  });

  it('keeps a recovery copy aside under a new name, never deletes it', async () => {
    const f = path.join(dir, 'recovery.sightline.json');
    writeFileSync(f, '{broken');
    const aside = await keepRecoveryAside(f, '2026-11-22T12:00:00.000Z');
    expect(aside).toBe(path.join(dir, 'recovery.sightline.unreadable-2026-11-22T12-00-00-000Z.json'));
    expect(readFileSync(aside!, 'utf8')).toBe('{broken');
    expect(await keepRecoveryAside(f, 'x')).toBeNull();
  });
});

describe('readRecoveryCopy (issue 27)', () => {
  it('reads a copy up to the one recovery limit, reports one over it instead of calling it none, and null when none', async () => {
    const f = path.join(dir, 'recovery.sightline.json');
    expect(await readRecoveryCopy(f)).toBeNull();
    writeFileSync(f, 'x'.repeat(2_610_000)); // a 1.52 MB layout with a game on it made a copy this size
    expect((await readRecoveryCopy(f))?.length).toBe(2_610_000);
    writeFileSync(f, 'x'.repeat(RECOVERY_MAX_BYTES));
    expect((await readRecoveryCopy(f))?.length).toBe(RECOVERY_MAX_BYTES);
    writeFileSync(f, 'x'.repeat(RECOVERY_MAX_BYTES + 1));
    await expect(readRecoveryCopy(f)).rejects.toThrow(/recovery\.sightline\.json is too large to be a recovery copy \(8\.0 MB; the limit is 8\.0 MB\)/);
  });

  it('copies an unreadable copy aside when it cannot be moved, and says so when neither works', async () => {
    const f = path.join(dir, 'recovery.sightline.json');
    writeFileSync(f, '{broken');
    const busy = async () => {
      throw Object.assign(new Error('EBUSY: resource busy or locked'), { code: 'EBUSY' });
    };
    const aside = await keepRecoveryAside(f, '2026-11-25T12:00:00.000Z', { rename: busy });
    expect(readFileSync(aside!, 'utf8')).toBe('{broken');
    expect(readFileSync(f, 'utf8')).toBe('{broken');
    await expect(keepRecoveryAside(f, '2026-11-25T12:00:01.000Z', { rename: busy, copyFile: busy })).rejects.toThrow(
      /recovery\.sightline\.json could not be moved aside \(EBUSY: resource busy or locked\); it is still there/,
    );
    expect(readFileSync(f, 'utf8')).toBe('{broken');
  });
});

describe('readTextFileLimited', () => {
  it('refuses a file over the limit by its size on disk, naming the limit', async () => {
    const f = path.join(dir, 'huge.sightline');
    writeFileSync(f, 'x'.repeat(3_000_001));
    await expect(readTextFileLimited(f, 2_000_000, 'layout')).rejects.toThrow(FileTooLargeError);
    await expect(readTextFileLimited(f, 2_000_000, 'layout')).rejects.toThrow('huge.sightline is too large to be a layout (3.0 MB; the limit is 2.0 MB).');
    writeFileSync(f, 'small');
    await expect(readTextFileLimited(f, 2_000_000)).resolves.toBe('small');
  });
});
