// A whole 1805 game that France wins by sudden death at the end of December, its garrisons
// taking Linz in September, Vienna in October, Brunn in November and Venice in December (the
// cities are handed over between commands, as if won by sieges): every month's standing is in
// the log. Used by the end-screen tests (unit and e2e) to show a real engine's result.
import { readFileSync } from 'node:fs';
import { applyCommand, commandFor, gameDataFromMap, newGame, pendingDecisions, viewFor } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { controllerOf } from '../../shared/model';
import type { GameState, Nationality, PowerView, Viewer } from '../../shared/model';

const TAKEN: Record<number, string> = { 9: 'linz', 10: 'vienna', 11: 'brunn', 12: 'venice' };

/** The city garrisoned by `nationality`; the other side's corps in its area leave the map (as if beaten). */
export function garrison(state: GameState, nationality: string, city: string): GameState {
  const c = (state.scenario.victory.cities ?? []).find((o) => o.id === city);
  if (!c) throw new Error(`${city} is not an objective`);
  const side = state.scenario.sides.findIndex((s) => s.includes(controllerOf(state, nationality as Nationality)!));
  const enemy = (n: Nationality) => !state.scenario.sides[side]!.includes(controllerOf(state, n)!);
  return {
    ...state,
    corps: state.corps.filter((k) => !(k.location.kind === 'area' && k.location.area === c.area && enemy(k.nationality))),
    garrisons: [
      ...state.garrisons.filter((g) => !(g.place.kind === 'city' && g.place.city === city)),
      { nationality: nationality as Nationality, area: c.area, place: { kind: 'city', city: c.id }, factors: { infantry: 1 } },
    ],
  };
}

export function finished1805(): GameState {
  const map = loadMap();
  if (!map.ok) throw new Error('shipped map invalid');
  const data = gameDataFromMap(map.map);
  const json: unknown = JSON.parse(readFileSync(new URL('../../assets/scenarios/13.2-1805-ulm-austerlitz.json', import.meta.url), 'utf8'));
  const g = newGame({ scenario: json, seed: 1805, data });
  if (!g.ok) throw new Error('1805 rejected');
  let s = garrison(g.value, 'france', TAKEN[9]!);
  let month = s.date.month;
  for (let i = 0; i < 50_000 && !s.over; i++) {
    if (s.date.month !== month) {
      month = s.date.month;
      s = garrison(s, 'france', TAKEN[month]!);
    }
    const d = pendingDecisions(s)[0];
    if (!d) throw new Error('stalled');
    const first = d.options.find((o) => o.verdict.ok);
    const r = applyCommand(s, commandFor(d, d.select === 'many' || !first ? [] : first.value), data);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

export function finished1805View(viewer: Viewer): PowerView {
  return viewFor(finished1805(), viewer);
}
