// The engine stays pure: no UI, no Electron, no DOM, no file system, no unseeded randomness.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx|js|mjs)$/.test(f) ? [p] : [];
  });
}

const FORBIDDEN_IMPORT = /(?:from|import|require\()\s*['"](react|react-dom|react-dom\/.*|@react-three\/[^'"]+|electron|zustand|node:fs|fs|fs\/promises|node:fs\/promises)['"]/;
const DOM = /\b(document|window|localStorage|sessionStorage|navigator|HTMLElement|HTMLCanvasElement)\s*[.[]/;
const stripComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

export function engineViolations(root: string): string[] {
  const out: string[] = [];
  for (const f of files(root)) {
    const src = stripComments(readFileSync(f, 'utf8'));
    const m = FORBIDDEN_IMPORT.exec(src);
    if (m) out.push(`${f}: imports ${m[1]}`);
    const d = DOM.exec(src);
    if (d) out.push(`${f}: touches the DOM (${d[1]})`);
    if (/Math\.random\s*\(/.test(src)) out.push(`${f}: calls Math.random`);
  }
  return out;
}

describe('engine layering', () => {
  it('engine/ imports nothing from react, @react-three, electron, zustand, the DOM or node:fs', () => {
    expect(engineViolations(path.resolve('engine'))).toEqual([]);
  });
  it('the check itself catches each forbidden thing', () => {
    const probes = [
      "import React from 'react';",
      "import { Canvas } from '@react-three/fiber';",
      "import { app } from 'electron';",
      "import { create } from 'zustand';",
      "import { readFileSync } from 'node:fs';",
      "const x = require('fs');",
      'document.createElement("a");',
      'window.api.x();',
      'const r = Math.random();',
    ];
    const check = (src: string) =>
      FORBIDDEN_IMPORT.test(stripComments(src)) || DOM.test(stripComments(src)) || /Math\.random\s*\(/.test(stripComments(src));
    for (const p of probes) expect(check(p), p).toBe(true);
    expect(check("import { Vector3 } from 'three'; // document.x")).toBe(false);
  });
});
