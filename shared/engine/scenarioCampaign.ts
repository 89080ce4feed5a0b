// 14.1 the campaign game format, checked where a campaign file is read: the v2.71 amendments to
// the 1805 starts (14.1.5.1) and the Grand Campaign's leader dates (14.7.6) hold in every campaign
// file, ours (assets/scenarios/14.4, 14.7) and a player's data pack alike. The files carry the
// setups of 14.4 (1805-1807), 14.5 (1812-1815), 14.6 (1813-1815) and 14.7 (the Grand Campaign);
// their provenance is in assets/scenarios/README.md.
import type { GameDate } from '../model';
import type { Scenario } from './scenarioSchema';

type Sink = (path: string, code: 'badMinor' | 'unknownReference', message: string) => void;

const before = (a: GameDate, b: GameDate) => a.year < b.year || (a.year === b.year && a.month < b.month);
const same = (a: GameDate, b: GameDate) => a.year === b.year && a.month === b.month;
const when = (d: GameDate) => `${d.month}/${d.year}`;

/** v2.71 14.7.6 leaders whose arrival the Grand Campaign moves or adds (January of the year). */
const ARRIVALS: readonly { id: string; name: string; date: GameDate }[] = [
  { id: 'blucher', name: 'Blücher', date: { month: 1, year: 1807 } },
  { id: 'hiller', name: 'Hiller', date: { month: 1, year: 1809 } },
];
/** v2.71 14.7.6 leaders the Grand Campaign removes (January of the year). */
const REMOVALS: readonly { id: string; name: string; date: GameDate }[] = [
  { id: 'massena', name: 'Masséna', date: { month: 1, year: 1812 } },
  { id: 'kutuzov', name: 'Kutuzov', date: { month: 1, year: 1813 } },
];

// 14.4, 14.5, 14.6, 14.7 the published campaign games a file may set up (named by its source)
/** Which published campaign a file sets up, read from its `source` ("14.4 …", "14.7 …"); null for constructed ones. */
const published = (s: Scenario): string | null => /^(14\.[4-7])\b/.exec(s.source)?.[1] ?? null;

/**
 * 14.1 the campaign-only checks of a scenario file (nothing for scenarios, 13.0, nor for
 * constructed campaigns such as the test setups, which are no published 14.x game).
 */
export function campaignSetupErrors(s: Scenario, err: Sink): void {
  if (s.kind !== 'campaign') return;
  const game = published(s);
  // v2.71 14.1.5.1 the "1805 campaign games": 14.4 and the Grand Campaign (14.7)
  if ((game === '14.4' || game === '14.7') && s.start.year === 1805) start1805Errors(s, err);
  // v2.71 14.7.6 the Grand Campaign's reinforcements
  if (game === '14.7') leaderDateErrors(s, err);
}

/** v2.71 14.1.5.1 the two amendments to every campaign that begins in 1805 (14.4 and 14.7). */
function start1805Errors(s: Scenario, err: Sink): void {
  const at = (id: string) => s.minors.findIndex((m) => m.id === id);
  // 14.1.5.1.1 Tuscany: a Spanish conquered minor
  const t = at('tuscany');
  if (t >= 0 && !(s.minors[t]!.status === 'conquered' && s.minors[t]!.controller === 'spain'))
    err(`minors.${t}`, 'badMinor', 'an 1805 campaign begins with Tuscany a Spanish conquered minor (v2.71 14.1.5.1.1)');
  // 14.1.5.1.2 the Cisalpine Republic: Lombardy with Romagna, a French free state of 11 infantry and 1 cavalry
  const l = at('lombardy');
  if (l < 0) return;
  for (const id of ['lombardy', 'romagna']) {
    const i = at(id);
    if (i >= 0 && !(s.minors[i]!.status === 'free' && s.minors[i]!.controller === 'france'))
      err(`minors.${i}`, 'badMinor', `an 1805 campaign begins with ${id === 'lombardy' ? 'Lombardy' : 'Romagna'} part of the Cisalpine Republic, a French free state (v2.71 14.1.5.1.2)`);
  }
  let infantry = 0;
  let cavalry = 0;
  for (const f of [...s.forces.corps.filter((c) => c.nationality === 'lombardy'), ...s.forces.garrisons.filter((g) => g.nationality === 'lombardy')]) {
    const factors = f.factors as Partial<Record<string, number>>;
    infantry += factors.infantry ?? 0;
    cavalry += factors.cavalry ?? 0;
  }
  if (infantry !== 11 || cavalry !== 1)
    err(`minors.${l}`, 'badMinor', `the Cisalpine Republic begins an 1805 campaign with 11 infantry and 1 cavalry, not ${infantry} and ${cavalry} (v2.71 14.1.5.1.2)`);
}

/**
 * v2.71 14.7.6 in a campaign running across the dates: Blücher and Hiller arrive in January 1807
 * and 1809 (not at the start), Masséna and Kutuzov are withdrawn in January 1812 and 1813.
 */
function leaderDateErrors(s: Scenario, err: Sink): void {
  const atStart = new Set(s.forces.leaders.map((l) => l.id));
  for (const a of ARRIVALS) {
    if (!before(s.start, a.date)) continue;
    const i = s.reinforcements.findIndex((r) => r.leaders?.includes(a.id));
    if (atStart.has(a.id)) err('forces.leaders', 'unknownReference', `${a.name} may not be in play before ${when(a.date)} (v2.71 14.7.6)`);
    else if (i >= 0 && !same(s.reinforcements[i]!.date, a.date))
      err(`reinforcements.${i}.date`, 'unknownReference', `${a.name} arrives in ${when(a.date)} (v2.71 14.7.6)`);
  }
  for (const r of REMOVALS) {
    if (!before(s.start, r.date) || before(s.end, r.date)) continue;
    const present = atStart.has(r.id) || s.reinforcements.some((x) => x.leaders?.includes(r.id) && before(x.date, r.date));
    if (!present) continue;
    const out = s.scheduled.some((x) => x.kind === 'withdraw' && x.leaders.includes(r.id) && same(x.date, r.date));
    if (!out) err('scheduled', 'unknownReference', `${r.name} must be withdrawn in ${when(r.date)} (v2.71 14.7.6)`);
  }
}
