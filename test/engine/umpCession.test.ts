// v2.71 8.8 (correction) / 14.3.1.1.4 territory offered to a UMP in the UMP Control Step, played:
// only to a UMP the giver is at war with, and never a territory where forces of another power at
// war with the giver stand (the UMP's own forces there do not bar it).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, pendingDecisions } from '../../shared/engine';
import { EMPTY_CAMPAIGN } from '../../shared/model';
import type { AreaId, GameState, MajorPower } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from './economicSetup';

const BAVARIA = 'cede:austria:minor:bavaria';
const bavarianArea = (): AreaId =>
  Array.from({ length: 788 }, (_, i) => String(i + 1).padStart(3, '0') as AreaId).find(
    (a) => ECON_DATA.land!.area(a)?.minor === 'bavaria',
  )!;

/** March 1806: Austria a UMP run by Britain, at war with France, which controls Bavaria; `inBavaria` has its first corps moved there. */
function controlStep(inBavaria: MajorPower | null): GameState {
  const s0 = startEconomic((j) => j.relations.wars!.push(['france', 'austria']));
  const area = bavarianArea();
  const first = inBavaria ? s0.corps.find((c) => c.nationality === inBavaria)! : null;
  const s: GameState = {
    ...s0,
    corps: s0.corps.map((c) => (c === first ? { ...c, location: { kind: 'area' as const, area } } : c)),
    campaign: {
      ...EMPTY_CAMPAIGN,
      pregameControlDone: true,
      umps: [{ power: 'austria', status: 'active', controller: 'britain', lastController: 'britain', neutralPhases: 0 }],
    },
  };
  return playEconomic(s, undefined, atStep('economic/umpControl', 3));
}
const france = (s: GameState) => pendingDecisions(s).find((d) => d.kind === 'campaign/umpOverture' && d.power === 'france')!;

describe('v2.71 8.8 / 14.3.1.1.4 a cession offered to a UMP', () => {
  it('14.3.1.1.4 a British corps in Bavaria bars France from offering it to Austria: the option says why and the order is refused', () => {
    const s = controlStep('britain');
    expect(france(s).options.find((o) => o.value === BAVARIA)?.verdict).toEqual({
      ok: false,
      code: 'umpRestricted',
      rule: '14.3.1.1.4',
      detail: 'Bavaria holds forces of Great Britain, at war with us',
    });
    const r = applyCommand(s, commandFor(france(s), ['overture:austria', BAVARIA]), ECON_DATA);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('14.3.1.1.4');
  });

  it('14.3.1.1.4 with no other enemy there France offers Bavaria (an Austrian corps inside does not bar it); a won overture hands it over', () => {
    let s = controlStep('austria');
    expect(france(s).options.find((o) => o.value === BAVARIA)?.verdict).toEqual({ ok: true });
    s = forceDice(s, [6, 6]);
    s = playEconomic(
      s,
      (d) => (d.kind === 'campaign/umpOverture' ? (d.power === 'france' ? ['overture:austria', BAVARIA] : []) : undefined),
      (x) => !x.pending.some((d) => d.kind === 'campaign/umpOverture'),
    );
    expect(s.campaign!.umps.find((u) => u.power === 'austria')?.controller).toBe('france');
    expect(s.minors.find((m) => m.id === 'bavaria')?.controller).toBe('austria');
    expect(s.log.some((e) => e.type === 'minorControlChanged' && e.minor === 'bavaria' && e.rule === '14.3.1.1.4')).toBe(true);
  });
});
