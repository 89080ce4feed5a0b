import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, replayLog, viewFor } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import type { GameEvent, GameState, MajorPower, PendingDecision } from '../../shared/model';
import { DATA, apply, counterOf, decisionOf, eventsSince, newLandGame, reach, siegeOrder } from './landSetup';

type Tweak = Parameters<typeof newLandGame>[0];
type Row = Record<string, unknown>;

/**
 * France's I Corps (`french` factors) besieges Vienna (area 474, or `city` in `area`), held by an
 * Austrian garrison (militia by default) with Austria's I Corps inside (`austrian` factors).
 */
function besiegeCity(french: Row, austrian: Row, garrison: Row = { militia: 4 }, extra: Tweak = () => {}, area = '474', city = 'vienna'): GameState {
  return newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    cs[0] = { ...cs[0], area, factors: french };
    cs[3] = { ...cs[3], area, city, factors: austrian };
    sc.forces.garrisons = [{ nationality: 'austria', area, city, factors: garrison }];
    sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area }];
    extra!(sc);
  });
}

/** The open siege combat loss decision of `power`, if any. */
const lossDecision = (s: GameState, power: MajorPower): PendingDecision | undefined =>
  s.pending.find((d) => d.power === power && d.kind === 'land/siege' && String(d.options[0]?.value).startsWith('loss:'));
const ofType = <T extends GameEvent['type']>(es: readonly GameEvent[], t: T) => es.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);

/** France breaches Vienna (die 6) and Austria fights the assault; France rolls 6 and Austria 1 each round. */
function assaultOnVienna(start: GameState): GameState {
  const s = siegeOrder(reach(start, 'france', 'land/siege').s, 'france', 'assault:474:vienna', [6]);
  return siegeOrder(s, 'austria', 'fight:474:vienna:france', [6, 1, 6, 1, 6, 1]);
}

/** Answers `power`'s loss decisions with the first factor of a preferred type, while it is asked. */
function loseByPreference(s: GameState, power: MajorPower, prefer: readonly string[]): GameState {
  for (let d = lossDecision(s, power); d; d = lossDecision(s, power)) {
    const values = d.options.map((o) => String(o.value));
    const pick = prefer.map((t) => values.find((v) => v.split(':')[2] === t)).find((v) => v !== undefined) ?? values[0]!;
    s = apply(s, commandFor(d, pick));
  }
  return s;
}

describe('7.5.4.1.3.3 assault combat losses chosen by their owner', () => {
  const start = () => besiegeCity({ infantry: 12 }, { cavalry: 2, infantry: 4 });

  it('7.5.4.1.3.3 the defender is asked one factor at a time among every factor inside, the cheapest listed first', () => {
    const s = assaultOnVienna(start());
    const au = counterOf(s, 'au-1');
    const d = lossDecision(s, 'austria')!;
    expect(d).toMatchObject({ rule: '7.5.4.1.3.3', secret: false, select: 'one' });
    expect(d.options.map((o) => [o.value, o.label, o.verdict.ok])).toEqual([
      ['loss:vienna:militia:garrison:austria', '1 militia factor of the Vienna garrison', true],
      // issue 15: the owner's corps by name in the label
      [`loss:vienna:infantry:${au}`, '1 infantry factor of I Corps', true],
      [`loss:vienna:cavalry:${au}`, '1 cavalry factor of I Corps', true],
    ]);
    // France's I Corps has only infantry: its loss is taken without asking
    expect(lossDecision(s, 'france')).toBeUndefined();
    expect(s.turn.siegeCombats).toHaveLength(1);
  });

  it('7.5.4.1.3.3 the defender may lose cavalry before militia (no 7.5.2.9.2 limits), and the round takes exactly that', () => {
    const s = assaultOnVienna(start());
    const au = counterOf(s, 'au-1');
    const after = loseByPreference(s, 'austria', ['cavalry', 'infantry', 'militia']);
    const lost = ofType(eventsSince(s, after), 'factorsChanged').filter((e) => e.rule === '7.5.4.1.3' && e.nationality === 'austria');
    // two rounds of two losses each (6 against 1 on the tables): the cavalry, then infantry; the militia kept
    expect(lost.map((e) => [e.counter, e.factors])).toEqual([[au, { cavalry: 2 }], [au, { infantry: 2 }]]);
    const fought = ofType(eventsSince(s, after), 'siegeCombatFought')[0]!;
    expect(fought.rounds.map((r) => r.losses.defender)).toEqual([2, 2]);
    expect(after.turn.siegeCombats).toBeUndefined();
  });

  it('7.5.4.1.3.3 an answer that is not one of the factors offered is refused and changes nothing', () => {
    const s = assaultOnVienna(start());
    const d = lossDecision(s, 'austria')!;
    const r = applyCommand(s, commandFor(d, `loss:vienna:guard:${counterOf(s, 'au-1')}`), DATA);
    expect(r.ok).toBe(false);
  });

  it('7.5.4.1.3.3 the log gives the answer with its rule, and the working record stays out of the views', () => {
    const s = assaultOnVienna(start());
    const d = lossDecision(s, 'austria')!;
    const after = apply(s, commandFor(d, 'loss:vienna:militia:garrison:austria'));
    expect(ofType(eventsSince(s, after), 'decisionAnswered')[0]).toMatchObject({ power: 'austria', kind: 'land/siege', answer: 'loss:vienna:militia:garrison:austria' });
    for (const v of ['france', 'austria', 'spectator'] as const) expect(viewFor(s, v).turn.siegeCombats).toBeUndefined();
  });
});

describe('7.5.4.2.1.3 garrison attack combat losses chosen by their owner', () => {
  it('7.5.4.2.1.3 the beaten besieger chooses: cavalry goes before infantry', () => {
    // 7.3.3.4 Vienna (4 spires) holds 20: the corps inside and a garrison of 14
    const start = besiegeCity({ infantry: 6, cavalry: 2 }, { infantry: 6 }, { infantry: 14 });
    const fr = counterOf(start, 'fr-1');
    const s0 = reach(siegeOrder(reach(start, 'france', 'land/siege').s, 'france', 'end'), 'austria', 'land/siege').s;
    // Austria (5-1) rolls 6, France (5-2) rolls 1
    const s = siegeOrder(s0, 'austria', 'sally:474:vienna:garrison', [6, 1, 6, 1, 6, 1]);
    const d = lossDecision(s, 'france')!;
    expect(d.rule).toBe('7.5.4.2.1.3');
    expect(d.options.map((o) => o.value)).toEqual([`loss:vienna:infantry:${fr}`, `loss:vienna:cavalry:${fr}`]);
    const after = loseByPreference(s, 'france', ['cavalry', 'infantry']);
    const lost = ofType(eventsSince(s, after), 'factorsChanged').filter((e) => e.nationality === 'france' && e.rule === '7.5.4.2.1');
    // both cavalry factors go in round one; round two's loss has only infantry left (not asked)
    expect(lost.map((e) => e.factors)).toEqual([{ cavalry: 2 }, { infantry: 1 }]);
    expect(ofType(eventsSince(s, after), 'siegeCombatFought')[0]).toMatchObject({ kind: 'garrisonAttack', attacker: 'austria', defender: 'france' });
  });
});

describe('7.5.4.1.2.1 the factor a sortie costs is the loser\'s choice', () => {
  /** Linz (area 475, one fleche) held by a garrison and Austria's I Corps: France's attempt rolls 1, "sortie?", and Austria sorties. */
  const linz = (french: Row, austrian: Row) => besiegeCity(french, austrian, { infantry: 8 }, () => {}, '475', 'linz');
  const sortieFrom = (start: GameState, die: number) => {
    const s = siegeOrder(reach(start, 'france', 'land/siege').s, 'france', 'assault:475:linz', [1]);
    return siegeOrder(s, 'austria', 'sortie:475:linz:france', [die]);
  };

  it('7.5.4.1.2.1 on a 6 the defender chooses the factor it loses: the corps\'s cavalry rather than the garrison\'s infantry', () => {
    const start = linz({ infantry: 12 }, { cavalry: 2, infantry: 4 });
    const s = sortieFrom(start, 6);
    const au = counterOf(s, 'au-1');
    const d = decisionOf(s, 'austria', 'land/siege')!;
    expect(d.rule).toBe('7.5.4.1.2.1');
    expect(d.options.map((o) => o.value)).toEqual([
      'sloss:475:linz:france:infantry:garrison:austria', `sloss:475:linz:france:infantry:${au}`, `sloss:475:linz:france:cavalry:${au}`,
    ]);
    const after = apply(s, commandFor(d, `sloss:475:linz:france:cavalry:${au}`));
    expect(ofType(eventsSince(s, after), 'factorsChanged')).toMatchObject([{ counter: au, factors: { cavalry: 1 }, delta: -1, rule: '7.5.4.1.2.1' }]);
    expect(ofType(eventsSince(s, after), 'siegeOutcome').at(-1)!.outcome).toBe('sortieDefenderLost');
    // the besieger's orders open again
    expect(decisionOf(after, 'france', 'land/siege')!.options[0]!.value).toBe('end');
  });

  it('7.5.4.1.2.1 on a 1-4 the besieger chooses; with one kind of factor it is not asked', () => {
    const mixed = sortieFrom(linz({ infantry: 8, cavalry: 2 }, { infantry: 4 }), 2);
    const fr = counterOf(mixed, 'fr-1');
    const d = decisionOf(mixed, 'france', 'land/siege')!;
    expect(d.options.map((o) => o.value)).toEqual([`sloss:475:linz:france:infantry:${fr}`, `sloss:475:linz:france:cavalry:${fr}`]);
    const after = apply(mixed, commandFor(d, `sloss:475:linz:france:cavalry:${fr}`));
    expect(after.corps.find((c) => c.id === 'fr-1')!.factors).toEqual({ infantry: 8, cavalry: 1 });
    const plain = sortieFrom(linz({ infantry: 12 }, { infantry: 4 }), 2);
    expect(ofType(plain.log.toArray(), 'factorsChanged').at(-1)).toMatchObject({ nationality: 'france', factors: { infantry: 1 }, rule: '7.5.4.1.2.1' });
    expect(decisionOf(plain, 'france', 'land/siege')!.options[0]!.value).toBe('end');
  });
});

describe('7.5.4.1.3.3 / 7.5.4.2.1.3 standing procedures and replay', () => {
  it('7.5.4.1.3.3 the bot answers each siege loss with a legal option, the cheapest: the garrison militia first', () => {
    let s = assaultOnVienna(besiegeCity({ infantry: 12 }, { cavalry: 2, infantry: 4 }));
    const before = s;
    const rng = seededRng(3);
    let answers = 0;
    for (let d = lossDecision(s, 'austria'); d; d = lossDecision(s, 'austria')) {
      const a = autoAnswer(s, d, rng, DATA);
      expect(d.options.find((o) => o.value === a)?.verdict.ok).toBe(true);
      expect(a).toBe(d.options[0]!.value);
      const r = applyCommand(s, commandFor(d, a), DATA);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
      answers++;
    }
    expect(answers).toBeGreaterThan(0);
    const lost = ofType(eventsSince(before, s), 'factorsChanged').filter((e) => e.nationality === 'austria' && e.rule === '7.5.4.1.3');
    expect(lost[0]).toMatchObject({ counter: null, factors: { militia: 2 } });
  });

  it('7.5.4.1.3.3 a game whose assault losses were chosen by hand replays from its log to the same state', () => {
    const start = besiegeCity({ infantry: 12 }, { cavalry: 2, infantry: 4 });
    const s = loseByPreference(assaultOnVienna(start), 'austria', ['cavalry', 'infantry', 'militia']);
    const r = replayLog(start, s.log, DATA);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.value)).toBe(JSON.stringify(s));
  });

  it('7.5.4.2.1.3 the same commands give byte-identical states', () => {
    const run = () => {
      const start = besiegeCity({ infantry: 6, cavalry: 3 }, { infantry: 6 }, { infantry: 14 });
      const s0 = reach(siegeOrder(reach(start, 'france', 'land/siege').s, 'france', 'end'), 'austria', 'land/siege').s;
      return loseByPreference(siegeOrder(s0, 'austria', 'sally:474:vienna:garrison', [6, 1, 6, 1, 6, 1]), 'france', ['cavalry']);
    };
    expect(JSON.stringify(run())).toBe(JSON.stringify(run()));
  });
});
