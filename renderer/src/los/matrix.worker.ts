// A Web Worker computing rows of the line-of-sight matrix, so the table stays responsive.
import { losMatrix, rulesetLosOptions, type Layout } from '../../../engine/index';

export interface MatrixRequest {
  readonly id: number;
  /** The open document (validated when it was opened; every edit keeps it a Layout), cloned into the worker. */
  readonly layout: Layout;
  readonly rulesetId: string;
  readonly rows: readonly [number, number];
  readonly raysPerPair: number;
}
export interface MatrixReply {
  readonly id: number;
  readonly rows: readonly [number, number];
  readonly fractions: Float32Array;
  readonly error?: string;
}

// This file runs as a dedicated worker: its global is the worker's scope (the WebWorker lib's type), not the page's window.
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (e: MessageEvent<MatrixRequest>) => {
  const { id, rows, rulesetId, raysPerPair } = e.data;
  try {
    const m = losMatrix(e.data.layout, { ...rulesetLosOptions(rulesetId), rows: [rows[0], rows[1]], raysPerPair });
    self.postMessage({ id, rows, fractions: m.fractions } satisfies MatrixReply, [m.fractions.buffer]);
  } catch (err) {
    self.postMessage({ id, rows, fractions: new Float32Array(0), error: String(err) } satisfies MatrixReply);
  }
};
