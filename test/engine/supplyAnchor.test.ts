// Issue 20 (speed): 7.2.3 supply chains and 7.4.2.1 depot reach are shared by the states that
// differ in nothing a chain reads (shared/rules/land/depots/anchor.ts): the Supply Step's answers
// change money, corps' factors, the turn record, the cursor, the dice, the decisions and the log.
// The key is every other field of the state, compared by identity. These tests check both halves:
// a change in any other field is a new anchor with a new answer, and (read through a recording
// proxy, on states of the Grand Campaign) the chains read none of the fields the anchor ignores.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AreaId, GameState } from '../../shared/model';
import { MAJOR_POWERS, allied } from '../../shared/model';
import { applyCommand, commandFor, newGame } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { areasWithin, chainAnchor, placeDepotVerdict, validDepots } from '../../shared/rules/land/depots';
import { CHAIN_UNREAD, sameChainInputs } from '../../shared/rules/land/depots/anchor';
import { depotReach } from '../../shared/rules/land/supply';
import { GRAND_CAMPAIGN } from '../campaign/soakCampaign';
import { DATA, LAND, newLandGame } from './landSetup';

const A = (id: string) => id as AreaId;
const atWar = (sc: Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0]) => {
  sc.relations = { wars: [['france', 'austria']], alliances: [], enforcedPeace: [] };
};
const corpsMoved = (s: GameState, id: string, area: string): GameState => ({
  ...s,
  corps: s.corps.map((c) => (c.id === id ? { ...c, location: { kind: 'area' as const, area: A(area) } } : c)),
});
/** What a supply answer changes: money, a corps' factors, the turn record, cursor, dice, decisions, log. */
const supplyAnswered = (s: GameState): GameState => ({
  ...s,
  version: s.version + 1,
  nextDecision: s.nextDecision + 1,
  pending: [],
  log: s.log.append([{ type: 'phaseStarted' } as unknown as Parameters<GameState['log']['append']>[0][number]]),
  powers: { ...s.powers, france: { ...s.powers.france, money: s.powers.france.money - 3 } },
  corps: s.corps.map((c) => (c.id === 'fr-1' ? { ...c, factors: { ...c.factors, infantry: 1 } } : c)),
  turn: { ...s.turn, land: { ...(s.turn.land ?? { moves: [] }), forageDue: [] } } as GameState['turn'],
  cursor: { ...s.cursor },
  dice: { ...s.dice },
});
/** The answers worked out afresh: a deep copy shares no object, so no remembered fact, with `s`. */
const fresh = (s: GameState) => structuredClone(s);
const reachOf = (m: ReadonlyMap<AreaId, number>) => [...m].sort(([a], [b]) => a.localeCompare(b));

describe('7.2.3 / 7.4.2.1 chains shared across the Supply Step (issue 20 chainAnchor)', () => {
  it('7.4.2.1 a supply answer (money, factors, turn, cursor, dice, decisions, log) keeps the same chains and reach, equal to a fresh search', () => {
    const s = newLandGame(atWar);
    const t = supplyAnswered(s);
    expect(sameChainInputs(s, t)).toBe(true);
    expect(chainAnchor(t)).toBe(chainAnchor(s));
    expect(validDepots(t, LAND, 'france')).toBe(validDepots(s, LAND, 'france'));
    expect(depotReach(t, LAND, 'france')).toBe(depotReach(s, LAND, 'france'));
    expect(areasWithin(t, LAND, 'france', A('326'), 3)).toBe(areasWithin(s, LAND, 'france', A('326'), 3));
    const f = fresh(t);
    expect([...validDepots(f, LAND, 'france')]).toEqual([...validDepots(t, LAND, 'france')]);
    expect(reachOf(depotReach(f, LAND, 'france'))).toEqual(reachOf(depotReach(t, LAND, 'france')));
    expect(validDepots(t, LAND, 'france').size).toBe(1);
  });

  it('7.2.3.1 an enemy corps entering the depot area (corps) cuts the source in the new state only; at peace (relations) it does not', () => {
    const s = newLandGame(atWar);
    expect(validDepots(s, LAND, 'france').size).toBe(1);
    const t = corpsMoved(s, 'au-1', '326');
    expect(chainAnchor(t)).not.toBe(chainAnchor(s));
    expect(validDepots(t, LAND, 'france').size).toBe(0);
    expect(depotReach(t, LAND, 'france').size).toBe(0);
    const peace: GameState = { ...t, relations: { ...t.relations, wars: [] } };
    expect(chainAnchor(peace)).not.toBe(chainAnchor(t));
    expect(validDepots(peace, LAND, 'france').size).toBe(1);
    expect(validDepots(s, LAND, 'france').size).toBe(1);
  });

  it('7.2.3.1 the minor turned neutral (minors) leaves the Munich depot outside French territory: no source', () => {
    const s = newLandGame(atWar);
    const neutral: GameState = {
      ...s,
      minors: s.minors.map((m) => (m.id === 'bavaria' ? { ...m, status: 'neutral', controller: null } : m)) as GameState['minors'],
    };
    expect(validDepots(neutral, LAND, 'france').size).toBe(0);
    expect(validDepots(s, LAND, 'france').size).toBe(1);
  });

  it('7.2.3 the depots (removed), garrisons (Munich taken by Austria) change the answer of the new state only', () => {
    const s = newLandGame(atWar);
    const none: GameState = { ...s, depots: [] };
    expect(validDepots(none, LAND, 'france').size).toBe(0);
    expect(depotReach(none, LAND, 'france').size).toBe(0);
    // Munich's garrison Austrian: the city is no longer French held (7.2.3.1)
    const taken: GameState = { ...s, garrisons: s.garrisons.map((g) => (g.area === A('326') ? { ...g, nationality: 'austria' } : g)) };
    expect(validDepots(taken, LAND, 'france').size).toBe(0);
    expect(validDepots(s, LAND, 'france').size).toBe(1);
    expect(depotReach(s, LAND, 'france').get(A('326'))).toBe(0);
  });

  it('every other field read by a chain (loans, cessions, fleets, straits leave, date, options, scenario, in play) makes a new anchor, whose answer is a fresh one', () => {
    const s = newLandGame(atWar);
    const variants: Record<string, GameState> = {
      loans: { ...s, political: { ...(s.political as NonNullable<GameState['political']>), corpsOnLoan: [] } },
      ceded: { ...s, ceded: [{ province: 'bavaria', holder: 'austria' }] as unknown as GameState['ceded'] },
      combinations: { ...s, combinations: { ...(s.combinations ?? {}) } as GameState['combinations'] },
      fleets: { ...s, fleets: [...s.fleets] },
      irregulars: { ...s, irregulars: [...s.irregulars] },
      straitsLeave: { ...s, straitsLeave: [{ holder: 'turkey', power: 'france', granted: true }] as unknown as GameState['straitsLeave'] },
      date: { ...s, date: { ...s.date, month: 12 } },
      options: { ...s, options: { ...s.options, rules: { ...s.options.rules, cededSupplySources: false } } },
      scenario: { ...s, scenario: { ...s.scenario, kind: 'scenario' } },
      inPlay: { ...s, powers: { ...s.powers, russia: { ...s.powers.russia, inPlay: !s.powers.russia.inPlay } } },
      general: { ...s, general: { ...(s.general ?? {}) } as GameState['general'] },
      declinedSieges: { ...s, declinedSieges: [] },
      leaders: { ...s, leaders: [...s.leaders] },
      corpsAdded: { ...s, corps: [...s.corps, { ...s.corps[0]!, id: 'fr-9' as GameState['corps'][number]['id'] }] },
    };
    const anchor = chainAnchor(s);
    for (const [name, v] of Object.entries(variants)) {
      expect(sameChainInputs(s, v), name).toBe(false);
      expect(chainAnchor(v), name).not.toBe(anchor);
      for (const p of ['france', 'austria'] as const) {
        expect([...validDepots(v, LAND, p)], name).toEqual([...validDepots(fresh(v), LAND, p)]);
        expect(reachOf(depotReach(v, LAND, p)), name).toEqual(reachOf(depotReach(fresh(v), LAND, p)));
      }
    }
  });

  it('a power record or a corps that differs in more than money or factors is not the same input', () => {
    const s = newLandGame(atWar);
    expect(
      sameChainInputs(s, { ...s, powers: { ...s.powers, france: { ...s.powers.france, manpower: s.powers.france.manpower + 1 } } }),
    ).toBe(false);
    expect(sameChainInputs(s, { ...s, corps: s.corps.map((c) => (c.id === 'au-1' ? { ...c, nationality: 'france' } : c)) })).toBe(false);
    expect(sameChainInputs(s, { ...s, corps: [...s.corps].reverse() })).toBe(false);
    expect(sameChainInputs(s, { ...s, extra: 1 } as unknown as GameState)).toBe(false);
  });
});

describe('7.4.3 / 7.2 open ports and the depot verdicts follow their inputs (issue 20 openPortsIn per anchor, depots and corps by area)', () => {
  /** France holds Zara with a depot there, its home depot at Toulon with a fleet in port (as test/engine/landSeaSupply). */
  const zara = (extraFleets: unknown[] = []) =>
    newLandGame((sc) => {
      sc.forces.depots = [
        { owner: 'france', area: '463' },
        { owner: 'france', area: '483' },
      ];
      sc.forces.garrisons = [
        ...(sc.forces.garrisons ?? []),
        { nationality: 'france', area: '483', city: 'zara', factors: { infantry: 1 } },
      ];
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '483';
      sc.forces.fleets = [
        {
          id: 'fr-fleet',
          name: 'Toulon Squadron',
          nationality: 'france',
          ships: 5,
          location: { kind: 'port', area: '463', city: 'toulon' },
        },
        ...extraFleets,
      ];
    });
  const zaraValid = (s: GameState) => validDepots(s, LAND, 'france').has(s.depots.find((d) => d.area === A('483'))!.id);

  it('7.4.3 a supply answer keeps the sea link; a British fleet in the blockade box (fleets) cuts it in the new state only', () => {
    const s = zara();
    expect(zaraValid(s)).toBe(true);
    expect(zaraValid(supplyAnswered(s))).toBe(true);
    const british = zara([
      { id: 'gb-fleet', name: 'Mediterranean Fleet', nationality: 'britain', ships: 9, location: { kind: 'blockade', city: 'zara' } },
    ]).fleets.find((f) => f.nationality === 'britain')!;
    const blockaded: GameState = { ...s, fleets: [...s.fleets, british] };
    expect(zaraValid(blockaded)).toBe(false);
    expect(zaraValid(s)).toBe(true);
  });

  it('7.2 one depot per area (depots by area) and 7.2.3.3.2 a corps of the power in the area (corps by area) follow the new state', () => {
    const s = newLandGame(atWar);
    // area 473 (Austrian territory, at war, two areas from the Munich chain): a chain depot there needs a French corps in the area
    expect(placeDepotVerdict(s, LAND, 'france', A('473'))).toMatchObject({ ok: false, rule: '7.2.3.3.2' });
    const near = corpsMoved(s, 'fr-2', '473');
    expect(placeDepotVerdict(near, LAND, 'france', A('473')).ok).toBe(true);
    expect(placeDepotVerdict(s, LAND, 'france', A('473'))).toMatchObject({ ok: false, rule: '7.2.3.3.2' });
    // a depot of France at Munich already: no second one there; removed, the verdict comes back
    expect(placeDepotVerdict(s, LAND, 'france', A('326'))).toMatchObject({ ok: false, rule: '7.2' });
    const none: GameState = { ...s, depots: [] };
    expect(placeDepotVerdict(none, LAND, 'france', A('326')).ok).toBe(true);
    expect(placeDepotVerdict(s, LAND, 'france', A('326')).ok).toBe(false);
  });
});

// ---- the chains read none of the fields the anchor ignores ----

/** A deep proxy of `root` recording every property path read ("corps[].location", "powers.france.money"). */
function recording(root: object): { proxy: GameState; reads: Set<string>; on: { value: boolean } } {
  const reads = new Set<string>();
  const on = { value: false };
  const proxies = new WeakMap<object, object>();
  const wrap = (target: object, path: string): object => {
    let p = proxies.get(target);
    if (p) return p;
    p = new Proxy(target, {
      get(t, key, receiver) {
        const v = Reflect.get(t, key, receiver) as unknown;
        if (typeof key === 'symbol' || typeof v === 'function') return v;
        const sub = Array.isArray(t) && /^\d+$/.test(key) ? `${path}[]` : path === '' ? key : `${path}.${key}`;
        if (on.value) reads.add(sub);
        return typeof v === 'object' && v !== null ? wrap(v, sub) : v;
      },
    });
    proxies.set(target, p);
    return p;
  };
  return { proxy: wrap(root, '') as GameState, reads, on };
}

/** Grand Campaign states at the Supply and Depot Steps of its first months (the procedures playing every power). */
function campaignStates(months: number): GameState[] {
  const g = newGame({ scenario: JSON.parse(readFileSync(GRAND_CAMPAIGN, 'utf8')) as unknown, seed: 1, data: DATA });
  if (!g.ok) throw new Error('setup');
  const rng = seededRng(7919);
  let s = g.value;
  const out: GameState[] = [];
  let played = 0;
  while (!s.over && played < months) {
    const d = s.pending[0]!;
    if ((d.kind === 'land/supply' || d.kind === 'land/depots') && out.length < 16) out.push(s);
    const r = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, DATA)), DATA);
    if (!r.ok) throw new Error(r.error.message);
    if (r.state.date.month !== s.date.month) played++;
    s = r.state;
  }
  return out;
}

describe('the chains read no field the anchor ignores (issue 20 chainAnchor, recording proxy)', () => {
  it("7.2.3 / 7.4.2.1 validDepots, depotReach (own and allies' for their users) and areasWithin on Grand Campaign states", () => {
    const states = campaignStates(3);
    expect(states.length).toBeGreaterThan(4);
    const all = new Set<string>();
    for (const s of states) {
      const { proxy, reads, on } = recording(structuredClone(s));
      chainAnchor(proxy); // the comparison itself reads every field: recorded off
      on.value = true;
      for (const p of MAJOR_POWERS) {
        if (!s.powers[p].inPlay) continue;
        validDepots(proxy, LAND, p);
        depotReach(proxy, LAND, p);
        for (const q of MAJOR_POWERS) if (q !== p && s.powers[q].inPlay && allied(s, p, q)) depotReach(proxy, LAND, q, p);
        for (const d of s.depots.filter((x) => x.owner === p)) areasWithin(proxy, LAND, p, d.area, 3);
      }
      for (const r of reads) all.add(r);
    }
    const forbidden = [...all].filter((r) => {
      const [top, second, third] = r.split('.');
      if (CHAIN_UNREAD.state.has(top!.replace('[]', ''))) return true;
      if (top === 'powers' && third !== undefined && CHAIN_UNREAD.power.has(third)) return true;
      return top === 'corps[]' && second !== undefined && CHAIN_UNREAD.corps.has(second);
    });
    expect(forbidden).toEqual([]);
    // the recorder saw the chains' real inputs
    for (const r of ['depots', 'corps[].location', 'garrisons', 'relations', 'fleets', 'minors', 'date'])
      expect(
        [...all].some((x) => x.startsWith(r)),
        r,
      ).toBe(true);
  });
});
