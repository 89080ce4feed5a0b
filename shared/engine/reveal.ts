import type { CounterId, GameEvent, GameState, MajorPower, RuleRef } from '../model';
import { controllerOf } from './relations';

/**
 * 7.5.2.6.3 Show the identity and strength of some corps to some powers (combat reveals
 * them). Pure: returns the new state and the events, which `redactEvent` shows only to the
 * owner and to the powers it was revealed to.
 */
export function revealCorps(state: GameState, counters: readonly CounterId[], to: readonly MajorPower[], rule: RuleRef): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const corps = state.corps.map((c) => {
    if (!counters.includes(c.counter)) return c;
    const owner = controllerOf(state, c.nationality);
    const add = to.filter((p) => p !== owner && !c.revealedTo.includes(p));
    if (add.length === 0 || owner === null) return c;
    events.push({ type: 'corpsRevealed', counter: c.counter, owner, to: add, rule, id: c.id, name: c.name, factors: c.factors });
    return { ...c, revealedTo: [...c.revealedTo, ...add] };
  });
  return { state: { ...state, corps, log: state.log.append(events) }, events };
}

/** The identities revealed for a combat are hidden again once it is over. */
export function concealCorps(state: GameState, counters: readonly CounterId[]): GameState {
  return { ...state, corps: state.corps.map((c) => (counters.includes(c.counter) ? { ...c, revealedTo: [] } : c)) };
}
