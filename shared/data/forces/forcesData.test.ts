import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isMajorPower, MAJOR_POWERS, slug } from '../../model';
import {
  DEFAULT_FORCES,
  DEFAULT_FORCES_RAW,
  FORCES_SOURCES,
  forces,
  intrinsicRatings,
  leaderNationality,
  leaderRatings,
  mapIdsFrom,
  movementAllowance,
  parseForces,
} from './index';
import type { Corps, MapIds } from './index';

interface MapJson {
  provinces: { id: string; owner: { kind: 'major'; power: string } | { kind: 'minor'; minor: string } }[];
  minors: { id: string; districts: string[] }[];
}
const map = JSON.parse(readFileSync(new URL('../../../assets/map/map.json', import.meta.url), 'utf8')) as MapJson;
const mapIds: MapIds = mapIdsFrom(map);
const { corps, fleets, leaders, minors } = DEFAULT_FORCES;
const corpsOf = (owner: string, type?: Corps['type']): readonly Corps[] => forces.corpsOf(owner).filter((c) => !type || c.type === type);
const leader = (id: string) => {
  const l = forces.leaderById(id);
  if (!l) throw new Error(`no leader ${id}`);
  return l;
};

describe('forces data against the map', () => {
  // The Minor Countries Chart must name exactly the map's minors and their districts.
  it('every minor and district id exists in assets/map/map.json, and every map minor has a line', () => {
    const result = parseForces(DEFAULT_FORCES_RAW, mapIds);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('finds a minor the map does not know', () => {
    const raw = JSON.parse(JSON.stringify(DEFAULT_FORCES_RAW['minors/minors.json'])) as { minors: { id: string }[] };
    const first = raw.minors[0];
    if (first) first.id = 'atlantis';
    const result = parseForces({ ...DEFAULT_FORCES_RAW, 'minors/minors.json': raw }, mapIds);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.code)).toEqual(expect.arrayContaining(['unknownMinor', 'missingMinor']));
  });

  // 10.1.3.5 only the Crimean, Podolian and Transylvanian feudal corps need a province ceded to Turkey.
  it('feudal corps are named for Turkish provinces, except the three of 10.1.3.5', () => {
    const owner = new Map(map.provinces.map((p) => [p.id, p.owner.kind === 'major' ? p.owner.power : p.owner.minor]));
    const feudal = corpsOf('turkey', 'feudal');
    expect(feudal.length).toBeGreaterThan(5);
    for (const c of feudal) {
      const province = c.id.replace(/^turkey-feudal-/, '');
      expect(owner.has(province), province).toBe(true);
      expect(c.rules.includes('10.1.3.5'), province).toBe(owner.get(province) !== 'turkey');
    }
  });

  it('combination members are map provinces or minors', () => {
    for (const c of DEFAULT_FORCES.combinations)
      for (const m of c.members) expect(mapIds.provinces.has(m) || mapIds.minors.has(m), `${c.id}: ${m}`).toBe(true);
  });
});

describe('corps counters', () => {
  it('ids are unique and owners are powers, minors or combinations', () => {
    expect(new Set(corps.map((c) => c.id)).size).toBe(corps.length);
    const nations = new Set([...MAJOR_POWERS, ...minors.map((m) => m.id), ...DEFAULT_FORCES.combinations.map((c) => c.id)]);
    for (const c of corps) expect(nations.has(c.owner), c.id).toBe(true);
  });

  it('every power has infantry corps, and every box kind has a morale', () => {
    for (const p of MAJOR_POWERS) expect(corpsOf(p, 'infantry').length, p).toBeGreaterThan(0);
    for (const c of corps) {
      for (const kind of Object.keys(c.limits)) {
        const moraleKey = kind === 'infantry' && c.militia === 'only' ? 'militia' : kind;
        expect(c.morale[moraleKey as keyof Corps['morale']], `${c.id} ${moraleKey}`).toBeDefined();
      }
    }
  });

  // 7.3.1.1 and counter note a: French "(3)" corps move 4 under French control, 3 otherwise.
  it('French infantry, guard and artillery corps move 4; cavalry 5', () => {
    for (const c of forces.corpsOf('france')) {
      expect(movementAllowance(c, 'france'), c.id).toBe(c.type === 'cavalry' ? 5 : 4);
    }
    const bavarian = corpsOf('bavaria')[0];
    if (!bavarian) throw new Error('no Bavarian corps');
    expect(movementAllowance(bavarian, 'france')).toBe(4);
    expect(movementAllowance(bavarian, 'austria')).toBe(3);
    expect(movementAllowance(bavarian, 'france', false)).toBe(3); // options 11.2-11.5 withhold it
    for (const c of corpsOf('austria', 'infantry')) expect(movementAllowance(c, 'austria')).toBe(3);
  });

  it('cavalry corps, the Austrian light corps and feudal cavalry move 5 and hold no infantry', () => {
    const fast = corps.filter((c) => c.movement.printed === 5);
    expect(fast.map((c) => c.type)).toEqual(expect.arrayContaining(['cavalry', 'light', 'feudal']));
    for (const c of fast) if (c.type === 'cavalry') expect(Object.keys(c.limits), c.id).toEqual(['cavalry']);
    expect(corpsOf('austria', 'light').map((c) => movementAllowance(c, 'austria'))).toEqual([5]);
  });

  it('10.1.4.3 insurrection corps full strength is 15 militia and 3 cavalry; 10.1.5.1 Tyrol 8 infantry', () => {
    const insurrection = corpsOf('austria', 'insurrection');
    expect(insurrection).toHaveLength(2); // 10.1.4 two corps
    for (const c of insurrection) {
      expect(c.militia).toBe('only');
      expect(c.limits).toEqual({ infantry: 15, cavalry: 3 });
    }
    expect(corpsOf('austria', 'tyrol').map((c) => c.limits)).toEqual([{ infantry: 8 }]);
  });

  it('7.5.2.15 morale values: Russian guard 5, infantry 3, militia 2, cavalry 4; Turkish feudal 2, Janissary 3', () => {
    const russianGuard = corpsOf('russia', 'guard')[0];
    expect(russianGuard?.morale.guard).toBe(5);
    for (const c of corpsOf('russia', 'infantry')) expect(c.morale).toMatchObject({ infantry: 3, militia: 2, cavalry: 4 });
    for (const c of corpsOf('turkey', 'feudal')) expect(c.morale.feudalInfantry ?? c.morale.feudalCavalry).toBe(2);
    expect(forces.corpsById('turkey-janissary-i')?.morale.infantry).toBe(3);
  });

  it('v2.71 1.2 Russian I, II and III corps have cavalry morale 4 and record the errata', () => {
    for (const id of ['russia-i', 'russia-ii', 'russia-iii']) {
      const c = forces.corpsById(id);
      expect(c?.morale.cavalry).toBe(4);
      expect(c?.errata.map((e) => e.field)).toContain('morale.cavalry');
    }
  });

  it('only France and Russia have artillery; minors never hold militia and have no intrinsic ratings', () => {
    expect([...new Set(corps.filter((c) => c.limits.artillery).map((c) => c.owner))].sort()).toEqual(['france', 'russia']);
    for (const c of corps.filter((c) => !isMajorPower(c.owner))) {
      expect(c.militia, c.id).toBe('none');
      expect(c.intrinsic, c.id).toBeNull(); // 10.6.1 they use the controller's
    }
  });

  it('10.6.1 Prussian intrinsic strategic rating rises in 1810; every major corps has ratings', () => {
    const prussian = corpsOf('prussia', 'infantry')[0];
    if (!prussian) throw new Error('no Prussian corps');
    const before = intrinsicRatings(prussian, '1809-12');
    const after = intrinsicRatings(prussian, '1810-01');
    expect(after && before && after.strategic > before.strategic).toBe(true);
    for (const c of corps.filter((c) => isMajorPower(c.owner))) expect(intrinsicRatings(c, '1805-01'), c.id).not.toBeNull();
  });

  // Balance: French corps larger and better than anyone else's (DATA.md method 3).
  it('French infantry corps are the largest and their infantry the steadiest on the continent', () => {
    const capacity = (c: Corps) => (c.limits.infantry ?? 0) + (c.limits.cavalry ?? 0);
    const largest = (p: string) => Math.max(...corpsOf(p, 'infantry').map(capacity));
    for (const p of MAJOR_POWERS.filter((p) => p !== 'france')) {
      expect(largest('france'), p).toBeGreaterThan(largest(p));
      // Britain's line infantry is the one steadier (basic morale 4.5, 7.5.2.6.1.2)
      if (p !== 'britain') for (const c of corpsOf(p, 'infantry')) expect(c.morale.infantry ?? 0).toBeLessThanOrEqual(4);
    }
  });
});

describe('fleets, depots and irregulars', () => {
  it('every power has a fleet counter (Prussia\'s: 6.3.3.2, 11.8.2.2 and v2.71 12.2.6.1.3.2 name Prussian fleets); ids unique; British I fleet holds 30 ships', () => {
    expect(new Set(fleets.map((f) => f.id)).size).toBe(fleets.length);
    for (const p of MAJOR_POWERS) expect(forces.fleetsOf(p).length > 0, p).toBe(true);
    expect(forces.fleetsOf('prussia').map((f) => f.id)).toEqual(['prussia-i']);
    expect(forces.fleetsOf('britain')[0]?.maxShips).toBe(30);
  });

  it('7.2.1 depot limits exist for all powers; Spain can hold the 5 depots seen in play', () => {
    for (const p of MAJOR_POWERS) expect(forces.depotLimit(p)).toBeGreaterThan(0);
    expect(forces.depotLimit('spain')).toBeGreaterThanOrEqual(5);
    expect(DEFAULT_FORCES.depots.garrisonCapacity).toBe(10); // 7.3.3.5
  });

  it('10.1.2 cossacks and freikorps: one cavalry factor, morale 1, 5 MP, no force march; freikorps dates', () => {
    for (const id of ['cossack', 'freikorps'] as const) {
      expect(forces.irregular(id)).toMatchObject({
        factorsPerCounter: 1,
        factorKind: 'cavalry',
        morale: 1,
        movement: { points: 5 },
        mayForceMarch: false,
      });
    }
    expect(forces.irregular('freikorps')?.availableFrom).toEqual({ austria: '1809-03', prussia: '1813-03' });
    expect(forces.irregular('guerilla')).toMatchObject({ owners: ['spain'], morale: 1, movement: { points: 1, unit: 'areas' } });
  });
});

describe('leaders', () => {
  it('ids are slug(name) and unique; nationalities are powers, minors or combinations', () => {
    const nations = new Set<string>([...MAJOR_POWERS, ...minors.map((m) => m.id), ...DEFAULT_FORCES.combinations.map((c) => c.id)]);
    expect(new Set(leaders.map((l) => l.id)).size).toBe(leaders.length);
    for (const l of leaders) {
      expect(l.id).toBe(slug(l.name));
      expect(nations.has(l.nationality), l.id).toBe(true);
      if (l.transfer) expect(nations.has(l.transfer.to), l.id).toBe(true);
    }
  });

  it('arrive before removal, within 1805-1815, with ratings in range', () => {
    for (const l of leaders) {
      expect(l.arrival >= '1805-01' && l.arrival <= '1815-12', l.id).toBe(true);
      if (l.removal) expect(l.removal > l.arrival, l.id).toBe(true);
      if (l.kind === 'naval') continue;
      expect(l.strategic).toBeGreaterThanOrEqual(1);
      expect(l.strategic).toBeLessThanOrEqual(5);
      expect(l.tactical).toBeGreaterThanOrEqual(1);
      expect(l.tactical).toBeLessThanOrEqual(5);
      expect(l.tacticalMax).toBeGreaterThanOrEqual(1);
      expect(l.tacticalMax).toBeLessThanOrEqual(6);
    }
  });

  it('the leaders a player expects are there, and every power has one in 1805', () => {
    const expected = [
      'napoleon',
      'davout',
      'lannes',
      'ney',
      'soult',
      'murat',
      'massena',
      'bernadotte',
      'eugene',
      'archduke-charles',
      'kutuzov',
      'bagration',
      'barclay-de-tolly',
      'blucher',
      'wellington',
      'nelson',
      'schwarzenberg',
      'hiller',
      'mack',
      'castanos',
      'kuchuk-ali',
    ];
    for (const id of expected) expect(forces.leaderById(id), id).toBeDefined();
    for (const p of MAJOR_POWERS) expect(forces.leadersAvailable('1805-01', p).length, p).toBeGreaterThan(0);
  });

  it('known facts: Napoleon ?-5-6-A; Hiller 2-2-3-C from January 1809; Wellington strategic 4; Schwarzenberg maximum 5', () => {
    expect(leader('napoleon')).toMatchObject({ tactical: 5, tacticalMax: 6, seniority: 'A', nationality: 'france' });
    expect(leader('hiller')).toMatchObject({
      strategic: 2,
      tactical: 2,
      tacticalMax: 3,
      seniority: 'C',
      arrival: '1809-01',
      nationality: 'austria',
    });
    expect(leader('wellington')).toMatchObject({ strategic: 4, tactical: 5, tacticalMax: 3, seniority: 'B' });
    expect(leader('wellington').errata).toContainEqual({ rule: 'v2.71 1.2.1', field: 'strategic', printed: 5 });
    expect(leader('schwarzenberg')).toMatchObject({ tacticalMax: 5, errata: [{ rule: 'v2.71 1.2.1', field: 'tacticalMax', printed: 3 }] });
    expect(leader('nelson')).toMatchObject({ kind: 'naval', strategic: null, tactical: null });
  });

  it('v2.71 14.7.6: Blücher from January 1807, Masséna out January 1812, Kutuzov out January 1813, Hiller in January 1809', () => {
    const ids = (date: string, p: string) => forces.leadersAvailable(date, p).map((l) => l.id);
    expect(ids('1806-12', 'prussia')).not.toContain('blucher');
    expect(ids('1807-01', 'prussia')).toContain('blucher');
    expect(ids('1811-12', 'france')).toContain('massena');
    expect(ids('1812-01', 'france')).not.toContain('massena');
    expect(ids('1812-12', 'russia')).toContain('kutuzov');
    expect(ids('1813-01', 'russia')).not.toContain('kutuzov');
    expect(ids('1808-12', 'austria')).not.toContain('hiller');
    expect(ids('1809-01', 'austria')).toContain('hiller');
  });

  it('10.6.5 Bernadotte serves France until August 1810, then Sweden', () => {
    const b = leader('bernadotte');
    expect(leaderNationality(b, '1810-07')).toBe('france');
    expect(leaderNationality(b, '1810-08')).toBe('sweden');
    expect(forces.leadersAvailable('1810-08', 'sweden').map((l) => l.id)).toEqual(['bernadotte']);
    expect(forces.leadersAvailable('1810-08', 'france').map((l) => l.id)).not.toContain('bernadotte');
  });

  it('12.3.7.3 (optional) Napoleon drops to tactical 4 in 1809 and strategic 4 in 1812, not at home', () => {
    const n = leader('napoleon');
    const on = new Set(['napoleonsRatings']);
    expect(leaderRatings(n, '1808-12', on)).toEqual({ strategic: 5, tactical: 5 });
    expect(leaderRatings(n, '1809-01', on)).toEqual({ strategic: 5, tactical: 4 });
    expect(leaderRatings(n, '1812-01', on)).toEqual({ strategic: 4, tactical: 4 });
    expect(leaderRatings(n, '1812-01', on, true)).toEqual({ strategic: 5, tactical: 5 });
    expect(leaderRatings(n, '1812-01', new Set())).toEqual({ strategic: 5, tactical: 5 });
  });

  it('cavalry leaders exist for France, Austria, Prussia, Russia and Britain (10.6.1.3 pursuit)', () => {
    const cavalryNations = new Set(leaders.filter((l) => l.cavalry).map((l) => l.nationality));
    for (const p of ['france', 'austria', 'prussia', 'russia', 'britain']) expect(cavalryNations.has(p), p).toBe(true);
  });
});

describe('Minor Countries Chart', () => {
  it('v2.71 errata 1.4: Finland modifiers As 0, Fr +1, GB +2, others 0; Swedish district 1805, Russian conquered 1812 and 1813', () => {
    const finland = forces.minorById('finland');
    expect(finland?.nationalModifiers).toEqual({ france: 1, britain: 2, spain: 0, austria: 0, prussia: 0, russia: 0, turkey: 0 });
    expect(finland?.start['1805']).toMatchObject({ status: 'secondaryDistrict', districtOf: 'sweden' });
    expect(finland?.start['1812']).toMatchObject({ status: 'conquered', controller: 'russia' });
    expect(finland?.start['1813']).toMatchObject({ status: 'conquered', controller: 'russia' });
  });

  // 4.6.3.3-4.6.3.5 starting factors go in the minor's corps (infantry may also garrison) and fleet.
  it("starting forces fit the minor's counters; free states have corps or a fleet (4.8)", () => {
    for (const m of minors) {
      const mc = forces.corpsOf(m.id);
      const cavalryRoom = mc.reduce((n, c) => n + (c.limits.cavalry ?? 0), 0);
      const shipRoom = forces.fleetsOf(m.id).reduce((n, f) => n + f.maxShips, 0);
      for (const year of ['1805', '1812', '1813'] as const) {
        const s = m.start[year];
        const at = `${m.id} ${year}`;
        if (s.infantry + s.cavalry > 0) expect(mc.length, at).toBeGreaterThan(0);
        expect(s.cavalry, at).toBeLessThanOrEqual(cavalryRoom);
        expect(s.ships, at).toBeLessThanOrEqual(shipRoom);
        if (s.status === 'free') expect(mc.length + forces.fleetsOf(m.id).length, at).toBeGreaterThan(0);
      }
    }
  });

  it('national modifiers are small, as the Finland line shows, and each minor favours someone', () => {
    for (const m of minors) {
      const values = Object.values(m.nationalModifiers);
      for (const v of values) expect(Math.abs(v), m.id).toBeLessThanOrEqual(2);
      expect(Math.max(...values), m.id).toBeGreaterThan(0);
    }
  });

  it('1805 facts: Cisalpine Republic (Lombardy) French free state with 11 I + 1 C; Tuscany Spanish conquered (v2.71 14.1.5.1)', () => {
    expect(forces.minorById('lombardy')?.start['1805']).toMatchObject({ status: 'free', controller: 'france', infantry: 11, cavalry: 1 });
    expect(forces.minorById('tuscany')?.start['1805']).toMatchObject({ status: 'conquered', controller: 'spain' });
  });

  it('1805: Romagna is the Cisalpine Republic\'s secondary district, not a minor of its own (v2.71 14.1.5.1.2, 10.4.5.1)', () => {
    expect(forces.minorById('romagna')?.start['1805']).toMatchObject({ status: 'secondaryDistrict', districtOf: 'lombardy' });
  });
});

describe('FORCES_SOURCES', () => {
  it('lists every forces table once with its provenance', () => {
    expect(FORCES_SOURCES.map((s) => s.file)).toEqual(DEFAULT_FORCES.tables.map((t) => `assets/${t.file}`));
    expect(FORCES_SOURCES.map((s) => s.id)).toEqual(['corps', 'fleets', 'depots', 'garrisons', 'irregulars', 'leaders', 'minors']);
    for (const s of FORCES_SOURCES) expect(['transcribed', 'extracted', 'reconstructed']).toContain(s.provenance.kind);
  });
});

describe('asset READMEs', () => {
  // Each folder's README must list every table file of that folder, so provenance docs stay complete.
  it('name every forces file in the README of its folder', () => {
    for (const s of FORCES_SOURCES) {
      const folder = s.file.split('/')[1];
      const readme = readFileSync(new URL(`../../../assets/${folder}/README.md`, import.meta.url), 'utf8');
      expect(readme, s.id).toContain(`\`${s.id}.json\``);
    }
  });
});

describe('consistency with the National Morale Values chart', () => {
  interface MoraleChart {
    fixed: { guard: number; militia: number };
    powers: Record<string, { infantry: number; cavalry: number; feudalInfantry?: number; feudalCavalry?: number }>;
    minors: Record<string, { infantry: number; cavalry: number }>;
  }
  const chart = JSON.parse(readFileSync(new URL('../../../assets/charts/national-morale.json', import.meta.url), 'utf8')) as MoraleChart;

  // Counter backs and the chart must agree, or Method One and Method Two give different armies.
  it('every corps morale matches the chart value for its nation and factor kind', () => {
    for (const c of corps) {
      const nation = isMajorPower(c.owner) ? chart.powers[c.owner] : chart.minors[c.owner];
      if (!nation) throw new Error(`no chart row for ${c.owner}`);
      const expected: Partial<Record<keyof Corps['morale'], number | undefined>> = {
        infantry: nation.infantry,
        cavalry: nation.cavalry,
        guard: chart.fixed.guard,
        militia: chart.fixed.militia,
        artillery: nation.infantry,
        feudalInfantry: (nation as { feudalInfantry?: number }).feudalInfantry,
        feudalCavalry: (nation as { feudalCavalry?: number }).feudalCavalry,
      };
      for (const [kind, value] of Object.entries(c.morale)) {
        expect(value, `${c.id} ${kind}`).toBe(expected[kind as keyof Corps['morale']]);
      }
    }
  });
});
