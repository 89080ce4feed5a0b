import { describe, expect, it } from 'vitest';
import mapJson from '../../../assets/map/map.json';
import { MAJOR_POWERS } from '../../model';
import { CAMPAIGNS, charts, DEFAULT_CHARTS, MANIPULATION_SETTINGS, STATUS_ZONES } from '.';

const ps = DEFAULT_CHARTS['political-status'];
const track = charts.statusTrack();

describe('Political Status Display (reconstructed)', () => {
  it('has the four zones in order with the rulebook anchors', () => {
    expect(ps.zones.map((z) => z.zone)).toEqual([...STATUS_ZONES]);
    const neutral = ps.zones.find((z) => z.zone === 'neutral')!;
    expect(neutral.boxes.at(-1)?.vp).toBe(8); // 8.1 rightmost Neutral box
    expect(neutral.boxes.length).toBeGreaterThanOrEqual(10); // "neutral 10" is a printed start label
    expect(ps.zones.find((z) => z.zone === 'dominant')?.statusModifier).toBe(1); // 4.6.2.2
  });

  it('play-by-email fit: the highest 3-VP Instability box has economic loss 1 and PSA +2', () => {
    const threes = track.filter((b) => b.zone === 'instability' && b.vp === 3);
    const highest = threes.at(-1)!;
    expect(highest.economicLoss).toBe(1);
    expect(highest.psa).toBe(2);
  });

  it('VP never fall and status modifiers never fall moving right; PSA pulls toward the middle', () => {
    for (let i = 1; i < track.length; i++) {
      expect(track[i]!.vp).toBeGreaterThanOrEqual(track[i - 1]!.vp);
      expect(track[i]!.statusModifier).toBeGreaterThanOrEqual(track[i - 1]!.statusModifier);
      expect(track[i]!.psa).toBeLessThanOrEqual(track[i - 1]!.psa);
    }
    expect(track[0]!.psa).toBeGreaterThan(0);
    expect(track.at(-1)!.psa).toBeLessThan(0);
  });

  it('10.5.2 economic loss numbers only in Instability and Fiasco, some boxes there without one', () => {
    const low = track.filter((b) => b.zone === 'fiasco' || b.zone === 'instability');
    expect(low.some((b) => b.economicLoss === null)).toBe(true);
    expect(low.some((b) => b.economicLoss !== null)).toBe(true);
    expect(track.filter((b) => b.zone === 'neutral' || b.zone === 'dominant').every((b) => b.economicLoss === null)).toBe(true);
  });

  it('10.5.1 markers stop at either end; losses past the bottom are reported', () => {
    expect(charts.moveStatus(2, -5)).toEqual({ position: 0, pushedOffBottom: true });
    expect(charts.moveStatus(track.length - 2, 5)).toEqual({ position: track.length - 1, pushedOffBottom: false });
    const n12 = charts.statusBox('neutral', 12)!;
    expect(track[charts.moveStatus(n12.position, 1).position]?.zone).toBe('dominant'); // 10.5.1 Neutral joins Dominant
  });

  it('2.4.3.3 every power has a start box in every campaign; the printed labels are where the sources put them', () => {
    for (const p of MAJOR_POWERS) for (const c of CAMPAIGNS) expect(charts.startingBox(p, c), `${p} ${c}`).toBeDefined();
    const at = (p: (typeof MAJOR_POWERS)[number], c: (typeof CAMPAIGNS)[number]) => {
      const b = charts.startingBox(p, c)!;
      return `${b.zone} ${b.number}`;
    };
    expect(at('france', 'I')).toBe('dominant 2');
    expect(at('austria', 'II')).toBe('neutral 2');
    expect(at('britain', 'I')).toBe('neutral 9');
    expect(at('france', 'II')).toBe(at('britain', 'I'));
    expect(at('prussia', 'I')).toBe('neutral 10');
    expect(at('russia', 'I')).toBe('neutral 7');
    expect(at('spain', 'I')).toBe('neutral 5');
    expect(at('turkey', 'I')).toBe('neutral 3');
    expect(at('austria', 'I')).toBe(at('prussia', 'III'));
    expect(at('britain', 'II')).toBe(at('britain', 'III'));
  });
});

describe('Political Points Chart', () => {
  const pp = DEFAULT_CHARTS['political-points'];
  it('every entry cites a rule, and only the alliance value is reconstructed', () => {
    expect(pp.entries.length).toBeGreaterThanOrEqual(40);
    expect(pp.entries.filter((e) => e.basis === 'reconstructed').map((e) => e.id)).toEqual(['create-alliance']);
  });
  it('4.2.1.1, 4.4.2.3, 4.7 stated values', () => {
    expect(charts.politicalPoints('declare-war-major')).toBe(-3);
    expect(charts.politicalPoints('declare-war-minor', 2)).toBe(-2); // 10.4.2 per district
    expect(charts.politicalPoints('unconditional-peace-loser')).toBe(-8);
    expect(charts.politicalPoints('conditional-peace-victor')).toBe(3);
    expect(charts.politicalPoints('break-alliance')).toBe(-2);
  });
  it('7.5.2.10.1.3 half a point per corps, rounded up, at most 3', () => {
    expect(charts.politicalPoints('field-combat', 1)).toBe(1);
    expect(charts.politicalPoints('field-combat', 3)).toBe(2);
    expect(charts.politicalPoints('field-combat', 9)).toBe(3);
  });
  it('chart-driven entries refuse a fixed amount', () => {
    expect(() => charts.politicalPoints('political-status-adjustment')).toThrow();
  });
});

describe('Victory Conditions Chart', () => {
  const vc = DEFAULT_CHARTS['victory-conditions'];
  it('lists A.1-A.5, B.1-B.7 and C.1-C.9', () => {
    const ids = vc.terms.map((t) => t.id);
    expect(ids.filter((i) => i.startsWith('A'))).toEqual(['A.1', 'A.2', 'A.3', 'A.4', 'A.5']);
    expect(ids.filter((i) => i.startsWith('B'))).toHaveLength(7);
    expect(ids.filter((i) => i.startsWith('C'))).toHaveLength(9);
  });
  it('4.4.3 conditional: loser 1 from A, victor up to 2 from B; 4.4.4 unconditional: 3 from B and C', () => {
    expect(vc.procedure.conditional).toMatchObject({ loserPicks: 1, victorPicks: 2, victorLists: ['B'] });
    expect(vc.procedure.unconditional).toMatchObject({ victorPicks: 3, victorLists: ['B', 'C'] });
  });
  it('every A term cancels the B term the found chart names', () => {
    expect(vc.terms.filter((t) => t.list === 'A').map((t) => t.cancels[0])).toEqual(['B.1', 'B.3', 'B.2', 'B.6', 'B.7']);
  });
  it('4.4.5.3 only C.6 may be chosen twice', () => {
    expect(charts.peaceTermConflicts('C.6', ['C.6'])).toEqual([]);
    expect(charts.peaceTermConflicts('B.2', ['B.2'])).toEqual(['B.2']);
  });
});

describe('Victory Levels (reconstructed)', () => {
  const vl = DEFAULT_CHARTS['victory-levels'];
  it('each level is 44 quarters x (campaign-I start box VP + 1)', () => {
    for (const p of MAJOR_POWERS) {
      const start = charts.startingBox(p, 'I')!;
      expect(vl.powers[p].startVp).toBe(start.vp);
      expect(charts.victoryLevel(p)).toBe(vl.victoryPointSteps * (start.vp + vl.marginPerStep));
    }
  });
  it('holding the start box all game falls short; holding the top box reaches every level', () => {
    const top = track.at(-1)!.vp;
    for (const p of MAJOR_POWERS) {
      expect(vl.victoryPointSteps * vl.powers[p].startVp).toBeLessThan(charts.victoryLevel(p));
      expect(vl.victoryPointSteps * top).toBeGreaterThanOrEqual(charts.victoryLevel(p));
    }
    expect(vl.victoryPointSteps).toBe(132 / 3); // 1805-1815 Grand Campaign, one VP step per quarter
  });
  it('8.1.3.2.2 shorter games compare shares of the level', () => {
    expect(charts.victoryShare('france', charts.victoryLevel('france') / 2)).toBeCloseTo(0.5);
  });
});

describe('Economic Manipulation Display (reconstructed)', () => {
  const em = DEFAULT_CHARTS['economic-manipulation'];
  it('play-by-email fit: Spain buys +1 PP for 5 manpower', () => {
    expect(charts.manipulationSquare('spain', 'plus1Manpower')).toEqual({ setting: 'plus1Manpower', psa: 1, money: 0, manpower: -5 });
  });
  it('every power has every square; buying costs, selling pays; 0 does nothing', () => {
    for (const p of MAJOR_POWERS)
      for (const s of MANIPULATION_SETTINGS) {
        const sq = charts.manipulationSquare(p, s);
        if (sq.psa > 0) expect(sq.money + sq.manpower).toBeLessThan(0);
        if (sq.psa < 0) expect(sq.money + sq.manpower).toBeGreaterThan(0);
        if (sq.psa === 0) expect([sq.money, sq.manpower]).toEqual([0, 0]);
      }
  });
  it('home totals match the provinces each power owns on the map', () => {
    const map = mapJson as unknown as {
      provinces: { money: number | null; manpower: number | null; owner: { kind: string; power?: string } }[];
    };
    for (const p of MAJOR_POWERS) {
      const own = map.provinces.filter((x) => x.owner.kind === 'major' && x.owner.power === p);
      expect(em.powers[p].homeMoney, p).toBe(own.reduce((s, x) => s + (x.money ?? 0), 0));
      expect(em.powers[p].homeManpower, p).toBe(own.reduce((s, x) => s + (x.manpower ?? 0), 0));
    }
  });
});
