// 10.1.5 the Austrian Tyrolean revolt corps, played through Austria's Land Movement Step and a
// peace (issue 18, general branch). Eight infantry, from the rule text (10.1.5.1).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, pendingDecisions } from '../../shared/engine';
import { beginTx } from '../../shared/engine/tx';
import type { GameState } from '../../shared/model';
import { endWar } from '../../shared/engine/steps/political/record';
import { tyrolChance } from '../../shared/rules/general';
import { maintenanceLines } from '../../shared/rules/economic/expenditure';
import { generalChoiceAnswer } from '../../shared/engine/auto/generalChoices';
import { DATA, drive, startPolitical } from '../political/politicalSetup';

/** France holds the ceded Tyrol and is at war with Austria (the fixture's war); the fixture's own Tyrol corps is taken off. */
const tyrolCeded = (holder = 'france') => startPolitical((s) => {
  const sc = s as unknown as Record<string, unknown> & { forces: { corps: { type: string }[] } };
  sc.economy = { ceded: [{ province: 'tyrol', holder }] };
  sc.forces.corps = sc.forces.corps.filter((c) => c.type !== 'tyrol');
});
const atTyrol = (s: GameState) => drive(s, () => undefined, (x) => x.pending.some((d) => d.kind === 'general/tyrol'), 3000);
const tyrolCorps = (s: GameState) => s.corps.filter((c) => c.type === 'tyrol' && c.location.kind === 'area');

describe('10.1.5 the Tyrol corps', () => {
  it('10.1.5 / 10.1.5.1 Austria is asked at its Land Movement Step and raises the corps with 8 infantry in a Tyrol area; it may not move that step', () => {
    const s = atTyrol(tyrolCeded());
    expect(s.cursor.step).toBe('land/movement');
    const d = pendingDecisions(s).find((x) => x.kind === 'general/tyrol')!;
    expect(d.power).toBe('austria');
    // no movement orders yet: the Tyrol question comes first
    expect(pendingDecisions(s).some((x) => x.kind === 'land/movement' && x.power === 'austria')).toBe(false);
    const place = d.options.find((o) => String(o.value).startsWith('place:'))!;
    expect(place.label).toMatch(/^Raise the Tyrol corps in /);
    expect(place.label).not.toMatch(/place:/);
    const area = String(place.value).split(':')[1]!;
    expect(DATA.land!.area(area as never)?.province).toBe('tyrol');
    const r = applyCommand(s, commandFor(d, place.value), DATA);
    if (!r.ok) throw new Error(r.error.message);
    expect(tyrolCorps(r.state)).toMatchObject([{ nationality: 'austria', factors: { infantry: 8 }, location: { area } }]);
    expect(r.events.filter((e) => e.type === 'factorsChanged' && e.rule === '10.1.5.1')).toMatchObject([{ delta: 8 }]);
    const counter = tyrolCorps(r.state)[0]!.counter;
    const movement = pendingDecisions(r.state).find((x) => x.kind === 'land/movement' && x.power === 'austria')!;
    expect(movement).toBeDefined();
    expect(movement.options.filter((o) => o.verdict.ok && String(o.value).startsWith(`move:${counter}:`))).toEqual([]);
    expect(movement.options.some((o) => String(o.value).startsWith(`move:${counter}:`))).toBe(true); // listed, refused with its reason
  });

  it('10.1.5 not offered while the Tyrol is Austria\'s own, nor when its holder is at peace with Austria', () => {
    expect(tyrolChance(startPolitical((x) => {
      const sc = x as unknown as { forces: { corps: { type: string }[] } };
      sc.forces.corps = sc.forces.corps.filter((c) => c.type !== 'tyrol');
    }), DATA.land!)).toBeNull();
    expect(tyrolChance(tyrolCeded('spain'), DATA.land!)).toBeNull();
    expect(tyrolChance(tyrolCeded('france'), DATA.land!)?.against).toBe('france');
  });

  it('10.1.5.1.2 once removed from the map it does not come back during the same war', () => {
    const s = atTyrol(tyrolCeded());
    const d = pendingDecisions(s).find((x) => x.kind === 'general/tyrol')!;
    const r = applyCommand(s, commandFor(d, d.options.find((o) => String(o.value).startsWith('place:'))!.value), DATA);
    if (!r.ok) throw new Error(r.error.message);
    const gone: GameState = { ...r.state, corps: r.state.corps.filter((c) => c.type !== 'tyrol') };
    expect(tyrolChance(gone, DATA.land!)).toBeNull();
  });

  it('10.1.5.2 peace with the holder of the Tyrol sends the corps and its infantry home; a later war may raise it again', () => {
    const s = atTyrol(tyrolCeded());
    const d = pendingDecisions(s).find((x) => x.kind === 'general/tyrol')!;
    const r = applyCommand(s, commandFor(d, d.options.find((o) => String(o.value).startsWith('place:'))!.value), DATA);
    if (!r.ok) throw new Error(r.error.message);
    const tx = beginTx(r.state, DATA);
    endWar(tx, 'austria', 'france');
    expect(tyrolCorps(tx.state)).toEqual([]);
    expect(tx.events.filter((e) => e.type === 'factorsChanged' && e.rule === '10.1.5.2')).toMatchObject([{ delta: -8 }]);
    expect(tx.state.general?.tyrol).toBeNull();
    // a new war between them: the corps may rise again
    const again: GameState = { ...tx.state, relations: { ...tx.state.relations, wars: [...tx.state.relations.wars, ['france', 'austria']] } };
    expect(tyrolChance(again, DATA.land!)?.against).toBe('france');
  });

  it('10.1.5.1.1 while on the map it is paid for like any corps in the Expenditure Step (one more corps on Austria\'s sheet)', () => {
    const s = atTyrol(tyrolCeded());
    const before = maintenanceLines(s, 'austria').find((l) => l.rule === '8.5.1.1')!;
    const d = pendingDecisions(s).find((x) => x.kind === 'general/tyrol')!;
    const r = applyCommand(s, commandFor(d, d.options.find((o) => String(o.value).startsWith('place:'))!.value), DATA);
    if (!r.ok) throw new Error(r.error.message);
    const after = maintenanceLines(r.state, 'austria').find((l) => l.rule === '8.5.1.1')!;
    expect(after.money - before.money).toBe(-1);
  });

  it('10.1.5 the standing procedures raise it in the first area offered', () => {
    const s = atTyrol(tyrolCeded());
    const d = pendingDecisions(s).find((x) => x.kind === 'general/tyrol')!;
    expect(generalChoiceAnswer(s, d)).toBe(d.options[1]!.value);
  });
});
