import { describe, expect, it } from 'vitest';
import { legalOptions, pendingDecisions, viewFor, winterAppliesIn, NO_MAP_DATA } from '../../shared/engine';
import type { GameData } from '../../shared/engine';
import type { AreaId, GameState } from '../../shared/model';
import { play, scriptedChooser, start } from './helpers';

const at = (stop: (s: GameState) => boolean, seed = 7) => play(start({ seed }), scriptedChooser, stop).state;

/** Every pending decision's options, in order, with verdict codes: what the UI lists. */
const optionLists = (s: GameState) =>
  pendingDecisions(s).map((d) => ({
    power: d.power,
    kind: d.kind,
    options: d.options.map((o) => `${String(o.value)}: ${o.verdict.ok ? 'ok' : `${o.verdict.code} (${o.verdict.rule})`}`),
  }));

describe('legal options in fixed positions ("perft", STYLE G)', () => {
  it('4.2 February 1805: legal declarations per power', () => {
    const s = at((x) => x.cursor.step === 'political/declarationsOfWar');
    const legal = Object.fromEntries(pendingDecisions(s).map((d) => [d.power, d.options.filter((o) => o.verdict.ok).length]));
    // the majors as before, and neutral Wurttemberg for everyone (4.2, declarations on neutral minors)
    expect(legal).toEqual({ france: 1, britain: 3, austria: 3, russia: 3 });
  });

  it('4.2.2.4 May 1805: the enforced peace has ended, Russia may declare on France', () => {
    const s = at((x) => x.date.month === 5 && x.cursor.step === 'political/declarationsOfWar');
    const russia = pendingDecisions(s, 'russia')[0]!;
    expect(russia.options.filter((o) => o.verdict.ok).map((o) => o.value)).toEqual(['france', 'britain', 'austria', 'minor:wurttemberg']);
    expect(legalOptions(s, russia.id)).toBe(russia.options);
    expect(legalOptions(s, 'd0')).toBeUndefined();
  });

  // The UI lists options in this order; a change here is a visible change for players.
  it('option lists keep their order', async () => {
    const lists = [
      ...optionLists(at((x) => x.cursor.step === 'political/declarationsOfWar')),
      ...optionLists(at((x) => x.cursor.step === 'naval/announcePosition')),
      ...optionLists(at((x) => x.cursor.step === 'land/announcePosition')),
      ...optionLists(at((x) => x.cursor.step === 'political/combinedMovement')),
    ];
    await expect(JSON.stringify(lists, null, 2) + '\n').toMatchFileSnapshot('./__snapshots__/optionOrder.json');
  });
});

describe('views list corps by handle', () => {
  it('2.4.2 corps are ordered by their random handle, not by identity or setup order', () => {
    const s = start();
    const handles = viewFor(s, 'spectator').corps.map((c) => c.counter as string);
    expect(handles).toEqual([...handles].sort());
    expect(handles).not.toEqual(s.corps.map((c) => c.counter));
  });
});

describe('view: where the game is', () => {
  it('names the current phase and step with their rules', () => {
    const s = play(start(), scriptedChooser, (x) => x.cursor.step === 'land/movement').state;
    expect(viewFor(s, 'spectator').where).toEqual({
      phaseTitle: 'Land Phase', phaseRule: '3.4', stepTitle: 'Land Movement', stepRule: '7.3', implemented: true,
    });
    expect(viewFor(start(), 'france').where).toMatchObject({ stepTitle: 'Diplomacy', stepRule: '4.1' });
  });
});

describe('view log window', () => {
  it('logFrom returns only the later events, redacted the same way', () => {
    const s = play(start(), scriptedChooser, (x) => x.cursor.phase === 'land').state;
    const full = viewFor(s, 'france');
    const tail = viewFor(s, 'france', { logFrom: s.log.length - 5 });
    expect(tail.logFrom).toBe(s.log.length - 5);
    expect(tail.log).toEqual(s.log.slice(-5).filter((e) => e.type !== 'diceForced'));
    expect(full.log.slice(-tail.log.length)).toEqual(tail.log);
    expect(viewFor(s, 'france', { logFrom: 1e9 }).log).toEqual([]);
  });
});

describe('9.1-9.2 winter', () => {
  it('applies in winter months inside the winter zone only', () => {
    const data: GameData = { ...NO_MAP_DATA, inWinterZone: (a) => a !== '700' };
    const feb = start();
    expect(feb.date.month).toBe(2);
    expect(winterAppliesIn(feb, data, '438' as AreaId)).toBe(true);
    expect(winterAppliesIn(feb, data, '700' as AreaId)).toBe(false);
    const march = at((x) => x.date.month === 3);
    expect(winterAppliesIn(march, data, '438' as AreaId)).toBe(false);
  });
});
