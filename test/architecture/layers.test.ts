// Guards the layer matrix of STYLE.md A with resolved paths, independently of ESLint.
// Do not relax these rules; change the matrix in DESIGN.md first.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

type Layer =
  | 'shared/model'
  | 'shared/data'
  | 'shared/rules'
  | 'shared/engine'
  | 'shared/protocol'
  | 'main/node'
  | 'main/electron'
  | 'renderer'
  | 'assets';

/** Which layers each layer may import (value imports); `node`/`npm` = external packages. */
const MATRIX: Record<Exclude<Layer, 'assets'>, { layers: Layer[]; node: boolean; npm: RegExp }> = {
  'shared/model': { layers: ['shared/model'], node: false, npm: /^$/ },
  'shared/data': { layers: ['shared/model', 'shared/data', 'assets'], node: false, npm: /^zod$/ },
  'shared/rules': { layers: ['shared/model', 'shared/data', 'shared/rules', 'assets'], node: false, npm: /^zod$/ },
  'shared/engine': { layers: ['shared/model', 'shared/data', 'shared/rules', 'shared/engine', 'assets'], node: false, npm: /^zod$/ },
  'shared/protocol': { layers: ['shared/model', 'shared/protocol'], node: false, npm: /^zod$/ },
  'main/node': {
    layers: ['shared/model', 'shared/data', 'shared/engine', 'shared/protocol', 'main/node', 'assets'],
    node: true,
    // pngjs draws save thumbnails; esbuild bundles it into the host
    npm: /^(better-sqlite3|ws|zod|pngjs)$/,
  },
  'main/electron': { layers: ['shared/protocol', 'shared/model', 'main/node', 'main/electron'], node: true, npm: /^electron$/ },
  renderer: {
    // shared/model holds no rules (it imports nothing): types, closed sets, display names and
    // the decision → command mapping. The renderer shares them rather than copying them.
    layers: ['shared/protocol', 'shared/model', 'shared/data', 'renderer', 'assets'],
    node: false,
    npm: /^(react|react-dom|react-dom\/client|react\/jsx-runtime|react-redux|@reduxjs\/toolkit|konva|konva\/.*|react-konva|zod|@fontsource\/.*)$/,
  },
};

function layerOf(rel: string): Layer | null {
  const p = rel.split(path.sep).join('/');
  if (p === 'assets' || p.startsWith('assets/')) return 'assets';
  for (const l of ['shared/model', 'shared/data', 'shared/rules', 'shared/engine', 'shared/protocol'] as const) {
    if (p === l || p.startsWith(`${l}/`)) return l;
  }
  if (p === 'main/electron' || p.startsWith('main/electron/')) return 'main/electron';
  if (p.startsWith('main/')) return 'main/node';
  if (p.startsWith('renderer/')) return 'renderer';
  return null;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

interface ImportRef {
  spec: string;
  typeOnly: boolean;
}

/** Import/export-from specifiers of a file, with whether the whole statement is `import type`. */
export function importsOf(text: string): ImportRef[] {
  const refs: ImportRef[] = [];
  const re = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) refs.push({ spec: m[3]!, typeOnly: Boolean(m[2]) });
  const dyn = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let m = dyn.exec(text); m; m = dyn.exec(text)) refs.push({ spec: m[1]!, typeOnly: false });
  return refs;
}

const builtins = new Set(builtinModules);

function violations(): string[] {
  const found: string[] = [];
  const files = ['shared', 'main', 'renderer'].flatMap((d) => sourceFiles(path.join(ROOT, d)));
  for (const file of files) {
    const rel = path.relative(ROOT, file);
    const from = layerOf(rel);
    if (!from || from === 'assets' || rel === path.join('renderer', 'vite.config.ts')) continue;
    const allowed = MATRIX[from];
    for (const { spec, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const target = layerOf(path.relative(ROOT, path.resolve(path.dirname(file), spec)));
        if (target === null) {
          found.push(`${rel}: imports ${spec}, outside every layer`);
          continue;
        }
        if (!allowed.layers.includes(target)) found.push(`${rel}: ${from} must not import ${target} (${spec})`);
        // Phases talk to each other only through their index.ts (STYLE.md A, public surfaces).
        if (from === 'shared/rules' && target === 'shared/rules') {
          const fromPhase = rel.split(path.sep)[2];
          const target = path.resolve(path.dirname(file), spec);
          const targetRel = path.relative(path.join(ROOT, 'shared', 'rules'), target).split(path.sep);
          // A folder import resolves to that folder's index.ts, its public surface.
          const isSurface = targetRel[targetRel.length - 1] === 'index' || existsSync(path.join(target, 'index.ts'));
          if (targetRel[0] !== fromPhase && targetRel.length > 1 && !isSurface) {
            found.push(`${rel}: reaches into another phase's internals (${spec}); import its index.ts`);
          }
        }
      } else {
        const bare = spec.replace(/^node:/, '');
        const isBuiltin = spec.startsWith('node:') || builtins.has(bare.split('/')[0]!);
        if (isBuiltin) {
          if (!allowed.node) found.push(`${rel}: ${from} must not import the Node built-in ${spec}`);
        } else if (!typeOnly && !allowed.npm.test(spec)) {
          found.push(`${rel}: ${from} must not import the package ${spec}`);
        } else if (from !== 'main/electron' && spec === 'electron') {
          found.push(`${rel}: only main/electron may import electron`);
        }
      }
    }
  }
  return found;
}

describe('layer matrix (STYLE.md A)', () => {
  it('finds imports in the forms we write', () => {
    const refs = importsOf(`import a from './a';\nimport type { B } from '../b';\nexport * from './c';\nimport './d.css';\nconst e = await import('./e');`);
    expect(refs).toEqual([
      { spec: './a', typeOnly: false },
      { spec: '../b', typeOnly: true },
      { spec: './c', typeOnly: false },
      { spec: './d.css', typeOnly: false },
      { spec: './e', typeOnly: false },
    ]);
  });

  it('every import in shared/, main/ and renderer/ respects the matrix', () => {
    expect(violations()).toEqual([]);
  });
});
