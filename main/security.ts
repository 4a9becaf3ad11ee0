// Electron security decisions as pure functions, so they are tested without the Electron binary.
import path from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'sightline';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * The renderer's Content Security Policy. No unsafe-inline, no unsafe-eval: scripts and styles come only from the bundle.
 * blob: workers carry the line-of-sight matrix; data:/blob: images carry PNG exports; ws:/wss: reach a table server
 * (Share table, renderer/src/share/), at whatever address the player's link names.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' blob: data: ws: wss:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface SecureWebPreferences {
  readonly contextIsolation: true;
  readonly sandbox: true;
  readonly nodeIntegration: false;
  readonly nodeIntegrationInWorker: false;
  readonly nodeIntegrationInSubFrames: false;
  readonly webSecurity: true;
  readonly allowRunningInsecureContent: false;
  readonly webviewTag: false;
  readonly experimentalFeatures: false;
  readonly navigateOnDragDrop: false;
  readonly spellcheck: false;
  readonly preload: string;
}

/** The webPreferences every Sightline window is created with. */
export function secureWebPreferences(preloadPath: string): SecureWebPreferences {
  return Object.freeze({
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    preload: preloadPath,
  });
}

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** True when a URL is a page of the app itself (served from app://sightline/). */
export function isAppUrl(raw: string): boolean {
  const u = parseUrl(raw);
  return u !== null && u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST && u.username === '' && u.password === '';
}

/**
 * will-navigate policy: the renderer is a single page, so every navigation is refused,
 * including to the app's own pages (a reload goes through webContents.reload, not navigation).
 */
export function navigationDecision(_url: string): 'deny' {
  return 'deny';
}

/** https hosts Sightline may hand to the system browser (Help links). Exact host names only. */
export const EXTERNAL_HOST_ALLOWLIST: readonly string[] = Object.freeze(['github.com', 'www.electronjs.org']);

/** shell.openExternal guard: https, an allowlisted host, no credentials, default port. */
export function isAllowedExternalUrl(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw.length > 2048) return false;
  const u = parseUrl(raw);
  if (!u) return false;
  return (
    u.protocol === 'https:' &&
    u.username === '' &&
    u.password === '' &&
    u.port === '' &&
    EXTERNAL_HOST_ALLOWLIST.includes(u.hostname)
  );
}

/**
 * The URL to hand to shell.openExternal for a link, or null when it may not leave the app. It is the parsed URL
 * (`href`), the very thing the allowlist judged, never the raw text: the system's URL handler may read odd raw text
 * (backslashes, tabs, stray spaces) differently from the WHATWG parser.
 */
export function externalUrlToOpen(raw: unknown): string | null {
  if (!isAllowedExternalUrl(raw)) return null;
  return parseUrl(raw)?.href ?? null;
}

/**
 * setWindowOpenHandler policy: no new windows ever. An allowlisted https link is opened in the
 * system browser instead (`openExternal`, the parsed URL); anything else is dropped.
 */
export function windowOpenDecision(url: string): { action: 'deny'; openExternal: string | null } {
  return { action: 'deny', openExternal: externalUrlToOpen(url) };
}

/** The part of Electron's WebFrameMain the IPC sender check reads. */
export interface SenderFrame {
  readonly url: string;
  readonly parent: SenderFrame | null;
  readonly frameTreeNodeId: number;
}

/**
 * IPC sender policy: only the app's own page in the window's top frame may call main. A subframe is refused even when
 * it shows an app:// page (an iframe could be made to carry one), and so is a frame that is not this window's main one.
 */
export function isTrustedSender(frame: SenderFrame | null | undefined, mainFrame: SenderFrame | null | undefined): boolean {
  if (!frame || !mainFrame) return false;
  return frame.parent === null && frame.frameTreeNodeId === mainFrame.frameTreeNodeId && isAppUrl(frame.url);
}

/** Permission requests (camera, geolocation, notifications, ...) are all refused. */
export function permissionDecision(_permission: string): false {
  return false;
}

/**
 * Maps an app:// request to a file inside the renderer bundle, or null when the request is not
 * for the app's host or its path escapes the bundle (.., encoded .., backslashes, NUL, absolute drive paths).
 */
export function resolveAppPath(bundleRoot: string, requestUrl: string): string | null {
  // The URL parser quietly folds dot segments; a request that carried any is refused outright, not re-aimed.
  if (/(^|[/\\])\.\.?([/\\?#]|$)|%2e/i.test(requestUrl.replace(/^[a-z]+:\/\/[^/]*/i, ''))) return null;
  const u = parseUrl(requestUrl);
  if (!u || u.protocol !== `${APP_SCHEME}:` || u.host !== APP_HOST) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /%[0-9a-f]{2}/i.test(decoded)) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.' || /^[a-zA-Z]:$/.test(s))) return null;
  const relative = segments.filter((s) => s.length > 0).join('/') || 'index.html';
  const root = path.resolve(bundleRoot);
  const resolved = path.resolve(root, relative);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  return resolved;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export function mimeTypeFor(filePath: string): string {
  return MIME[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Headers on every app:// response: the CSP, no sniffing, no framing. */
export function appResponseHeaders(filePath: string): Record<string, string> {
  return {
    'Content-Type': mimeTypeFor(filePath),
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
