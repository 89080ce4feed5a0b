// 10.3.1.2.1 voluntary access withdrawn, played through the Diplomacy step and land movement
// (issue 18, general branch). The test campaign: Prussia gave Russia voluntary access; Russian
// I Corps stands in Masovia (area 267), inside Prussia; Russian II Corps in Lithuania (area 192)
// never entered; the Russian cavalry corps passed through Masovia earlier and is back in
// Lithuania (area 193).
import { describe, expect, it } from 'vitest';
import { pendingDecisions } from '../../shared/engine';
import type { AreaId, GameState, PendingDecision } from '../../shared/model';
import { forcibleAccessOwner, mayOccupy } from '../../shared/rules/land/movement';
import { keptAccess } from '../../shared/rules/political';
import { withdrawLabel } from '../../shared/engine/steps/general/accessWithdrawn';
import { diplomacyOptions } from '../../shared/engine/steps/political/diplomacy';
import { DATA, drive, startPolitical } from '../political/politicalSetup';

const LAND = DATA.land!;
const counter = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.counter;
const diplomacy = (s: GameState, p: string): PendingDecision => pendingDecisions(s).find((x) => x.kind === 'political/diplomacy' && x.power === p)!;

function campaign(): GameState {
  const s0 = startPolitical((j) => {
    const corps = (j as unknown as { forces: { corps: { id: string; area: string }[] } }).forces.corps;
    corps.find((c) => c.id === 'russia-i')!.area = '267';
    corps.find((c) => c.id === 'russia-ii')!.area = '192';
    corps.find((c) => c.id === 'russia-i-c')!.area = '193';
  });
  // the cavalry corps' earlier passage through Masovia, as land movement notes it (noteAccessUse)
  const access = (s0.relations.access ?? []).map((a) => (a.grantor === 'prussia' && a.grantee === 'russia' ? { ...a, used: [{ counter: counter(s0, 'russia-i-c'), provinces: ['masovia' as never] }] } : a));
  return { ...s0, relations: { ...s0.relations, access } };
}

/** Prussia withdraws Russia's access in the Diplomacy step; everyone else passes. */
const withdrawn = (s: GameState) => drive(s, (d) => (d.kind === 'political/diplomacy' && d.power === 'prussia' && d.options.some((o) => o.value === 'withdraw:russia') ? 'withdraw:russia' : undefined), (x) => x.cursor.step !== 'political/diplomacy');

describe('10.3.1.2.1 voluntary access withdrawn', () => {
  it('10.3.1.2.1 Prussia may withdraw while a Russian corps is inside; the option says what the Russian corps keep', () => {
    const s = campaign();
    expect(s.cursor.step).toBe('political/diplomacy');
    const o = diplomacy(s, 'prussia').options.find((x) => x.value === 'withdraw:russia')!;
    expect(o.verdict).toEqual({ ok: true });
    // the options are written when the step opens; the cavalry's passage was planted after it
    expect(withdrawLabel(s, 'prussia', 'russia', LAND)).toBe(
      "Withdraw Russia's access: closed to new entries; 1 corps inside keep moving, garrisoning and placing depots as agreed (10.3.1.2.1.1); 1 corps that passed through may come back the way they went (10.3.1.2.1.2)",
    );
  });

  it('10.3.1.2.1 played: the agreement is closed to new entries and kept by the two corps that used it (I Corps inside, the cavalry outside)', () => {
    const s0 = campaign();
    const s = withdrawn(s0);
    const a = (s.relations.access ?? []).find((x) => x.grantor === 'prussia' && x.grantee === 'russia')!;
    expect(a.withdrawn).toEqual({ month: 9, year: 1805 });
    expect(a.used).toEqual([
      { counter: counter(s0, 'russia-i-c'), provinces: ['masovia'], inside: false },
      { counter: counter(s0, 'russia-i'), provinces: [], inside: true },
    ]);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'accessChanged', grantor: 'prussia', grantee: 'russia', granted: false, rule: '10.3.1.2.1' }));
    // a withdrawn agreement is not a standing one: the grant is offered again, the withdrawal not
    expect(diplomacy(s0, 'prussia').options.some((o) => o.value === 'grant:russia')).toBe(false);
    const next = diplomacyOptions(s, 'prussia', LAND).map((o) => o.value);
    expect(next).toContain('grant:russia');
    expect(next).not.toContain('withdraw:russia');
  });

  it('10.3.1.2.1.1 I Corps, inside, moves on in Prussia as before; 10.3.1.2.1.2 the cavalry comes back only through Masovia; II Corps needs forcible access', () => {
    const s0 = campaign();
    const s = withdrawn(s0);
    const [i, ii, cav] = ['russia-i', 'russia-ii', 'russia-i-c'].map((id) => counter(s0, id));
    expect(forcibleAccessOwner(s, LAND, 'russia', '269' as AreaId, i)).toBeNull(); // East Prussia
    expect(forcibleAccessOwner(s, LAND, 'russia', '267' as AreaId, ii)).toBe('prussia');
    expect(forcibleAccessOwner(s, LAND, 'russia', '267' as AreaId, cav)).toBeNull();
    expect(keptAccess(s, 'russia', 'prussia', cav!, 'east-prussia' as never)).toBe(false);
    // before the withdrawal, II Corps had access too
    expect(forcibleAccessOwner(s0, LAND, 'russia', '267' as AreaId, ii)).toBeNull();
    // 10.3.1.2.1.1 garrisons and depots where I Corps stands, not elsewhere in Prussia
    expect(mayOccupy(s, LAND, 'russia', '267' as AreaId)).toBe(true);
    expect(mayOccupy(s, LAND, 'russia', '269' as AreaId)).toBe(false);
  });

  it('10.3.1.2.1.1 played Land Phase: I Corps moves to East Prussia without a political point; II Corps entering Masovia pays one (10.3.4.2)', () => {
    const s0 = withdrawn(campaign());
    const [i, ii] = ['russia-i', 'russia-ii'].map((id) => counter(s0, id));
    let s = drive(s0, () => undefined, (x) => x.pending.some((d) => d.kind === 'land/movement' && d.power === 'russia'), 4000);
    const pp = s.powers.russia.politicalPoints;
    const start = s.log.length;
    s = drive(s, (d) => (d.kind === 'land/movement' && d.power === 'russia' ? `move:${i}:269` : undefined), (x) => x.corps.find((c) => c.counter === i)!.location.kind === 'area' && (x.corps.find((c) => c.counter === i)!.location as { area: string }).area === '269', 5);
    expect(s.powers.russia.politicalPoints).toBe(pp);
    expect(s.pending.some((d) => d.power === 'prussia' && d.rule === '10.3.4.3')).toBe(false);
    s = drive(s, (d) => (d.kind === 'land/movement' && d.power === 'russia' ? `move:${ii}:267` : undefined), (x) => x.log.slice(start).some((e) => e.type === 'counterMoved' && e.counter === ii), 5);
    expect(s.log.slice(start)).toContainEqual(expect.objectContaining({ type: 'politicalPointsChanged', power: 'russia', delta: -1, rule: '10.3.4.2' }));
  });

  it('10.3.1.2.1.2 played: a corps entering Prussia under its access is noted with the province it crossed, and dropped once back in Russia', () => {
    const s0 = campaign();
    const ii = counter(s0, 'russia-ii');
    let s = drive(s0, () => undefined, (x) => x.pending.some((d) => d.kind === 'land/movement' && d.power === 'russia'), 4000);
    s = drive(s, (d) => (d.kind === 'land/movement' && d.power === 'russia' ? `move:${ii}:267` : undefined), (x) => x.log.some((e) => e.type === 'counterMoved' && e.counter === ii), 5);
    const used = () => (s.relations.access ?? []).find((a) => a.grantor === 'prussia' && a.grantee === 'russia')!.used ?? [];
    expect(used()).toContainEqual({ counter: ii, provinces: ['masovia'] });
    s = drive(s, (d) => (d.kind === 'land/movement' && d.power === 'russia' ? `move:${ii}:192` : undefined), (x) => (x.corps.find((c) => c.counter === ii)!.location as { area?: string }).area === '192', 5);
    expect(used().some((u) => u.counter === ii)).toBe(false);
  });
});
