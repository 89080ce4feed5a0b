import { hiddenCorpsName, irregularName, nameText } from '../model';
import type { DecisionOption, GameState, MajorPower, PendingDecision, TextNames } from '../model';
import { controllerOf } from './relations';
import type { GameData } from './gameData';

// Issue 15: decisions name corps, leaders, areas and cities, never ids. A decision is read only
// by the power that decides it, so it is named with what that power knows (2.4.2): its own corps
// and corps revealed to it by name, the others by their counter's face ("Austrian corps (hidden)").

/** What `viewer` may call every counter, leader and place of the game. */
export function namesFor(state: GameState, data: GameData, viewer: MajorPower | 'spectator'): TextNames {
  // performance: a map, not a search of the minors for every word of every option (issue 20 soak)
  const minors = new Map<string, string>();
  for (const m of state.minors) if (!minors.has(m.id)) minors.set(m.id, m.name);
  const minorName = (id: string) => minors.get(id);
  const corps = new Map(state.corps.map((c) => [c.counter as string, c]));
  const irregulars = new Map(state.irregulars.map((i) => [i.counter as string, i]));
  const leaders = new Map(state.leaders.map((l) => [l.id as string, l.name]));
  return {
    counter(handle) {
      const c = corps.get(handle);
      if (c) {
        const knows = viewer !== 'spectator' && (controllerOf(state, c.nationality) === viewer || c.revealedTo.includes(viewer));
        return knows ? c.name : hiddenCorpsName(c.nationality, minorName(c.nationality));
      }
      const i = irregulars.get(handle);
      return i ? irregularName(i.nationality, i.kind, minorName(i.nationality)) : undefined;
    },
    area: (id) => data.names?.area(id),
    slug: (id) => leaders.get(id) ?? data.names?.slug(id) ?? minorName(id),
  };
}

const named = new WeakSet<PendingDecision>();

function nameOption(o: DecisionOption, names: TextNames): DecisionOption {
  const label = nameText(o.label, names);
  const detail = o.verdict.ok || o.verdict.detail === undefined ? undefined : nameText(o.verdict.detail, names);
  if (label === o.label && (detail === undefined || o.verdict.ok || detail === o.verdict.detail)) return o;
  return { ...o, label, ...(detail !== undefined && !o.verdict.ok ? { verdict: { ...o.verdict, detail } } : {}) };
}

/**
 * Names every pending decision not named yet (prompt, option labels, verdict details) for the
 * power that decides it. Naming is idempotent, so a decision named again (after a load) reads
 * the same; the WeakSet only saves the work for decisions this process has named already.
 */
export function nameDecisions(state: GameState, data: GameData): GameState {
  if (state.pending.every((d) => named.has(d))) return state;
  const byPower = new Map<MajorPower, TextNames>();
  const pending = state.pending.map((d) => {
    if (named.has(d)) return d;
    let names = byPower.get(d.power);
    if (!names) byPower.set(d.power, (names = namesFor(state, data, d.power)));
    const n: PendingDecision = { ...d, prompt: nameText(d.prompt, names), options: d.options.map((o) => nameOption(o, names)) };
    named.add(n);
    return n;
  });
  return { ...state, pending };
}
