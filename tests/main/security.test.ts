// Main's security decisions, tested as pure functions (the Electron binary is not needed).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sized } from '../support/tier';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import {
  APP_ENTRY_URL,
  CONTENT_SECURITY_POLICY,
  appResponseHeaders,
  externalUrlToOpen,
  isAllowedExternalUrl,
  isAppUrl,
  isTrustedSender,
  navigationDecision,
  permissionDecision,
  resolveAppPath,
  secureWebPreferences,
  windowOpenDecision,
} from '../../main/security';

const ROOT = path.resolve('/srv/sightline/dist/renderer');
const inside = (p: string | null) => p !== null && (p === ROOT || p.startsWith(ROOT + path.sep));
const FC = { seed: 20261122, numRuns: sized(500, 2000) };

describe('window options', () => {
  it('isolates, sandboxes and keeps Node out of the renderer', () => {
    const w = secureWebPreferences('/x/preload.cjs');
    // Each named here on its own: a setting dropped from the options or turned the wrong way fails by name.
    for (const on of ['contextIsolation', 'sandbox', 'webSecurity'] as const) expect(w[on], on).toBe(true);
    for (const off of ['nodeIntegration', 'nodeIntegrationInWorker', 'nodeIntegrationInSubFrames', 'allowRunningInsecureContent', 'webviewTag'] as const)
      expect(w[off], off).toBe(false);
    expect(w.preload).toBe('/x/preload.cjs');
    expect(Object.isFrozen(w)).toBe(true);
  });
});

describe('content security policy', () => {
  const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k!, v.join(' ')]));
  it('has no unsafe-inline or unsafe-eval and locks scripts to the bundle', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const d = directives(CONTENT_SECURITY_POLICY);
    expect(d.get('script-src')).toBe("'self'");
    expect(d.get('default-src')).toBe("'self'");
    expect(d.get('object-src')).toBe("'none'");
  });
  it('the page meta CSP says the same as the protocol header (bar frame-ancestors, which meta cannot carry)', () => {
    const html = readFileSync('renderer/index.html', 'utf8');
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBeDefined();
    const header = directives(CONTENT_SECURITY_POLICY);
    header.delete('frame-ancestors');
    expect(directives(meta!)).toEqual(header);
  });
  it('every app:// response carries the CSP and nosniff', () => {
    const h = appResponseHeaders('/a/index.html');
    expect(h['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Content-Type']).toMatch(/text\/html/);
  });
});

describe('navigation, new windows and permissions', () => {
  it('denies every navigation, even to hostile or own URLs', () => {
    fc.assert(fc.property(fc.webUrl(), (u) => navigationDecision(u) === 'deny'), FC);
    for (const u of [APP_ENTRY_URL, 'javascript:alert(1)', 'file:///etc/passwd', 'https://github.com']) expect(navigationDecision(u)).toBe('deny');
  });
  it('never opens a new window; only allowlisted https goes to the system browser', () => {
    expect(windowOpenDecision('https://github.com/sightline')).toEqual({ action: 'deny', openExternal: 'https://github.com/sightline' });
    for (const u of ['http://github.com', 'javascript:alert(1)', 'file:///etc/passwd', 'https://evil.example', 'app://sightline/index.html'])
      expect(windowOpenDecision(u)).toEqual({ action: 'deny', openExternal: null });
  });
  it('hands the system browser the parsed URL the allowlist judged, not the raw text (issue 27)', () => {
    const cases: [string, string][] = [
      ['https://GitHub.com/sightline', 'https://github.com/sightline'],
      ['https://github.com\\@evil.example/', 'https://github.com/@evil.example/'],
      ['https://github.com/a b"c', 'https://github.com/a%20b%22c'],
      ['  https://github.com/x\t\n', 'https://github.com/x'],
      ['https://github.com/../../x', 'https://github.com/x'],
    ];
    for (const [raw, parsed] of cases) {
      expect(windowOpenDecision(raw).openExternal, raw).toBe(parsed);
      expect(externalUrlToOpen(raw), raw).toBe(parsed);
    }
    expect(externalUrlToOpen(42)).toBeNull();
    expect(externalUrlToOpen('https://evil.example/')).toBeNull();
  });
  it('refuses every permission request', () => {
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) expect(permissionDecision(p)).toBe(false);
  });
});

describe('openExternal allowlist', () => {
  it('accepts only https to exact allowlisted hosts', () => {
    expect(isAllowedExternalUrl('https://github.com/x')).toBe(true);
    for (const u of [
      'http://github.com/',
      'https://github.com.evil.com/',
      'https://evil.com/github.com',
      'https://user:pw@github.com/',
      'https://github.com:8443/',
      'javascript:alert(1)',
      'file:///C:/Windows/system32/calc.exe',
      'smb://github.com/share',
      '//github.com',
      42,
      null,
    ])
      expect(isAllowedExternalUrl(u), String(u)).toBe(false);
  });
  it('rejects any URL whose scheme is not https (fuzzed)', () => {
    fc.assert(
      fc.property(fc.constantFrom('http', 'file', 'javascript', 'data', 'ftp', 'app', 'vbscript'), fc.webUrl(), (scheme, u) => {
        const hostile = u.replace(/^https?/, scheme);
        return !isAllowedExternalUrl(hostile);
      }),
      FC,
    );
  });
});

describe('app:// protocol path resolution', () => {
  it('serves files inside the bundle', () => {
    expect(resolveAppPath(ROOT, 'app://sightline/index.html')).toBe(path.join(ROOT, 'index.html'));
    expect(resolveAppPath(ROOT, 'app://sightline/')).toBe(path.join(ROOT, 'index.html'));
    expect(resolveAppPath(ROOT, 'app://sightline/assets/index-abc.js')).toBe(path.join(ROOT, 'assets/index-abc.js'));
  });
  it('refuses escapes, encoded escapes, other hosts and other schemes', () => {
    for (const u of [
      'app://sightline/../main.cjs',
      'app://sightline/%2e%2e/%2e%2e/etc/passwd',
      'app://sightline/assets/%2E%2E/%2E%2E/secret',
      'app://sightline/%252e%252e/x',
      'app://sightline/..%2f..%2fetc/passwd',
      'app://sightline/..%5c..%5cwindows',
      'app://sightline/a%00.html',
      'app://sightline/C:/Windows/win.ini',
      'app://evil/index.html',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(resolveAppPath(ROOT, u), u).toBeNull();
  });
  it('never resolves outside the bundle for any path (fuzzed with .., %2e%2e, backslashes)', () => {
    const seg = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%2E%2e', '%252e%252e', '..%2f', '..%5c', '\\..', 'assets', 'index.html', '%00', 'C:', '', '%2f'),
      fc.stringMatching(/^[a-zA-Z0-9._%-]{0,8}$/),
    );
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 8 }), (segs) => {
        const r = resolveAppPath(ROOT, `app://sightline/${segs.join('/')}`);
        return r === null || inside(r);
      }),
      FC,
    );
  });
  it('knows its own pages', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://evil/index.html')).toBe(false);
    expect(isAppUrl('https://sightline/')).toBe(false);
  });
  it('trusts IPC from the app page in the window\'s top frame only, not from a subframe (issue 27)', () => {
    const top = { url: APP_ENTRY_URL, parent: null, frameTreeNodeId: 1 };
    expect(isTrustedSender(top, top)).toBe(true);
    expect(isTrustedSender({ url: APP_ENTRY_URL, parent: top, frameTreeNodeId: 2 }, top)).toBe(false);
    expect(isTrustedSender({ url: APP_ENTRY_URL, parent: null, frameTreeNodeId: 2 }, top)).toBe(false);
    expect(isTrustedSender({ ...top, url: 'https://evil.example/' }, top)).toBe(false);
    expect(isTrustedSender(null, top)).toBe(false);
    expect(isTrustedSender(top, null)).toBe(false);
  });
});
