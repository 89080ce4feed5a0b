// 12.3.2 British training (option) and v2.71 10.4.5.4 Holland's training: 24 unbroken months as a
// British free state, counted by the Time Record, give the minor's corps infantry and cavalry
// morale 4.0; garrisons keep their usual morale (issue 18, general branch).
import { describe, expect, it } from 'vitest';
import { beginTx } from '../../shared/engine/tx';
import { beginTimeRecord } from '../../shared/engine/steps/time/timeRecord';
import { combatUnitOf } from '../../shared/engine/steps/land/fieldCombat/forces';
import { applyDistricts } from '../../shared/engine/steps/general/districts';
import { factorMorale } from '../../shared/rules/land/combat';
import type { Corps, GameState, Garrison, MinorCountry } from '../../shared/model';
import { DATA, startPolitical } from '../political/politicalSetup';

const LISBON_AREA = '376' as never;

function britishMinor(minor: string, options: Record<string, boolean>): GameState {
  const s = startPolitical(() => {}, options);
  const minors: MinorCountry[] = s.minors.map((m) => (m.id === minor ? { ...m, status: 'free', controller: 'britain' } : m));
  const corps: Corps = { counter: 'k-trained' as never, nationality: minor as never, type: 'infantry', movement: 3, location: { kind: 'area', area: LISBON_AREA }, id: `${minor}-i` as never, name: 'I Corps', factors: { infantry: 6, cavalry: 2 }, revealedTo: [] };
  const garrison = { nationality: minor, area: LISBON_AREA, place: { kind: 'city', city: 'lisbon' }, factors: { infantry: 3 } } as unknown as Garrison;
  return { ...s, minors, corps: [...s.corps, corps], garrisons: [...s.garrisons, garrison], scenario: { ...s.scenario, end: { month: 12, year: 1815 } } };
}

/** The Time Record played `n` times (the month advances each time). */
function months(s: GameState, n: number): { state: GameState; events: string[] } {
  let state = s;
  const events: string[] = [];
  for (let i = 0; i < n; i++) {
    const tx = beginTx(state, DATA);
    beginTimeRecord(tx);
    state = tx.state;
    events.push(...tx.events.map((e) => e.type));
  }
  return { state, events };
}

const corpsMorale = (s: GameState) => {
  const u = combatUnitOf(s, LISBON_AREA, 'k-trained')!;
  return { infantry: factorMorale(u, 'infantry'), cavalry: factorMorale(u, 'cavalry') };
};

describe('12.3.2 British training', () => {
  it('12.3.2 Portugal, a British free state from September 1805: 2.0 infantry until September 1807, then 4.0 infantry and cavalry; its garrison keeps 2.0', () => {
    const s0 = britishMinor('portugal', { britishTraining: true });
    expect(corpsMorale(s0)).toEqual({ infantry: 2, cavalry: 2 }); // the counter's printed values (assets/forces/corps.json)
    const after23 = months(s0, 23);
    expect(after23.state.date).toEqual({ month: 8, year: 1807 });
    expect(after23.state.general?.britishSince).toEqual([{ minor: 'portugal', since: { month: 9, year: 1805 } }]);
    expect(corpsMorale(after23.state).infantry).toBe(2);
    const after24 = months(after23.state, 1);
    expect(after24.state.date).toEqual({ month: 9, year: 1807 });
    expect(corpsMorale(after24.state)).toEqual({ infantry: 4, cavalry: 4 });
    expect(after24.events.filter((t) => t === 'minorTrained')).toHaveLength(1);
    const g = combatUnitOf(after24.state, LISBON_AREA, 'sortie:portugal:lisbon')!; // the city garrison out with a relief
    expect(g.kind).toBe('garrison');
    expect(factorMorale(g, 'infantry')).toBe(2); // 12.3.2 garrisons keep their usual 2.0
    // announced once, not every month after
    expect(months(after24.state, 2).events.filter((t) => t === 'minorTrained')).toHaveLength(0);
  });

  it('12.3.2 the run must be unbroken: a month out of British hands starts the count again', () => {
    const s0 = britishMinor('portugal', { britishTraining: true });
    const a = months(s0, 12).state;
    const lost = months({ ...a, minors: a.minors.map((m) => (m.id === 'portugal' ? { ...m, status: 'neutral', controller: null } : m)) }, 1).state;
    expect(lost.general?.britishSince).toEqual([]);
    const back = { ...lost, minors: lost.minors.map((m) => (m.id === 'portugal' ? { ...m, status: 'free' as const, controller: 'britain' as const } : m)) };
    const b = months(back, 23).state;
    expect(corpsMorale(b).infantry).toBe(2); // 12 + 23 months, but only 23 unbroken
    expect(corpsMorale(months(b, 1).state).infantry).toBe(4);
  });

  it('12.3.2 without the option, or for a minor the rule does not name (Holland), the morale stays printed', () => {
    expect(corpsMorale(months(britishMinor('portugal', {}), 30).state).infantry).toBe(2);
    const holland = months(britishMinor('holland', { britishTraining: true }), 30).state;
    expect(corpsMorale(holland)).toEqual({ infantry: 2, cavalry: 3 });
    expect(holland.general?.britishSince ?? []).toEqual([]);
  });

  it('v2.71 10.4.5.4 once Flanders is joined to Holland, British training reaches Holland, and stays when Flanders leaves', () => {
    const s0 = britishMinor('holland', { netherlands: true });
    const flanders: MinorCountry = { id: 'flanders' as never, name: 'Flanders', status: 'conquered', controller: 'britain' };
    const tx = beginTx({ ...s0, minors: [...s0.minors, flanders] }, DATA);
    applyDistricts(tx, 'britain', ['join:netherlands:flanders']);
    expect(tx.events.some((e) => e.type === 'districtJoined')).toBe(true);
    expect(tx.state.general?.britishTrainingAlso).toEqual(['holland']);
    const detached = { ...tx.state, general: { ...tx.state.general, links: [] } };
    const r = months(detached, 24);
    expect(corpsMorale(r.state)).toEqual({ infantry: 4, cavalry: 4 });
    expect(r.events).toContain('minorTrained');
  });
});
