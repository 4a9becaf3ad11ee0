// A Web Worker running the layout analysis in small time slices, so progress flows out and a cancel gets in.
import { analyseLayoutSteps, loadLayout, type AnalyseOptions, type LayoutAnalysis } from '../../../engine/index';

export type AnalysisRequest =
  | { readonly type: 'run'; readonly id: number; readonly layout: unknown; readonly options: Omit<AnalyseOptions, 'onProgress' | 'shouldCancel'> }
  | { readonly type: 'cancel'; readonly id: number };

export type AnalysisReply =
  | { readonly type: 'progress'; readonly id: number; readonly done: number; readonly phase: string }
  | { readonly type: 'done'; readonly id: number; readonly result: LayoutAnalysis }
  | { readonly type: 'cancelled'; readonly id: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

// This file runs as a dedicated worker: its global is the worker's scope (the WebWorker lib's type), not the page's window.
declare const self: DedicatedWorkerGlobalScope;

/** How long the worker computes before looking at its messages, ms. */
const SLICE_MS = 25;
const cancelled = new Set<number>();
const post = (m: AnalysisReply, transfer: Transferable[] = []) => self.postMessage(m, transfer);
const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

async function run(id: number, layoutData: unknown, options: Omit<AnalyseOptions, 'onProgress' | 'shouldCancel'>): Promise<void> {
  try {
    const steps = analyseLayoutSteps(loadLayout(layoutData), options);
    for (;;) {
      const t0 = performance.now();
      let r = steps.next();
      while (!r.done && performance.now() - t0 < SLICE_MS) r = steps.next();
      if (r.done) {
        post({ type: 'done', id, result: r.value }, r.value.viewsheds.map((v) => v.seenBy.buffer as ArrayBuffer));
        return;
      }
      post({ type: 'progress', id, done: r.value.done, phase: r.value.phase });
      await nextTask();
      if (cancelled.has(id)) {
        cancelled.delete(id);
        post({ type: 'cancelled', id });
        return;
      }
    }
  } catch (err) {
    post({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
  }
}

self.onmessage = (e: MessageEvent<AnalysisRequest>) => {
  const m = e.data;
  if (m.type === 'cancel') cancelled.add(m.id);
  else void run(m.id, m.layout, m.options);
};
