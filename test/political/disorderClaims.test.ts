// 8.7.4 with 4.6.2: when several powers claim a minor of a power in civil disorder, the competitive
// die rolls take the minor's national modifiers (4.6.2.1) besides the status modifiers (4.6.2.2).
import { describe, expect, it } from 'vitest';
import { forceDice } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../engine/economicSetup';
import type { EconomicScript } from '../engine/economicSetup';

const turkishProvinces = ECON_DATA.economy!.provinces.filter((p) => p.home === 'turkey').map((p) => p.id as string);

/** Turkey falls into civil disorder with Russian and British garrisons in Constantinople; Egypt is its conquered minor. */
function disorder(dice: number[], script: EconomicScript = () => undefined, until?: (s: GameState) => boolean): GameState {
  let s = startEconomic((j) => {
    j.relations.wars!.push(['russia', 'turkey'], ['britain', 'turkey']);
    j.economy.ceded = turkishProvinces.map((province) => ({ province, holder: 'russia' }));
    j.forces.garrisons!.push(
      { nationality: 'russia', area: '555', city: 'constantinople', factors: { infantry: 3 } },
      { nationality: 'britain', area: '555', city: 'constantinople', factors: { infantry: 3 } },
    );
    j.forces.corps = j.forces.corps!.filter((c) => c.id !== 'turkey-janissary-i');
    j.forces.depots = j.forces.depots!.filter((d) => d.owner !== 'turkey');
    j.minors.push({ id: 'egypt', name: 'Egypt', status: 'conquered', controller: 'turkey' });
    // the same status box for both claimants, so the national modifier alone tells them apart
    (j as Record<string, unknown>).political = { status: { russia: { zone: 'neutral', number: 1 }, britain: { zone: 'neutral', number: 1 } } };
  });
  // the last expenditure order ends the step; 8.6 and 8.7 follow in the same command
  s = playEconomic(s, undefined, (x) => atStep('economic/expenditure', 3)(x) && x.pending.length === 1);
  s = forceDice(s, dice);
  return playEconomic(s, script, until ?? ((x) => x.minors.find((m) => m.id === 'egypt')?.controller !== 'turkey'));
}

describe('8.7.4 / 4.6.2 a disputed minor of a power in civil disorder', () => {
  it('4.6.2 / 8.7.4 equal dice and equal status: Britain\'s national modifier for Egypt (+1 against Russia\'s 0) wins it', () => {
    const s = disorder([5, 5]);
    const rolls = s.log.filter((e) => e.type === 'diceRolled' && e.rule === '8.7.4');
    expect(rolls).toHaveLength(2);
    expect(s.minors.find((m) => m.id === 'egypt')).toMatchObject({ controller: 'britain' });
  });

  it('4.6.2 / 8.7.4 a die two higher beats the national modifier: Russia takes Egypt', () => {
    const s = disorder([6, 4]);

    expect(s.minors.find((m) => m.id === 'egypt')).toMatchObject({ controller: 'russia' });
  });
});

describe('8.7.4 the claimants may agree on who takes a disputed territory', () => {
  const claim = (s: GameState) => s.pending.filter((d) => d.kind === 'economic/disorderClaim');
  /** Each claimant names the holder `pick` gives it; Egypt is the disputed minor. */
  const agreeing = (pick: Record<string, string>): EconomicScript => (d) => {
    if (d.kind !== 'economic/disorderClaim' || !d.options.some((o) => String(o.label).includes('Egypt'))) return undefined;
    return d.options.find((o) => String(o.label) === pick[d.power])!.value;
  };

  it('8.7.4 both claimants of Egypt are asked in secret, with the dice or either of them as the answer', () => {
    const s = disorder([], undefined, (x) => claim(x).length > 0);
    const opened = claim(s);
    expect(opened.map((d) => d.power).sort()).toEqual(['britain', 'russia']);
    expect(opened.every((d) => d.secret && d.group !== null)).toBe(true);
    expect(opened[0]!.options.map((o) => o.label)).toEqual(['Roll for Egypt', 'Agree that Russia takes Egypt', 'Agree that Great Britain takes Egypt']);
  });

  it('8.7.4 Russia and Britain both name Russia: Russia takes Egypt with no die rolled, though Britain would win equal dice', () => {
    const s = disorder([5, 5], agreeing({ russia: 'Agree that Russia takes Egypt', britain: 'Agree that Russia takes Egypt' }));
    expect(s.minors.find((m) => m.id === 'egypt')).toMatchObject({ controller: 'russia' });
    expect(s.log.filter((e) => e.type === 'diceRolled' && e.rule === '8.7.4' && e.purpose.includes('Egypt'))).toHaveLength(0);
    const ceded = s.log.find((e) => e.type === 'territoryCeded' && e.territory === 'egypt');
    expect(ceded).toMatchObject({ to: 'russia' });
    expect(ceded && 'reason' in ceded ? ceded.reason : '').toMatch(/agreed/);
  });

  it('8.7.4 each names itself: no agreement, the competitive rolls decide (equal dice: Britain, by its national modifier)', () => {
    const s = disorder([5, 5], agreeing({ russia: 'Agree that Russia takes Egypt', britain: 'Agree that Great Britain takes Egypt' }));
    expect(s.log.filter((e) => e.type === 'diceRolled' && e.rule === '8.7.4')).toHaveLength(2);
    expect(s.minors.find((m) => m.id === 'egypt')).toMatchObject({ controller: 'britain' });
  });
});
