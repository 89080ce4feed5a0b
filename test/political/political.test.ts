import { describe, expect, it } from 'vitest';
import { forceDice, pendingDecisions, viewFor } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { statusOf, initialStatusPosition } from '../../shared/rules/political';
import { drive, startPolitical, until } from './politicalSetup';

const pp = (s: GameState, p: MajorPower) => s.powers[p].politicalPoints;
const events = (s: GameState, type: string) => s.log.filter((e) => e.type === type);

describe('the Political Phase in a campaign (section 4)', () => {
  it('2.4.3.3 / 10.5 markers start on the printed 1805 boxes; the first step is 4.1 Diplomacy for every power', () => {
    const s = startPolitical();
    expect(statusOf(s, 'france')).toMatchObject({ zone: 'dominant', number: 2 });
    expect(statusOf(s, 'turkey')).toMatchObject({ zone: 'neutral', number: 3 });
    expect(pendingDecisions(s).map((d) => d.kind)).toEqual(Array(7).fill('political/diplomacy'));
  });

  it('10.3.1.2 access granted in diplomacy is political state land movement reads; 12.8 limits grants to allies', () => {
    let s = startPolitical();
    s = drive(s, (d) => (d.power === 'prussia' && !s.relations.access?.some((a) => a.grantee === 'austria') ? 'grant:austria:only through Silesia' : undefined), until('political/declarationsOfWar'));
    expect(s.relations.access).toContainEqual(expect.objectContaining({ grantor: 'prussia', grantee: 'austria', kind: 'voluntary', conditions: 'only through Silesia' }));
    const allied = startPolitical(() => {}, { alliedVoluntaryAccess: true });
    const d = pendingDecisions(allied).find((x) => x.power === 'prussia')!;
    expect(d.options.find((o) => o.value === 'grant:austria')!.verdict).toMatchObject({ ok: false, rule: '12.8' });
  });

  it('4.2.1.2 / 4.6 a declaration on neutral Saxony: a controller is chosen by modified dice and gains a point per district; the aggressor pays one', () => {
    let s = startPolitical();
    s = drive(s, (d) => (d.kind === 'political/declareWar' && d.power === 'prussia' ? ['minor:saxony'] : undefined), until('political/minorCountryControl'));
    expect(events(s, 'minorWarDeclared')).toEqual([{ type: 'minorWarDeclared', power: 'prussia', minor: 'saxony', rule: '4.2' }]);
    const bids = pendingDecisions(s).filter((d) => d.kind === 'political/minorBid');
    // 4.6 Prussia, the aggressor, may not run it
    expect(bids.map((d) => d.power)).not.toContain('prussia');
    expect(bids.length).toBe(6);
    const before = { prussia: pp(s, 'prussia'), austria: pp(s, 'austria') };
    // only Austria rolls (the others pass): two dice in v2.71
    s = forceDice(s, [6, 5]);
    s = drive(s, (d) => (d.kind === 'political/minorBid' ? (d.power === 'austria' ? 'roll:saxony' : 'pass:saxony') : undefined), (x) => !x.pending.some((d) => d.kind === 'political/minorBid'));
    const saxony = s.minors.find((m) => m.id === 'saxony')!;
    expect(saxony).toMatchObject({ controller: 'austria', status: 'free' });
    expect(pp(s, 'austria') - before.austria).toBe(1); // 4.6.3.1 one district
    expect(pp(s, 'prussia') - before.prussia).toBe(-1); // 4.2.1.2
    expect(s.corps.some((c) => c.nationality === 'saxony')).toBe(true); // 4.6.3.4 set up
  });

  it('4.3 the defender calls first; an ally who accepts declares war (-3), one who refuses breaks the alliance (-2)', () => {
    let s = startPolitical();
    s = drive(s, (d) => (d.kind === 'political/declareWar' && d.power === 'turkey' ? ['russia'] : undefined), until('political/callToAllies'));
    const call = pendingDecisions(s)[0]!;
    expect([call.power, call.kind]).toEqual(['russia', 'political/callAllies']);
    expect(call.options.map((o) => o.value).sort()).toEqual(['austria', 'britain']);
    const before = { austria: pp(s, 'austria'), britain: pp(s, 'britain') };
    s = drive(s, (d) => (d.kind === 'political/callAllies' ? ['austria', 'britain'] : d.kind === 'political/answerCall' ? (d.power === 'austria' ? 'accept' : 'refuse') : undefined), until('political/peace'));
    expect(s.relations.wars).toContainEqual(['austria', 'turkey']);
    expect(pp(s, 'austria') - before.austria).toBe(-3);
    expect(pp(s, 'britain') - before.britain).toBe(-2);
    expect(s.relations.alliances).not.toContainEqual(['britain', 'russia']);
  });

  it('4.4.3 / 4.4.2.3.1 a conditional peace: the loser picks from A, the victor from B; points (+3 victor, -5 loser), 18 months, B.2 and a ceded minor (B.7)', () => {
    let s = startPolitical();
    s = drive(s, (d, now) => {
      if (d.kind === 'political/sue' && d.power === 'austria') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('conditional'))!.value;
      if (d.kind === 'political/peaceTerm' && d.power === 'austria') return 'A.2@france';
      if (d.kind === 'political/peaceTerm' && d.power === 'france') {
        const chosen = now.political?.peace?.treaties.find((t) => t.victor === 'france')?.terms ?? [];
        if (chosen.length >= 3) return 'done';
        return chosen.includes('B.2') ? 'B.7:minor:venetia' : 'B.2';
      }
      return undefined;
    }, until('political/creatingAlliances'));
    const made = events(s, 'peaceMade');
    expect(made).toEqual([{ type: 'peaceMade', loser: 'austria', victor: 'france', kind: 'conditional', terms: ['A.2', 'B.2', 'B.7:minor:venetia'], rule: '4.4.3' }]);
    expect(s.relations.wars).not.toContainEqual(['france', 'austria']);
    const ppEvents = events(s, 'politicalPointsChanged').filter((e) => e.type === 'politicalPointsChanged' && e.rule.startsWith('4.4.2.3'));
    expect(ppEvents.map((e) => (e.type === 'politicalPointsChanged' ? [e.power, e.delta] : null))).toEqual([['france', 3], ['austria', -5]]);
    // made in September 1805: 4.4.6.3 eighteen months for both (through February 1807), B.2 twenty-four for Austria (through August 1807)
    expect(s.relations.enforcedPeace).toContainEqual({ powers: ['france', 'austria'], until: { month: 2, year: 1807 }, kind: 'treaty' });
    expect(s.relations.enforcedPeace).toContainEqual({ powers: ['france', 'austria'], until: { month: 8, year: 1807 }, kind: 'treaty', bars: 'austria' });
    expect(s.minors.find((m) => m.id === 'venetia')!.controller).toBe('france');
  });

  it('4.5 allies named by both are made (+1 each); 4.5.2 no alliance with a power at war; 4.7 breaking costs 2 and 4.5.3 bars re-allying for 12 months', () => {
    let s = startPolitical();
    s = drive(s, () => undefined, until('political/creatingAlliances'));
    const fr = pendingDecisions(s).find((d) => d.power === 'france')!;
    expect(fr.options.find((o) => o.value === 'austria')!.verdict).toMatchObject({ ok: false, rule: '4.5.2' });
    const before = { prussia: pp(s, 'prussia'), spain: pp(s, 'spain') };
    s = drive(s, (d) => (d.kind === 'political/alliances' && d.power === 'prussia' ? ['spain'] : d.kind === 'political/alliances' && d.power === 'spain' ? ['prussia'] : undefined), until('political/breakingAlliances'));
    expect(s.relations.alliances).toContainEqual(['spain', 'prussia']);
    expect([pp(s, 'prussia') - before.prussia, pp(s, 'spain') - before.spain]).toEqual([1, 1]);
    s = drive(s, (d) => (d.kind === 'political/breakAlliances' && d.power === 'spain' ? ['prussia'] : undefined), until('political/combinedMovement'));
    expect(s.relations.alliances).not.toContainEqual(['spain', 'prussia']);
    expect(pp(s, 'spain') - before.spain).toBe(-1);
    s = drive(s, () => undefined, until('political/creatingAlliances'));
    const sp = pendingDecisions(s).find((d) => d.power === 'spain')!;
    expect(sp.options.find((o) => o.value === 'prussia')!.verdict).toMatchObject({ ok: false, rule: '4.5.3' });
  });

  it('v2.71 4.7.1 (option) a broken alliance bars war on the former ally for three months (September to November)', () => {
    let s = startPolitical((j) => j.relations.alliances.push(['spain', 'prussia']), { brokenAllianceEnforcedPeace: true });
    s = drive(s, (d) => (d.kind === 'political/breakAlliances' && d.power === 'spain' ? ['prussia'] : undefined), until('political/combinedMovement'));
    expect(s.relations.enforcedPeace).toContainEqual({ powers: ['spain', 'prussia'], until: { month: 11, year: 1805 }, kind: 'brokenAlliance', bars: 'spain' });
  });

  it('10.5.1 a power pushed off the low end must sue every enemy in the next Peace Step', () => {
    let s = startPolitical();
    s = drive(s, () => undefined, until('political/declarationsOfWar'));
    const pos = initialStatusPosition('austria', 1805);
    s = { ...s, political: { ...s.political!, status: { ...s.political!.status, austria: 0 }, mustSue: ['austria'] } };
    expect(pos).toBeGreaterThan(0);
    s = drive(s, () => undefined, (x) => x.pending.some((d) => d.kind === 'political/peaceOffer'));
    expect(events(s, 'suedForPeace')).toEqual([{ type: 'suedForPeace', power: 'austria', to: ['france'], forced: true, rule: '10.5.1' }]);
    expect(pendingDecisions(s)[0]).toMatchObject({ power: 'france', kind: 'political/peaceOffer' });
  });

  it('4.1 a note reaches only its recipient: in the sender and recipient views and logs, in no other', () => {
    let s = startPolitical();
    s = drive(s, (d) => (d.power === 'france' && !s.political?.notes.length ? 'note:russia:meet me at Tilsit' : undefined), (x) => (x.political?.notes.length ?? 0) > 0);
    const text = (v: unknown) => JSON.stringify(v).includes('Tilsit');
    expect(text(viewFor(s, 'russia'))).toBe(true);
    expect(text(viewFor(s, 'france'))).toBe(true);
    for (const v of ['austria', 'britain', 'spectator'] as const) expect(text(viewFor(s, v))).toBe(false);
  });
});
