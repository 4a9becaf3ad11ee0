// Line-of-sight state: the ruleset that judges cover, the observer and target, and the model's-eye view.
import { create } from 'zustand';

export interface LosState {
  rulesetId: string;
  observerId: string | null;
  targetId: string | null;
  /** The camera sits at the observer's eye looking at the target. */
  eyeView: boolean;
  setRuleset: (id: string) => void;
  pick: (id: string) => void;
  setPair: (observerId: string | null, targetId: string | null) => void;
  swap: () => void;
  setEyeView: (on: boolean) => void;
}

export const useLos = create<LosState>()((set, get) => ({
  rulesetId: 'hamwarmer',
  observerId: null,
  targetId: null,
  eyeView: false,
  setRuleset: (rulesetId) => set({ rulesetId }),
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
