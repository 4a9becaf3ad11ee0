// Notices: the same notice raised again while it is shown is one toast with
// a count, its time started again; different notices stack, at most three.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from '../../renderer/src/store/app';

const shown = () => useApp.getState().toasts.map((t) => [t.kind, t.text, t.count]);

describe('notify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useApp.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('three saves of the same game: one toast, counted 3, not three copies', () => {
    const { notify } = useApp.getState();
    for (let i = 0; i < 3; i++) notify('info', 'Saved the game as skirmish.sightline-game');
    expect(shown()).toEqual([['info', 'Saved the game as skirmish.sightline-game', 3]]);
  });

  it('a repeat moves the toast last (the newest) and starts its time again', () => {
    const { notify } = useApp.getState();
    notify('info', 'Saved');
    vi.advanceTimersByTime(3000);
    notify('error', 'Refused: too far');
    notify('info', 'Saved');
    expect(shown()).toEqual([
      ['error', 'Refused: too far', 1],
      ['info', 'Saved', 2],
    ]);
    // 3.5 s after the first "Saved" it would have gone; it was said again 3 s in, so it stays until 6.5 s.
    vi.advanceTimersByTime(1000);
    expect(shown().map((t) => t[1])).toContain('Saved');
    vi.advanceTimersByTime(2600);
    expect(shown().map((t) => t[1])).not.toContain('Saved');
  });

  it('the same words as another kind are another notice; different notices stack, at most three', () => {
    const { notify } = useApp.getState();
    notify('info', 'A');
    notify('error', 'A');
    notify('info', 'B');
    notify('info', 'C');
    expect(shown()).toEqual([
      ['error', 'A', 1],
      ['info', 'B', 1],
      ['info', 'C', 1],
    ]);
  });
});
