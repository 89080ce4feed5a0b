import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../data/map';
import { applyCommand, commandFor, concealCorps, gameDataFromMap, newGame, revealCorps } from '.';
import { autoAnswer, seededRng } from './auto';
import { nameDecisions, namesFor } from './naming';
import { politicalState } from '../rules/political';
import { illegal, LEGAL } from '../model';
import type { CorpsId, DecisionOption, GameState, LeaderId, PendingDecision } from '../model';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const scenario = JSON.parse(readFileSync(new URL('../../assets/scenarios/13.2-1805-ulm-austerlitz.json', import.meta.url), 'utf8'));

describe('issue 15 / 2.4.2 decisions are named for the power that decides', () => {
  it('a power names its own corps, and another power\'s only by the counter\'s face until revealed to it', () => {
    const g = newGame({ scenario, seed: 3, data });
    if (!g.ok) throw new Error('rejected');
    const s = g.value;
    const guard = s.corps.find((c) => c.id === 'france-guard')!;
    expect(namesFor(s, data, 'france').counter!(guard.counter)).toBe('Imperial Guard');
    expect(namesFor(s, data, 'austria').counter!(guard.counter)).toBe('French corps (hidden)');
    expect(namesFor(s, data, 'spectator').counter!(guard.counter)).toBe('French corps (hidden)');
    const shown = revealCorps(s, [guard.counter], ['austria'], '7.5.2.6.3').state;
    expect(namesFor(shown, data, 'austria').counter!(guard.counter)).toBe('Imperial Guard');
    expect(namesFor(s, data, 'austria').area!('320')).toBe('Ulm (area 320)');
  });

  it('B.4 a borrower reads its lent corps by name as soon as the loan is in force, and by its face once it ends', () => {
    const g = newGame({ scenario, seed: 3, data });
    if (!g.ok) throw new Error('rejected');
    const s = g.value;
    const corps = s.corps.find((c) => c.nationality === 'austria')!;
    const lend = (x: GameState, until: GameState['date']): GameState => {
      const p = politicalState(x);
      return { ...x, political: { ...p, corpsOnLoan: [{ corps: corps.id as CorpsId, owner: 'austria', borrower: 'russia', until }] } };
    };
    const face = namesFor(s, data, 'russia').counter!(corps.counter);
    expect(face).toBe('Austrian corps (hidden)');
    // only the political record changes: the corps, leaders and minors are the same arrays
    const lent = lend(s, { month: s.date.month, year: s.date.year + 1 });
    expect(namesFor(lent, data, 'russia').counter!(corps.counter)).toBe(corps.name);
    // the loan's last month has passed: the corps is Austria's alone again
    const over = lend(s, { month: s.date.month, year: s.date.year - 1 });
    expect(namesFor(over, data, 'russia').counter!(corps.counter)).toBe(face);
  });

  it('2.4.2 sentinel: a French corps name never appears in another power\'s decisions over two months of play', () => {
    const marked = { ...scenario, forces: { ...scenario.forces, corps: scenario.forces.corps.map((c: { id: string; name: string }) => (c.id === 'france-v' ? { ...c, name: 'SENTINEL-V' } : c)) } };
    const g = newGame({ scenario: marked, seed: 5, data });
    if (!g.ok) throw new Error('rejected');
    let s = g.value;
    const rng = seededRng(5);
    let french = 0;
    const start = s.date.year * 12 + s.date.month;
    for (let i = 0; i < 4000 && !s.over && s.date.year * 12 + s.date.month < start + 2; i++) {
      for (const d of s.pending) {
        const text = JSON.stringify([d.prompt, d.options.map((o) => [o.label, o.verdict])]);
        if (d.power === 'france') french += text.includes('SENTINEL-V') ? 1 : 0;
        else if (!s.corps.find((c) => c.name === 'SENTINEL-V')?.revealedTo.includes(d.power)) expect(text).not.toContain('SENTINEL-V');
      }
      const d = s.pending[0]!;
      const r = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, data)), data);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(french).toBeGreaterThan(0); // France does read its own corps by name
  }, 60_000);
});

describe('issue 20 remembered namings follow every name they read', () => {
  /** The state with one fresh (unnamed) decision of `power` whose prompt and option label are `text`. */
  const asking = (s: GameState, power: 'austria' | 'france', text: string): GameState => ({
    ...s,
    pending: [{ ...s.pending[0]!, id: `d${s.nextDecision}`, power, prompt: text, options: [{ value: 'x', label: text, verdict: LEGAL }] }],
  });
  const named = (s: GameState, power: 'austria' | 'france', text: string): string => {
    const d = nameDecisions(asking(s, power, text), data).pending[0]!;
    expect(d.prompt).toBe(d.options[0]!.label);
    return d.options[0]!.label;
  };

  it('2.4.2 the same text names a corps anew when it is revealed, concealed, renamed or read by another power', () => {
    const g = newGame({ scenario, seed: 3, data });
    if (!g.ok) throw new Error('rejected');
    const s = g.value;
    const guard = s.corps.find((c) => c.id === 'france-guard')!;
    const other = s.corps.find((c) => c.nationality === 'russia')!;
    const text = `${guard.counter} to 320, beside ${other.counter}`;
    expect(named(s, 'austria', text)).toBe('French corps (hidden) to Ulm (area 320), beside Russian corps (hidden)');
    const shown = revealCorps(s, [guard.counter], ['austria'], '7.5.2.6.3').state;
    expect(named(shown, 'austria', text)).toBe(`Imperial Guard to Ulm (area 320), beside Russian corps (hidden)`);
    expect(named(s, 'austria', text)).toBe('French corps (hidden) to Ulm (area 320), beside Russian corps (hidden)');
    expect(named(concealCorps(shown, [guard.counter]), 'austria', text)).toBe('French corps (hidden) to Ulm (area 320), beside Russian corps (hidden)');
    expect(named(s, 'france', text)).toBe('Imperial Guard to Ulm (area 320), beside Russian corps (hidden)');
    // a name a text does not read changes: the text still names the same
    const renamedOther = { ...s, corps: s.corps.map((c) => (c === other ? { ...c, name: 'Someone Else', revealedTo: ['austria' as const] } : c)) };
    expect(named(renamedOther, 'austria', `${guard.counter} to 320`)).toBe('French corps (hidden) to Ulm (area 320)');
    expect(named(renamedOther, 'austria', text)).toBe('French corps (hidden) to Ulm (area 320), beside Someone Else');
  });

  it('a leader renamed or gone: a text with its id names it as the state now has it', () => {
    const g = newGame({ scenario, seed: 3, data });
    if (!g.ok) throw new Error('rejected');
    const s = g.value;
    const leader = s.leaders[0]!;
    const text = `with ${leader.id} at 320`;
    expect(named(s, 'france', text)).toBe(`with ${leader.name} at Ulm (area 320)`);
    const renamed = { ...s, leaders: s.leaders.map((l) => (l === leader ? { ...l, name: 'Changed Name' } : l)) };
    expect(named(renamed, 'france', text)).toBe('with Changed Name at Ulm (area 320)');
    const gone = { ...s, leaders: s.leaders.filter((l) => l.id !== (leader.id as LeaderId)) };
    expect(named(gone, 'france', text)).not.toContain('Changed Name');
    expect(named(s, 'france', text)).toBe(`with ${leader.name} at Ulm (area 320)`);
  });
});

describe('issue 20 a decision rebuilt with the same texts takes their names from the last one', () => {
  const option = (value: string, label: string, detail?: string): DecisionOption => ({
    value,
    label,
    verdict: detail === undefined ? LEGAL : illegal('noAccess', '7.3', detail),
  });
  const decide = (s: GameState, id: string, options: DecisionOption[], prompt = 'Move'): PendingDecision => {
    const d = nameDecisions({ ...s, pending: [{ ...s.pending[0]!, id, power: 'austria', kind: 'land/movement', prompt, options }] }, data)
      .pending[0]!;
    return d;
  };
  const texts = (d: PendingDecision) => d.options.map((o) => [o.value, o.label, o.verdict.ok ? null : (o.verdict.detail ?? null)]);

  it('2.4.2 a changed label or detail, an option added in front, or a corps revealed is named anew', () => {
    const g = newGame({ scenario, seed: 3, data });
    if (!g.ok) throw new Error('rejected');
    const s = g.value;
    const guard = s.corps.find((c) => c.id === 'france-guard')!.counter;
    const other = s.corps.find((c) => c.nationality === 'russia')!.counter;
    const first = decide(s, 'dt1', [option('a', `${guard} to 320`), option('b', `${other} to 320`, `${guard} stands in 320`)]);
    expect(texts(first)).toEqual([
      ['a', 'French corps (hidden) to Ulm (area 320)', null],
      ['b', 'Russian corps (hidden) to Ulm (area 320)', 'French corps (hidden) stands in Ulm (area 320)'],
    ]);
    // the same texts again: the same names
    expect(texts(decide(s, 'dt2', [option('a', `${guard} to 320`), option('b', `${other} to 320`, `${guard} stands in 320`)]))).toEqual(
      texts(first),
    );
    // one option in front, a label changed, a detail changed, a refusal lifted
    const next = decide(s, 'dt3', [
      option('c', `${other} at 320`),
      option('a', `${guard} to 321`),
      option('b', `${other} to 320`, `${other} stands in 320`),
    ]);
    expect(texts(next)).toEqual([
      ['c', 'Russian corps (hidden) at Ulm (area 320)', null],
      ['a', 'French corps (hidden) to Bavaria (area 321)', null],
      ['b', 'Russian corps (hidden) to Ulm (area 320)', 'Russian corps (hidden) stands in Ulm (area 320)'],
    ]);
    expect(
      texts(decide(s, 'dt4', [option('c', `${other} at 320`), option('a', `${guard} to 321`), option('b', `${other} to 320`)]))[2],
    ).toEqual(['b', 'Russian corps (hidden) to Ulm (area 320)', null]);
    // the prompt: the same text names the same, another text anew
    const ask = (prompt: string) => decide(s, 'dt6', [option('a', `${guard} to 321`)], prompt).prompt;
    expect(ask(`Move beside ${guard}`)).toBe('Move beside French corps (hidden)');
    expect(ask(`Move beside ${guard}`)).toBe('Move beside French corps (hidden)');
    expect(ask(`Move beside ${other}`)).toBe('Move beside Russian corps (hidden)');
    // the same texts read with a corps revealed to Austria: its name, not the face
    const shown = revealCorps(s, [guard], ['austria'], '7.5.2.6.3').state;
    expect(
      texts(
        decide(shown, 'dt5', [
          option('c', `${other} at 320`),
          option('a', `${guard} to 321`),
          option('b', `${other} to 320`, `${guard} stands in 320`),
        ]),
      ),
    ).toEqual([
      ['c', 'Russian corps (hidden) at Ulm (area 320)', null],
      ['a', 'Imperial Guard to Bavaria (area 321)', null],
      ['b', 'Russian corps (hidden) to Ulm (area 320)', 'Imperial Guard stands in Ulm (area 320)'],
    ]);
  });

  it('2.4.2 the very options named last time keep their names; under a corps revealed they are named anew', () => {
    const g = newGame({ scenario, seed: 3, data });
    if (!g.ok) throw new Error('rejected');
    const s = g.value;
    const guard = s.corps.find((c) => c.id === 'france-guard')!.counter;
    const other = s.corps.find((c) => c.nationality === 'russia')!.counter;
    const a = option('a', `${guard} to 320`);
    const b = option('b', `${other} to 320`, `${guard} stands in 320`);
    const c = option('c', `${guard} at 320`);
    const first = decide(s, 'dt7', [a, b, c]);
    expect(texts(first)).toEqual([
      ['a', 'French corps (hidden) to Ulm (area 320)', null],
      ['b', 'Russian corps (hidden) to Ulm (area 320)', 'French corps (hidden) stands in Ulm (area 320)'],
      ['c', 'French corps (hidden) at Ulm (area 320)', null],
    ]);
    // the first option dropped: the others are found a place on, and are the same named options
    const again = decide(s, 'dt8', [b, c]);
    expect(texts(again)).toEqual(texts(first).slice(1));
    expect(again.options[0]).toBe(first.options[1]);
    expect(again.options[1]).toBe(first.options[2]);
    // the same option objects read with the guard revealed to Austria: its name, not the face
    const shown = revealCorps(s, [guard], ['austria'], '7.5.2.6.3').state;
    expect(texts(decide(shown, 'dt9', [b, c]))).toEqual([
      ['b', 'Russian corps (hidden) to Ulm (area 320)', 'Imperial Guard stands in Ulm (area 320)'],
      ['c', 'Imperial Guard at Ulm (area 320)', null],
    ]);
  });

  it('a leader moved keeps the names; a leader renamed in the same place in the list is named anew', () => {
    const g = newGame({ scenario, seed: 3, data });
    if (!g.ok) throw new Error('rejected');
    const s = g.value;
    const leader = s.leaders[0]!;
    const text = `with ${leader.id} at 320`;
    const ask = (x: GameState, id: string) => decide(x, id, [option('a', text)]).options[0]!.label;
    expect(ask(s, 'dt10')).toBe(`with ${leader.name} at Ulm (area 320)`);
    // a new leaders list (the leader's record changed), the names the same
    const moved = { ...s, leaders: s.leaders.map((l) => (l === leader ? { ...l } : l)) };
    expect(ask(moved, 'dt11')).toBe(`with ${leader.name} at Ulm (area 320)`);
    const renamed = { ...moved, leaders: moved.leaders.map((l, i) => (i === 0 ? { ...l, name: 'Changed Name' } : l)) };
    expect(ask(renamed, 'dt12')).toBe('with Changed Name at Ulm (area 320)');
    expect(namesFor(renamed, data, 'austria').slug!(leader.id)).toBe('Changed Name');
  });
});
