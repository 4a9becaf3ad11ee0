// The layering, read from the import graph (relative imports included): engine/ imports nothing of renderer/, main/,
// React, the DOM or Node; main/ imports nothing of renderer/; renderer/ reaches main/ only through type imports.
import { describe, expect, it } from 'vitest';
import { builtinModules } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

type Area = 'engine' | 'main' | 'renderer' | 'other';
interface Edge {
  readonly from: string;
  readonly spec: string;
  /** The area a relative import lands in, or null for a package. */
  readonly to: Area | null;
  readonly typeOnly: boolean;
}

const ROOT = path.resolve('.');
const areaOf = (file: string): Area => {
  const rel = path.relative(ROOT, file).split(path.sep)[0];
  return rel === 'engine' || rel === 'main' || rel === 'renderer' ? rel : 'other';
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|tsx|mts|cts)$/.test(f) && !f.endsWith('.d.ts') ? [p] : [];
  });
}

const stripComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Every import/export-from/dynamic import/require in `src`, with whether it is type-only. */
export function importsOf(file: string, src: string): Edge[] {
  const out: Edge[] = [];
  const code = stripComments(src);
  const statics = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  const bare = /(?:^|[;\n])\s*import\s+['"]([^'"]+)['"]/g;
  const dynamic = /(?:\bimport|\brequire)\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
  const push = (spec: string, typeOnly: boolean) => {
    const to = spec.startsWith('.') ? areaOf(path.resolve(path.dirname(file), spec)) : null;
    out.push({ from: file, spec, to, typeOnly });
  };
  for (const m of code.matchAll(statics)) {
    // `import type {...}` or `import { type A, type B }` (every name a type) are type-only.
    const names = m[3] ?? '';
    const allTypes = /^\{[^}]*\}$/.test(names.trim()) && names.replace(/[{}\s]/g, '').split(',').filter(Boolean).every((n) => n.startsWith('type'));
    push(m[4]!, Boolean(m[2]) || allTypes);
  }
  for (const m of code.matchAll(bare)) push(m[1]!, false);
  for (const m of code.matchAll(dynamic)) push(m[1]!, false);
  return out;
}

const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((b) => `node:${b}`)]);
const UI_PACKAGES = /^(react|react-dom|@react-three\/|electron|zustand|playwright)/;

/** The rules broken by one import, in words. */
export function layeringProblems(e: Edge): string[] {
  const from = areaOf(e.from);
  const where = `${path.relative(ROOT, e.from)} imports "${e.spec}"`;
  const problems: string[] = [];
  if (from === 'engine') {
    if (e.to === 'renderer' || e.to === 'main') problems.push(`${where}: engine/ must not reach ${e.to}/`);
    if (e.to === null && (UI_PACKAGES.test(e.spec) || NODE_BUILTINS.has(e.spec.split('/')[0]!) || NODE_BUILTINS.has(e.spec)))
      problems.push(`${where}: engine/ is pure TypeScript (no UI, Electron or Node modules)`);
  }
  if (from === 'main' && e.to === 'renderer') problems.push(`${where}: main/ must not reach renderer/`);
  if (from === 'renderer' && e.to === 'main' && !e.typeOnly) problems.push(`${where}: renderer/ may import main/ for types only`);
  if (from === 'renderer' && e.to === null && (e.spec === 'electron' || NODE_BUILTINS.has(e.spec)))
    problems.push(`${where}: the renderer runs in a browser too; it reaches Electron and Node only through window.api`);
  return problems;
}

describe('layering from the import graph', () => {
  const files = ['engine', 'main', 'renderer'].flatMap((d) => sourceFiles(path.join(ROOT, d)));
  const edges = files.flatMap((f) => importsOf(f, readFileSync(f, 'utf8')));

  it('reads a real graph (relative imports across areas included)', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(edges.filter((e) => e.to === 'engine' && areaOf(e.from) === 'renderer').length).toBeGreaterThan(30);
    expect(edges.some((e) => areaOf(e.from) === 'renderer' && e.to === 'main' && e.typeOnly)).toBe(true);
  });

  it('no import breaks the layering', () => {
    expect(edges.flatMap(layeringProblems)).toEqual([]);
  });

  it('the check catches each kind of break', () => {
    const at = (area: string, src: string) => importsOf(path.join(ROOT, area, 'x', 'probe.ts'), src).flatMap(layeringProblems);
    expect(at('engine', "import { useApp } from '../../renderer/src/store/app';")).toHaveLength(1);
    expect(at('engine', "import { app } from '../../main/main';")).toHaveLength(1);
    expect(at('engine', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(at('engine', "import path from 'path';")).toHaveLength(1);
    expect(at('engine', "import { create } from 'zustand';")).toHaveLength(1);
    expect(at('engine', "const m = await import('react');")).toHaveLength(1);
    expect(at('main', "import { x } from '../../renderer/src/x';")).toHaveLength(1);
    expect(at('renderer', "import { CHANNELS } from '../../main/ipc-contract';")).toHaveLength(1);
    expect(at('renderer', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    // Allowed: type-only imports of main from the renderer, the engine from anywhere, packages the engine may use.
    expect(at('renderer', "import type { SightlineApi } from '../../main/preload';")).toEqual([]);
    expect(at('renderer', "import { type MenuCommand } from '../../main/menu-commands';")).toEqual([]);
    expect(at('main', "import { FILE_LIMITS } from '../../engine/layout/limits';")).toEqual([]);
    expect(at('engine', "import { z } from 'zod';")).toEqual([]);
    // A comment is not an import.
    expect(at('engine', "// import { x } from '../../renderer/src/x';")).toEqual([]);
  });
});
