// 8.2 The Money and Manpower Collection Step played on the test campaign: every reason a port or
// a province pays nothing, overseas trade, the war with the United States, economic loss.
import { describe, expect, it } from 'vitest';
import { forceDice } from '../../shared/engine';
import type { DecisionAnswer, GameState, PendingDecision } from '../../shared/model';
import { atStep, lines, playEconomic, sheet, startEconomic, total, type ScenarioJson } from './economicSetup';

/** Plays to the end of March's collection (lending's decisions open, or the step after it). */
const collected = (s: GameState, script?: (d: PendingDecision, s: GameState) => DecisionAnswer | undefined) =>
  playEconomic(s, script, (x) => x.date.month === 3 && (x.economy?.current?.worksheets.length ?? 0) > 0);

const garrison = (j: ScenarioJson, nationality: string, area: string, city: string) =>
  j.forces.garrisons!.push({ nationality, area, city, factors: { infantry: 2 } });

describe('8.2.1.2.1 ports that do not trade, and why', () => {
  it('8.2.1.2.1.1 blockaded, besieged or occupied ports; 8.2.1.2.1.3 the Black Sea without leave', () => {
    const s = collected(
      startEconomic((j) => {
        // a French fleet in Lisbon's blockade box: Portugal is Britain's free state, and France is at war with Britain
        j.forces.fleets!.push({ id: 'fr-fleet-2', name: 'II', nationality: 'france', ships: 5, location: { kind: 'blockade', city: 'lisbon' } });
        // French factors inside Oporto, with no Portuguese or British corps outside: occupied
        garrison(j, 'france', '372', 'oporto');
      }),
      (d) => (d.kind === 'economic/collection' && d.power === 'turkey' ? [] : undefined), // Turkey keeps the Dardanelles shut
    );
    const britain = lines(sheet(s, 'britain'), 'trade');
    expect(britain).toContain('Lisbon (Great Britain\'s free state): blockaded');
    expect(britain).toContain('Oporto (Great Britain\'s free state): occupied by France');
    expect(lines(sheet(s, 'portugal'), 'trade')).toEqual(['Lisbon: blockaded', 'Oporto: occupied by France']);
    expect(lines(sheet(s, 'russia'), 'trade')).toContain('Odessa: no Black Sea permission from Turkey');
  });

  it('8.2.1.2 a power that does not wish to trade keeps its ports shut to Great Britain', () => {
    const s = collected(startEconomic(), (d) => (d.kind === 'economic/collection' && d.power === 'spain' ? [] : undefined));
    expect(lines(sheet(s, 'spain'), 'trade')).toContain('Cadiz: Spain chose not to trade with Great Britain');
    expect(total(sheet(s, 'spain'), 'trade')).toBe(0);
    expect(total(sheet(s, 'britain'), 'trade')).toBe(40 - 6); // Barcelona 2, Cadiz 2, Corunna 1, San Sebastian 1
  });

  it('8.2.1.1 / 8.2.1.2.1.4 / 8.2.2 a province whose capital an enemy holds pays neither taxes, trade nor manpower', () => {
    const s = collected(startEconomic((j) => {
      j.relations.wars!.push(['russia', 'turkey']);
      garrison(j, 'turkey', '238', 'ekaterinoslav'); // Crimea's capital
    }));
    const russia = sheet(s, 'russia');
    expect(lines(russia, 'taxes')).toContain('Crimea: Ekaterinoslav is occupied by Turkey');
    expect(lines(russia, 'manpower')).toContain('Crimea: Ekaterinoslav is occupied by Turkey');
    expect(lines(russia, 'trade')).toContain('Odessa: Ekaterinoslav, the capital of Crimea, is occupied by Turkey');
  });

  it('8.2.1.1 / 8.2.1.2.1.5 / 8.2.2 / 8.2.1.2.2.2.1 with Moscow and St Petersburg lost Russia collects no taxes and trades nowhere, but still raises manpower elsewhere', () => {
    const s = collected(startEconomic((j) => {
      j.relations.wars!.push(['russia', 'turkey']);
      j.forces.corps = j.forces.corps!.filter((c) => c.id !== 'russia-i');
      garrison(j, 'turkey', '119', 'moscow');
      garrison(j, 'turkey', '077', 'st-petersburg');
    }));
    const russia = sheet(s, 'russia');
    expect(total(russia, 'taxes')).toBe(0);
    expect(lines(russia, 'taxes')[0]).toMatch(/occupied by Turkey$/);
    expect(total(russia, 'trade')).toBe(0);
    // its best port is Riga (second value 2, first value 2 over Odessa's 1)
    expect(lines(russia, 'overseas')).toEqual(['American trade through Riga: its national capital is occupied']);
    // 8.2.2 every province but Moscow's and Karelia's (St Petersburg's) gives its manpower: 35 - 6 - 2
    expect(russia.lines.filter((l) => l.section === 'manpower').reduce((n, l) => n + l.manpower, 0)).toBe(27);
  });

  it('8.2.1.2.1.6 / 8.2.1.2.1.7 Great Britain gets the first value from neutral ports, both from its own and the first from its free state\'s', () => {
    const s = collected(startEconomic());
    const britain = lines(sheet(s, 'britain'), 'trade');
    expect(britain).toContain('Copenhagen (neutral) 1/0');
    expect(britain).toContain('Lisbon (Great Britain\'s free state) 1/0');
    expect(lines(sheet(s, 'portugal'), 'trade')).toContain('Lisbon 3/0'); // 8.2.3 the free state keeps the second value
  });
});

describe('8.2.1.2.2 overseas trade', () => {
  it('8.2.1.2.2.2 / 8.2.1.2.2.2.2 / 8.2.1.2.2.2.2.1 Britain stops France\'s American trade and takes it; a roll of 1 starts a war with the United States', () => {
    let s = playEconomic(startEconomic(), undefined, atStep('economic/collection', 3));
    const britain = s.pending.find((d) => d.power === 'britain')!;
    expect(britain.options.map((o) => o.value)).toEqual(['stop:france']); // only the power at war with Britain
    s = forceDice(s, [1]);
    s = collected(s, (d) => (d.kind === 'economic/collection' && d.power === 'britain' ? ['stop:france'] : undefined));
    expect(lines(sheet(s, 'britain'), 'overseas')).toEqual(['Colonial trade 30/0', 'American trade taken from France 8/0', 'War with the United States -15/0']);
    expect(lines(sheet(s, 'france'), 'overseas')).toEqual(['American trade through Amsterdam: stopped by Great Britain']);
    // 8.2.1.2.2.2.2.2 while the war lasts nobody trades with America
    expect(lines(sheet(s, 'spain'), 'overseas')).toEqual(['American trade through Barcelona: Great Britain is at war with the United States']);
    expect(s.economy!.usWar).toEqual({ since: { month: 3, year: 1806 } });
    // 8.2.1.2.2.1 the next quarter's colonial trade is 15 (no peace roll: the v2.71 correction is unticked)
  });

  it('8.2.1.2.2.2.2.2 a roll over the number of powers denied keeps the peace', () => {
    let s = playEconomic(startEconomic(), undefined, atStep('economic/collection', 3));
    s = forceDice(s, [2]);
    s = collected(s, (d) => (d.kind === 'economic/collection' && d.power === 'britain' ? ['stop:france'] : undefined));
    expect(s.economy!.usWar).toBeNull();
    expect(lines(sheet(s, 'britain'), 'overseas')).toEqual(['Colonial trade 30/0', 'American trade taken from France 8/0']);
  });

  it('8.2.1.2.2.1 while at war with the United States colonial trade is 15; opt:8.2.1.2.2.2.2.2 under 10 on two dice the war goes on', () => {
    // the war began before the game: Britain rolls for peace in March's Victory Points Step (the year's first dice)
    let s = forceDice(startEconomic((j) => (j.economy.usWar = true)), [4, 5]);
    s = collected(s);
    expect(s.log.filter((e) => e.type === 'diceRolled' && e.purpose === 'peace with the United States').map((e) => (e.type === 'diceRolled' ? e.value : 0))).toEqual([4, 5]);
    expect(s.economy!.usWar).not.toBeNull();
    expect(lines(sheet(s, 'britain'), 'overseas')).toEqual(['Colonial trade (at war with the United States) 15/0']);
  });

  it('opt:8.2.1.2.2.2.2.2 ten or more ends the war at once: the full colonial trade is collected', () => {
    const s = collected(forceDice(startEconomic((j) => (j.economy.usWar = true)), [6, 4]));
    expect(s.economy!.usWar).toBeNull();
    expect(s.log.some((e) => e.type === 'usWarChanged' && !e.atWar)).toBe(true);
    expect(lines(sheet(s, 'britain'), 'overseas')).toEqual(['Colonial trade 30/0']);
  });

  it('8.2.1.2.2.2.2.2 with the v2.71 correction unticked there is no peace roll', () => {
    const s = collected(startEconomic((j) => (j.economy.usWar = true), { options: { rules: { usWarPeaceRoll: false } } }));
    expect(s.log.some((e) => e.type === 'diceRolled' && e.purpose === 'peace with the United States')).toBe(false);
    expect(s.economy!.usWar).not.toBeNull();
  });

  it('12.9 (option) a peace term closing American trade counts toward the roll for war with the United States', () => {
    let s = startEconomic((j) => (j.economy.restrictions = [{ power: 'spain', with: 'america', by: 'france' }]), { options: { rules: { americanTrade: true } } });
    s = playEconomic(s, undefined, atStep('economic/collection', 3));
    s = forceDice(s, [2]);
    s = collected(s, (d) => (d.kind === 'economic/collection' && d.power === 'britain' ? ['stop:france'] : undefined));
    // two powers denied American trade (France stopped, Spain by B.6): a 2 starts the war
    expect(s.economy!.usWar).not.toBeNull();
    expect(lines(sheet(s, 'spain'), 'overseas')).toEqual(['American trade through Barcelona: Great Britain is at war with the United States']);
  });

  it('opt:8.2.1.2.3 (option) Continental blockade: British domestic trade under $25 costs a political point, under $15 two', () => {
    const refuse = (d: PendingDecision) => (d.kind === 'economic/collection' && d.power !== 'britain' ? [] : undefined);
    const s = collected(startEconomic(undefined, { options: { rules: { continentalBlockade: true } } }), refuse);
    // only the neutral ports and Portugal's trade: 40 less Spain 6, Austria 2 (Trieste), Prussia 3 (Danzig 1, Stettin 2),
    // Russia 6 (Odessa 1, Riga 2, St Petersburg 2, Taganrog 1), Turkey 2 (Constantinople 1, Salonika 1) = 21
    expect(total(sheet(s, 'britain'), 'trade')).toBe(21);
    expect(s.log.filter((e) => e.type === 'politicalPointsChanged' && e.rule === 'opt:8.2.1.2.3').map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0))).toEqual([-1]);
  });
});

describe('10.5.2 economic loss and 8.2.3 free states', () => {
  it('10.5.2 a roll at or under the box\'s number halves taxes and manpower (rounding up); free states collect their printed values', () => {
    let s = startEconomic((j) => {
      j.economy.status = { ...(j.economy.status as object), prussia: { zone: 'instability', box: 5 } }; // economic loss number 1
    });
    s = playEconomic(s, undefined, atStep('economic/collection', 3));
    s = forceDice(s, [1]);
    s = collected(s);
    const prussia = sheet(s, 'prussia');
    expect(prussia.halved).toBe(true);
    expect(lines(prussia, 'taxes').at(-1)).toBe('Economic loss: half the taxes and manpower -18/-9'); // 36 -> 18, 18 -> 9
    expect(lines(sheet(s, 'saxony'), 'taxes')).toEqual(['Saxony (×1) 6/0']);
    expect(total(prussia, 'trade')).toBe(6); // trade is unaffected
  });
});
