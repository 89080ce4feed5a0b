// The 1805 scenario set for the strong AI's late-game tests: a month's start, Linz held by a given
// garrison, and Austria's army cut down to a size.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newGame } from '../../shared/engine';
import type { AreaId, CityId, Corps, GameState, PendingDecision } from '../../shared/model';
import { LEGAL, illegal } from '../../shared/model';
import { DATA } from './landSetup';

export const SCENARIO = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json'), 'utf8'),
) as object;
export const LINZ_AREA = '475' as AreaId;
export const factors = (c: Corps) => Object.values(c.factors).reduce((n, x) => n + (x ?? 0), 0);

export function start(month: number): GameState {
  const r = newGame({ scenario: SCENARIO as never, seed: 1, data: DATA });
  if (!r.ok) throw new Error('1805 rejected');
  return { ...r.value, date: { ...r.value.date, month } };
}

/** Linz (or `area`'s `city`) emptied of corps and garrisons, with `garrison` (if any) alone inside it. */
export function linzHeldBy(
  s: GameState,
  garrison: { nationality: 'france' | 'austria'; infantry: number } | null,
  area = LINZ_AREA,
  city = 'linz' as CityId,
): GameState {
  const atLinz = (a: AreaId) => a === area;
  return {
    ...s,
    corps: s.corps.filter((c) => !(c.location.kind === 'area' && atLinz(c.location.area))),
    garrisons: [
      ...s.garrisons.filter((g) => !atLinz(g.area)),
      ...(garrison
        ? [{ nationality: garrison.nationality, area, place: { kind: 'city' as const, city }, factors: { infantry: garrison.infantry } }]
        : []),
    ],
  };
}

/** Austria's corps on the map cut down to at most `most` factors (`first` kept first, then the smallest). */
export function austriaDownTo(s: GameState, most: number, first: readonly string[] = []): GameState {
  let n = 0;
  const keep = new Set<string>();
  const order = (c: Corps) => (first.includes(c.id) ? -1 : factors(c));
  for (const c of [...s.corps]
    .filter((x) => x.nationality === 'austria' && x.location.kind === 'area')
    .sort((a, b) => order(a) - order(b))) {
    if (n + factors(c) > most) continue;
    n += factors(c);
    keep.add(c.id);
  }
  return { ...s, corps: s.corps.filter((c) => c.nationality !== 'austria' || c.location.kind !== 'area' || keep.has(c.id)) };
}

/** A corps' counter handle by its scenario id. */
export const counter = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.counter as string;

/** A France Land Movement Step decision offering 'end' and the given marches (legal, or refused when marked '!'). */
export function movementDecision(moves: readonly string[]): PendingDecision {
  return {
    id: 'd1',
    power: 'france',
    kind: 'land/movement',
    select: 'one',
    prompt: '',
    options: [
      { value: 'end', label: 'End', verdict: LEGAL },
      ...moves.map((m) =>
        m.startsWith('!')
          ? { value: m.slice(1), label: '', verdict: illegal('notEnoughMovement', '7.3.1', 'no movement points left') }
          : { value: m, label: '', verdict: LEGAL },
      ),
    ],
  } as unknown as PendingDecision;
}
