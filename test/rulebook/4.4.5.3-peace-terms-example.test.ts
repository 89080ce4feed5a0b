import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';
import { pendingDecisions } from '../../shared/engine';
import { drive, startPolitical } from '../political/politicalSetup';

describe('4.4.5.3 peace terms example', () => {
  it('4.4.5.3 once one victor has chosen B.4, no other may choose B.1, B.4 or C.1', () => {
    for (const t of ['B.1', 'B.4', 'C.1']) expect(charts.peaceTermConflicts(t, ['B.4'])).toEqual(['B.4']);
    expect(charts.peaceTermConflicts('B.2', ['B.4'])).toEqual([]);
  });

  it('4.4.5.3 played: Russia surrenders unconditionally to France and Britain; France (at war first, 4.4.5.2) takes B.4, and Britain may then choose none of B.1, B.4, C.1', () => {
    // Britain's war with Russia begins after France's (listed later), so France chooses first
    let s = startPolitical((j) => {
      j.relations.wars.push(['britain', 'russia']);
      j.relations.alliances = j.relations.alliances.filter(([a, b]) => !(a === 'britain' && b === 'russia'));
    });
    s = drive(s, (d, now) => {
      if (d.kind === 'political/sue' && d.power === 'russia') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
      if (d.kind === 'political/peaceTerm' && d.power === 'france' && !(now.political?.peace?.treaties.find((t) => t.victor === 'france')?.terms.length))
        return d.options.find((o) => String(o.value).startsWith('B.4:'))!.value;
      return undefined;
    }, (x) => x.pending.some((d) => d.kind === 'political/peaceTerm' && d.power === 'britain'));
    const britain = pendingDecisions(s).find((d) => d.kind === 'political/peaceTerm' && d.power === 'britain')!;
    const verdictOf = (id: string) => britain.options.filter((o) => String(o.value).split(':')[0] === id).map((o) => o.verdict);
    for (const id of ['B.1', 'B.4', 'C.1'])
      for (const v of verdictOf(id)) expect(v, id).toMatchObject({ ok: false, code: 'termExcluded', rule: '4.4.5.3' });
    expect(verdictOf('B.2')).toEqual([{ ok: true }]);
    expect(verdictOf('C.2')).toEqual([{ ok: true }]);
  });
});
