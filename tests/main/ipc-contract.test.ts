// IPC validation: sender checks, argument schemas and typed errors for every channel.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHANNELS, channelSchemas, MAX_FILE_BYTES, validateIpcCall } from '../../main/ipc-contract';
import { APP_ENTRY_URL } from '../../main/security';

/** The app's page in its window's top frame, as Electron's senderFrame and sender.mainFrame describe it. */
const top = { url: APP_ENTRY_URL, parent: null, frameTreeNodeId: 1 };
const fromApp = { frame: top, mainFrame: top };
const fromUrl = (url: string | undefined) => ({ frame: url === undefined ? null : { ...top, url }, mainFrame: top });

describe('IPC contract', () => {
  it('names every channel by area', () => {
    for (const c of CHANNELS) expect(c).toMatch(/^(file|app):[a-zA-Z]+$/);
  });

  it('refuses calls from any frame that is not the app', () => {
    for (const url of [undefined, 'https://evil.example/', 'file:///tmp/x.html', 'app://evil/index.html', 'about:blank'])
      for (const c of CHANNELS) {
        const r = validateIpcCall(c, fromUrl(url), []);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.code).toBe('untrusted-sender');
      }
  });

  it('refuses calls from a subframe even when it shows an app page: the top frame only (issue 27)', () => {
    const iframe = { url: APP_ENTRY_URL, parent: top, frameTreeNodeId: 2 };
    const otherTop = { url: APP_ENTRY_URL, parent: null, frameTreeNodeId: 3 };
    for (const sender of [{ frame: iframe, mainFrame: top }, { frame: otherTop, mainFrame: top }, { frame: top, mainFrame: undefined }])
      for (const c of CHANNELS) {
        const r = validateIpcCall(c, sender, []);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.code).toBe('untrusted-sender');
      }
  });

  it('accepts well-formed calls from the app', () => {
    expect(validateIpcCall('file:open', fromApp, []).ok).toBe(true);
    expect(validateIpcCall('file:save', fromApp, [{ path: null, text: '{}', suggestedName: 'a.json' }]).ok).toBe(true);
    expect(validateIpcCall('file:exportPng', fromApp, [{ bytes: new Uint8Array(4), suggestedName: 'a.png' }]).ok).toBe(true);
    expect(validateIpcCall('file:recoveryKeepAside', fromApp, []).ok).toBe(true);
  });

  it('has no channel nothing uses: openExternal is gone (links open through the window-open handler only)', () => {
    expect(CHANNELS).not.toContain('app:openExternal');
    expect(validateIpcCall('app:openExternal' as never, fromApp, ['https://github.com']).ok).toBe(false);
  });

  it('refuses to save text larger than a file may be, so nothing is written that would not reopen', () => {
    const text = 'x'.repeat(MAX_FILE_BYTES + 1);
    expect(validateIpcCall('file:save', fromApp, [{ path: null, text, suggestedName: 'a.sightline' }]).ok).toBe(false);
    expect(validateIpcCall('file:save', fromApp, [{ path: null, text: text.slice(1), suggestedName: 'a.sightline' }]).ok).toBe(true);
  });

  it('answers bad input with a typed error naming the argument', () => {
    const cases: [keyof typeof channelSchemas, unknown[]][] = [
      ['file:open', ['extra']],
      ['file:save', [{ path: 3, text: '{}', suggestedName: 'a.json' }]],
      ['file:save', [{ path: null, text: '{}', suggestedName: '' }]],
      ['file:save', [{ path: null, text: '{}', suggestedName: 'a.json', extra: 1 }]],
      ['file:saveAs', [{ text: 5, suggestedName: 'a.json' }]],
      ['file:exportPng', [{ bytes: 'not bytes', suggestedName: 'a.png' }]],
      ['file:openRecent', ['bad\0path']],
      ['file:recoveryKeepAside', ['x']],
      ['file:autosave', [42]],
    ];
    for (const [c, args] of cases) {
      const r = validateIpcCall(c, fromApp, args);
      expect(r.ok, `${c} ${JSON.stringify(args)}`).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('bad-input');
        expect(r.error.message).toContain(c);
      }
    }
  });

  it('refuses unknown channels', () => {
    const r = validateIpcCall('file:rm' as never, fromApp, []);
    expect(r.ok).toBe(false);
  });

  it('never throws whatever the arguments are (fuzzed)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHANNELS), fc.array(fc.anything(), { maxLength: 3 }), (c, args) => {
        const r = validateIpcCall(c, fromApp, args);
        return typeof r.ok === 'boolean';
      }),
      { seed: 7, numRuns: 1000 },
    );
  });
});
