// Starts and cancels the layout analysis on a Web Worker and feeds its progress and result into the analysis store.
import type { AnalyseOptions, Layout } from '../../../engine/index';
import { useApp } from '../store/app';
import type { AnalysisReply, AnalysisRequest } from './analysis.worker';
import { useAnalysis } from './analysisStore';

let worker: Worker | null = null;
let current = 0;
let seq = 0;

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<AnalysisReply>) => onReply(e.data);
  worker.onerror = (e) => {
    useAnalysis.getState().set({ status: 'error', phase: '' });
    useApp.getState().notify('error', `The analysis stopped unexpectedly: ${e.message}. Try again, or use coarser cells.`);
  };
  return worker;
}

let runningLayout: Layout | null = null;

function onReply(m: AnalysisReply): void {
  if (m.id !== current) return; // a cancelled or superseded run
  const s = useAnalysis.getState();
  if (m.type === 'progress') s.set({ progress: m.done, phase: m.phase });
  else if (m.type === 'done') {
    const first = m.result.zones[0];
    s.set({
      status: 'done', progress: 1, phase: '', result: m.result, resultFor: runningLayout,
      source: s.source.kind === 'model' ? s.source : first ? { kind: 'zone', zoneId: first.id } : { kind: 'off' },
    });
    useApp.getState().notify('info', 'Layout analysed.');
  } else if (m.type === 'error') {
    s.set({ status: 'error', phase: '' });
    useApp.getState().notify('error', `The analysis failed: ${m.message}`);
  }
}

/** Analyses the open layout in the background; a run already going is cancelled first. */
export function startAnalysis(): void {
  const layout = useApp.getState().history.present;
  const s = useAnalysis.getState();
  if (s.status === 'running') cancelAnalysis();
  const options: Omit<AnalyseOptions, 'onProgress' | 'shouldCancel'> = {
    cellIn: s.fine ? 1 : 2,
    ...(s.fine ? { zoneSampleIn: 1 } : {}),
    modelHeightIn: s.modelHeightIn,
    footprints: s.areaBlocks ? 'obscuring-blocks' : 'ignore',
  };
  current = ++seq;
  runningLayout = layout;
  s.set({ status: 'running', progress: 0, phase: 'Starting' });
  getWorker().postMessage({ type: 'run', id: current, layout, options } satisfies AnalysisRequest);
}

/** Stops the running analysis; its later messages are ignored. */
export function cancelAnalysis(): void {
  const s = useAnalysis.getState();
  if (s.status !== 'running') return;
  worker?.postMessage({ type: 'cancel', id: current } satisfies AnalysisRequest);
  current = ++seq;
  s.set({ status: 'cancelled', progress: 0, phase: '' });
  useApp.getState().notify('info', 'Analysis cancelled.');
}
