// Dice luck for the end card, counted on a Web Worker: it replays the game and re-rolls its dice many times (seconds in
// a long HamWarmer game), so the page keeps answering meanwhile.
import { diceLuck, type GameState, type PlayerLuck } from '../../../engine/index';

export interface LuckRequest {
  readonly id: number;
  readonly state: GameState;
}
export type LuckReply = { readonly id: number; readonly ok: true; readonly luck: [PlayerLuck, PlayerLuck] } | { readonly id: number; readonly ok: false; readonly message: string };

// This file runs as a dedicated worker: its global is the worker's scope (the WebWorker lib's type), not the page's window.
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (e: MessageEvent<LuckRequest>) => {
  const { id, state } = e.data;
  try {
    self.postMessage({ id, ok: true, luck: diceLuck(state) } satisfies LuckReply);
  } catch (err) {
    self.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies LuckReply);
  }
};
