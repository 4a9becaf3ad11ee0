// Safe file names from the names players give games and layouts (issue 27: a game named "Alpha/Bravo" could not be
// saved on the desktop, because main refused the suggested name as a path).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sized } from '../support/tier';
import { MAX_FILE_NAME_BYTES, safeFileName } from '../../main/file-kinds';
import { validateIpcCall } from '../../main/ipc-contract';
import { APP_ENTRY_URL } from '../../main/security';

const top = { url: APP_ENTRY_URL, parent: null, frameTreeNodeId: 1 };
const fromApp = { frame: top, mainFrame: top };
const bytes = (s: string) => new TextEncoder().encode(s).length;

describe('safeFileName', () => {
  it('turns path separators and reserved characters into "-", keeping the rest of the name', () => {
    expect(safeFileName('Alpha/Bravo.sightline-game')).toBe('Alpha-Bravo.sightline-game');
    expect(safeFileName('Round 2: Alpha vs Bravo?.sightline-game')).toBe('Round 2- Alpha vs Bravo-.sightline-game');
    expect(safeFileName('a\\b|c<d>e*f"g\u0000h\u0007i.sightline')).toBe('a-b-c-d-e-f-g-h-i.sightline');
    expect(safeFileName('Kill team — Überfall 1/2.sightline-game')).toBe('Kill team — Überfall 1-2.sightline-game');
  });
  it('never gives a hidden file, a parent folder, an empty name or a Windows device', () => {
    expect(safeFileName('../../etc/passwd')).toBe('-..-etc-passwd');
    expect(safeFileName('..')).toBe('untitled');
    expect(safeFileName('/')).toBe('untitled');
    expect(safeFileName('   ')).toBe('untitled');
    expect(safeFileName('.hidden.sightline')).toBe('hidden.sightline');
    expect(safeFileName('trailing dots. . ')).toBe('trailing dots');
    expect(safeFileName('CON.sightline-game')).toBe('_CON.sightline-game');
    expect(safeFileName('lpt1')).toBe('_lpt1');
    expect(safeFileName('console.sightline')).toBe('console.sightline');
  });
  it('shortens a long name to 255 bytes, keeping its ending and whole characters', () => {
    const long = safeFileName(`${'Überfall '.repeat(60)}.sightline-game`);
    expect(bytes(long)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(long.endsWith('.sightline-game')).toBe(true);
    expect(long.startsWith('Überfall Überfall')).toBe(true);
    expect(long).not.toContain('\uFFFD');
  });
  it('always gives a plain, non-empty name of at most 255 bytes (fuzzed)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'binary' }), (name) => {
        const s = safeFileName(name);
        return s.length > 0 && !/[\\/\0:*?"<>|]/.test(s) && !s.startsWith('.') && s !== '..' && bytes(s) <= MAX_FILE_NAME_BYTES;
      }),
      { seed: 27, numRuns: sized(500, 2000) },
    );
  });
});

describe('the save dialog\'s suggested name over IPC', () => {
  it('accepts a game named with "/" and suggests a safe name for it instead of refusing the save', () => {
    const r = validateIpcCall('file:saveAs', fromApp, [{ text: '{}', suggestedName: 'Alpha/Bravo.sightline-game' }]);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.args[0].suggestedName).toBe('Alpha-Bravo.sightline-game');
    const save = validateIpcCall('file:save', fromApp, [{ path: null, text: '{}', suggestedName: '../../etc/passwd' }]);
    expect(save.ok && save.args[0].suggestedName).toBe('-..-etc-passwd');
  });
});
