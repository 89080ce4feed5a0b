/**
 * Prints the morale-weighted strength of each side of every shipped scenario (see strength.ts).
 * Run: npx tsx test/scenarios/balanceReport.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scenarioSchema } from '../../shared/engine';
import { sideBreakdown } from './strength';
import type { SideStrength } from './strength';

const dir = fileURLToPath(new URL('../../assets/scenarios/', import.meta.url));
const cell = (x: SideStrength) => `${Math.round(x.field)} + ${Math.round(x.garrisons)} + ${Math.round(x.reinforcements)}, best ${x.bestTactical} → ${Math.round(x.total)}`;

/** The balance table of assets/scenarios/README.md, one row per shipped scenario. */
export function balanceTable(): string[] {
  const rows = ['| scenario | France: field + garrisons + reinforcements, best tactical → total | other side | ratio |', '|---|---|---|---|'];
  // scenarios only: campaigns (kind "campaign") have no sides to weigh
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json') && (JSON.parse(readFileSync(dir + n, 'utf8')) as { kind?: string }).kind !== 'campaign').sort()) {
    const s = scenarioSchema.parse(JSON.parse(readFileSync(dir + f, 'utf8')));
    if (s.kind === 'campaign') continue; // campaigns have no sides to weigh
    const [a, b] = sideBreakdown(s);
    rows.push(`| ${s.id} | ${cell(a)} | ${cell(b)} | ${(a.total / b.total).toFixed(2)} |`);
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(balanceTable().join('\n'));
