// The standing procedures' naval answers (19.1.1 and docs/RULINGS.md): every naval decision kind is
// routed to an answer, every answer is one of the legal options, and 6.2.6.1 fleets in a lost,
// blockaded port fight their way out when they outnumber the blockaders.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { lostPortOdds } from '../../shared/engine/auto/navalChoices';
import { NAVAL_DECISION_KINDS } from '../../shared/model';
import type { DecisionKind, GameState, PendingDecision } from '../../shared/model';
import { lastBattle } from '../engine/naval/example6334';
import { answer, customNaval, forceDice, mapData, playUntil, reachStep, startNaval } from '../engine/naval/navalSetup';

/** Every decision the Naval Reinforcement Step and the Naval Phase may ask (5.1, 6.1-6.3, the naval options). */
const NAVAL_KINDS: readonly DecisionKind[] = ['naval/announcePosition', ...NAVAL_DECISION_KINDS];

describe('19.1 every naval decision has an answer', () => {
  it('19.1.1 each naval decision kind is routed by name to a procedure in auto.ts (none left to the catch-all default)', () => {
    const source = readFileSync(fileURLToPath(new URL('../../shared/engine/auto/auto.ts', import.meta.url)), 'utf8');
    // naval/announcePosition is the one kind answered by the default (the first place: Britain moves first)
    const missing = NAVAL_KINDS.filter((k) => k !== 'naval/announcePosition' && !source.includes(`case '${k}':`));
    expect(missing).toEqual([]);
    expect(NAVAL_KINDS).toContain('reinforcement/naval');
    expect(NAVAL_KINDS.length).toBeGreaterThanOrEqual(16);
  });

  it('19.1.1 every naval kind is answered with one of the options it offers (a subset for the many-kind), never an empty or made-up value', () => {
    const s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [{ id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '733' } }],
    })), 'naval/movement', 'britain');
    const sample: Record<string, [string, string]> = {
      'naval/announcePosition': ['0', '3'], 'reinforcement/naval': ['end', 'ship:gb-a:1'], 'naval/movement': ['end', 'pick:gb-a'],
      'naval/intercept': ['none', 'stack:sea:733'], 'naval/combat': ['end', 'attack:sea:733:france'], 'naval/evade': ['stand', 'evade'],
      'naval/retreat': ['sea', 'port:brest'], 'naval/seaRetreat': ['sea:734', 'sea:739'], 'naval/tactic': ['linearDefence', 'linearAttack'],
      'naval/closing': ['1', '0'], 'naval/chase': ['chase', 'none'], 'naval/portLost': ['scuttle:brest', 'fight:brest'],
      'naval/losses': ['done', 'shift:gb-a:gb-b:1'], 'naval/oddLoss': ['roll', 'take'], 'naval/transportLosses': ['default', 'cut:k1:infantry'],
      'naval/pursue': ['gb-a', 'port'], 'naval/hulkPort': ['all:plymouth', 'one:portsmouth'], 'naval/withdraw': ['stay', 'port:plymouth'],
    };
    for (const kind of NAVAL_KINDS) {
      const [first, last] = sample[kind] ?? ['a', 'b'];
      const many = kind === 'naval/pursue';
      const d: PendingDecision = {
        id: `t-${kind}`, power: 'britain', kind, step: s.cursor.step, rule: '6.0', prompt: '', secret: false, select: many ? 'many' : 'one', group: null,
        options: [
          { value: kind === 'naval/announcePosition' ? Number(first) : first, label: first, verdict: { ok: true } },
          { value: kind === 'naval/announcePosition' ? Number(last) : last, label: last, verdict: { ok: true } },
        ],
      };
      const a = autoAnswer(s, d, seededRng(1), mapData());
      const legal = d.options.map((o) => o.value);
      if (many) expect(Array.isArray(a) && (a as unknown[]).every((v) => legal.includes(v as never)), kind).toBe(true);
      else expect(legal, `${kind} answered ${JSON.stringify(a)}`).toContain(a);
    }
  });

  it('6.1 the standing procedures answer Great Britain\'s announcement with a legal place', () => {
    const s = playUntil(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [{ id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '733' } }],
    })), (x) => x.pending.some((d) => d.kind === 'naval/announcePosition'));
    const d = s.pending.find((x) => x.kind === 'naval/announcePosition')!;
    expect(d.options.filter((o) => o.verdict.ok).map((o) => o.value)).toContain(autoAnswer(s, d, seededRng(1), mapData()));
  });
});

describe('6.2.6.1 the procedures fight out of a lost port when they outnumber the blockaders', () => {
  /** France's fleet of `fr` ships in Cadiz, blockaded by `gb` British ships; Spain, which holds Cadiz, turns on France. */
  const lost = (fr: number, gb: number): GameState => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']], alliances: [['france', 'spain']],
      fleets: [
        { id: 'fr-a', nationality: 'france', ships: fr, location: { kind: 'port', area: '423', city: 'cadiz' } },
        { id: 'gb-a', nationality: 'britain', ships: gb, location: { kind: 'blockade', city: 'cadiz' } },
      ],
      garrisons: [{ nationality: 'spain', area: '423', city: 'cadiz', factors: { infantry: 3 } }],
      corps: [],
      start: { month: 4, year: 1806 },
    }));
    s = playUntil(s, (x) => x.cursor.step === 'political/declarationsOfWar');
    for (const p of ['france', 'britain', 'spain'] as const) s = answer(s, 'political/declareWar', p, p === 'spain' ? ['france'] : []);
    return s;
  };
  const auto = (s: GameState) => autoAnswer(s, s.pending.find((d) => d.kind === 'naval/portLost')!, seededRng(1), mapData());

  it('6.2.6.1 20 French ships against 6 blockaders: fight; 6 against 6 or 10: scuttle', () => {
    const strong = lost(20, 6);
    expect(lostPortOdds(strong, 'france', 'cadiz')).toEqual({ own: 20, blockaders: 6 });
    expect(auto(strong)).toBe('fight:cadiz');
    expect(auto(lost(6, 6))).toBe('scuttle:cadiz');
    expect(auto(lost(6, 10))).toBe('scuttle:cadiz');
  });

  it('6.2.6.1 the answer played: the blockaders fire first (Britain 1 + 1: 10 % of 6 = 1), France replies with a 6 (25 % of 19 = 5) and wins, staying in the box', () => {
    let s = lost(20, 6);
    s = forceDice(s, [1, 6]);
    s = answer(s, 'naval/portLost', 'france', auto(s) as string);
    const b = lastBattle(s);
    expect(b).toMatchObject({ cause: 'portLost', outcome: 'attacker' });
    expect(s.fleets.find((f) => f.id === 'fr-a')).toMatchObject({ ships: 19, location: { kind: 'blockade', city: 'cadiz' } });
  });
});
