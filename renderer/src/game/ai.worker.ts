// The computer opponent on a Web Worker, so the page keeps answering while it thinks.
import { chooseAction, type GameState } from '../../../engine/index';
import { explainChoice } from './explain';

export interface AiRequest {
  readonly id: number;
  readonly state: GameState;
  readonly level: 'easy' | 'normal' | 'hard';
}
export type AiReply =
  | { readonly id: number; readonly ok: true; readonly action: unknown; readonly reason: string; readonly words: string }
  | { readonly id: number; readonly ok: false; readonly message: string };

// This file runs as a dedicated worker: its global is the worker's scope (the WebWorker lib's type), not the page's window.
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (e: MessageEvent<AiRequest>) => {
  const { id, state, level } = e.data;
  try {
    const c = chooseAction(state, { level });
    const words = explainChoice(state, c.action, c.alternatives.map((a) => a.action));
    self.postMessage({ id, ok: true, action: c.action, reason: c.reason, words } satisfies AiReply);
  } catch (err) {
    self.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies AiReply);
  }
};
