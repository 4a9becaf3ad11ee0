// `npm run serve` options: flags over the environment over the defaults; localhost unless --host says otherwise.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, parseServeArgs } from '../../server/options';

describe('npm run serve options', () => {
  it('binds 127.0.0.1 on the default port with ./sightline-tables by default', () => {
    expect(parseServeArgs([], {}, '/srv')).toEqual({ ok: true, options: { port: DEFAULT_PORT, host: '127.0.0.1', dataDir: path.resolve('/srv', DEFAULT_DATA_DIR) } });
  });
  it('reads PORT and SIGHTLINE_DATA, and the flags win over them', () => {
    expect(parseServeArgs([], { PORT: '9000', SIGHTLINE_DATA: '/data' }, '/srv')).toEqual({ ok: true, options: { port: 9000, host: '127.0.0.1', dataDir: '/data' } });
    expect(parseServeArgs(['--port', '9100', '--data=rooms', '--host', '0.0.0.0'], { PORT: '9000', SIGHTLINE_DATA: '/data' }, '/srv')).toEqual({
      ok: true,
      options: { port: 9100, host: '0.0.0.0', dataDir: '/srv/rooms' },
    });
  });
  it('refuses a bad port, a flag without a value and an unknown flag, in words', () => {
    expect(parseServeArgs(['--port', '70000'], {}, '/')).toEqual({ ok: false, reason: expect.stringContaining('0 to 65535') });
    expect(parseServeArgs([], { PORT: 'http' }, '/')).toEqual({ ok: false, reason: expect.stringContaining('PORT: a port is a whole number') });
    expect(parseServeArgs(['--data'], {}, '/')).toEqual({ ok: false, reason: expect.stringContaining('--data needs a value') });
    expect(parseServeArgs(['--prot', '1'], {}, '/')).toEqual({ ok: false, reason: expect.stringContaining('Unknown option "--prot"') });
  });
  it('joins other processes through Redis with --redis (or SIGHTLINE_REDIS), and refuses an address that is not redis://', () => {
    expect(parseServeArgs(['--redis', 'redis://127.0.0.1:6379'], {}, '/srv')).toMatchObject({ ok: true, options: { redis: 'redis://127.0.0.1:6379' } });
    expect(parseServeArgs([], { SIGHTLINE_REDIS: 'redis://cache:6380' }, '/srv')).toMatchObject({ ok: true, options: { redis: 'redis://cache:6380' } });
    expect(parseServeArgs(['--redis', 'http://127.0.0.1:6379'], {}, '/')).toEqual({ ok: false, reason: expect.stringContaining('--redis: a Redis address is redis://HOST:PORT') });
  });
});
