// v2.71 19.2.2's example, played by the engine: before its May 1806 land movement the British
// player leaves; a control step is held at once and Russia gains Britain as an active UMP; in
// the June Political Phase Russia allies Britain with itself; a new player found meanwhile
// takes Britain at the start of the June Economic Phase and may not break that alliance
// before September 1806.
import { describe, expect, it } from 'vitest';
import { applyCommand, forceDice, pendingDecisions } from '../../shared/engine';
import type { DecisionAnswer, GameState, PendingDecision } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../engine/economicSetup';

const referee = (s: GameState, action: 'leave' | 'take') => applyCommand(s, { type: 'campaign/referee', power: 'britain', decisionId: 'referee', action }, ECON_DATA);

/** Russia courts Britain; Britain and Russia name each other in the June alliances step. */
function script(d: PendingDecision, s: GameState): DecisionAnswer | undefined {
  if (d.kind === 'campaign/umpOverture') return d.power === 'russia' && s.campaign?.control?.umps.includes('britain') ? ['overture:britain'] : [];
  if (d.kind === 'political/alliances' && s.date.month === 6) return d.power === 'britain' ? ['russia'] : d.power === 'russia' ? ['britain'] : [];
  return undefined;
}

describe('v2.71 19.2 replacing players (the rule\'s example)', () => {
  it('19.2.1 / 19.2.2 Britain leaves in May 1806, Russia runs it, allies with it; the new player may not break that alliance before September 1806', () => {
    // the example's Britain has no alliances: drop the fixture's Anglo-Austrian one
    let s = startEconomic((j) => {
      j.relations.alliances = (j.relations.alliances as string[][]).filter((a) => !a.includes('britain'));
    });
    s = playEconomic(s, script, atStep('land/movement', 5));
    expect(s.date).toEqual({ month: 5, year: 1806 });

    // 19.2.1 the player leaves: an immediate control step, Britain only
    s = forceDice(s, [3, 4]); // Russia's only overture: 7, less than 10
    let r = referee(s, 'leave');
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(s.log.some((e) => e.type === 'playerLeft' && e.power === 'britain')).toBe(true);
    expect(pendingDecisions(s).filter((d) => d.kind === 'campaign/umpOverture').map((d) => d.power)).toEqual(['france', 'spain', 'austria', 'prussia', 'russia', 'turkey']);
    s = playEconomic(s, script, (x) => !x.pending.some((d) => d.kind === 'campaign/umpOverture'));
    const roll = s.log.find((e) => e.type === 'umpOvertureRolled' && e.ump === 'britain');
    expect(roll).toMatchObject({ power: 'russia', dice: [3, 4] });
    const britain = s.campaign!.umps.find((u) => u.power === 'britain')!;
    expect(britain).toMatchObject({ controller: 'russia', activeUntilControlStep: true });
    // a second departure of the same power is refused
    expect(referee(s, 'leave')).toMatchObject({ ok: false, error: { rule: '19.2.1' } });

    // 19.2.2 a replacement is found; it takes Britain at the beginning of the next Economic Phase
    r = referee(s, 'take');
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    s = playEconomic(s, script, (x) => x.log.some((e) => e.type === 'newPlayerTookPower'));
    expect(s.relations.alliances).toContainEqual(['britain', 'russia']); // made in June while Britain was an active UMP
    const took = s.log.find((e) => e.type === 'newPlayerTookPower');
    expect(took).toMatchObject({ power: 'britain', lockedAllies: ['russia'], until: { month: 9, year: 1806 } });
    expect(s.date).toEqual({ month: 6, year: 1806 });
    expect(s.campaign!.umps.some((u) => u.power === 'britain')).toBe(false);

    // July and August: the inherited alliance cannot be broken
    s = playEconomic(s, script, atStep('political/breakingAlliances', 7));
    const d = pendingDecisions(s).find((x) => x.power === 'britain' && x.kind === 'political/breakAlliances')!;
    expect(d.options.find((o) => o.value === 'russia')!.verdict).toMatchObject({ ok: false, code: 'allianceLocked', rule: '19.2.2' });
    const refused = applyCommand(s, { type: 'political/breakAlliances', power: 'britain', decisionId: d.id, choices: ['russia'] }, ECON_DATA);
    expect(refused).toMatchObject({ ok: false, error: { code: 'allianceLocked', rule: '19.2.2' } });
    if (!refused.ok) expect(refused.error.message).toContain('September 1806');

    // September 1806: free to break it
    s = playEconomic(s, script, atStep('political/breakingAlliances', 9));
    const sept = pendingDecisions(s).find((x) => x.power === 'britain' && x.kind === 'political/breakAlliances')!;
    expect(sept.options.find((o) => o.value === 'russia')!.verdict).toEqual({ ok: true });
  });
});
