// v2.71 14.3 applied in the played steps of the other phases: 8.3 lending and 8.8 ceding refuse a
// UMP's gifts (14.3.3.3), 8.6 gives a neutral UMP two points (14.3.6.2), 8.1 lets a player announce
// with a UMP's surplus (14.3.9), and 4.4 makes an active UMP that accepted a peace inactive (14.3.4).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, pendingDecisions } from '../../shared/engine';
import { EMPTY_CAMPAIGN } from '../../shared/model';
import type { GameState, MajorPower, UmpRecord, UmpStatus } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../engine/economicSetup';
import { drive, startPolitical, until } from '../political/politicalSetup';

const ump = (power: MajorPower, status: UmpStatus, controller: MajorPower | null): UmpRecord => ({ power, status, controller, lastController: controller, neutralPhases: 0 });
const withUmp = (s: GameState, ...umps: UmpRecord[]): GameState => ({ ...s, campaign: { ...EMPTY_CAMPAIGN, pregameControlDone: true, umps } });
const options = (s: GameState, power: string, kind: string) => pendingDecisions(s).find((x) => x.power === power && x.kind === kind)!.options;
const answer = (s: GameState, power: string, kind: string, value: string): GameState => {
  const d = pendingDecisions(s).find((x) => x.power === power && x.kind === kind)!;
  const r = applyCommand(s, commandFor(d, value), ECON_DATA);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('opt:14.3.3.3 a UMP gives, lends and cedes nothing outside a formal peace', () => {
  it('opt:14.3.3.3 8.3 played: Austria (a UMP run by Britain) may neither give nor lend to its ally Britain; Britain may still lend to Austria', () => {
    const s = playEconomic(withUmp(startEconomic(), ump('austria', 'active', 'britain')), undefined, atStep('economic/lending', 3));
    const austria = options(s, 'austria', 'economic/lending').filter((o) => o.value !== 'end');
    expect(austria.length).toBeGreaterThan(0);
    expect(austria.every((o) => !o.verdict.ok && o.verdict.code === 'umpRestricted' && o.verdict.rule === '14.3.3.3')).toBe(true);
    expect(options(s, 'britain', 'economic/lending').find((o) => o.value === 'loan:austria:10')!.verdict.ok).toBe(true);
    const d = pendingDecisions(s).find((x) => x.power === 'austria' && x.kind === 'economic/lending')!;
    const r = applyCommand(s, commandFor(d, 'gift:britain:5'), ECON_DATA);
    expect(r.ok).toBe(false);
  });

  it('opt:14.3.3.3 8.8 played: Austria (a UMP) may not cede Venetia to Britain; as a played power it may', () => {
    const venetia = (j: { minors: Record<string, unknown>[] }) => j.minors.push({ id: 'venetia', name: 'Venetia', status: 'conquered', controller: 'austria' });
    const s = playEconomic(withUmp(startEconomic(venetia), ump('austria', 'inactive', 'britain')), undefined, atStep('economic/ceding', 3));
    expect(options(s, 'austria', 'economic/cede').find((o) => o.value === 'minor:venetia>britain')!.verdict).toMatchObject({ ok: false, rule: '14.3.3.3' });
    const played = playEconomic(startEconomic(venetia), undefined, atStep('economic/ceding', 3));
    expect(options(played, 'austria', 'economic/cede').find((o) => o.value === 'minor:venetia>britain')!.verdict.ok).toBe(true);
  });
});

describe('opt:14.3.6.2 a neutral UMP at the Political Status Adjustment', () => {
  it('opt:14.3.6.2 8.6 played: neutral Prussia gains its adjustment and 2 more political points; an active UMP only its adjustment', () => {
    const s = playEconomic(withUmp(startEconomic(), ump('prussia', 'neutral', null), ump('austria', 'active', 'britain')), undefined, atStep('economic/ceding', 3));
    const points = (p: MajorPower, rule: string) => s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === p && e.rule === rule).map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0));
    expect(points('prussia', '14.3.6.2')).toEqual([2]);
    expect(points('prussia', '8.6')).toHaveLength(1);
    expect(points('austria', '14.3.6.2')).toEqual([]);
  });
});

describe('opt:14.3.9 victory announced with a UMP', () => {
  // Prussia's level is 352 and Neutral 10 is worth 7 a step: 350 + 7 = 357, 5 over. France's level
  // is 440 and Dominant 2 is worth 9: 428 + 9 = 437, short by 3 alone, 442 with Prussia's 5.
  const start = (status: UmpStatus) =>
    withUmp(startEconomic((j) => {
      j.powers.prussia!.victoryPoints = 350;
      j.powers.france!.victoryPoints = 428;
    }), ump('prussia', status, 'france'));
  const announcing = (s: GameState) => pendingDecisions(s).filter((d) => d.kind === 'economic/announceVictory');

  it('opt:14.3.9 the French player controlling active Prussia (5 over its level) reaches 442 of 440, announces and wins; Prussia never announces itself', () => {
    let s = playEconomic(start('active'), undefined, (x) => announcing(x).length > 0 || x.cursor.step === 'economic/collection');
    expect(announcing(s).map((d) => d.power)).toEqual(['france']);
    expect(announcing(s)[0]!.prompt).toContain('437');
    expect(announcing(s)[0]!.prompt).toContain('Prussia');
    s = answer(s, 'france', 'economic/announceVictory', 'announce');
    expect(s.economy!.outcome).toMatchObject({ winners: ['france'], draw: false });
    expect(s.over?.reason).toMatch(/^France won the campaign/);
  });

  it('opt:14.3.9 an inactive Prussia lends nothing: no announcement at all', () => {
    const s = playEconomic(start('inactive'), undefined, (x) => announcing(x).length > 0 || x.cursor.step === 'economic/collection');
    expect(s.powers.prussia.victoryPoints).toBe(357);
    expect(announcing(s)).toEqual([]);
  });
});

describe('opt:14.3.4 an active UMP that accepts a peace', () => {
  it('opt:14.3.4 4.4 played: active Austria (run by Russia) accepts France\'s conditional peace and becomes inactive, still Russia\'s', () => {
    let s = withUmp(startPolitical(), ump('austria', 'active', 'russia'));
    s = drive(s, (d) => {
      if (d.kind === 'political/sue' && d.power === 'austria') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('conditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
      if (d.kind === 'political/peaceTerm') return d.options.find((x) => x.value === 'done' && x.verdict.ok)?.value ?? d.options.find((x) => x.verdict.ok)!.value;
      return undefined;
    }, until('political/creatingAlliances'));
    expect(s.log.filter((e) => e.type === 'peaceMade')).toMatchObject([{ loser: 'austria', victor: 'france', kind: 'conditional' }]);
    expect(s.campaign!.umps).toEqual([expect.objectContaining({ power: 'austria', status: 'inactive', controller: 'russia' })]);
    expect(s.log.filter((e) => e.type === 'umpControlDecided')).toMatchObject([{ ump: 'austria', status: 'inactive', rule: '14.3.4' }]);
  });
});

describe('opt:14.3.3.6 a UMP scuttles, lays up and demobilises nothing by choice', () => {
  const at = (kind: string, power: MajorPower) => (s: GameState) => pendingDecisions(s).some((d) => d.kind === kind && d.power === power);

  it('opt:14.3.3.6 5.2 played: Austria (a UMP) may not disband a corps or a garrison; as a played power it may', () => {
    const s = playEconomic(withUmp(startEconomic(), ump('austria', 'active', 'britain')), undefined, at('reinforcement/army', 'austria'));
    const disband = options(s, 'austria', 'reinforcement/army').filter((o) => String(o.value).startsWith('disband:'));
    expect(disband.length).toBeGreaterThan(0);
    expect(disband.every((o) => !o.verdict.ok && o.verdict.rule === '14.3.3.6')).toBe(true);
    const played = playEconomic(startEconomic(), undefined, at('reinforcement/army', 'austria'));
    expect(options(played, 'austria', 'reinforcement/army').filter((o) => String(o.value).startsWith('disband:')).some((o) => o.verdict.ok)).toBe(true);
  });

  it('opt:14.3.3.6 5.1 played: Britain run as a UMP may not scuttle its fleets', () => {
    const s = playEconomic(withUmp(startEconomic(), ump('britain', 'active', 'austria')), undefined, at('reinforcement/naval', 'britain'));
    const scuttle = options(s, 'britain', 'reinforcement/naval').filter((o) => String(o.value).startsWith('scuttle:'));
    expect(scuttle.length).toBeGreaterThan(0);
    expect(scuttle.every((o) => !o.verdict.ok && o.verdict.rule === '14.3.3.6')).toBe(true);
  });
});

describe('opt:14.3.3.9 the informal peace a controller owes its UMP', () => {
  it('opt:14.3.3.9 4.4 played: France, now running Austria with which it is at war, makes an informal peace at the Peace Step; nobody had to sue', () => {
    let s = withUmp(startPolitical(), ump('austria', 'inactive', 'france'));
    expect(s.relations.wars.some(([a, b]) => [a, b].includes('austria') && [a, b].includes('france'))).toBe(true);
    s = drive(s, () => undefined, until('political/creatingAlliances'));
    expect(s.log.filter((e) => e.type === 'peaceMade')).toMatchObject([{ kind: 'informal', rule: '14.3.3.9' }]);
    const made = s.log.find((e) => e.type === 'peaceMade')!;
    expect(made.type === 'peaceMade' && [made.loser, made.victor].sort()).toEqual(['austria', 'france']);
    expect(s.relations.wars.some(([a, b]) => [a, b].includes('austria') && [a, b].includes('france'))).toBe(false);
  });

  it('opt:14.3.3.9 / 4.4.7 Russia, Austria\'s ally still at war with France, may demand that Austria break their alliance after that informal peace; demanded, it breaks and Austria loses the points', () => {
    let s = withUmp(startPolitical(), ump('austria', 'inactive', 'france'));
    s = drive(s, () => undefined, until('political/peace'));
    const asked = pendingDecisions(s).filter((d) => d.kind === 'political/separatePeace');
    // only Russia: allied with Austria and at war with France; France has no ally at war with Austria
    expect(asked.map((d) => [d.power, d.options.map((o) => o.value)])).toEqual([['russia', ['keep:austria', 'demand:austria']]]);
    s = drive(s, (d) => (d.kind === 'political/separatePeace' ? 'demand:austria' : undefined), until('political/creatingAlliances'));
    expect(s.relations.alliances.some(([a, b]) => [a, b].includes('austria') && [a, b].includes('russia'))).toBe(false);
    expect(s.log.some((e) => e.type === 'politicalPointsChanged' && e.power === 'austria' && e.rule === '4.4.7' && e.delta < 0)).toBe(true);
  });
});

describe('opt:14.3.3.2 a UMP declared upon calls its allies', () => {
  it('opt:14.3.3.2 4.3 played: Turkey declares on Russia, a UMP run by Britain; an empty answer still calls Austria and Britain; a played Russia may call nobody', () => {
    const run = (s0: GameState) => {
      let s = drive(s0, (d) => (d.kind === 'political/declareWar' && d.power === 'turkey' ? ['russia'] : undefined), until('political/callToAllies'));
      s = drive(s, (d) => (d.kind === 'political/callAllies' ? [] : d.kind === 'political/answerCall' ? 'accept' : undefined), until('political/peace'));
      return s.log.filter((e) => e.type === 'allyCalled' && e.caller === 'russia' && e.answer === 'called').map((e) => (e.type === 'allyCalled' ? e.ally : '')).sort();
    };
    expect(run(withUmp(startPolitical(), ump('russia', 'active', 'britain')))).toEqual(['austria', 'britain']);
    expect(run(startPolitical())).toEqual([]);
  });
});

describe('opt:14.3.3.8 forcing a UMP to sue', () => {
  const atPeace = () => drive(withUmp(startPolitical(), ump('austria', 'active', 'russia')), () => undefined, until('political/peace'));
  const franceRolls = (s: GameState) => drive(s, (d) => (d.kind === 'political/sue' ? (d.power === 'france' ? ['forceUmp:austria'] : []) : undefined), (x) => !x.pending.some((d) => d.kind === 'political/sue'));

  it('opt:14.3.3.8 4.4 played: France, at war with Austria (a UMP), rolls 6 over Austria\'s number and Austria sues France, then accepts the conditional peace', () => {
    let s = atPeace();
    const opt = pendingDecisions(s).find((d) => d.kind === 'political/sue' && d.power === 'france')!.options.find((o) => o.value === 'forceUmp:austria')!;
    // Austria's box on the display (position 19 in this fixture) is worth 5 victory points
    expect(opt.label).toMatch(/a die over 5$/);
    s = franceRolls(forceDice(s, [6]));
    expect(s.log.filter((e) => e.type === 'suedForPeace')).toMatchObject([{ power: 'austria', to: ['france'], forced: true, rule: '14.3.3.8' }]);
    s = drive(s, (d) => (d.kind === 'political/peaceOffer' ? d.options.find((o) => String(o.value).startsWith('conditional'))!.value : undefined), until('political/creatingAlliances'));
    expect(s.log.filter((e) => e.type === 'peaceMade')).toMatchObject([{ loser: 'austria', victor: 'france', kind: 'conditional' }]);
  });

  it('opt:14.3.3.8 a 1 never beats the number: no suit; a played Austria offers France no such roll', () => {
    const s = franceRolls(forceDice(atPeace(), [1]));
    expect(s.log.filter((e) => e.type === 'diceRolled' && e.rule === '14.3.3.8')).toHaveLength(1);
    expect(s.log.filter((e) => e.type === 'suedForPeace')).toEqual([]);
    const played = drive(startPolitical(), () => undefined, until('political/peace'));
    expect(pendingDecisions(played).find((d) => d.kind === 'political/sue' && d.power === 'france')!.options.some((o) => String(o.value).startsWith('forceUmp:'))).toBe(false);
  });

  it('opt:14.3.3.8 4.4 played: France (a UMP run by Russia) and Austria (a UMP run by Britain), at war, sue each other (every enemy, 4.4.2.1): an informal peace at once, no offer asked between them', () => {
    let s = drive(withUmp(startPolitical(), ump('france', 'active', 'russia'), ump('austria', 'active', 'britain')), () => undefined, until('political/peace'));
    expect(s.relations.wars.some(([a, b]) => [a, b].includes('austria') && [a, b].includes('france'))).toBe(true);
    s = drive(s, (d) => (d.kind === 'political/sue' ? (d.power === 'france' || d.power === 'austria' ? ['sueAll'] : []) : undefined), (x) => !x.pending.some((d) => d.kind === 'political/sue'));
    // (France and Russia, its controller, made their 14.3.3.9 peace before the suits)
    expect(s.log.filter((e) => e.type === 'peaceMade' && e.rule === '14.3.3.8')).toMatchObject([{ loser: 'france', victor: 'austria', kind: 'informal' }]);
    expect(s.relations.wars.some(([a, b]) => [a, b].includes('austria') && [a, b].includes('france'))).toBe(false);
    expect(pendingDecisions(s).filter((d) => d.kind === 'political/peaceOffer').every((d) => !(d.power === 'france' && d.options.some((o) => String(o.value).endsWith(':austria'))) && !(d.power === 'austria' && d.options.some((o) => String(o.value).endsWith(':france'))))).toBe(true);
  });

  it('opt:14.3.3.8 a suit one way only between the same two UMPs is an ordinary suit: the victor is asked for its offer', () => {
    let s = drive(withUmp(startPolitical(), ump('france', 'active', 'russia'), ump('austria', 'active', 'britain')), () => undefined, until('political/peace'));
    s = drive(s, (d) => (d.kind === 'political/sue' ? (d.power === 'austria' ? ['sueAll'] : []) : undefined), (x) => !x.pending.some((d) => d.kind === 'political/sue'));
    expect(s.log.filter((e) => e.type === 'peaceMade' && e.rule === '14.3.3.8')).toEqual([]);
    expect(pendingDecisions(s).some((d) => d.kind === 'political/peaceOffer' && d.power === 'france')).toBe(true);
  });
});

describe('opt:14.3.6.1 a neutral UMP at war surrenders', () => {
  it('opt:14.3.6.1 4.4 played: neutral Austria (no overture made for it), at war with France, sues every enemy at the Peace Step and may not refuse an unconditional peace', () => {
    let s = drive(withUmp(startPolitical(), ump('austria', 'neutral', null)), () => undefined, until('political/peace'));
    s = drive(s, (d) => (d.kind === 'political/peaceOffer' ? d.options.find((o) => String(o.value).startsWith('unconditional'))!.value : undefined), (x) => x.pending.some((d) => d.kind === 'political/peaceAnswer'));
    const sued = s.log.filter((e) => e.type === 'suedForPeace' && e.rule === '14.3.6.1');
    expect(sued).toMatchObject([{ power: 'austria', forced: true }]);
    expect(sued[0]?.type === 'suedForPeace' && sued[0].to).toContain('france');
    const answer = pendingDecisions(s).find((d) => d.kind === 'political/peaceAnswer' && d.power === 'austria')!;
    expect(answer.options.find((o) => o.value === 'refuse:france')!.verdict).toMatchObject({ ok: false, rule: '14.3.6.1' });
    expect(answer.options.find((o) => o.value === 'accept:france')!.verdict.ok).toBe(true);
  });

  it('opt:14.3.6.1 an inactive UMP (controlled) at war is not made to sue', () => {
    const s = drive(withUmp(startPolitical(), ump('austria', 'inactive', 'russia')), () => undefined, (x) => x.pending.some((d) => d.kind === 'political/sue'));
    expect(s.log.filter((e) => e.type === 'suedForPeace' && e.rule === '14.3.6.1')).toEqual([]);
  });
});

describe('opt:14.3.3.2 the break a UMP demands', () => {
  // France sues every enemy; Russia and Britain offer conditional peace, Austria unconditional, which
  // France refuses: Russia accepted France's surrender while its ally Austria still fights France.
  const run = (s0: GameState) =>
    drive(s0, (d) => {
      if (d.kind === 'political/sue') return d.power === 'france' ? ['sueAll'] : [];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith(d.power === 'austria' ? 'unconditional' : 'conditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value) === (String(o.value).endsWith(':austria') ? 'refuse:austria' : `accept:${String(o.value).split(':')[1]}`))!.value;
      if (d.kind === 'political/peaceTerm') return d.options.find((x) => x.value === 'done' && x.verdict.ok)?.value ?? d.options.find((x) => x.verdict.ok)!.value;
      return undefined;
    }, (x) => x.pending.some((d) => d.kind === 'political/separatePeace' && d.power === 'austria') || x.cursor.step === 'political/creatingAlliances');

  it('opt:14.3.3.2 4.4 played: Austria (a UMP run by Britain) must demand that Russia, which accepted France\'s surrender, break their alliance; a played Austria may keep it', () => {
    const asked = (s: GameState) => pendingDecisions(s).find((d) => d.kind === 'political/separatePeace' && d.power === 'austria')!;
    const umpAustria = asked(run(withUmp(startPolitical(), ump('austria', 'active', 'britain'))));
    expect(umpAustria.options.find((o) => o.value === 'keep:russia')!.verdict).toMatchObject({ ok: false, rule: '14.3.3.2' });
    expect(umpAustria.options.find((o) => o.value === 'demand:russia')!.verdict.ok).toBe(true);
    const played = asked(run(startPolitical()));
    expect(played.options.find((o) => o.value === 'keep:russia')!.verdict.ok).toBe(true);
  });
});

describe('14.3 / opt:14.3.3.4 a UMP has an economy but no economic manipulation', () => {
  it('opt:14.3.3.4 8.4 played (12.5 on): Russia set at +2 gains its political points; Prussia, a UMP run by Russia and set at +2, is held at 0', () => {
    const start = startEconomic((j) => {
      (j as { economy?: Record<string, unknown> }).economy = { ...((j as { economy?: Record<string, unknown> }).economy ?? {}), manipulation: { russia: 'plus2', prussia: 'plus2' } };
    }, { options: { rules: { economicManipulation: true } } });
    const s = playEconomic(withUmp(start, ump('prussia', 'active', 'russia')), undefined, atStep('economic/expenditure', 3));
    const manip = (p: MajorPower) => s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === p && e.rule === '12.5.1');
    expect(manip('russia')).toHaveLength(1);
    expect(manip('prussia')).toEqual([]);
    // 14.3.3.4 it still collects like any power (8.2)
    expect(s.log.some((e) => e.type === 'moneyChanged' && e.power === 'prussia' && e.rule.startsWith('8.2'))).toBe(true);
  });
});
