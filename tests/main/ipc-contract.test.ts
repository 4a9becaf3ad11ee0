// IPC validation: sender checks, argument schemas and typed errors for every channel.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHANNELS, channelSchemas, MAX_FILE_BYTES, validateIpcCall } from '../../main/ipc-contract';
import { APP_ENTRY_URL } from '../../main/security';

describe('IPC contract', () => {
  it('names every channel by area', () => {
    for (const c of CHANNELS) expect(c).toMatch(/^(file|app):[a-zA-Z]+$/);
  });

  it('refuses calls from any frame that is not the app', () => {
    for (const url of [undefined, 'https://evil.example/', 'file:///tmp/x.html', 'app://evil/index.html', 'about:blank'])
      for (const c of CHANNELS) {
        const r = validateIpcCall(c, url, []);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.code).toBe('untrusted-sender');
      }
  });

  it('accepts well-formed calls from the app', () => {
    expect(validateIpcCall('file:open', APP_ENTRY_URL, []).ok).toBe(true);
    expect(validateIpcCall('file:save', APP_ENTRY_URL, [{ path: null, text: '{}', suggestedName: 'a.json' }]).ok).toBe(true);
    expect(validateIpcCall('file:exportPng', APP_ENTRY_URL, [{ bytes: new Uint8Array(4), suggestedName: 'a.png' }]).ok).toBe(true);
    expect(validateIpcCall('file:recoveryKeepAside', APP_ENTRY_URL, []).ok).toBe(true);
  });

  it('has no channel nothing uses: openExternal is gone (links open through the window-open handler only)', () => {
    expect(CHANNELS).not.toContain('app:openExternal');
    expect(validateIpcCall('app:openExternal' as never, APP_ENTRY_URL, ['https://github.com']).ok).toBe(false);
  });

  it('refuses to save text larger than a file may be, so nothing is written that would not reopen', () => {
    const text = 'x'.repeat(MAX_FILE_BYTES + 1);
    expect(validateIpcCall('file:save', APP_ENTRY_URL, [{ path: null, text, suggestedName: 'a.sightline' }]).ok).toBe(false);
    expect(validateIpcCall('file:save', APP_ENTRY_URL, [{ path: null, text: text.slice(1), suggestedName: 'a.sightline' }]).ok).toBe(true);
  });

  it('answers bad input with a typed error naming the argument', () => {
    const cases: [keyof typeof channelSchemas, unknown[]][] = [
      ['file:open', ['extra']],
      ['file:save', [{ path: 3, text: '{}', suggestedName: 'a.json' }]],
      ['file:save', [{ path: null, text: '{}', suggestedName: '../../etc/passwd' }]],
      ['file:save', [{ path: null, text: '{}', suggestedName: 'a.json', extra: 1 }]],
      ['file:saveAs', [{ text: 5, suggestedName: 'a.json' }]],
      ['file:exportPng', [{ bytes: 'not bytes', suggestedName: 'a.png' }]],
      ['file:openRecent', ['bad\0path']],
      ['file:recoveryKeepAside', ['x']],
      ['file:autosave', [42]],
    ];
    for (const [c, args] of cases) {
      const r = validateIpcCall(c, APP_ENTRY_URL, args);
      expect(r.ok, `${c} ${JSON.stringify(args)}`).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('bad-input');
        expect(r.error.message).toContain(c);
      }
    }
  });

  it('refuses unknown channels', () => {
    const r = validateIpcCall('file:rm' as never, APP_ENTRY_URL, []);
    expect(r.ok).toBe(false);
  });

  it('never throws whatever the arguments are (fuzzed)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHANNELS), fc.array(fc.anything(), { maxLength: 3 }), (c, args) => {
        const r = validateIpcCall(c, APP_ENTRY_URL, args);
        return typeof r.ok === 'boolean';
      }),
      { seed: 7, numRuns: 1000 },
    );
  });
});
