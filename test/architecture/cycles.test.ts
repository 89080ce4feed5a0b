// No import cycles anywhere in the product (type imports included): a cycle between two modules
// means neither can be read, tested or moved on its own. Also keeps every engine step file and
// rule file under the size the style guide sets (STYLE.md: no file over ~600 lines).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

const files = ['shared', 'main', 'renderer'].flatMap((d) => sources(path.join(ROOT, d)));
const known = new Set(files);

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) if (known.has(c)) return c;
  return null;
}

function graph(): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const f of files) {
    const src = readFileSync(f, 'utf8');
    const deps = new Set<string>();
    for (const m of src.matchAll(/(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gs)) {
      const r = resolveImport(f, m[1]!);
      if (r) deps.add(r);
    }
    g.set(f, [...deps]);
  }
  return g;
}

/** Strongly connected components of more than one module (Tarjan). */
export function cyclesOf(g: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (g.get(v) ?? []).includes(v)) out.push(scc.map((f) => path.relative(ROOT, f)).sort());
    }
  };
  for (const v of g.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('architecture: module graph', () => {
  it('finds a cycle when there is one (the checker itself)', () => {
    const g = new Map([
      ['/a', ['/b']],
      ['/b', ['/c']],
      ['/c', ['/a']],
      ['/d', ['/a']],
    ]);
    expect(cyclesOf(g).map((c) => c.length)).toEqual([3]);
  });

  it('has no import cycle in shared/, main/ or renderer/ (type imports included)', () => {
    expect(cyclesOf(graph())).toEqual([]);
  });

  it('keeps every engine step and rule file under 620 lines', () => {
    const long = files
      .filter((f) => /shared[\\/](engine[\\/]steps|rules)[\\/]/.test(f))
      .map((f) => ({ file: path.relative(ROOT, f), lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter((x) => x.lines > 620);
    expect(long).toEqual([]);
  });
});
