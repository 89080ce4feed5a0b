import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScenarioSummary } from '../../shared/protocol';

/** The scenarios a host offers: summaries for the new-game screen and the JSON to start one. */
export interface ScenarioCatalog {
  list(): ScenarioSummary[];
  get(id: string): unknown;
}

interface ScenarioHead {
  id?: unknown;
  title?: unknown;
  description?: unknown;
  source?: unknown;
  start?: { month: number; year: number };
  end?: { month: number; year: number };
  powers?: Record<string, unknown>;
  kind?: unknown;
}

function summaryOf(json: unknown): ScenarioSummary | null {
  if (typeof json !== 'object' || json === null) return null;
  const s = json as ScenarioHead;
  if (typeof s.id !== 'string' || typeof s.title !== 'string' || !s.start || !s.end) return null;
  return {
    id: s.id,
    title: s.title,
    description: typeof s.description === 'string' ? s.description : typeof s.source === 'string' ? s.source : '',
    start: s.start,
    end: s.end,
    powers: Object.keys(s.powers ?? {}),
    // issue 20: New game groups the campaigns apart
    ...(s.kind === 'campaign' ? { kind: 'campaign' as const } : { kind: 'scenario' as const }),
  };
}

/** A catalogue over scenario JSON values already in memory (tests, data packs). */
export function memoryScenarioCatalog(scenarios: readonly unknown[]): ScenarioCatalog {
  const byId = new Map<string, { summary: ScenarioSummary; json: unknown }>();
  for (const json of scenarios) {
    const summary = summaryOf(json);
    if (summary) byId.set(summary.id, { summary, json });
  }
  return {
    list: () => [...byId.values()].map((e) => e.summary),
    get: (id) => byId.get(id)?.json,
  };
}

/**
 * The scenarios shipped in a folder (`assets/scenarios/*.json`). Files that are not JSON are
 * skipped with a warning; the engine validates the rest when a game starts.
 */
export function folderScenarioCatalog(folder: string, warn: (message: string) => void = () => {}): ScenarioCatalog {
  const values: unknown[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith('.json')).sort();
  } catch {
    warn(`No scenario folder at ${folder}.`);
  }
  for (const name of names) {
    try {
      values.push(JSON.parse(readFileSync(path.join(folder, name), 'utf8')));
    } catch (err) {
      warn(`Scenario file ${name} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return memoryScenarioCatalog(values);
}

/** Several catalogues as one (the first holding an id wins): the shipped scenarios and a folder the host was given. */
export function combinedScenarioCatalog(...catalogs: readonly ScenarioCatalog[]): ScenarioCatalog {
  return {
    list: () => {
      const seen = new Set<string>();
      return catalogs.flatMap((c) => c.list()).filter((s) => !seen.has(s.id) && (seen.add(s.id), true));
    },
    get: (id) => {
      for (const c of catalogs) {
        const found = c.get(id);
        if (found !== undefined && found !== null) return found;
      }
      return undefined;
    },
  };
}
