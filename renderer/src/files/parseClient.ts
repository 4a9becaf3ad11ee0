// Reads layout text into a document: small files inline (instant), large ones in a worker so the UI keeps answering.
import { describeThrown, parseLayoutText, type Layout } from '../../../engine/index';
import type { ParseReply, ParseRequest } from './parse.worker';

/** Files above this many characters are parsed off the UI thread (the largest real layout is 26 KB). */
export const PARSE_OFF_THREAD_CHARS = 100_000;

export type ParseOutcome = { ok: true; layout: Layout } | { ok: false; message: string };

let worker: Worker | null = null;
let seq = 0;

function parseInline(text: string, fileName: string): ParseOutcome {
  try {
    return { ok: true, layout: parseLayoutText(text, fileName) };
  } catch (e) {
    return { ok: false, message: describeThrown(e) };
  }
}

export function parseLayoutOffThread(text: string, fileName: string): Promise<ParseOutcome> {
  if (text.length <= PARSE_OFF_THREAD_CHARS || typeof Worker === 'undefined') return Promise.resolve(parseInline(text, fileName));
  worker ??= new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  const w = worker;
  const id = ++seq;
  return new Promise((resolve) => {
    const done = (out: ParseOutcome) => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
      resolve(out);
    };
    const onMessage = (e: MessageEvent<ParseReply>) => {
      if (e.data.id !== id) return;
      done(e.data.ok ? { ok: true, layout: e.data.layout } : { ok: false, message: e.data.message });
    };
    // A worker that cannot start (a strict CSP, an old browser): parse here rather than fail the open.
    const onError = () => {
      worker = null;
      done(parseInline(text, fileName));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage({ id, text, fileName } satisfies ParseRequest);
  });
}
