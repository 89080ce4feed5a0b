// 13.1.1.1 / 13.1.1.2 a scenario's setup choices, driven from New game through the secret setup
// step into the first turn. The 13.2 file (the introductory scenario) lists its setup fixed; here
// each of its corps and garrisons is given its province, as 13.3-13.6 do in our files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { applyCommand, commandFor, gameDataFromMap, newGame, pendingDecisions, viewFor } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import type { GameState, MajorPower, PendingDecision } from '../../shared/model';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const file = (f: string) =>
  JSON.parse(readFileSync(new URL(`../../assets/scenarios/${f}`, import.meta.url), 'utf8')) as {
    forces: { corps: Record<string, unknown>[]; garrisons: Record<string, unknown>[] };
  };
const ULM = '13.2-1805-ulm-austerlitz.json';

/** 13.2 with every corps and garrison given for the province of its listed area. */
function ulmWithRegions(): ReturnType<typeof file> {
  const json = file(ULM);
  for (const f of [...json.forces.corps, ...json.forces.garrisons]) {
    if (typeof f.area === 'string') f.region = data.land!.area(f.area as never)!.province!;
  }
  return json;
}

function start(json: unknown = ulmWithRegions()): GameState {
  const g = newGame({ scenario: json, seed: 5, data });
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.value;
}
const decisionOf = (s: GameState, power: MajorPower): PendingDecision =>
  pendingDecisions(s).find((d) => d.power === power && d.kind === 'setup/forces')!;
function answer(s: GameState, power: MajorPower, value: string): GameState {
  const r = applyCommand(s, commandFor(decisionOf(s, power), value), data);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
function refuse(s: GameState, power: MajorPower, value: string): string {
  const r = applyCommand(s, commandFor(decisionOf(s, power), value), data);
  if (r.ok) throw new Error(`accepted ${value}`);
  return r.error.message;
}
/** Every other power keeps the listed setup. */
function restListed(s: GameState): GameState {
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'setup/forces')) s = answer(s, d.power, 'listed');
  return s;
}
const corpsNamed = (s: GameState, name: string) => s.corps.find((c) => c.name === name)!;

describe('13.1.1 the setup step before the first turn', () => {
  it('13.1.1 New game asks every power with forces given for a region, in secret and at once, with the listed setup first', () => {
    const s = start();
    const asked = pendingDecisions(s).filter((d) => d.kind === 'setup/forces');
    expect(asked.map((d) => d.power).sort()).toEqual(['austria', 'france', 'russia']);
    for (const d of asked) {
      expect(d.secret).toBe(true);
      expect(d.group).not.toBeNull();
      expect(d.options[0]!.value).toBe('listed');
    }
    expect(s.cursor.segment).toBe(-1); // the first turn has not begun
  });

  it('13.1.1.1 a corps given for a province sets up in another area of it, and the game goes on into its first turn', () => {
    let s = start();
    const iv = corpsNamed(s, 'IV Corps');
    expect(iv.location).toEqual({ kind: 'area', area: '317' });
    s = answer(s, 'france', `at:${iv.counter}:318`); // Freiburg's area, Baden like 317
    expect(corpsNamed(s, 'IV Corps').location).toEqual({ kind: 'area', area: '317' }); // nothing moves before all have answered
    s = restListed(s);
    expect(corpsNamed(s, 'IV Corps').location).toEqual({ kind: 'area', area: '318' });
    expect(s.cursor.segment).toBeGreaterThanOrEqual(0);
    expect(pendingDecisions(s).some((d) => d.kind === 'setup/forces')).toBe(false);
    const own = viewFor(s, 'france', { data }).log.find((e) => e.type === 'forcesSetUp' && e.power === 'france');
    expect(own).toMatchObject({ lines: ['IV Corps sets up in Freiburg (area 318)'] });
  });

  it('13.1.1.1 a corps garrisons an empty city of its region as garrison (infantry and militia only); its counter is not used', () => {
    let s = start();
    const d = decisionOf(s, 'austria');
    const opt = d.options.find((o) => String(o.value).startsWith('garrison:') && o.verdict.ok);
    expect(opt).toBeDefined();
    const [, counter, area, city] = String(opt!.value).split(':');
    const before = s.corps.find((c) => c.counter === counter)!;
    const factors = (before.factors.infantry ?? 0) + (before.factors.militia ?? 0);
    const had = s.garrisons.find(
      (g) => g.nationality === before.nationality && g.area === area && g.place.kind === 'city' && g.place.city === city,
    );
    s = restListed(answer(s, 'austria', String(opt!.value)));
    expect(s.corps.some((c) => c.counter === counter)).toBe(false);
    const g = s.garrisons.find(
      (x) => x.nationality === before.nationality && x.area === area && x.place.kind === 'city' && x.place.city === city,
    )!;
    expect((g.factors.infantry ?? 0) + (g.factors.militia ?? 0)).toBe(
      factors + (had ? (had.factors.infantry ?? 0) + (had.factors.militia ?? 0) : 0),
    );
  });

  it("13.1.1.2 the listed corps are a maximum: factors packed into fewer corps, within the counter's boxes, none lost", () => {
    let s = start();
    const iv = corpsNamed(s, 'IV Corps');
    const vi = corpsNamed(s, 'VI Corps');
    const total = (x: GameState) =>
      x.corps.filter((c) => c.nationality === 'france').reduce((n, c) => n + Object.values(c.factors).reduce((a, b) => a + (b ?? 0), 0), 0);
    // the whole of IV Corps breaks VI Corps' infantry box (2.4.2.1)
    expect(refuse(s, 'france', `pack:${iv.counter}>${vi.counter}`)).toMatch(/VI Corps: its infantry box holds at most/);
    // seven infantry fit: IV keeps the rest
    s = restListed(answer(s, 'france', `pack:${iv.counter}>${vi.counter}:infantry:7`));
    expect(corpsNamed(s, 'VI Corps').factors.infantry).toBe((vi.factors.infantry ?? 0) + 7);
    expect(corpsNamed(s, 'IV Corps').factors.infantry).toBe((iv.factors.infantry ?? 0) - 7);
    expect(total(s)).toBe(total(start()));
  });

  it('13.1.1.2 a corps emptied by packing leaves the map, its leaders with the corps that took its factors', () => {
    let s = start();
    // the first whole corps the boxes let another of its region take, with a leader if any has one
    const packs = (['france', 'austria', 'russia'] as const).flatMap((p) =>
      decisionOf(s, p)
        .options.filter((o) => o.verdict.ok && /^pack:[^:]+$/.test(String(o.value)))
        .map((o) => ({ p, v: String(o.value) })),
    );
    expect(packs.length).toBeGreaterThan(0);
    const led = (v: string) => s.leaders.some((l) => l.location.kind === 'corps' && l.location.counter === v.slice(5).split('>')[0]);
    const { p, v } = packs.find((x) => led(x.v)) ?? packs[0]!;
    const [from, into] = v.slice(5).split('>') as [string, string];
    const sum = (c: GameState['corps'][number] | undefined) => Object.values(c?.factors ?? {}).reduce((a, b) => a + (b ?? 0), 0);
    const both = sum(s.corps.find((c) => c.counter === from)) + sum(s.corps.find((c) => c.counter === into));
    const leaders = s.leaders.filter((l) => l.location.kind === 'corps' && l.location.counter === from).map((l) => l.id);
    s = restListed(answer(s, p, v));
    expect(s.corps.some((c) => c.counter === from)).toBe(false);
    expect(sum(s.corps.find((c) => c.counter === into))).toBe(both);
    for (const id of leaders) expect(s.leaders.find((l) => l.id === id)!.location).toEqual({ kind: 'corps', counter: into });
  });

  it('13.1.1.1 bad setups get a clear error and change nothing', () => {
    const s = start();
    const iv = corpsNamed(s, 'IV Corps');
    const mack = corpsNamed(s, 'Army of Germany (Mack)');
    expect(refuse(s, 'france', `at:${iv.counter}:474`)).toMatch(/is not in/); // Vienna is not in IV Corps' province
    expect(refuse(s, 'france', `at:${mack.counter}:320`)).toMatch(/not one of yours/); // another power's corps
    expect(refuse(s, 'france', `pack:${iv.counter}>${iv.counter}`)).toMatch(/itself/);
    expect(refuse(s, 'france', `pack:${iv.counter}>${corpsNamed(s, 'VI Corps').counter}:infantry:40`)).toMatch(/invented/);
    expect(refuse(s, 'france', `at:${iv.counter}:318;at:${iv.counter}:317`)).toMatch(/two places/);
    expect(refuse(s, 'france', 'teleport:everything')).toMatch(/not a setup order/);
    // an occupied city: Ulm holds Mack's Austrians
    const french = s.corps.find((c) => c.nationality === 'france')!;
    expect(refuse(s, 'france', `at:${french.counter}:320:ulm`)).toBeTruthy();
    expect(pendingDecisions(s).filter((d) => d.kind === 'setup/forces')).toHaveLength(3);
  });

  it('13.1.1 a scenario that gives no force a region (our 13.2) starts as before, with no setup step', () => {
    const s = start(file(ULM));
    expect(s.setup).toBeUndefined();
    expect(pendingDecisions(s).some((d) => d.kind === 'setup/forces')).toBe(false);
    expect(s.cursor.segment).toBeGreaterThanOrEqual(0);
  });

  it('13.1.1.1 a region must hold the listed place, and name a province, minor or area in play', () => {
    const json = ulmWithRegions();
    json.forces.corps[0]!.region = 'lower-austria-nowhere';
    json.forces.corps[1]!.region = 'bohemia';
    const g = newGame({ scenario: json, seed: 1, data });
    expect(g.ok).toBe(false);
    if (g.ok) return;
    expect(g.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['forces.corps.0.region', 'forces.corps.1.region']));
  });

  it('13.1.1 the standing procedures answer the step with the listed setup and play into the first turn', () => {
    let s = start();
    const rng = seededRng(1);
    const listed = s.corps.map((c) => [c.counter, c.location]);
    for (let i = 0; i < 5 && pendingDecisions(s).some((d) => d.kind === 'setup/forces'); i++) {
      for (const d of pendingDecisions(s)) {
        const r = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, data)), data);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(s.corps.map((c) => [c.counter, c.location])).toEqual(listed);
    expect(s.cursor.segment).toBeGreaterThanOrEqual(0);
  });
});

describe("13.1.1 / 2.4.2 sentinel: one power's setup never reaches another seat", () => {
  it("13.1.1.1 / 13.1.1.2 France's placements and packing stay out of every other view, event, log, replay copy and error message", async () => {
    const { redactEvent } = await import('../../shared/engine');
    let s = start();
    const iv = corpsNamed(s, 'IV Corps');
    const vi = corpsNamed(s, 'VI Corps');
    const secret = `at:${iv.counter}:318;pack:${iv.counter}>${vi.counter}:infantry:3`;
    const marks = [secret, `pack:${iv.counter}`, `at:${iv.counter}`, 'takes 3 factors', 'Freiburg (area 318)'];
    const others = ['austria', 'russia', 'britain', 'spectator'] as const;
    const clean = (text: string, where: string) => {
      for (const m of marks) expect(text.includes(m), `${where} shows ${m}`).toBe(false);
    };
    const mine = decisionOf(s, 'france');
    s = answer(s, 'france', secret);
    // while the others have not answered: their views and their refused commands
    for (const v of others) clean(JSON.stringify(viewFor(s, v, { data })), `${v}'s view before the reveal`);
    const bad = applyCommand(s, commandFor(decisionOf(s, 'austria'), `at:${iv.counter}:318`), data);
    expect(bad.ok).toBe(false);
    if (!bad.ok) clean(bad.error.message, 'an error to Austria');
    const again = applyCommand(s, commandFor(mine, 'listed'), data); // France's own seat, already answered
    expect(again.ok).toBe(false);
    s = restListed(s);
    expect(corpsNamed(s, 'IV Corps').location).toEqual({ kind: 'area', area: '318' });
    for (const v of others) {
      clean(JSON.stringify(viewFor(s, v, { data })), `${v}'s view`);
      // the whole log as each viewer receives it (what a replay of the save shows that seat)
      clean(JSON.stringify(s.log.map((e) => redactEvent(e, v, s.options)).filter(Boolean)), `${v}'s log`);
    }
    // France's own seat reads its lines
    expect(JSON.stringify(viewFor(s, 'france', { data }).log)).toContain('IV Corps sets up in Freiburg (area 318)');
  });
});

describe('13.1.1.1 our scenario files', () => {
  const FILES = ['13.3-1809-wagram.json', '13.4-1812-russia.json', '13.5-1813-befreiungskrieg.json', '13.6-1808-peninsular-war.json'];
  for (const f of FILES) {
    it(`13.1.1.1 ${f} gives every corps and garrison its province (reconstructed) and opens the setup step`, () => {
      const json = file(f);
      for (const c of json.forces.corps) if (typeof c.area === 'string') expect(c.region).toBe(data.land!.area(c.area as never)!.province);
      const s = start(json);
      expect(pendingDecisions(s).filter((d) => d.kind === 'setup/forces').length).toBeGreaterThan(0);
      expect(restListed(s).cursor.segment).toBeGreaterThanOrEqual(0);
    });
  }
});
