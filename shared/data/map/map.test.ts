/**
 * Invariants of the shipped map (assets/map/map.json) and of the 1805 ownership decisions.
 * Counts are those of the extraction (assets/source/map_README.md).
 */
import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS, areaId as area } from '../../model';
import { loadMap, type MapQuery } from './index';
import sourceAreas from '../../../assets/source/map_areas.json';
import sourceAdjacency from '../../../assets/source/map_adjacency.json';
import { OUTSIDE_WINTER_ZONE } from './convert/decisions';

function shipped(): MapQuery {
  const r = loadMap();
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.map;
}
const q = shipped();
const m = q.data;
const land = m.areas.filter((a) => a.kind === 'land');
const sea = m.areas.filter((a) => a.kind === 'sea');

describe('map counts', () => {
  it('has the 788 printed areas, 725 land and 63 sea, every id 001-788 used once', () => {
    expect(m.areas.map((a) => a.id)).toEqual(Array.from({ length: 788 }, (_, i) => String(i + 1).padStart(3, '0')));
    expect(land).toHaveLength(725);
    expect(sea).toHaveLength(63);
    expect(m.seaAreas.map((s) => s.id)).toEqual(sea.map((a) => a.id));
  });

  it('keeps 222 cities, 82 port boxes and 11 drawn crossing arrows plus the five opt:12.2.1 straits', () => {
    expect(m.cities).toHaveLength(222);
    expect(m.ports).toHaveLength(82);
    expect(m.crossings.filter((c) => c.optionalRule !== '12.2.1')).toHaveLength(11);
    expect(m.crossings).toHaveLength(16);
    expect(m.cities.filter((c) => c.port)).toHaveLength(82);
  });

  it('accounts for every adjacency change against the 2,242 source edges', () => {
    expect(sourceAdjacency.edges).toHaveLength(2242);
    const removed = m.fixes.filter((f) => f.kind === 'removeEdge').length;
    const added = m.fixes.filter((f) => f.kind === 'addEdge').length;
    const sourceStraits = sourceAdjacency.edges.filter((e) => e.kind === 'strait-arrow').length;
    // base-game arrows not already a source edge; the optional Channel arrow (12.2.1.1) is none
    const arrowEdges = m.crossings.filter((c) => c.optionalRule === null).length - sourceStraits;
    expect(m.adjacency).toHaveLength(2242 - removed + added + arrowEdges);
  });

  it('merges 117 source province groups into 114 provinces (Zealand, Fyn, Euboea)', () => {
    expect(m.provinces).toHaveLength(114);
    expect(m.fixes.filter((f) => f.kind === 'mergeProvince')).toHaveLength(3);
  });
});

describe('adjacency', () => {
  it('is symmetric and irreflexive', () => {
    for (const a of m.areas) {
      for (const n of q.neighbours(a.id)) {
        expect(n.id).not.toBe(a.id);
        expect(q.neighbours(n.id).some((back) => back.id === a.id)).toBe(true);
      }
    }
  });

  it('gives every area at least one neighbour', () => {
    expect(m.areas.filter((a) => q.neighbours(a.id).length === 0).map((a) => a.id)).toEqual([]);
  });

  // The red national borders on the map must separate exactly the 1805 owners decided here:
  // this checks the home-nation and minor-country assignment against the drawing.
  it('draws national borders exactly between different 1805 owners and provincial ones between provinces', () => {
    const ownerKey = (id: string) => {
      const p = q.provinceOf(id)!;
      return p.owner.kind === 'major' ? `major:${p.owner.power}` : `minor:${p.owner.minor}`;
    };
    const wrong = m.adjacency
      .filter((e) => e.kind === 'land')
      .filter((e) => {
        const expected =
          ownerKey(e.a) !== ownerKey(e.b) ? 'national' : q.provinceOf(e.a)!.id !== q.provinceOf(e.b)!.id ? 'provincial' : 'area';
        return expected !== e.border;
      });
    expect(wrong).toEqual([]);
  });

  it('reaches every sea area by sea from the Atlantic', () => {
    const seen = new Set(['733']);
    const todo = ['733'];
    while (todo.length) {
      for (const n of q.neighbours(todo.pop()!)) {
        if (n.edge.kind === 'sea' && !seen.has(n.id)) {
          seen.add(n.id);
          todo.push(n.id);
        }
      }
    }
    expect(sea.filter((s) => !seen.has(s.id)).map((s) => s.id)).toEqual([]);
  });

  it('makes each base-game crossing arrow a strait edge over a sea area (7.3.1.3.3)', () => {
    for (const c of m.crossings) {
      // an optional arrow is no edge (Trondheim's shores touch at the fjord's head: a land edge)
      if (c.id === 'arrow-028-029') expect(q.edgeBetween(c.a, c.b)?.kind).toBe('land');
      else expect(q.edgeBetween(c.a, c.b)?.kind).toBe(c.optionalRule ? undefined : 'strait');
      expect(q.areaById(c.sea)?.kind).toBe('sea');
    }
    // 12.2.1.1 the Dover-Calais arrow exists only with the option
    expect(m.crossings.filter((c) => c.optionalRule === '12.2.1.1').map((c) => c.id)).toEqual(['arrow-019-433']);
  });

  it('places the five opt:12.2.1 (v2.71) straits the drawn map has no arrow for, each with its provenance', () => {
    const added = m.crossings.filter((c) => c.optionalRule === '12.2.1');
    // Trondheim Fjord 028-029, Corfu Strait 367-541, Rhodes Channel 370-595, Oreon 542-545, Chalcis 544-545
    expect(added.map((c) => [c.a, c.b, c.sea])).toEqual([
      ['028', '029', '715'], ['367', '541', '753'], ['370', '595', '761'], ['542', '545', '760'], ['544', '545', '760'],
    ]);
    for (const c of added) {
      expect(c.provenance?.kind).toBe('reconstructed');
      // each end touches the sea it crosses
      for (const end of [c.a, c.b]) expect(q.edgeBetween(end, c.sea)?.kind).toBe('coast');
    }
    expect(q.areaById('545') && q.edgeBetween('544', '545')).toBeUndefined(); // Euboea touches no land in the drawn map
  });
});

describe('areas, provinces and owners', () => {
  it('puts every land area in exactly one province, listed by that province', () => {
    const count = new Map<string, number>();
    for (const p of m.provinces) for (const a of p.areas) count.set(a, (count.get(a) ?? 0) + 1);
    for (const a of land) {
      expect(count.get(a.id)).toBe(1);
      expect(q.provinceOf(a.id)?.areas).toContain(a.id);
    }
  });

  it('gives every province exactly one owner: a home nation or one minor country', () => {
    for (const p of m.provinces) {
      const minors = m.minors.filter((mc) => mc.districts.includes(p.id));
      expect(minors.length).toBe(p.owner.kind === 'minor' ? 1 : 0);
      if (p.owner.kind === 'minor') expect(minors[0]!.id).toBe(p.owner.minor);
      expect(p.ownerProvenance.kind).toBe('reconstructed');
    }
    for (const power of MAJOR_POWERS) expect(q.homeNation(power).length).toBeGreaterThan(0);
  });

  it("has each province's capital city inside the province", () => {
    for (const p of m.provinces) {
      const c = q.cityById(p.capital);
      expect(c, p.id).toBeDefined();
      expect(p.areas).toContain(c!.area);
    }
  });

  it('places each national capital in its own home nation (8.2.1.2.1.5: Russia has two)', () => {
    const capitals = m.cities.filter((c) => c.nationalCapital).map((c) => [c.id, q.provinceOf(c.area)!.owner]);
    expect(Object.fromEntries(capitals)).toEqual({
      berlin: { kind: 'major', power: 'prussia' },
      constantinople: { kind: 'major', power: 'turkey' },
      london: { kind: 'major', power: 'britain' },
      madrid: { kind: 'major', power: 'spain' },
      moscow: { kind: 'major', power: 'russia' },
      paris: { kind: 'major', power: 'france' },
      'st-petersburg': { kind: 'major', power: 'russia' },
      vienna: { kind: 'major', power: 'austria' },
    });
  });

  it('has forage values 0-6 on every land area', () => {
    for (const a of land) {
      expect(a.forage).not.toBeNull();
      expect(a.forage).toBeGreaterThanOrEqual(0);
      expect(a.forage).toBeLessThanOrEqual(6);
    }
  });

  it('reads money before manpower (errata 1.1.2: Pomerania 4/2)', () => {
    expect(q.provinceById('pomerania')).toMatchObject({ money: 4, manpower: 2, owner: { kind: 'major', power: 'prussia' } });
  });

  it('keeps Spanish guerilla numbers on Spanish home provinces only (10.1.1)', () => {
    const withGuerilla = m.provinces.filter((p) => p.guerilla !== null);
    expect(withGuerilla.length).toBe(11);
    for (const p of withGuerilla) expect(p.owner).toEqual({ kind: 'major', power: 'spain' });
  });

  it('makes Denmark-Norway and Sweden-Finland multi-district minors (10.4.1, errata 1.4)', () => {
    expect(q.minorById('denmark')).toMatchObject({ districts: ['denmark', 'norway'], capital: 'copenhagen' });
    expect(q.minorById('sweden')).toMatchObject({ districts: ['sweden', 'finland'], capital: 'stockholm' });
    expect(q.minorOf('042')?.id).toBe('denmark'); // Christiania, Norway
    expect(q.provinceById('denmark')?.areas).toEqual(['295', '296', '297', '298', '299', '788']);
  });

  it('puts the 9.2 southern provinces outside the winter zone and everything else inside', () => {
    for (const a of land) expect(a.winterZone).toBe(!OUTSIDE_WINTER_ZONE.includes(a.province));
    expect(land.filter((a) => !a.winterZone).length).toBeGreaterThan(13);
  });
});

describe('cities, ports and seas', () => {
  it('has every port city in a coastal area, its box touching a sea area', () => {
    for (const p of m.ports) {
      const c = q.cityById(p.city)!;
      const area = q.areaById(c.area);
      expect(area?.kind === 'land' && area.coastal, p.city).toBe(true);
      expect(p.boxSeaAreas.length).toBeGreaterThan(0);
      for (const s of p.seaAreas) expect(q.areaById(s)?.kind).toBe('sea');
    }
  });

  it('names every sea area once', () => {
    const names = m.seaAreas.map((s) => s.name);
    expect(names.every((n) => n !== null)).toBe(true);
    expect(new Set(names).size).toBe(63);
  });

  it('flags exactly one Dardanelles sea area, between the Aegean and the Black Sea (6.2.1.3)', () => {
    const d = m.seaAreas.filter((s) => s.dardanelles);
    expect(d.map((s) => s.id)).toEqual(['768']);
    expect(q.areAdjacent('768', '762')).toBe(true);
    expect(q.areAdjacent('768', '769')).toBe(true);
    expect(q.portOf('constantinople')?.boxSeaAreas).toEqual(['768']);
  });

  it('lists the Black Sea ports that need Constantinople permission to trade (8.2.1.2.1.3)', () => {
    expect(m.ports.filter((p) => p.blackSea).map((p) => p.city)).toEqual(['odessa', 'sevastopol', 'sinope', 'taganrog']);
  });

  it('marks the sea areas beyond the two ice lines, and their ports (6.2.1.4, 8.2.1.2.1.2)', () => {
    expect(m.seaAreas.filter((s) => s.northOfIceLine).map((s) => s.id)).toEqual(['721', '722', '723', '773']);
    expect(m.ports.filter((p) => p.northOfIceLine).map((p) => p.city)).toEqual([
      'abo', 'riga', 'st-petersburg', 'stockholm', 'sveaborg', 'taganrog',
    ]);
  });

  it('reads trade as GB first, controller second (8.2.1.2.1)', () => {
    expect(q.portOf('hamburg')?.trade).toEqual({ britain: 3, controller: 4 });
    expect(q.portOf('london')?.trade).toBeNull();
    expect(q.portOf('london')?.guns).toBe(110);
  });
});

describe('fixes', () => {
  it('reviews every ambiguous water merge the extraction flagged', () => {
    const flagged = sourceAreas._meta.unnumbered_water.filter((w) => 'ambiguous' in w && w.ambiguous);
    expect(flagged).toHaveLength(21);
    for (const w of flagged) {
      const review = m.fixes.find((f) => f.kind === 'review' && f.target.startsWith(`unnumbered water at ${w.centroid.join(',')} `));
      expect(review, w.centroid.join(',')).toBeDefined();
    }
  });

  it('resolves each of the 4 weak contacts with a reason', () => {
    const weak = sourceAdjacency.edges.filter((e) => 'weak' in e && e.weak);
    expect(weak).toHaveLength(4);
    for (const e of weak) expect(m.fixes.some((f) => f.target.startsWith(`edge ${e.a}-${e.b}`))).toBe(true);
  });

  it('weak-414-418 keeps the Murcia-Andalusia border (13-14 px in the raster); weak-051-054 drops the three-line junction', () => {
    expect(q.edgeBetween(area('414'), area('418'))).toMatchObject({ kind: 'land', border: 'provincial' });
    expect(q.edgeBetween(area('411'), area('415'))).toBeUndefined();
    expect(q.edgeBetween(area('051'), area('054'))).toBeUndefined();
    expect(q.edgeBetween(area('051'), area('053'))?.kind).toBe('land');
    expect(q.edgeBetween(area('053'), area('054'))?.kind).toBe('land');
  });

  it('gives every fix a reason and a unique id', () => {
    expect(new Set(m.fixes.map((f) => f.id)).size).toBe(m.fixes.length);
    for (const f of m.fixes) expect(f.reason.length).toBeGreaterThan(10);
  });
});
