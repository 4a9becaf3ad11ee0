// The crash-recovery copy (issue 27): one size limit for writing and reading it, and a copy that cannot be restored
// moved aside under a key of its own, never lost, even when the browser's storage is nearly full.
import { describe, expect, it } from 'vitest';
import { loadLayout } from '../../../engine/index';
import { RECOVERY_MAX_BYTES, recoveryCopySize } from '../../../engine/recoveryLimit';
import { moveRecoveryAside, readRecovery, RECOVERY_ASIDE_PREFIX, RECOVERY_KEY, recoveryText, type RecoveryStorage } from '../../../renderer/src/files/recovery';
import { validateIpcCall } from '../../../main/ipc-contract';
import { APP_ENTRY_URL } from '../../../main/security';

const layout = loadLayout({
  format: 'sightline/layout',
  version: 1,
  name: 'City',
  table: { widthIn: 60, depthIn: 44 },
  terrain: [{ id: 'r1', kind: 'ruin', x: 20, y: 20, rotationDeg: 0, traits: [], footprint: [[-3, -2], [3, -2], [3, 2], [-3, 2]], solids: [] }],
  models: [],
});
/** A recovery copy holding a game whose file text is `gameChars` long (quotes in it are escaped in the copy). */
const copyWithGame = (gameChars: number): string =>
  recoveryText(
    { layout, path: null, name: 'city.sightline', dice: null, game: { text: `{"a":"${'x'.repeat(gameChars)}"}`, name: 'Practice', seats: ['you', 'computer'], level: 'normal' } },
    '2026-11-25T12:00:00.000Z',
  );
const top = { url: APP_ENTRY_URL, parent: null, frameTreeNodeId: 1 };

describe('the recovery copy\'s one size limit', () => {
  it('reads back a copy larger than a layout file may be: a layout with a game made a 2.61 MB copy', () => {
    const text = copyWithGame(2_610_000);
    expect(text.length).toBeGreaterThan(2_610_000);
    const r = readRecovery(text);
    expect(r.ok, r.ok ? '' : r.message).toBe(true);
    if (r.ok) expect(r.session.game?.name).toBe('Practice');
  });

  it('is the same limit main accepts over IPC and the reader reads, counted in bytes on disk', () => {
    const atLimit = copyWithGame(RECOVERY_MAX_BYTES - copyWithGame(0).length);
    expect(atLimit.length).toBe(RECOVERY_MAX_BYTES);
    expect(recoveryCopySize(atLimit).ok).toBe(true);
    expect(readRecovery(atLimit).ok).toBe(true);
    expect(validateIpcCall('file:autosave', { frame: top, mainFrame: top }, [atLimit]).ok).toBe(true);

    const over = copyWithGame(RECOVERY_MAX_BYTES - copyWithGame(0).length + 1);
    const size = recoveryCopySize(over);
    expect(size.ok).toBe(false);
    if (!size.ok) expect(size.message).toBe('8.0 MB; the limit is 8.0 MB');
    const read = readRecovery(over);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/too large to restore \(8\.0 MB; the limit is 8\.0 MB\)/);
    expect(validateIpcCall('file:autosave', { frame: top, mainFrame: top }, [over]).ok).toBe(false);
  });

  it('counts characters outside ASCII by their UTF-8 bytes, as main counts the file', () => {
    const units = Math.floor(RECOVERY_MAX_BYTES / 2);
    const text = 'é'.repeat(units + 1); // 2 bytes each: just over the limit in bytes, half of it in characters
    expect(recoveryCopySize(text)).toMatchObject({ ok: false, bytes: 2 * (units + 1) });
    expect(validateIpcCall('file:autosave', { frame: top, mainFrame: top }, [text]).ok).toBe(false);
  });
});

/** localStorage as the browser keeps it, with a quota in characters. */
function storage(quotaChars = Infinity, refuse: (key: string) => boolean = () => false): RecoveryStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  const used = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => {
      if (refuse(k) || used() - (map.get(k)?.length ?? 0) + k.length + v.length > quotaChars) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(k, v);
    },
  };
}

describe('moveRecoveryAside', () => {
  it('moves the copy to a key of its own, named by the time, and keeps an earlier one', () => {
    const s = storage();
    s.setItem(RECOVERY_KEY, 'first');
    expect(moveRecoveryAside(s, 'first', '2026-11-25T12:00:00.000Z')).toEqual({ kept: true, key: `${RECOVERY_ASIDE_PREFIX}2026-11-25T12:00:00.000Z` });
    s.setItem(RECOVERY_KEY, 'second');
    const again = moveRecoveryAside(s, 'second', '2026-11-25T12:00:00.000Z');
    expect(again).toEqual({ kept: true, key: `${RECOVERY_ASIDE_PREFIX}2026-11-25T12:00:00.000Z-2` });
    expect(s.map.get(RECOVERY_KEY)).toBeUndefined();
    expect([...s.map.values()].sort()).toEqual(['first', 'second']);
  });

  it('moves a copy too large to fit twice in the storage', () => {
    const big = 'x'.repeat(3_000_000);
    const s = storage(5_000_000);
    s.setItem(RECOVERY_KEY, big);
    const r = moveRecoveryAside(s, big, 'now');
    expect(r.kept).toBe(true);
    expect(s.map.get(`${RECOVERY_ASIDE_PREFIX}now`)).toBe(big);
  });

  it('puts the copy back where it was when the storage refuses the new key, and says why', () => {
    const s = storage(Infinity, (k) => k.startsWith(RECOVERY_ASIDE_PREFIX));
    s.setItem(RECOVERY_KEY, 'copy');
    const r = moveRecoveryAside(s, 'copy', 'now');
    expect(r).toMatchObject({ kept: false, key: RECOVERY_KEY });
    if (!r.kept) expect(r.problem).toMatch(/quota/i);
    expect(s.map.get(RECOVERY_KEY)).toBe('copy');
  });

  it('never throws, and says when the storage would not keep the copy at all', () => {
    const s = storage(Infinity, () => true);
    expect(moveRecoveryAside(s, 'copy', 'now')).toMatchObject({ kept: false, key: null });
  });
});
