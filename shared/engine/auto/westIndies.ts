// v2.71 19.1 the procedures' answers to the West Indies orders (opt:12.2.7.1~2). They never start a
// voyage off the map; they answer what the rule forces: a fleet that began the Naval Phase in
// the Mid-Atlantic sails on the way it was going, and a fleet back in the Canaries from the
// Mid-Atlantic comes home to the Gulf of Cadiz (742). Otherwise the naval procedures answer.
import type { GameState, PendingDecision } from '../../model';
import { phaseKey, stuckInMidAtlantic, westIndiesOf } from '../../rules/naval';

export function westIndiesAnswer(state: GameState, d: PendingDecision): string | undefined {
  if (d.kind !== 'naval/movement' || !state.options.rules.westIndies) return undefined;
  const legal = new Set(d.options.filter((o) => o.verdict.ok).map((o) => String(o.value)));
  // opt:12.2.7.1~2 no fleet may begin and end a Naval Phase in the Mid-Atlantic
  for (const f of stuckInMidAtlantic(state, d.power)) {
    const on = `wi:${f.fleet.id}:${f.from === 'westIndies' ? 'canaries' : 'westIndies'}`;
    if (legal.has(on)) return on;
  }
  const now = phaseKey(state.date);
  for (const f of westIndiesOf(state).fleets) {
    const home = `wi:${f.fleet.id}:sea:742`;
    if (f.box === 'canaries' && f.from === 'midAtlantic' && f.moved !== now && legal.has(home)) return home;
  }
  return undefined;
}
