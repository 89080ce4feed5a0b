// Independent cases from the rule text for section 8 (the Economic Phase), played through the
// engine on the economic test campaign (1806, all seven powers, France at war with Great Britain;
// Britain allied with Austria, France with Spain).
import { describe, expect, it } from 'vitest';
import { pendingDecisions } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { atStep, lines, playEconomic, sheet, startEconomic, total, type ScenarioJson } from './economicSetup';

const collected = (s: GameState) =>
  playEconomic(s, undefined, (x) => x.date.month === 3 && (x.economy?.current?.worksheets.length ?? 0) > 0);
const garrison = (j: ScenarioJson, nationality: string, area: string, city: string) =>
  j.forces.garrisons!.push({ nationality, area, city, factors: { infantry: 2 } });
const manpower = (s: GameState, n: string) =>
  sheet(s, n)
    .lines.filter((l) => l.section === 'manpower')
    .reduce((a, l) => a + l.manpower, 0);

describe('8.2 collection', () => {
  it('8.2.1.1 / 8.2.1.2.1.5 with Moscow alone lost Russia collects no taxes at all but still trades (St Petersburg stands)', () => {
    const s = collected(
      startEconomic((j) => {
        j.relations.wars!.push(['russia', 'turkey']);
        j.forces.corps = j.forces.corps!.filter((c) => c.id !== 'russia-i');
        garrison(j, 'turkey', '119', 'moscow');
      }),
    );
    const russia = sheet(s, 'russia');
    expect(total(russia, 'taxes')).toBe(0);
    expect(total(russia, 'trade')).toBeGreaterThan(0);
  });

  it('8.2.1.2.1.5 France, at war with Great Britain, has no domestic trade; 8.2.1.2.2.2.1 its American trade stands', () => {
    const s = collected(startEconomic());
    const france = sheet(s, 'france');
    expect(total(france, 'trade')).toBe(0);
    expect(lines(france, 'overseas').some((l) => /^American trade through .* \d+\/0$/.test(l))).toBe(true);
  });

  it('8.2.3 a free state whose capital an unbesieged enemy holds gains nothing: Portugal with Lisbon held by France', () => {
    const s = collected(
      startEconomic((j) => {
        j.forces.corps = j.forces.corps!.filter((c) => (c.nationality !== 'portugal' && c.nationality !== 'britain') || c.area !== '376');
        garrison(j, 'france', '376', 'lisbon');
      }),
    );
    const portugal = sheet(s, 'portugal');
    expect(portugal.lines.filter((l) => l.counted).reduce((a, l) => a + l.money + l.manpower, 0)).toBe(0);
  });
});

describe('8.2 a besieged occupier', () => {
  it('8.2.1.1 / 8.2.2 a Turkish garrison in Ekaterinoslav besieged by a Russian corps outside: Russia still collects Crimea', () => {
    const s = collected(
      startEconomic((j) => {
        j.relations.wars!.push(['russia', 'turkey']);
        garrison(j, 'turkey', '238', 'ekaterinoslav');
        j.forces.corps!.push({
          id: 'russia-ix',
          name: 'IX',
          nationality: 'russia',
          type: 'infantry',
          movement: 3,
          area: '238',
          factors: { infantry: 4 },
        });
      }),
    );
    expect(lines(sheet(s, 'russia'), 'taxes').some((l) => /^Crimea \d+\/0$/.test(l))).toBe(true);
    expect(lines(sheet(s, 'russia'), 'manpower').some((l) => /^Crimea 0\/\d+$/.test(l))).toBe(true);
  });
});

describe('8.2 a ceded province', () => {
  it('8.2.1.1 / 8.2.2 Silesia ceded to Austria: Austria taxes it but raises no manpower there; Prussia neither', () => {
    const base = collected(startEconomic());
    const s = collected(
      startEconomic((j) => {
        j.economy.ceded = [{ province: 'silesia', holder: 'austria' }];
      }),
    );
    expect(lines(sheet(s, 'austria'), 'taxes').some((l) => l.startsWith('Silesia'))).toBe(true);
    expect(total(sheet(s, 'austria'), 'taxes')).toBeGreaterThan(total(sheet(base, 'austria'), 'taxes'));
    expect(manpower(s, 'austria')).toBe(manpower(base, 'austria'));
    expect(manpower(s, 'prussia')).toBeLessThan(manpower(base, 'prussia'));
  });
});

describe('8.5 bankruptcy', () => {
  it('8.5 bankrupt in maintenance and again over a formal debt: -3 once', () => {
    const s = playEconomic(
      startEconomic((j) => {
        j.relations.wars!.push(['russia', 'turkey']);
        j.forces.corps = j.forces.corps!.filter((c) => c.id !== 'turkey-janissary-i');
        j.forces.depots = j.forces.depots!.filter((d) => d.owner !== 'turkey');
        j.powers.turkey!.money = 0;
        garrison(j, 'russia', '555', 'constantinople');
        j.forces.corps!.push({
          id: 'turkey-janissary-ii',
          name: 'Jan II',
          nationality: 'turkey',
          type: 'infantry',
          movement: 3,
          area: '549',
          factors: { infantry: 5 },
        });
        j.economy.debts = [{ debtor: 'turkey', creditor: 'france', term: 'B.3', amount: 10, phases: 2 }];
      }),
      undefined,
      atStep('economic/expenditure', 3),
    );
    expect(
      s.log
        .filter((e) => e.type === 'politicalPointsChanged' && e.power === 'turkey' && e.rule === '8.5')
        .map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0)),
    ).toEqual([-3]);
    expect(s.economy!.debts.find((d) => d.debtor === 'turkey')).toMatchObject({ arrears: 10 });
  });
});

describe('8.8 ceding', () => {
  it('8.8.3 Bavaria may not be ceded while forces of Austria, at war with Bavaria alone, stand in it (rules as first printed: France may cede at war)', () => {
    const s = playEconomic(
      startEconomic(
        (j) => {
          (j as Record<string, unknown>).political = { minorWars: [{ minor: 'bavaria', power: 'austria' }] };
          j.forces.corps!.push({
            id: 'austria-ix',
            name: 'IX',
            nationality: 'austria',
            type: 'infantry',
            movement: 3,
            area: '326',
            factors: { infantry: 4 },
          });
        },
        { options: { rules: { cedingV271: false } } },
      ),
      undefined,
      atStep('economic/ceding', 3),
    );
    expect(s.political?.minorWars).toContainEqual(expect.objectContaining({ minor: 'bavaria', power: 'austria' }));
    const d = pendingDecisions(s).find((x) => x.kind === 'economic/cede' && x.power === 'france')!;
    expect(d.options.find((o) => o.value === 'minor:bavaria>spain')?.verdict).toMatchObject({ ok: false, rule: '8.8.3' });
  });
});
