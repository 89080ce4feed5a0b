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
console.log('| scenario | France: field + garrisons + reinforcements, best tactical → total | other side | ratio |');
console.log('|---|---|---|---|');
for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
  const s = scenarioSchema.parse(JSON.parse(readFileSync(dir + f, 'utf8')));
  const [a, b] = sideBreakdown(s);
  console.log(`| ${s.id} | ${cell(a)} | ${cell(b)} | ${(a.total / b.total).toFixed(2)} |`);
}
