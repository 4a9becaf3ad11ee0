// The session's dice (issue 16, defect 1): a new session starts from a fresh seed from the platform's crypto source,
// never the same dice as the last session; a reload in the same session continues where it was.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return (await import('../../../renderer/src/dice/diceStore')).useDice;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dice across sessions', () => {
  it('two new sessions start from different seeds and roll different dice', async () => {
    const seeds = new Set<number>();
    const rolls = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const dice = await freshStore();
      seeds.add(dice.getState().seed);
      const three = [0, 1, 2].map(() => dice.getState().roll('2d6')!.dice.join('+')).join(' ');
      rolls.add(three);
    }
    expect(seeds.size).toBe(5);
    expect(rolls.size).toBeGreaterThan(1);
  });

  it('takes the seed from crypto.getRandomValues', async () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(a: T): T => {
      (a as unknown as Uint32Array)[0] = 123_456;
      return a;
    });
    const dice = await freshStore();
    expect(dice.getState().seed).toBe(123_456);
    spy.mockRestore();
  });

  it('a reload within the session continues the saved dice', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
    const first = await freshStore();
    first.getState().setSeed(777);
    first.getState().roll('d6');
    const reloaded = await freshStore();
    expect(reloaded.getState().seed).toBe(777);
    // The reloaded page rolls exactly what the first page rolls next: same saved generator state.
    expect(reloaded.getState().roll('3d6')!.dice).toEqual(first.getState().roll('3d6')!.dice);
  });
});

describe("a solo game's dice in the tray (issue 12: the dice are thrown in the 3D tray showing the engine's rolls)", () => {
  it('every game roll goes in the log; the first step\'s d6 rolls are thrown together with the engine\'s faces; the tray\'s own dice are untouched', async () => {
    const dice = await freshStore();
    const { gameRollStep } = await import('../../../renderer/src/dice/diceStore');
    const before = dice.getState().state;
    dice.getState().showGameRolls([
      { text: "Trooper's Las Rifle: To hit (4+): rolled 1d6 → 5", faces: [5] },
      { text: "Trooper's Las Rifle: To wound (4+): rolled 1d6 → 2", faces: [2] },
      { text: "Gunner's Heavy Stubber: To hit (4+): rolled 3d6 → 6, 1, 4", faces: [6, 1, 4] },
      { text: 'Psychic power: damage: rolled 1d3 → 3', faces: [3] },
    ]);
    const s = dice.getState();
    expect(s.log.slice(-4).map((l) => l.text)).toEqual([
      "Game: Trooper's Las Rifle: To hit (4+): rolled 1d6 → 5",
      "Game: Trooper's Las Rifle: To wound (4+): rolled 1d6 → 2",
      "Game: Gunner's Heavy Stubber: To hit (4+): rolled 3d6 → 6, 1, 4",
      'Game: Psychic power: damage: rolled 1d3 → 3',
    ]);
    expect(s.log.at(-2)!.naturalSixes).toBe(1);
    expect(s.log.at(-2)!.naturalOnes).toBe(1);
    expect(s.lastThrow!.recorded.dice.map((d) => d.value)).toEqual([5, 6, 1, 4]);
    expect(s.state).toEqual(before);
    expect(gameRollStep("Trooper's Las Rifle: To hit (4+): rolled 1d6 → 5")).toBe('To hit (4+)');
    expect(gameRollStep('Movement phase roll-off (Player 1, Player 2): rolled 2d6 → 3, 4')).toBe('Movement phase roll-off (Player 1, Player 2)');
  });
});
