// The house's layering, read from the import graph (relative imports resolved to the folder they land in):
// engine imports nothing of renderer/, main/, React, DOM or Node; main imports nothing of renderer/; renderer reaches
// main only through type imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (f === 'node_modules') return [];
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx|mts)$/.test(f) ? [p] : [];
  });
}

export interface Import {
  readonly spec: string;
  readonly typeOnly: boolean;
}

const stripComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');

/** Every static import / export-from / dynamic import / require in `src`, with whether it is type-only. */
export function importsOf(src: string): Import[] {
  const s = stripComments(src);
  const out: Import[] = [];
  const stmt = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g;
  for (let m = stmt.exec(s); m; m = stmt.exec(s)) {
    const names = m[3]!;
    // `import { type A, type B } from` is type-only too when every name is marked.
    const inner = /^\{([\s\S]*)\}$/.exec(names.trim());
    const allTyped = !!inner && inner[1]!.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '));
    out.push({ spec: m[4]!, typeOnly: !!m[2] || allTyped });
  }
  const bare = /(?:^|[;\n])\s*import\s+['"]([^'"]+)['"]/g;
  for (let m = bare.exec(s); m; m = bare.exec(s)) out.push({ spec: m[1]!, typeOnly: false });
  const dyn = /(?:\bimport|\brequire)\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let m = dyn.exec(s); m; m = dyn.exec(s)) out.push({ spec: m[1]!, typeOnly: /typeof\s+import\s*\($/.test(s.slice(Math.max(0, m.index - 8), m.index + 7)) });
  return out;
}

/** The top-level part of the repository an import lands in ('engine', 'renderer', 'main', ...), or the package name. */
export function target(fromFile: string, spec: string): { part: string; pkg: boolean } {
  if (spec.startsWith('.')) {
    const rel = path.relative(ROOT, path.resolve(path.dirname(fromFile), spec));
    return { part: rel.split(path.sep)[0]!, pkg: false };
  }
  return { part: spec, pkg: true };
}

const FORBIDDEN_IN_ENGINE = /^(react|react-dom|@react-three\/|electron|zustand|node:|fs$|fs\/|path$|os$|child_process$|worker_threads$|three\/examples\/)/;

function violations(part: 'engine' | 'main' | 'renderer' | 'server' | 'net'): string[] {
  const out: string[] = [];
  for (const f of files(path.join(ROOT, part))) {
    for (const imp of importsOf(readFileSync(f, 'utf8'))) {
      const t = target(f, imp.spec);
      const where = `${path.relative(ROOT, f)} -> ${imp.spec}`;
      if (part === 'engine') {
        // Data files in assets/ (sample armies, as JSON) are plain data, not code: the engine may read them.
        const assetData = t.part === 'assets' && /\.json$/.test(imp.spec);
        if (!t.pkg && t.part !== 'engine' && !assetData) out.push(`${where}: engine reaches outside engine/`);
        if (t.pkg && FORBIDDEN_IN_ENGINE.test(imp.spec)) out.push(`${where}: engine imports ${imp.spec}`);
      } else if (part === 'main') {
        if (!t.pkg && t.part === 'renderer') out.push(`${where}: main imports the renderer`);
      } else if (part === 'server' || part === 'net') {
        // The table server runs under plain Node: engine/ and the wire (net/) only, never Electron or the app.
        const allowed = part === 'server' ? ['server', 'net', 'engine'] : ['net', 'engine'];
        if (!t.pkg && !allowed.includes(t.part)) out.push(`${where}: ${part} reaches ${t.part}/`);
        if (t.pkg && /^(electron|react|react-dom|@react-three\/|zustand)/.test(imp.spec)) out.push(`${where}: ${part} imports ${imp.spec}`);
      } else if (!t.pkg && t.part === 'main' && !imp.typeOnly) out.push(`${where}: renderer reaches main other than by a type import`);
    }
  }
  return out;
}

describe('layering by the import graph', () => {
  it('engine/ imports nothing of renderer/, main/, React, three addons, Electron, zustand, DOM or Node', () => {
    expect(violations('engine')).toEqual([]);
  });
  it('main/ imports nothing of renderer/', () => {
    expect(violations('main')).toEqual([]);
  });
  it('renderer/ reaches main/ only through type imports', () => {
    expect(violations('renderer')).toEqual([]);
  });
  it('server/ imports engine/ and net/ only, net/ imports engine/ only: neither Electron nor the renderer', () => {
    expect(violations('server')).toEqual([]);
    expect(violations('net')).toEqual([]);
  });
  it('shipped code (engine/, main/, renderer/, server/, net/) imports no package that is only a devDependency (test-only code stays in tests/)', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    // electron is the runtime itself: electron-builder wants it among the devDependencies.
    const devOnly = Object.keys(pkg.devDependencies).filter((d) => d !== 'electron');
    const out: string[] = [];
    for (const part of ['engine', 'main', 'renderer', 'server', 'net'])
      for (const f of files(path.join(ROOT, part)))
        for (const imp of importsOf(readFileSync(f, 'utf8')))
          if (!imp.typeOnly && devOnly.some((d) => imp.spec === d || imp.spec.startsWith(`${d}/`))) out.push(`${path.relative(ROOT, f)} -> ${imp.spec}`);
    expect(devOnly).toContain('three-mesh-bvh');
    expect(out).toEqual([]);
  });
  it('the geometry floors (geometry, measure, los, dice, layout, templates, terrain) import nothing of game, rulesets or ai', () => {
    const floors = ['geometry', 'measure', 'los', 'dice', 'layout', 'templates', 'terrain'];
    const above = ['game', 'rulesets', 'ai'].map((d) => path.join(ROOT, 'engine', d));
    const out: string[] = [];
    for (const floor of floors)
      for (const f of files(path.join(ROOT, 'engine', floor)))
        for (const imp of importsOf(readFileSync(f, 'utf8'))) {
          if (!imp.spec.startsWith('.')) continue;
          const to = path.resolve(path.dirname(f), imp.spec);
          const where = `${path.relative(ROOT, f)} -> ${imp.spec}${imp.typeOnly ? ' (type)' : ''}`;
          const hit = above.find((d) => to === d || to.startsWith(d + path.sep));
          if (hit) out.push(`${where}: a floor imports engine/${path.basename(hit)}`);
          // The engine's barrel re-exports game, rulesets and ai: reaching it is reaching them.
          if (/^engine(\/index(\.ts)?)?$/.test(path.relative(ROOT, to).split(path.sep).join('/'))) out.push(`${where}: a floor imports the engine barrel`);
        }
    expect(out).toEqual([]);
  });
  it('engine/game and engine/ai import no ruleset (they receive rulesets from engine/registry.ts); a ruleset imports no other ruleset, engine/rulesets/shared none at all', () => {
    const rulesetsDir = path.join(ROOT, 'engine', 'rulesets');
    // engine/rulesets/shared holds rules more than one ruleset plays by (the HamWarmer family's attacks): no ruleset itself.
    const SHARED = 'shared';
    const ids = readdirSync(rulesetsDir).filter((d) => d !== SHARED && statSync(path.join(rulesetsDir, d)).isDirectory());
    const rulesetOf = (abs: string): string | null => {
      const rel = path.relative(rulesetsDir, abs).split(path.sep);
      return rel[0] && !rel[0].startsWith('..') && ids.includes(rel[0]) ? rel[0] : null;
    };
    const out: string[] = [];
    for (const part of ['game', 'ai'])
      for (const f of files(path.join(ROOT, 'engine', part)))
        for (const imp of importsOf(readFileSync(f, 'utf8'))) {
          if (!imp.spec.startsWith('.')) continue;
          const to = path.resolve(path.dirname(f), imp.spec);
          const id = rulesetOf(to);
          if (id) out.push(`${path.relative(ROOT, f)} -> ${imp.spec}: engine/${part} imports the ruleset ${id}`);
          // The rulesets' barrel lists them all: reaching it is reaching every ruleset.
          if (path.relative(ROOT, to).split(path.sep).join('/').replace(/\.ts$/, '') === 'engine/rulesets/index') out.push(`${path.relative(ROOT, f)} -> ${imp.spec}: engine/${part} imports the rulesets' barrel`);
        }
    for (const id of [...ids, SHARED])
      for (const f of files(path.join(rulesetsDir, id)))
        for (const imp of importsOf(readFileSync(f, 'utf8'))) {
          if (!imp.spec.startsWith('.')) continue;
          const to = path.resolve(path.dirname(f), imp.spec);
          const other = rulesetOf(to);
          if (other && other !== id) out.push(`${path.relative(ROOT, f)} -> ${imp.spec}: ${id === SHARED ? 'the shared rules import' : `ruleset ${id} imports`} ruleset ${other}`);
          const rel = path.relative(ROOT, to).split(path.sep).join('/').replace(/\.ts$/, '');
          if (rel === 'engine/rulesets/index' || rel === 'engine/registry' || rel === 'engine/index' || rel === 'engine')
            out.push(`${path.relative(ROOT, f)} -> ${imp.spec}: a ruleset imports the registry or a barrel that lists every ruleset`);
        }
    expect(out).toEqual([]);
  });
  it('no engine file is over 500 lines', () => {
    const long = files(path.join(ROOT, 'engine'))
      .map((f) => ({ f: path.relative(ROOT, f), n: readFileSync(f, 'utf8').split('\n').length }))
      .filter((x) => x.n > 500)
      .map((x) => `${x.f}: ${x.n} lines`);
    expect(long).toEqual([]);
  });
  it('the reader finds relative, type-only, dynamic and re-export imports', () => {
    const src = [
      "import { a } from '../../renderer/src/x';",
      "import type { B } from '../../main/ipc-contract';",
      "import { type C, type D } from './c';",
      "export * from './e';",
      "const f = await import('../f');",
      "import './side-effect';",
      "// import { no } from 'react';",
    ].join('\n');
    expect(importsOf(src)).toEqual([
      { spec: '../../renderer/src/x', typeOnly: false },
      { spec: '../../main/ipc-contract', typeOnly: true },
      { spec: './c', typeOnly: true },
      { spec: './e', typeOnly: false },
      { spec: './side-effect', typeOnly: false },
      { spec: '../f', typeOnly: false },
    ]);
    expect(target(path.join(ROOT, 'engine/los/x.ts'), '../../renderer/src/y')).toEqual({ part: 'renderer', pkg: false });
    expect(target(path.join(ROOT, 'engine/los/x.ts'), '../types')).toEqual({ part: 'engine', pkg: false });
  });
});
