// Renders assets/icon.svg to assets/icon.png (512x512) with Debian's Chromium: `node scripts/make-icon.mjs`.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 512, height: 512 } });
await p.setContent(`<html><body style="margin:0;background:transparent">${readFileSync('assets/icon.svg','utf8').replace('<svg ', '<svg width="512" height="512" ')}</body></html>`);
await p.screenshot({ path: 'assets/icon.png', omitBackground: true });
await b.close();
