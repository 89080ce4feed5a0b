// Section 4 rules the engine plays but no test named: declarations' cost (4.2.1), calling some
// allies and refusals (4.3.1, 4.3.1.3), suing (4.4.2), no re-allying (4.5.1), the controller's
// support of its minor (4.6.5, 4.6.5.1). Played in the Political Phase test campaign (September
// 1805: France at war with Austria, Russia and Britain; Russia allied with Austria and Britain).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, pendingDecisions, viewFor } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { allianceVerdict } from '../../shared/rules/political';
import { DATA, drive, startPolitical, until } from './politicalSetup';

const pp = (s: GameState, p: MajorPower) => s.powers[p].politicalPoints;
const deltas = (s: GameState, power: MajorPower, rule: string) =>
  s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === power && e.rule === rule).map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0));

describe('section 4 in play (issue 18, s5)', () => {
  it('4.2.1 / 4.2.1.1 Turkey\'s declaration of war on Russia costs it 3 political points, logged with the rule', () => {
    const s = drive(startPolitical(), (d) => (d.kind === 'political/declareWar' && d.power === 'turkey' ? ['russia'] : undefined), until('political/callToAllies'));
    expect(s.relations.wars).toContainEqual(['russia', 'turkey']);
    expect(deltas(s, 'turkey', '4.2.1.1')).toEqual([-3]);
  });

  it('4.3.1 / 4.3.1.3 Prussia (allied with Spain) declares on Russia: Russia calls Austria but not Britain; aggressor Prussia calls Spain, which refuses: both lose 2 and their alliance', () => {
    let s = drive(startPolitical((j) => j.relations.alliances.push(['spain', 'prussia'])),
      (d) => (d.kind === 'political/declareWar' && d.power === 'prussia' ? ['russia'] : undefined), (x) => x.pending.some((d) => d.kind === 'political/callAllies'));
    const call = pendingDecisions(s).find((d) => d.kind === 'political/callAllies')!;
    expect([call.power, call.options.map((o) => o.value).sort()]).toEqual(['russia', ['austria', 'britain']]);
    s = drive(s, (d) => {
      if (d.kind === 'political/callAllies') return d.power === 'russia' ? ['austria'] : ['spain'];
      if (d.kind === 'political/answerCall') return d.power === 'austria' ? 'accept' : 'refuse';
      return undefined;
    }, until('political/peace'));
    // 4.3.1 Britain was not called: still Russia's ally, not at war with Prussia
    expect(s.relations.alliances).toContainEqual(['britain', 'russia']);
    expect(s.relations.wars).not.toContainEqual(['britain', 'prussia']);
    expect(s.relations.wars).toContainEqual(['austria', 'prussia']);
    // 4.3.1.3 an aggressor's ally refusing: both break the alliance, both lose 2
    expect(deltas(s, 'spain', '4.3.1.3')).toEqual([-2]);
    expect(deltas(s, 'prussia', '4.3.1.3')).toEqual([-2]);
    expect(s.relations.alliances).not.toContainEqual(['spain', 'prussia']);
  });

  it('4.4.2 Austria sues France for peace: the offer is logged with the rule and France answers it', () => {
    const s = drive(startPolitical(), (d) => (d.kind === 'political/sue' && d.power === 'austria' ? ['sueAll'] : undefined),
      (x) => x.log.some((e) => e.type === 'suedForPeace'));
    const sued = s.log.filter((e) => e.type === 'suedForPeace');
    expect(sued).toEqual([expect.objectContaining({ power: 'austria', to: ['france'], rule: '4.4.2' })]);
  });

  it('4.5.1 Russia and Austria, already allied, are not offered to each other again (the verdict says why)', () => {
    const s = drive(startPolitical(), () => undefined, until('political/creatingAlliances'));
    const ru = pendingDecisions(s).find((d) => d.kind === 'political/alliances' && d.power === 'russia')!;
    expect(ru.options.map((o) => o.value)).not.toContain('austria');
    expect(ru.options.map((o) => o.value)).toContain('prussia');
    expect(allianceVerdict(s, 'russia', 'austria')).toMatchObject({ ok: false, rule: '4.5.1' });
  });

  it('4.6.5 / 4.6.5.1 Spain, given Saxony after Prussia and Russia attacked it, declares on both for 3 points in all', () => {
    let s = drive(startPolitical(), (d) => (d.kind === 'political/declareWar' && (d.power === 'prussia' || d.power === 'russia') ? ['minor:saxony'] : undefined), until('political/minorCountryControl'));
    s = drive(s, (d) => (d.kind === 'political/backDown' ? 'stay:saxony' : undefined), (x) => x.pending.some((d) => d.kind === 'political/minorBid'));
    s = forceDice(s, [6, 5]);
    s = drive(s, (d) => (d.kind === 'political/minorBid' ? (d.power === 'spain' ? 'roll:saxony' : 'pass:saxony') : d.kind === 'political/minorSetup' ? 'done' : undefined),
      (x) => x.pending.some((d) => d.kind === 'political/minorSupport'));
    expect(s.minors.find((m) => m.id === 'saxony')).toMatchObject({ controller: 'spain', status: 'free' });
    const support = pendingDecisions(s).find((d) => d.kind === 'political/minorSupport')!;
    expect([support.power, support.rule, support.options.map((o) => o.value).sort()]).toEqual(['spain', '4.6.5', ['prussia', 'russia']]);
    const before = pp(s, 'spain');
    s = drive(s, (d) => (d.kind === 'political/minorSupport' ? ['prussia', 'russia'] : undefined), (x) => !x.pending.some((d) => d.kind === 'political/minorSupport'));
    expect(pp(s, 'spain') - before).toBe(-3);
    expect(s.relations.wars).toEqual(expect.arrayContaining([['spain', 'prussia'], ['spain', 'russia']]));
  });
});

describe('opt:4.9 (v2.71 option) combined movement written down in secret', () => {
  const atCombined = (options: Record<string, boolean>) => drive(startPolitical(() => {}, options), () => undefined, (x) => x.pending.some((d) => d.kind === 'political/declareCombinedMovement'));

  it('opt:4.9 with the option each allied power answers in secret, and Russia\'s choice stays out of France\'s and Austria\'s views until all have answered', () => {
    let s = atCombined({ secretCombinedMovement: true });
    const ds = pendingDecisions(s).filter((d) => d.kind === 'political/declareCombinedMovement');
    expect(ds.map((d) => d.power).sort()).toEqual(['austria', 'britain', 'russia']);
    expect(ds.every((d) => d.secret)).toBe(true);
    const russia = ds.find((d) => d.power === 'russia')!;
    const r = applyCommand(s, commandFor(russia, ['britain']), DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const answerOf = (viewer: MajorPower | 'spectator') =>
      viewFor(s, viewer).log.filter((e) => e.type === 'decisionAnswered' && e.power === 'russia' && e.kind === 'political/declareCombinedMovement').map((e) => (e.type === 'decisionAnswered' ? (e.answer ?? null) : 'x'));
    for (const v of ['france', 'austria', 'britain', 'spectator'] as const) expect(answerOf(v), v).toEqual([null]);
    expect(answerOf('russia')).toEqual([['britain']]);
  });

  it('opt:4.9 without the option the declarations are open (4.9 as printed)', () => {
    const s = atCombined({});
    expect(pendingDecisions(s).filter((d) => d.kind === 'political/declareCombinedMovement').every((d) => !d.secret)).toBe(true);
  });
});
