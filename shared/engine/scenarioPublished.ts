// 13.2-13.6 the published scenarios, checked where a scenario file is read: a file whose `source`
// names one of them ("13.4 …") must set up what the rulebook's title of that scenario says (its
// years, its theatre, the powers it is about). Only the titles and the 13.0/13.1 preamble are in
// our sources, so these are the facts checked; the setups themselves are reconstructed
// (assets/scenarios/README.md). Files of our own (test fixtures, a player's data pack naming no
// 13.x source) are not held to them.
import type { MajorPower } from '../model';
import type { Scenario } from './scenarioSchema';

type Sink = (path: string, code: 'badSides' | 'dateOrder', message: string) => void;

interface Published {
  readonly title: string;
  /** The years the title names: the scenario starts in the first and ends by the last. */
  readonly years: readonly [number, number];
  /** Powers the title makes the subject: each must be in play, on the side against France. */
  readonly against: readonly MajorPower[];
}

const PUBLISHED: Readonly<Record<string, Published>> = {
  // 13.2 the 1805 (introductory) scenario
  '13.2': { title: 'the 1805 (introductory) scenario', years: [1805, 1805], against: ['austria'] },
  // 13.3 the 1809 scenario: the war of the Fifth Coalition, France against Austria
  '13.3': { title: 'the 1809 scenario', years: [1809, 1809], against: ['austria'] },
  // 13.4 the 1812 scenario: the invasion of Russia
  '13.4': { title: 'the 1812 scenario', years: [1812, 1812], against: ['russia'] },
  // 13.5 1813-1814 Der Befreiungskrieg: Prussia's war of liberation
  '13.5': { title: '1813-1814, der Befreiungskrieg', years: [1813, 1814], against: ['prussia'] },
  // 13.6 the Peninsular War scenario (1808-1814): Spain's war
  '13.6': { title: 'the Peninsular War scenario (1808-1814)', years: [1808, 1814], against: ['spain'] },
};

/** Which published scenario a file sets up, read from its `source` ("13.2 …"); null for others. */
export const publishedScenario = (s: Scenario): string | null => /^(13\.[2-6])\b/.exec(s.source)?.[1] ?? null;

/**
 * 13.0 / 13.2-13.6 the checks of a file that names a published scenario: it is a scenario (the
 * asterisked rules are left out, 13.0), France stands alone on one side (3.4), it starts in the
 * first year of its title and ends by the last, and the powers the title is about play against
 * France.
 */
export function publishedScenarioErrors(s: Scenario, err: Sink): void {
  const id = publishedScenario(s);
  if (id === null) return;
  const p = PUBLISHED[id]!;
  if (s.kind !== 'scenario') err('kind', 'badSides', `${id} is ${p.title}: a scenario, not a campaign game (13.0)`);
  if (s.start.year !== p.years[0]) err('start', 'dateOrder', `${id} is ${p.title}: it starts in ${p.years[0]}`);
  if (s.end.year > p.years[1]) err('end', 'dateOrder', `${id} is ${p.title}: it ends by ${p.years[1]}`);
  const french = s.sides.find((side) => side.includes('france'));
  if (!french) {
    err('sides', 'badSides', `${id} is ${p.title}: France is one of its two sides`);
    return;
  }
  for (const power of p.against) {
    if (!s.sides.some((side) => side !== french && side.includes(power))) err('sides', 'badSides', `${id} is ${p.title}: ${power} plays against France`);
  }
}
