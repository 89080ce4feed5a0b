// 4.6.3.2 / 4.6.3.4 / 4.6.3.5 / 4.8 the controller sets up a minor's forces, played in the
// economic test campaign: two minors won by v2.71 4.6.8 overtures in the same UMP Control Step
// (Sweden by Great Britain, Denmark by Russia; 1805 chart: Sweden 16 infantry, 4 cavalry, 12
// ships, its I Corps holding 8 infantry and 2 cavalry; Denmark 14 infantry, 3 cavalry, 18 ships).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, pendingDecisions, viewFor } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import type { GameState, PendingDecision } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../engine/economicSetup';
import { drive, startPolitical } from './politicalSetup';

function wonTwo(): GameState {
  let s = playEconomic(
    startEconomic((j) => j.minors.push({ id: 'sweden', name: 'Sweden', status: 'neutral', controller: null }), { options: { rules: { minorAlliances: true } } }),
    undefined, atStep('economic/umpControl', 3),
  );
  // resolved in MAJOR_POWERS order: Britain 4+4 (+2 national) = 10 for Sweden, then Russia 6+6 (+1) for Denmark
  s = forceDice(s, [4, 4, 6, 6]);
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'political/minorOverture')) {
    const v = d.power === 'britain' ? 'overture:sweden' : d.power === 'russia' ? 'overture:denmark' : 'none';
    s = play(s, d, v);
  }
  return s;
}

function play(s: GameState, d: PendingDecision, v: string): GameState {
  const r = applyCommand(s, commandFor(d, v), ECON_DATA);
  if (!r.ok) throw new Error(`${v}: ${r.error.message}`);
  return r.state;
}
const setup = (s: GameState) => pendingDecisions(s).filter((d) => d.kind === 'political/minorSetup');

describe('4.6.3 the controller sets up its minor', () => {
  it('4.6.3.2 Russia sets up Denmark before Great Britain sets up Sweden (France, Russia, Turkey, Austria, Prussia, Great Britain, Spain)', () => {
    const s = wonTwo();
    expect(s.minors.find((m) => m.id === 'sweden')).toMatchObject({ status: 'free', controller: 'britain' });
    expect(s.minors.find((m) => m.id === 'denmark')).toMatchObject({ status: 'free', controller: 'russia' });
    expect(setup(s).map((d) => d.power)).toEqual(['russia']);
    expect(setup(s)[0]!.prompt).toContain('Denmark');
  });

  it('4.6.3.5 Denmark\'s fleet of 18 ships stands in Copenhagen; it may set up in any Danish port or a sea area beside one', () => {
    const s = wonTwo();
    expect(s.fleets.find((f) => f.nationality === 'denmark')).toMatchObject({ ships: 18, location: { kind: 'port', city: 'copenhagen' } });
    const d = setup(s)[0]!;
    expect(d.options[0]!.value).toBe('done');
    expect(d.options.map((o) => String(o.value)).filter((v) => v.startsWith('fleet:'))).toEqual(['fleet:port:christiania', 'fleet:port:hamburg', 'fleet:sea:718', 'fleet:sea:719', 'fleet:sea:720', 'fleet:sea:726']);
    expect(d.options.find((o) => o.value === 'fleet:port:christiania')!.label).toBe('Denmark Fleet to the port of Christiania');
    const after = play(s, d, 'fleet:sea:719');
    expect(after.fleets.find((f) => f.nationality === 'denmark')!.location).toEqual({ kind: 'sea', area: '719' });
    expect(after.log.some((e) => e.type === 'minorForcesSetUp' && e.rule === '4.6.3.5')).toBe(true);
  });

  it('4.6.3.4 Great Britain puts Sweden\'s I Corps in Malmo and leaves 12 of its 16 infantry in Stockholm', () => {
    let s = wonTwo();
    s = play(s, setup(s)[0]!, 'done'); // Russia keeps Denmark's standard setup
    let d = setup(s)[0]!;
    expect(d.power).toBe('britain');
    const corps = () => s.corps.find((c) => c.nationality === 'sweden')!;
    expect(corps()).toMatchObject({ location: { kind: 'area', area: '058' }, factors: { infantry: 8, cavalry: 2 } });
    // the garrison may hold 8 (the corps full) to 16 infantry (the corps cavalry only)
    expect(d.options.filter((o) => String(o.value).startsWith('garrison:')).map((o) => o.value)).toEqual(['garrison:9', 'garrison:10', 'garrison:11', 'garrison:12', 'garrison:13', 'garrison:14', 'garrison:15', 'garrison:16']);
    expect(d.options.some((o) => o.value === 'corps:063')).toBe(true);
    s = play(s, d, 'corps:063');
    s = play(s, setup(s)[0]!, 'garrison:12');
    d = setup(s)[0]!;
    s = play(s, d, 'done');
    expect(corps()).toMatchObject({ location: { kind: 'area', area: '063' }, factors: { infantry: 4, cavalry: 2 } });
    expect(s.garrisons.find((g) => g.nationality === 'sweden')).toMatchObject({ area: '058', factors: { infantry: 12 } });
    expect(setup(s)).toEqual([]);
    expect(s.fleets.find((f) => f.nationality === 'sweden')).toMatchObject({ ships: 12, location: { kind: 'port', city: 'stockholm' } });
  });

  it('4.6.3.4 Russia splits Denmark\'s 14 infantry among its two corps and a garrison in Hamburg: II Corps with 3 (then sent to Hamburg\'s area 299), Hamburg 2, I Corps keeps 3', () => {
    let s = wonTwo();
    const d = setup(s)[0]!;
    expect(d.power).toBe('russia');
    const values = d.options.map((o) => String(o.value));
    // the standard setup: I Corps 8 infantry and 2 cavalry (its printed limits), 6 infantry in Copenhagen
    const dk = (id: string) => s.corps.find((c) => c.nationality === 'denmark' && c.id === id);
    expect(dk('denmark-i')).toMatchObject({ location: { kind: 'area', area: '295' }, factors: { infantry: 8, cavalry: 2 } });
    expect(values.filter((v) => v.startsWith('city:299:hamburg:'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `city:299:hamburg:${n}`));
    expect(values.filter((v) => v.startsWith('extra:'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `extra:denmark-ii:${n}`));
    expect(values.some((v) => v.startsWith('city:295:copenhagen'))).toBe(false); // the capital is the garrison:<n> order's
    s = play(s, d, 'extra:denmark-ii:3');
    expect(dk('denmark-ii')).toMatchObject({ location: { kind: 'area', area: '295' }, factors: { infantry: 3 }, name: 'Denmark II Corps' });
    expect(dk('denmark-i')!.factors).toEqual({ infantry: 5, cavalry: 2 });
    s = play(s, setup(s)[0]!, 'city:299:hamburg:2');
    s = play(s, setup(s)[0]!, 'move:denmark-ii:299');
    s = play(s, setup(s)[0]!, 'done');
    expect(dk('denmark-i')!.factors).toEqual({ infantry: 3, cavalry: 2 });
    expect(dk('denmark-ii')).toMatchObject({ location: { kind: 'area', area: '299' }, factors: { infantry: 3 } });
    expect(s.garrisons.filter((g) => g.nationality === 'denmark').map((g) => [g.area, g.factors.infantry]).sort()).toEqual([['295', 6], ['299', 2]]);
    // 2.4.2 the log says where a corps went, never which one nor its strength
    const said = s.log.filter((e) => e.type === 'minorForcesSetUp' && e.minor === 'denmark').map((e) => (e.type === 'minorForcesSetUp' ? e.what : ''));
    expect(said).toContain('2 infantry factors garrison Hamburg');
    expect(said.join(' ')).not.toMatch(/II Corps|3 infantry/);
    // 2.4.2 the new corps' identity stays in Russia's view: no other seat sees its name
    expect(JSON.stringify(viewFor(s, 'russia'))).toContain('Denmark II Corps');
    for (const other of ['france', 'britain', 'spectator'] as const) expect(JSON.stringify(viewFor(s, other))).not.toContain('Denmark II Corps');
  });

  it('4.6.3.4 the cavalry too is split among the minor\'s corps: Denmark II Corps takes 1 of I Corps\' 2 cavalry factors', () => {
    let s = wonTwo();
    const dk = (id: string) => s.corps.find((c) => c.nationality === 'denmark' && c.id === id);
    s = play(s, setup(s)[0]!, 'extra:denmark-ii:3');
    const values = setup(s)[0]!.options.map((o) => String(o.value));
    expect(values.filter((v) => v.startsWith('cav:'))).toEqual(['cav:denmark-ii:1', 'cav:denmark-ii:2']);
    s = play(s, setup(s)[0]!, 'cav:denmark-ii:1');
    expect(dk('denmark-i')!.factors).toEqual({ infantry: 5, cavalry: 1 });
    expect(dk('denmark-ii')!.factors).toEqual({ infantry: 3, cavalry: 1 });
    // taken off the map again, II Corps gives its infantry and cavalry back to I Corps
    s = play(s, setup(s)[0]!, 'extra:denmark-ii:0');
    expect(dk('denmark-ii')).toBeUndefined();
    expect(dk('denmark-i')!.factors).toEqual({ infantry: 8, cavalry: 2 });
    // 2.4.2 the log says cavalry changed counters, not which corps nor how many
    const said = s.log.filter((e) => e.type === 'minorForcesSetUp' && e.minor === 'denmark').map((e) => (e.type === 'minorForcesSetUp' ? e.what : ''));
    expect(said).toContain('cavalry shared out among its corps');
    expect(said.join(' ')).not.toMatch(/cavalry factor/);
  });

  it('4.6.3.4 the standing procedures keep the standard setup (done)', () => {
    const s = wonTwo();
    expect(autoAnswer(s, setup(s)[0]!, seededRng(1), ECON_DATA)).toBe('done');
  });
});

describe('4.8 a free state declared: its fleet set up', () => {
  it('4.8 / 4.6.3.5 France declares conquered Holland a free state: its fleet (12 ships on the 1805 chart) stands in Amsterdam and France may move it', () => {
    let s = startPolitical((j) => {
      const h = j.minors.find((m) => m.id === 'holland')!;
      h.status = 'conquered';
    });
    expect(s.fleets.some((f) => f.nationality === 'holland')).toBe(false);
    s = drive(s, (d) => (d.kind === 'political/freeStates' && d.power === 'france' ? ['holland'] : undefined), (x) => x.pending.some((d) => d.kind === 'political/minorSetup'));
    expect(s.minors.find((m) => m.id === 'holland')).toMatchObject({ status: 'free', controller: 'france' });
    expect(s.fleets.find((f) => f.nationality === 'holland')).toMatchObject({ ships: 12, location: { kind: 'port', city: 'amsterdam' } });
    const d = pendingDecisions(s).find((x) => x.kind === 'political/minorSetup')!;
    expect(d.power).toBe('france');
    expect(d.options.every((o) => o.value === 'done' || String(o.value).startsWith('fleet:'))).toBe(true);
    expect(d.options.length).toBeGreaterThan(1);
  });
});
