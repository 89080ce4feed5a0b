// v2.71 opt:12.2.7.3~2 (option) naval combat in the Canaries and the West Indies, played through the
// engine: fleets there may attack enemies at war in the same box (none in the Mid-Atlantic), the
// attacked evade on 1-3, the battle is fought as any other but nobody retreats or pursues, and the
// advanced rules' disabled ships are lost on 1-3, else stay in the box as hulks.
import { describe, expect, it } from 'vitest';
import { autoAnswer, seededRng } from '../../../shared/engine/auto';
import type { AreaId, Fleet, GameState, OffBoardBox } from '../../../shared/model';
import { answer, customNaval, forceDice, mapData, playUntil, reachStep, startNaval } from './navalSetup';
import { lastBattle } from './example6334';

const offFleet = (id: string, nationality: string, ships: number, box: OffBoardBox) => ({
  fleet: { id: id as never, name: `${id} squadron`, nationality: nationality as never, ships, location: { kind: 'sea', area: '742' as AreaId } } as Fleet,
  box, from: 'midAtlantic' as const, moved: '1805-01',
});
// a fleet of each power on the map, far apart, so the Naval Phase has its steps
const HOME = [
  { id: 'gb-home', nationality: 'britain', ships: 2, location: { kind: 'sea', area: '735' } },
  { id: 'fr-home', nationality: 'france', ships: 2, location: { kind: 'sea', area: '739' } },
];
function game(entries: ReturnType<typeof offFleet>[], rules: Record<string, boolean> = {}): GameState {
  const s = startNaval(customNaval({ powers: ['france', 'britain'], wars: [['france', 'britain']], fleets: HOME }), { options: { rules: { westIndies: true, ...rules } } });
  // moved this Naval Phase: the Mid-Atlantic fleets are not made to sail on before the combat step
  const now = `${s.date.year}-${String(s.date.month).padStart(2, '0')}`;
  return { ...s, westIndies: { fleets: entries.map((e) => ({ ...e, moved: now })) } };
}
const toCombat = (s: GameState) => reachStep(s, 'naval/combat', 'britain');
const combatOptions = (s: GameState) => s.pending.find((d) => d.kind === 'naval/combat' && d.power === 'britain')?.options ?? [];
const inBox = (s: GameState, id: string) => s.westIndies?.fleets.find((f) => f.fleet.id === id);
const ATTACK = 'attack:wi:westIndies:france';

describe('opt:12.2.7.3~2 attacks off the map', () => {
  it('opt:12.2.7.3~2 a fleet in the West Indies may attack an enemy there (not owed); none in the Mid-Atlantic', () => {
    const s = toCombat(game([offFleet('gb-w', 'britain', 10, 'westIndies'), offFleet('fr-w', 'france', 6, 'westIndies'), offFleet('gb-m', 'britain', 10, 'midAtlantic'), offFleet('fr-m', 'france', 6, 'midAtlantic')]));
    const values = combatOptions(s).map((o) => o.value);
    expect(values).toContain(ATTACK);
    expect(values).not.toContain('attack:wi:midAtlantic:france');
    expect(combatOptions(s)[0]).toMatchObject({ value: 'end', verdict: { ok: true } });
    expect(combatOptions(s).find((o) => o.value === ATTACK)?.label).toBe("Attack France's 6 ships in The West Indies");
  });

  it('opt:12.2.7.3~2 the Canaries too; the option off offers nothing', () => {
    expect(combatOptions(toCombat(game([offFleet('gb-c', 'britain', 4, 'canaries'), offFleet('fr-c', 'france', 4, 'canaries')]))).map((o) => o.value)).toContain('attack:wi:canaries:france');
    const off = startNaval(customNaval({ powers: ['france', 'britain'], wars: [['france', 'britain']], fleets: HOME }));
    const start = { ...off, westIndies: { fleets: [offFleet('gb-c', 'britain', 4, 'canaries'), offFleet('fr-c', 'france', 4, 'canaries')] } };
    // the Naval Phase is played through to its end without a combat decision off the map
    const inPhase = playUntil(start, (x) => x.cursor.step === 'naval/movement');
    const s = playUntil(inPhase, (x) => x.pending.some((d) => d.kind === 'naval/combat') || x.cursor.phase !== 'naval');
    expect(s.pending.some((d) => d.kind === 'naval/combat')).toBe(false);
    expect(s.turn.naval?.battles ?? []).toEqual([]);
  });

  it('opt:12.2.7.3~2 19.1 the procedures attack when stronger (10 ships against 6), not when weaker (4 against 6)', () => {
    const strong = toCombat(game([offFleet('gb-w', 'britain', 10, 'westIndies'), offFleet('fr-w', 'france', 6, 'westIndies')]));
    const d = strong.pending.find((x) => x.kind === 'naval/combat' && x.power === 'britain')!;
    expect(autoAnswer(strong, d, seededRng(1), mapData())).toBe(ATTACK);
    const weak = toCombat(game([offFleet('gb-w', 'britain', 4, 'westIndies'), offFleet('fr-w', 'france', 6, 'westIndies')]));
    expect(autoAnswer(weak, weak.pending.find((x) => x.kind === 'naval/combat' && x.power === 'britain')!, seededRng(1), mapData())).toBe('end');
  });
});

describe('opt:12.2.7.3~2 evasion on 1-3, no retreat or pursuit', () => {
  const attacked = () => answer(toCombat(game([offFleet('gb-w', 'britain', 20, 'westIndies'), offFleet('fr-w', 'france', 8, 'westIndies')])), 'naval/combat', 'britain', ATTACK);

  it('opt:12.2.7.3~2 the defender is asked to evade, on 1 to 3', () => {
    const d = attacked().pending.find((x) => x.kind === 'naval/evade')!;
    expect(d.power).toBe('france');
    expect(d.prompt).toContain('1 to 3 on one die');
  });

  it('opt:12.2.7.3~2 a 3 evades: no battle, no retreat, the French stay in the West Indies with their 8 ships', () => {
    let s = forceDice(attacked(), [3]);
    s = answer(s, 'naval/evade', 'france', 'evade');
    expect(lastBattle(s)).toMatchObject({ evasion: { die: 3, evaded: true }, outcome: 'evaded', fires: [], stage: 'over', placeName: 'The West Indies' });
    expect(s.pending.some((d) => d.kind === 'naval/retreat' || d.kind === 'naval/seaRetreat' || d.kind === 'naval/pursue')).toBe(false);
    expect(inBox(s, 'fr-w')).toMatchObject({ box: 'westIndies', fleet: { ships: 8 } });
    expect(s.powers.france.politicalPoints).toBe(0);
  });

  it('opt:12.2.7.3~2 a 4 fails: the battle is fought (wind gauge and two fires), then nobody retreats or pursues', () => {
    let s = forceDice(attacked(), [4, 3, 3, 4, 3]);
    s = answer(s, 'naval/evade', 'france', 'evade');
    const b = lastBattle(s);
    expect(b.evasion).toEqual({ die: 4, evaded: false });
    expect(b.fires.length).toBe(2);
    expect(b.stage).toBe('over');
    expect(b.retreat ?? null).toBeNull();
    expect(s.pending.some((d) => d.kind === 'naval/retreat' || d.kind === 'naval/seaRetreat' || d.kind === 'naval/pursue')).toBe(false);
    // the ships the record says were lost are gone from the fleets in the box; the survivors stay there
    const left = (id: string, start: number) => (inBox(s, id)?.fleet.ships ?? 0) - start;
    expect(left('gb-w', 20)).toBe(-b.losses.attacker);
    expect(left('fr-w', 8)).toBe(-b.losses.defender);
    if (inBox(s, 'fr-w')) expect(inBox(s, 'fr-w')!.box).toBe('westIndies');
    // one attack a place: the box is not offered again
    expect(combatOptions(s).some((o) => o.value === ATTACK)).toBe(false);
  });
});

describe('opt:12.2.7.3~2 disabled ships off the map (advanced rules, 12.2.6)', () => {
  // the dice of advancedAftermath.test.ts: linear attack against linear defence, France breaks in
  // round 2 and Britain, the victor, holds 2 + 4 = 6 disabled ships (12.2.6.1.9)
  function britainWins(rules: Record<string, boolean>, hulkDice: number[]): GameState {
    let s = toCombat(game([offFleet('gb-w', 'britain', 20, 'westIndies'), offFleet('fr-w', 'france', 10, 'westIndies')], { advancedNaval: true, ...rules }));
    s = answer(s, 'naval/combat', 'britain', ATTACK);
    s = answer(s, 'naval/evade', 'france', 'stand');
    s = answer(s, 'naval/tactic', 'britain', 'linearAttack');
    s = forceDice(s, [5, 6, 5, 1, ...hulkDice]);
    return answer(s, 'naval/tactic', 'france', 'linearDefence');
  }

  it('opt:12.2.7.3~2 no chase, no port to bring them to: dice 1-6 for the 6 ships lose three (1-3) and leave three British hulks in the West Indies', () => {
    const s = britainWins({ hulks: true }, [1, 2, 3, 4, 5, 6]);
    const b = lastBattle(s);
    expect(b.outcome).toBe('attacker');
    expect(b.stage).toBe('over');
    expect(b.advanced?.chase).toBeUndefined();
    expect(s.pending.some((d) => d.kind === 'naval/chase' || d.kind === 'naval/hulkPort' || d.kind === 'naval/withdraw' || d.kind === 'naval/retreat')).toBe(false);
    expect(b.advanced?.hulks).toEqual([{ power: 'britain', port: 'wi:westIndies', ships: 6, saved: 3 }]);
    expect(s.westIndies?.hulks).toEqual([{ nationality: 'britain', box: 'westIndies', count: 3 }]);
  });

  it('opt:12.2.7.3~2 all six on 4 or more: six hulks', () => {
    expect(britainWins({ hulks: true }, [4, 4, 5, 5, 6, 6]).westIndies?.hulks).toEqual([{ nationality: 'britain', box: 'westIndies', count: 6 }]);
  });

  it('opt:12.2.7.3~2 ruling: without the hulks option (12.2.8) the disabled ships are all lost', () => {
    const s = britainWins({ hulks: false }, [6, 6, 6, 6, 6, 6]);
    expect(lastBattle(s).advanced?.hulks).toEqual([{ power: 'britain', port: 'wi:westIndies', ships: 6, saved: 0 }]);
    expect(s.westIndies?.hulks ?? []).toEqual([]);
  });
});
