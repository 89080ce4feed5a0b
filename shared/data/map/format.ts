/** Stable, diff-friendly JSON for map.json: one record per line inside each top-level list. */
import type { MapData } from './schema';

export function formatMapJson(map: MapData): string {
  const keys = Object.keys(map) as Array<keyof MapData>;
  const parts = keys.map((k) => {
    const v = map[k];
    if (!Array.isArray(v)) return `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
    if (v.length === 0) return `  ${JSON.stringify(k)}: []`;
    return `  ${JSON.stringify(k)}: [\n${v.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`;
  });
  return `{\n${parts.join(',\n')}\n}\n`;
}
