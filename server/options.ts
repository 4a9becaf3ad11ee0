// `npm run serve` options: flags first, then the environment, then the defaults; a bad value is refused in words.
import path from 'node:path';

export interface ServeOptions {
  readonly port: number;
  /** The address to bind: 127.0.0.1 unless the host asks for another (a LAN game: --host 0.0.0.0). */
  readonly host: string;
  /** The folder that holds the SQLite file of every room. */
  readonly dataDir: string;
  /** redis://host:port when this process is one of several on the same data folder (server/cluster.ts). */
  readonly redis?: string;
}

export const DEFAULT_PORT = 4455;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = 'sightline-tables';

export const SERVE_USAGE = `Usage: npm run serve -- [--port N] [--data DIR] [--host ADDRESS]
  --port N        the port to listen on (default ${DEFAULT_PORT}, or the PORT environment variable; 0 picks a free one)
  --data DIR      the folder for the rooms' SQLite file (default ./${DEFAULT_DATA_DIR}, or SIGHTLINE_DATA)
  --host ADDRESS  the address to bind (default ${DEFAULT_HOST}: only this machine can join)
  --redis URL     redis://HOST:PORT: one of several server processes on the same --data folder (or SIGHTLINE_REDIS)`;

export type ParsedServe = { ok: true; options: ServeOptions } | { ok: false; reason: string; help?: boolean };

function portOf(raw: string, from: string): number | string {
  if (!/^\d+$/.test(raw)) return `${from}: a port is a whole number from 0 to 65535, got "${raw}".`;
  const n = Number(raw);
  return n <= 65535 ? n : `${from}: a port is a whole number from 0 to 65535, got ${raw}.`;
}

/** Reads `argv` (the arguments after the script) and `env`; `cwd` resolves a relative data folder. */
export function parseServeArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, cwd: string): ParsedServe {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { ok: false, reason: SERVE_USAGE, help: true };
    const eq = /^--(port|data|host|redis)=(.*)$/.exec(arg);
    if (eq) {
      flags.set(eq[1]!, eq[2]!);
      continue;
    }
    const name = /^--(port|data|host|redis)$/.exec(arg)?.[1];
    if (!name) return { ok: false, reason: `Unknown option "${arg}".\n${SERVE_USAGE}` };
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) return { ok: false, reason: `--${name} needs a value.\n${SERVE_USAGE}` };
    flags.set(name, value);
    i++;
  }
  let port = DEFAULT_PORT;
  const rawPort = flags.get('port') ?? env.PORT;
  if (rawPort !== undefined && rawPort !== '') {
    const p = portOf(rawPort, flags.has('port') ? '--port' : 'PORT');
    if (typeof p === 'string') return { ok: false, reason: p };
    port = p;
  }
  const host = flags.get('host') ?? DEFAULT_HOST;
  if (host.trim() === '') return { ok: false, reason: '--host: name an address to bind, e.g. 127.0.0.1 or 0.0.0.0.' };
  const data = flags.get('data') ?? env.SIGHTLINE_DATA ?? DEFAULT_DATA_DIR;
  if (data.trim() === '') return { ok: false, reason: '--data: name a folder for the rooms, e.g. --data ./tables.' };
  const redis = flags.get('redis') ?? env.SIGHTLINE_REDIS;
  if (redis !== undefined && redis !== '' && !/^redis:\/\/[^/\s]+$/.test(redis)) return { ok: false, reason: `--redis: a Redis address is redis://HOST:PORT, got "${redis}".` };
  return { ok: true, options: { port, host, dataDir: path.resolve(cwd, data), ...(redis ? { redis } : {}) } };
}
