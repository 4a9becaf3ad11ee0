// Bench suite `server` (run only when named: `npm run bench -- --suite server [--rooms 200] [--seconds 60]
// [--ruleset althammer] [--interval-ms 1000] [--servers 2] [--profile DIR] [--out-of-turn]`): one table server process
// (`npm run serve`, spawned here; with --servers 2, two on one data folder through a Redis server started here) and, in
// this process, two clients per room, one per seat. Every interval each client whose turn it is proposes a legal action
// (offered from its own view); the round trip is from sending the proposal to seeing the accepted action in its copy of
// the room's log (docs/SPEC-NOTES "The shared table"). With --out-of-turn the other client proposes too, every interval
// (the issue's "each client proposing an action a second"): the action on offer to the player to act, which the server
// must refuse, since that seat is not the proposer's; its round trip is to the refusal. Prints the median and p99 round
// trips, the server's resident memory, and any action lost (accepted but never in the log) or duplicated (one number
// twice in a copy).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { legalActions, type GameAction } from '../../engine/index';
import { seatState } from '../../net/gameDoc';
import { GAME_DOC, offerState, roomDocs, type LoggedAction, type ServerMessage, type SharedGameState } from '../../net/protocol';
import type { MeasureSuite } from '../run';

const argOf = (args: readonly string[], name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};

const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};

/** CPU seconds (user + system) a process has used (Linux /proc; clock ticks of 100 Hz). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The server's resident memory (Linux /proc), in MB. */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

interface Seat {
  readonly seat: 0 | 1;
  readonly doc: Y.Doc;
  readonly provider: HocuspocusProvider;
  view: SharedGameState | null;
  /** The document or the seat's view changed since `offer` was read: read it again before proposing. */
  stale: boolean;
  /** What the seat last read: the state and the action it would propose (the first end or pass on offer, else the first). */
  offer: { readonly toAct: 0 | 1 | null; readonly action: GameAction | undefined } | null;
  /** Setup requests waiting for their answer, by id. */
  readonly waiting: Map<string, (m: ServerMessage) => void>;
  /** The proposal in flight: its id and when it was sent. */
  pending: { id: string; sentAt: number; acceptedSeq: number | null; outOfTurn: boolean } | null;
}

async function startServer(dataDir: string, profileDir: string | null, redis: string | null): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const cluster = redis ? ['--redis', redis] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts', '--port', '0', '--data', dataDir, ...cluster], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (ws:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)));
  });
  child.stdout.resume();
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Debian's redis-server on a free port, nothing saved. */
async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (/Ready to accept connections/.test(out)) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
  });
  child.stdout.resume();
  return { url: `redis://127.0.0.1:${port}`, stop: () => void child.kill('SIGTERM') };
}

export const serverSuite: MeasureSuite = {
  id: 'server',
  title: 'Table server: rooms x 2 clients, proposals round trip, server memory, lost or duplicated actions',
  async measure(args) {
    const rooms = Number(argOf(args, 'rooms', '200'));
    const seconds = Number(argOf(args, 'seconds', '60'));
    const rulesetId = argOf(args, 'ruleset', 'althammer');
    const intervalMs = Number(argOf(args, 'interval-ms', '1000'));
    const outOfTurn = args.includes('--out-of-turn');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sightline-bench-tables-'));
    // --profile DIR: the server writes a CPU profile there when it stops (node --cpu-prof).
    const profileArg = argOf(args, 'profile', '');
    // --servers 2: two server processes on one data folder through a Redis server started here (Debian's redis-server);
    // a room's first client joins the first, its second client the second.
    const serverCount = Number(argOf(args, 'servers', '1'));
    const redis = serverCount > 1 ? await startRedis() : null;
    const servers: Awaited<ReturnType<typeof startServer>>[] = [];
    for (let i = 0; i < serverCount; i++) servers.push(await startServer(dataDir, profileArg ? path.resolve(profileArg) : null, redis?.url ?? null));
    const server = servers[0]!;
    const seats: Seat[] = [];
    const sockets: HocuspocusProviderWebsocket[] = [];
    const roundTrips: number[] = [];
    /** Round trips of out-of-turn proposals, to their refusal. */
    const refusalTrips: number[] = [];
    /** From sending a proposal to the server's 'accepted' answer (the round trip also waits for the log's copy). */
    const answerTrips: number[] = [];
    let refused = 0;
    let outOfTurnAsked = 0;
    let outOfTurnAccepted = 0;
    let asked = 0;
    let lost = 0;
    let nextId = 1;
    const rssAll = () => servers.reduce((sum, x) => sum + rssMb(x.pid), 0);
    const memory: number[] = [rssAll()];
    try {
      // One socket per client, as two players on two machines would have.
      const open = (room: string, seat: 0 | 1): Promise<Seat> =>
        new Promise((resolve) => {
          const doc = new Y.Doc();
          const socket = new HocuspocusProviderWebsocket({ url: servers[seat % servers.length]!.url, WebSocketPolyfill: WebSocket });
          sockets.push(socket);
          const s: Seat = {
            seat,
            doc,
            view: null,
            stale: true,
            offer: null,
            pending: null,
            waiting: new Map(),
            provider: new HocuspocusProvider({
              websocketProvider: socket,
              name: roomDocs(room).game,
              document: doc,
              token: 'bench',
              onSynced: () => resolve(s),
              onStateless: ({ payload }) => {
                const m = JSON.parse(payload) as ServerMessage;
                const waiter = 'id' in m && m.id !== null ? s.waiting.get(m.id) : undefined;
                if (waiter && 'id' in m && m.id !== null) {
                  s.waiting.delete(m.id);
                  waiter(m);
                }
                if (m.t === 'view') {
                  s.view = m.state;
                  s.stale = true;
                } else if (m.t === 'accepted' && s.pending?.id === m.id) {
                  if (s.pending.outOfTurn) outOfTurnAccepted++;
                  s.pending.acceptedSeq = m.seq;
                  answerTrips.push(performance.now() - s.pending.sentAt);
                  landed();
                } else if (m.t === 'refused' && s.pending?.id === m.id) {
                  if (s.pending.outOfTurn) refusalTrips.push(performance.now() - s.pending.sentAt);
                  else refused++;
                  s.pending = null;
                }
              },
            }),
          };
          // The highest action number in this copy of the log, from each insertion (not the whole log read again).
          let lastSeq = -1;
          /** The pending proposal is done once its accepted number is in this copy of the log (either may come first). */
          const landed = () => {
            const p = s.pending;
            if (!p || p.acceptedSeq === null || p.acceptedSeq > lastSeq) return;
            roundTrips.push(performance.now() - p.sentAt);
            s.pending = null;
          };
          doc.on('update', () => {
            s.stale = true;
          });
          doc.getArray<LoggedAction>(GAME_DOC.actions).observe((event) => {
            for (const d of event.changes.delta)
              if (Array.isArray(d.insert)) for (const e of d.insert as LoggedAction[]) lastSeq = Math.max(lastSeq, e.seq);
            landed();
          });
          s.provider.attach();
        });
      const ask = (s: Seat, msg: Record<string, unknown>) =>
        new Promise<void>((resolve, reject) => {
          const id = `b${nextId++}`;
          s.waiting.set(id, (m) => (m.t === 'refused' ? reject(new Error(`${String(msg.t)} refused: ${m.reason}`)) : resolve()));
          s.provider.sendStateless(JSON.stringify({ ...msg, id }));
        });
      for (let r = 0; r < rooms; r++) {
        const room = `bench-room-${String(r).padStart(4, '0')}`;
        const [a, b] = [await open(room, 0), await open(room, 1)];
        await ask(a, { t: 'start', rulesetId });
        await ask(a, { t: 'claim', seat: 0, token: `bench-seat-0-token-${r}` });
        await ask(b, { t: 'claim', seat: 1, token: `bench-seat-1-token-${r}` });
        seats.push(a, b);
      }
      const t0 = performance.now();
      const cpuAll = () => servers.reduce((sum, x) => sum + cpuSeconds(x.pid), 0);
      const serverCpu0 = cpuAll();
      const benchCpu0 = process.cpuUsage();
      const propose = (s: Seat) => {
        if (s.pending) return;
        // Read again only after the document or the view changed: its own view where it has secrets, else the room's
        // document (net/gameDoc's seatState); the offer only when this seat proposes it.
        if (s.stale || !s.offer) {
          const view = seatState(s.doc, s.view);
          const toAct = view && !view.result ? view.toAct : null;
          const offered = toAct !== null && view && (toAct === s.seat || outOfTurn) ? legalActions(offerState(view)) : [];
          s.offer = { toAct, action: offered.find((a) => /^end|pass/.test(a.type)) ?? offered[0] };
          s.stale = false;
        }
        const { toAct, action } = s.offer;
        if (toAct === null || !action || (toAct !== s.seat && !outOfTurn)) return;
        const id = `b${nextId++}`;
        const other = toAct !== s.seat;
        if (other) outOfTurnAsked++;
        else asked++;
        s.pending = { id, sentAt: performance.now(), acceptedSeq: null, outOfTurn: other };
        s.provider.sendStateless(JSON.stringify({ t: 'propose', id, action }));
      };
      // Each client ticks once an interval, the clients spread over it.
      const timers = seats.map((s, i) => setTimeout(() => {
        propose(s);
        const t = setInterval(() => propose(s), intervalMs);
        timers.push(t);
      }, (i / seats.length) * intervalMs));
      const sampler = setInterval(() => memory.push(rssAll()), 1000);
      // How late this process's own timers and sockets were served: the clients' share of a round trip.
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      await new Promise((r) => setTimeout(r, seconds * 1000));
      for (const t of timers) clearInterval(t);
      clearInterval(sampler);
      lag.disable();
      // Let the last proposals land.
      await new Promise((r) => setTimeout(r, 3000));
      const elapsed = (performance.now() - t0) / 1000;
      const serverCpu = cpuAll() - serverCpu0;
      const benchCpuUsage = process.cpuUsage(benchCpu0);
      const benchCpu = (benchCpuUsage.user + benchCpuUsage.system) / 1e6;
      lost = seats.filter((s) => s.pending && s.pending.acceptedSeq !== null).length;
      // Proposals with no answer yet when the bench stops (still queued on a starved machine): neither lost nor accepted.
      const unanswered = seats.filter((s) => s.pending && s.pending.acceptedSeq === null).length;
      const outOfTurnRefused = refusalTrips.length;
      let duplicated = 0;
      for (const s of seats) {
        const seqs = s.doc.getArray<LoggedAction>(GAME_DOC.actions).toArray().map((e) => e.seq);
        duplicated += seqs.length - new Set(seqs).size;
      }
      const accepted = roundTrips.length;
      const data = {
        rooms,
        servers: serverCount,
        clients: seats.length,
        rulesetId,
        seconds,
        intervalMs,
        asked,
        accepted,
        acceptedPerSecond: accepted / elapsed,
        refused,
        outOfTurn,
        outOfTurnAsked,
        outOfTurnRefused,
        outOfTurnAccepted,
        // Every answered proposal a second, accepted and refused out of turn: the load the server carried.
        answeredPerSecond: (accepted + outOfTurnRefused + refused) / elapsed,
        refusalMedianMs: quantile(refusalTrips, 0.5),
        refusalP99Ms: quantile(refusalTrips, 0.99),
        unanswered,
        lost,
        duplicated,
        roundTripMedianMs: quantile(roundTrips, 0.5),
        roundTripP99Ms: quantile(roundTrips, 0.99),
        serverRssMbPeak: Math.max(...memory),
        serverRssMbEnd: memory[memory.length - 1]!,
        // Which side was busy: CPU seconds per second of wall time (1.0 = one core flat out), server and clients.
        serverCpuPerSecond: serverCpu / elapsed,
        clientsCpuPerSecond: benchCpu / elapsed,
        serverCpuMsPerAccepted: (serverCpu * 1000) / Math.max(1, accepted),
        serverCpuMsPerAnswered: (serverCpu * 1000) / Math.max(1, accepted + outOfTurnRefused + refused),
      };
      return {
        data,
        lines: [
          `${rooms} rooms x 2 clients, ${rulesetId}, a proposal every ${intervalMs} ms by ${outOfTurn ? 'each client (the one not to act is refused)' : 'the client to act'}, ${seconds} s, ${serverCount} server process${serverCount > 1 ? 'es through Redis (a room\'s clients split across them)' : ''}`,
          `proposed ${asked}, accepted ${accepted} (${data.acceptedPerSecond.toFixed(1)}/s), refused ${refused}, unanswered at the end ${unanswered}, lost ${lost}, duplicated ${duplicated}`,
          ...(outOfTurn
            ? [`out of turn: proposed ${outOfTurnAsked}, refused ${outOfTurnRefused}, accepted ${outOfTurnAccepted}; answered in all ${data.answeredPerSecond.toFixed(1)}/s; refusal round trip median ${data.refusalMedianMs.toFixed(1)} ms, p99 ${data.refusalP99Ms.toFixed(1)} ms`]
            : []),
          `round trip: median ${data.roundTripMedianMs.toFixed(1)} ms, p99 ${data.roundTripP99Ms.toFixed(1)} ms (the server's answer alone: median ${quantile(answerTrips, 0.5).toFixed(1)} ms, p99 ${quantile(answerTrips, 0.99).toFixed(1)} ms)`,
          `server memory (RSS${serverCount > 1 ? ', all processes' : ''}): peak ${data.serverRssMbPeak.toFixed(0)} MB, at the end ${data.serverRssMbEnd.toFixed(0)} MB`,
          `the clients' event loop (this process) late by: median ${(lag.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms`,
          `CPU a second of wall time: server ${data.serverCpuPerSecond.toFixed(2)}, clients ${data.clientsCpuPerSecond.toFixed(2)}; server ${data.serverCpuMsPerAccepted.toFixed(1)} ms of CPU an accepted action${outOfTurn ? `, ${data.serverCpuMsPerAnswered.toFixed(1)} ms an answered proposal` : ''}`,
        ],
      };
    } finally {
      for (const s of seats) s.provider.destroy();
      for (const w of sockets) w.destroy();
      for (const x of servers) await x.stop();
      redis?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
