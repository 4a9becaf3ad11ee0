// A game file that hangs the file worker is given up after GAME_REPLAY_GIVE_UP_MS; files queued behind it on the same
// worker must hear back too (the worker is stopped, so it never answers them), and the next open gets a fresh worker.
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A worker that takes requests and never answers: the stuck replay. */
class SilentWorker extends EventTarget {
  static made = 0;
  terminated = false;
  constructor() {
    super();
    SilentWorker.made++;
  }
  postMessage(): void {}
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('giving up a stuck game replay', () => {
  it('answers every request waiting on the stopped worker and starts a new one for the next file', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', SilentWorker);
    const { replayGameOffThread, parseLayoutOffThread, GAME_REPLAY_GIVE_UP_MS, PARSE_OFF_THREAD_CHARS } = await import('../../../renderer/src/files/parseClient');
    const stuck = replayGameOffThread('{}', 'stuck.sightlinegame');
    const bigLayout = parseLayoutOffThread(' '.repeat(PARSE_OFF_THREAD_CHARS + 1), 'big.sightline');
    await vi.advanceTimersByTimeAsync(GAME_REPLAY_GIVE_UP_MS + 1);
    const [a, b] = await Promise.all([stuck, bigLayout]);
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.message).toMatch(/given up/);
    expect(b.ok).toBe(false);
    if (!b.ok) expect(b.message).toMatch(/restarted .* open it again/);
    const before = SilentWorker.made;
    void replayGameOffThread('{}', 'next.sightlinegame');
    expect(SilentWorker.made).toBe(before + 1);
  });
});
