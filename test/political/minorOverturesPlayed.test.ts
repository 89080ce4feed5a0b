// v2.71 4.6.8 overtures to minor countries, asked in the Economic Phase's UMP Control Step (8.11)
// of the economic test campaign (1806, no uncontrolled major powers): a secret group, revealed
// together; 2.4.2 the answer stays with its power until then. Numbers from the rule text: one
// political point per district (zero-manpower districts not counted), 10 or more on two dice plus
// the national (Minor Countries Chart) and status modifiers.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, pendingDecisions, viewFor } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { overtureCost } from '../../shared/engine/steps/political/minorOvertures';
import { isOptionOffered } from '../../shared/model';
import type { GameState, MajorPower, PendingDecision } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../engine/economicSetup';

const atOvertures = (options: Record<string, boolean>): GameState =>
  playEconomic(startEconomic(undefined, { options: { rules: options } }), undefined, atStep('economic/umpControl', 3));

const overtures = (s: GameState): PendingDecision[] => pendingDecisions(s).filter((d) => d.kind === 'political/minorOverture');

/** Every overture answered: `answers` for the powers named, 'none' for the rest. */
function answerAll(s: GameState, answers: Partial<Record<MajorPower, string>>): GameState {
  for (const d of overtures(s)) {
    const r = applyCommand(s, commandFor(d, answers[d.power] ?? 'none'), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const denmark = (s: GameState) => s.minors.find((m) => m.id === 'denmark')!;

describe('opt:4.6.8 overtures to minors in the UMP Control Step (played)', () => {
  it('opt:4.6.8 the option is offered in New game; the step runs for it without any UMP, one secret decision per power, none first', () => {
    expect(isOptionOffered('minorAlliances')).toBe(true);
    const s = atOvertures({ minorAlliances: true });
    const ds = overtures(s);
    expect(ds.map((d) => d.power).sort()).toEqual(['austria', 'britain', 'france', 'prussia', 'russia', 'spain', 'turkey']);
    for (const d of ds) expect(d).toMatchObject({ secret: true, select: 'one', step: 'economic/umpControl', rule: 'opt:4.6.8' });
    const russia = ds.find((d) => d.power === 'russia')!;
    expect(russia.options[0]!.value).toBe('none');
    // Denmark (two districts of 2 manpower each) is open; Bavaria is France's, which is not in Instability or Fiasco
    expect(russia.options.find((o) => o.value === 'overture:denmark')).toMatchObject({ verdict: { ok: true } });
    expect(russia.options.find((o) => o.value === 'overture:denmark')!.label).toContain('Denmark (2 political points');
    expect(russia.options.find((o) => o.value === 'overture:bavaria')!.verdict).toMatchObject({ ok: false, rule: '4.6.8' });
  });

  it('opt:4.6.8 option off: the UMP Control Step is skipped as before', () => {
    const s = playEconomic(startEconomic(), undefined, (x) => x.cursor.step === 'timeRecord/advance' && x.date.month === 3);
    expect(s.log.some((e) => e.type === 'stepSkipped' && e.step === 'economic/umpControl')).toBe(true);
    expect(s.log.some((e) => e.type === 'decisionAnswered' && e.kind === 'political/minorOverture')).toBe(false);
  });

  it('opt:4.6.8 Russia (+1 national, 0 status) rolls 4+5 = 10 for Denmark: a free state of Russia with its corps; 2 points paid and 2 regained', () => {
    const s0 = atOvertures({ minorAlliances: true });
    const s = answerAll(forceDice(s0, [4, 5]), { russia: 'overture:denmark' });
    expect(denmark(s)).toMatchObject({ status: 'free', controller: 'russia' });
    expect(s.corps.some((c) => c.nationality === 'denmark')).toBe(true);
    const points = s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === 'russia' && e.rule === '4.6.8').map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0));
    expect(points).toEqual([-2, 2]);
    expect(overtures(s)).toEqual([]);
  });

  it('opt:4.6.8 Russia rolls 4+4 = 9: Denmark stays neutral and the 2 points are lost', () => {
    const s0 = atOvertures({ minorAlliances: true });
    const s = answerAll(forceDice(s0, [4, 4]), { russia: 'overture:denmark' });
    expect(denmark(s)).toMatchObject({ status: 'neutral', controller: null });
    const points = s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === 'russia' && e.rule === '4.6.8').map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0));
    expect(points).toEqual([-2]);
  });

  it('opt:4.6.8 Prussia and Russia both succeed: Denmark stays neutral, both pay', () => {
    const s0 = atOvertures({ minorAlliances: true });
    const s = answerAll(forceDice(s0, [6, 6, 6, 6]), { prussia: 'overture:denmark', russia: 'overture:denmark' });
    expect(denmark(s)).toMatchObject({ status: 'neutral', controller: null });
    for (const p of ['prussia', 'russia'] as const)
      expect(s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === p && e.rule === '4.6.8').map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0))).toEqual([-2]);
  });

  it('opt:4.6.8 zero-manpower districts are not counted: Malta costs nothing, Denmark 2, Sweden (Sweden 5, Finland 1) 2', () => {
    expect(overtureCost(ECON_DATA, 'malta')).toBe(0);
    expect(overtureCost(ECON_DATA, 'denmark')).toBe(2);
    expect(overtureCost(ECON_DATA, 'sweden')).toBe(2);
    expect(overtureCost(ECON_DATA, 'portugal')).toBe(1);
  });

  it('2.4.2 / opt:4.6.8 the secret overture stays in Russia\'s view until every power has answered', () => {
    let s = atOvertures({ minorAlliances: true });
    const russia = overtures(s).find((d) => d.power === 'russia')!;
    const r = applyCommand(s, commandFor(russia, 'overture:denmark'), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(overtures(s).length).toBe(6); // not revealed yet
    // every other seat's view without its own decision options (which list every minor) holds no trace of the answer
    for (const p of ['france', 'britain', 'spain', 'austria', 'prussia', 'turkey', 'spectator'] as const) {
      const { decisions: _own, ...rest } = viewFor(s, p, { data: ECON_DATA });
      expect(JSON.stringify(rest), p).not.toContain('overture:denmark');
    }
    const { decisions: _mine, ...russiaView } = viewFor(s, 'russia', { data: ECON_DATA });
    expect(JSON.stringify(russiaView)).toContain('overture:denmark');
  });

  it('opt:4.6.8 the standing procedures: France (+1 national, +1 dominant) courts Denmark; Russia (+1 only) makes none', () => {
    const s = atOvertures({ minorAlliances: true });
    const byPower = (p: MajorPower) => autoAnswer(s, overtures(s).find((d) => d.power === p)!, seededRng(1), ECON_DATA);
    expect(byPower('france')).toBe('overture:denmark');
    expect(byPower('russia')).toBe('none');
    expect(byPower('britain')).toBe('none');
  });
});
