// `npm run serve`: hosts Sightline tables (rooms) for players on other machines. Prints where it listens.
import { parseServeArgs } from './options';
import { startTableServer } from './tableServer';

const parsed = parseServeArgs(process.argv.slice(2), process.env, process.cwd());
if (!parsed.ok) {
  (parsed.help ? console.log : console.error)(parsed.reason);
  process.exit(parsed.help ? 0 : 2);
}
const { options } = parsed;
try {
  const server = await startTableServer(options);
  console.log(`Sightline table server listening on ${server.url}`);
  console.log(`Rooms are stored in ${server.databaseFile}. Ctrl+C stops the server (every room is saved first).`);
  if (options.redis) console.log(`One of several server processes on this data folder, through Redis at ${options.redis}.`);
  const reach = options.host === '0.0.0.0' || options.host === '::' ? `ws://<this machine's address>:${server.port}` : server.url;
  console.log(`Players: open Sightline with ?table=${reach} added to its address (if it is not served from this machine), then Share table.`);
  if (options.host !== '127.0.0.1' && options.host !== 'localhost' && options.host !== '::1')
    console.log(`Bound to ${options.host}: other machines that can reach this address can join.`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: saving rooms and stopping.`);
    server.stop().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (e) {
  const code = (e as { code?: unknown }).code;
  if (code === 'EADDRINUSE') console.error(`Port ${options.port} is in use: pick another with --port N.`);
  else console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
