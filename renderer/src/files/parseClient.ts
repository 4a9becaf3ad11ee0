// Reads files off the UI thread: layout text into a document (small files inline: instant), and game files replayed in a
// worker, so the UI keeps answering whatever a file holds.
import { describeThrown, parseLayoutText, type GameState, type Layout } from '../../../engine/index';
import { parseRequest, type ParseReply, type ParseRequest } from './parseRequest';

/** Files above this many characters are parsed off the UI thread (the largest real layout is 26 KB). */
export const PARSE_OFF_THREAD_CHARS = 100_000;
/**
 * A game file whose replay takes longer than this is given up (the worker is stopped) and the open game kept. Replays
 * take well under a second (docs/PERFORMANCE.md); this only guards against a file that finds some slow path.
 */
export const GAME_REPLAY_GIVE_UP_MS = 15_000;

export type ParseOutcome = { ok: true; layout: Layout } | { ok: false; message: string };
export type GameReplayOutcome = { ok: true; state: GameState } | { ok: false; message: string };

let worker: Worker | null = null;
let seq = 0;
/** Requests waiting on each worker, so stopping a stuck worker answers every one of them, not only the one that timed out. */
const waiting = new WeakMap<Worker, Map<number, (out: ParseReply) => void>>();

function parseInline(text: string, fileName: string): ParseOutcome {
  try {
    return { ok: true, layout: parseLayoutText(text, fileName) };
  } catch (e) {
    return { ok: false, message: describeThrown(e) };
  }
}

/** Sends one request to the worker; `fallback` answers here when no worker can start, `giveUpMs` stops a stuck one. */
function viaWorker(req: Omit<ParseRequest, 'id'>, fallback: () => ParseReply, giveUpMs: number | null): Promise<ParseReply> {
  worker ??= new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  const w = worker;
  const id = ++seq;
  const pending = waiting.get(w) ?? new Map<number, (out: ParseReply) => void>();
  waiting.set(w, pending);
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const done = (out: ParseReply) => {
      if (timer !== null) clearTimeout(timer);
      pending.delete(id);
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
      resolve(out);
    };
    pending.set(id, done);
    const onMessage = (e: MessageEvent<ParseReply>) => {
      if (e.data.id === id) done(e.data);
    };
    // A worker that cannot start (a strict CSP, an old browser): do the work here rather than fail the open.
    const onError = () => {
      worker = null;
      done(fallback());
    };
    if (giveUpMs !== null)
      timer = setTimeout(() => {
        w.terminate();
        if (worker === w) worker = null;
        done({ id, ok: false, message: `it took more than ${giveUpMs / 1000} s to replay, so it was given up.` });
        // Other files queued behind the stuck one would never hear back from the stopped worker: answer them now.
        for (const [other, finish] of [...pending]) finish({ id: other, ok: false, message: 'the file reader was restarted after a game file took too long; open it again.' });
      }, giveUpMs);
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage({ ...req, id } satisfies ParseRequest);
  });
}

export async function parseLayoutOffThread(text: string, fileName: string): Promise<ParseOutcome> {
  if (text.length <= PARSE_OFF_THREAD_CHARS || typeof Worker === 'undefined') return parseInline(text, fileName);
  const r = await viaWorker({ kind: 'layout', text, fileName }, () => parseRequest({ id: 0, kind: 'layout', text, fileName }), null);
  if (!r.ok) return { ok: false, message: r.message };
  return 'layout' in r ? { ok: true, layout: r.layout } : { ok: false, message: 'the file holds a game, not a layout.' };
}

/** Checks and replays a game file in the worker (every action is replayed, so even small files take time). */
export async function replayGameOffThread(text: string, fileName: string): Promise<GameReplayOutcome> {
  const req = { kind: 'game' as const, text, fileName };
  const r = typeof Worker === 'undefined' ? parseRequest({ ...req, id: 0 }) : await viaWorker(req, () => parseRequest({ ...req, id: 0 }), GAME_REPLAY_GIVE_UP_MS);
  if (!r.ok) return { ok: false, message: r.message };
  return 'game' in r ? { ok: true, state: r.game } : { ok: false, message: 'the file holds a layout, not a game.' };
}
