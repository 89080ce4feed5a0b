import { describe, expect, it } from 'vitest';
import { pendingDecisions } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { controlModifiers, declareWarOptions, sueOptions } from '../../shared/rules/political';
import { districtCount } from '../../shared/rules/general';
import { DATA, drive, startPolitical, until } from './politicalSetup';

const ev = (s: GameState, type: string) => s.log.filter((e) => e.type === type);
const pp = (s: GameState, p: MajorPower) => s.powers[p].politicalPoints;

describe('4.4 peace in play', () => {
  it('4.4.1 informal peace when both offer it: the war ends, no points, no enforced peace; 4.4.6.1 prisoners go home', () => {
    let s = startPolitical((j) => ((j as unknown as { prisoners: unknown[] }).prisoners = [{ holder: 'britain', nationality: 'france', factors: { infantry: 2 } }]));
    const before = pp(s, 'france');
    s = drive(s, (d) => (d.kind === 'political/sue' && d.power === 'france' ? ['informal:britain'] : d.kind === 'political/sue' && d.power === 'britain' ? ['informal:france'] : undefined), until('political/creatingAlliances'));
    expect(ev(s, 'peaceMade')).toMatchObject([{ loser: 'france', victor: 'britain', kind: 'informal' }]);
    expect(s.relations.wars).not.toContainEqual(['france', 'britain']);
    expect(pp(s, 'france')).toBe(before);
    expect(s.relations.enforcedPeace).toEqual([]);
    expect(s.prisoners).toEqual([]);
    expect(s.reinforcements).toContainEqual({ date: s.date, power: 'france', nationality: 'france', factors: { infantry: 2 }, exchanged: true }); // 5.2.2.2.1 marked exchanged
  });

  it('4.4.2.1 one enemy may be sued only with its forces in the home nation; every enemy at once always', () => {
    const s = startPolitical();
    const opts = sueOptions(s, 'russia', DATA.land);
    expect(opts.find((o) => o.value === 'sue:france')!.verdict).toMatchObject({ ok: false, rule: '4.4.2.1' });
    expect(opts.find((o) => o.value === 'sueAll')!.verdict).toEqual({ ok: true });
  });

  it('4.4.2.2 an unconditional offer may be refused: the war goes on; 4.4.2.3.2 no points change', () => {
    let s = startPolitical();
    const before = [pp(s, 'austria'), pp(s, 'france')];
    s = drive(s, (d) => {
      if (d.kind === 'political/sue' && d.power === 'austria') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('refuse'))!.value;
      return undefined;
    }, until('political/creatingAlliances'));
    expect(ev(s, 'peaceRefused')).toMatchObject([{ loser: 'austria', victor: 'france' }]);
    expect(s.relations.wars).toContainEqual(['france', 'austria']);
    expect([pp(s, 'austria'), pp(s, 'france')]).toEqual(before);
  });

  it('4.4.5 / 4.4.5.1 / 4.4.2.3.2 surrender to two victors: they alternate terms; each gains 5, the loser loses 8 once', () => {
    let s = startPolitical((j) => {
      j.relations.wars.push(['turkey', 'russia']);
      j.relations.alliances.push(['britain', 'turkey']);
    });
    const before = { russia: pp(s, 'russia'), france: pp(s, 'france'), turkey: pp(s, 'turkey'), britain: pp(s, 'britain') };
    const order: string[] = [];
    s = drive(s, (d) => {
      if (d.kind === 'political/sue' && d.power === 'russia') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
      if (d.kind === 'political/peaceTerm') {
        order.push(d.power);
        return order.length <= 4 ? d.options.find((o) => o.verdict.ok && o.value !== 'done' && !String(o.value).startsWith('B.7') && !String(o.value).startsWith('C.4'))!.value : 'done';
      }
      if (d.kind === 'political/separatePeace') return d.options.find((o) => String(o.value).startsWith('demand'))!.value;
      return undefined;
    }, until('political/creatingAlliances'));
    expect(order.slice(0, 4)).toEqual(['france', 'turkey', 'france', 'turkey']);
    expect(pp(s, 'france') - before.france).toBe(5);
    expect(pp(s, 'turkey') - before.turkey).toBe(5);
    expect(pp(s, 'russia') - before.russia).toBe(-8);
    expect(ev(s, 'peaceMade').length).toBe(2);
  });

  it('4.3.1.4 an ally under an enforced peace with the enemy may not be called', () => {
    let s = startPolitical((j) => j.relations.enforcedPeace.push({ powers: ['austria', 'turkey'], until: { month: 12, year: 1806 } }));
    s = drive(s, (d) => (d.kind === 'political/declareWar' && d.power === 'turkey' ? ['russia'] : undefined), until('political/callToAllies'));
    const call = pendingDecisions(s)[0]!;
    expect(call.options.find((o) => o.value === 'austria')!.verdict).toMatchObject({ ok: false, rule: '4.3.1.4' });
  });
});

describe('4.6 minor countries in play', () => {
  it('4.6.2.1 / 4.6.2.2 / 4.6.2.3 control modifiers: national, status, +2 at war with an aggressor', () => {
    const s = startPolitical();
    // France is at war with Austria (+2), Dominant (+1); its national modifier for Saxony comes from the Minor Countries Chart
    const m = controlModifiers(s, 'france', 'saxony' as never, ['austria']);
    expect(m.atWar).toBe(2);
    expect(m.status).toBe(1);
    expect(m.total).toBe(m.national + 3);
  });

  it('4.2.2.3 / 4.2.3 a minor no force can reach is refused; controlled minors are no separate targets', () => {
    const s = startPolitical();
    const opts = declareWarOptions(s, 'russia', (m) => districtCount(s, m), DATA.land);
    expect(opts.find((o) => o.value === 'minor:portugal')!.verdict).toMatchObject({ ok: false, rule: '4.2.2.3' });
    expect(opts.some((o) => o.value === 'minor:bavaria')).toBe(false);
  });

  it('4.6.4 two attackers: one backs down (paying 4.2.1.2); 4.6.4.2 both staying must declare on each other, 4.6.4.2.1 at one declaration\'s cost', () => {
    let s = startPolitical();
    s = drive(s, (d) => (d.kind === 'political/declareWar' && (d.power === 'prussia' || d.power === 'austria') ? ['minor:saxony'] : undefined), until('political/minorCountryControl'));
    const before = { prussia: pp(s, 'prussia'), austria: pp(s, 'austria') };
    const back = drive(s, (d) => (d.kind === 'political/backDown' ? (d.power === 'prussia' ? 'back:saxony' : 'stay:saxony') : d.kind === 'political/minorBid' ? 'pass:saxony' : undefined), until('political/breakingAlliances'));
    expect(ev(back, 'warLapsed')).toContainEqual(expect.objectContaining({ power: 'prussia', minor: 'saxony', rule: '4.6.4' }));
    expect(ev(back, 'warLapsed')).not.toContainEqual(expect.objectContaining({ power: 'austria', rule: '4.6.4' }));
    expect(pp(back, 'prussia') - before.prussia).toBe(-1);
    const stay = drive(s, (d) => (d.kind === 'political/backDown' ? `stay:saxony` : d.kind === 'political/minorBid' ? 'pass:saxony' : undefined), until('political/breakingAlliances'));
    expect(stay.relations.wars).toContainEqual(['austria', 'prussia']);
    // each paid 3 for the forced declaration (both declared on each other)
    expect(stay.log.filter((e) => e.type === 'warDeclared' && e.rule === '4.6.4.2').length).toBe(2);
  });

  it('4.6.6 a war on a minor lapses in the next turn\'s Peace Step (not its own) when the invader has no corps inside it', () => {
    let s = startPolitical();
    // declared in September 1805: that turn's Peace Step comes too soon for any corps to have entered
    s = drive(s, (d, x) => (d.kind === 'political/declareWar' && d.power === 'prussia' && x.date.month === 9 ? ['minor:saxony'] : d.kind === 'political/minorBid' ? `pass:saxony` : undefined), (x) => x.date.month === 9 && x.cursor.step === 'political/creatingAlliances', 4000);
    expect(ev(s, 'warLapsed')).toEqual([]);
    s = drive(s, (d) => (d.kind === 'political/minorBid' ? `pass:saxony` : undefined), (x) => x.date.month === 10 && x.cursor.step === 'political/creatingAlliances', 4000);
    expect(ev(s, 'warLapsed')).toContainEqual(expect.objectContaining({ power: 'prussia', minor: 'saxony', rule: '4.6.6' }));
  });
});
