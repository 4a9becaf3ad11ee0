// Line-of-sight state: the observer and target, and the model's-eye view (the ruleset lives in the app store).
import { create } from 'zustand';

export interface LosState {
  observerId: string | null;
  targetId: string | null;
  /** The camera sits at the observer's eye looking at the target. */
  eyeView: boolean;
  pick: (id: string) => void;
  setPair: (observerId: string | null, targetId: string | null) => void;
  swap: () => void;
  setEyeView: (on: boolean) => void;
}

export const useLos = create<LosState>()((set, get) => ({
  observerId: null,
  targetId: null,
  eyeView: false,
  /** First click picks the observer, the second the target; a third starts over with a new observer. */
  pick: (id) => {
    const s = get();
    if (!s.observerId || (s.observerId && s.targetId)) set({ observerId: id, targetId: null, eyeView: false });
    else if (id !== s.observerId) set({ targetId: id });
  },
  setPair: (observerId, targetId) => set({ observerId, targetId }),
  swap: () => set((s) => ({ observerId: s.targetId, targetId: s.observerId })),
  setEyeView: (eyeView) => set({ eyeView }),
}));
