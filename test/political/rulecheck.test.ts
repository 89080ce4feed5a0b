// Independent cases from the rule text for section 4 (the Political Phase), played through the
// engine on the Political Phase test campaign (September 1805: France at war with Austria, Russia
// and Britain; Russia allied with Austria and Britain).
import { describe, expect, it } from 'vitest';
import { pendingDecisions } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { drive, startPolitical, until, type politicalCampaign } from './politicalSetup';

const atDeclare = (s: GameState) => s.pending.some((d) => d.kind === 'political/declareWar');
const declareVerdict = (s: GameState, power: MajorPower, target: string) => {
  const d = pendingDecisions(s).find((x) => x.kind === 'political/declareWar' && x.power === power)!;
  return d.options.find((o) => o.value === target)?.verdict;
};
type J = ReturnType<typeof politicalCampaign>;
const forces = (j: J) => (j as unknown as { forces: { corps: Record<string, unknown>[]; garrisons: Record<string, unknown>[] } }).forces;
/** French X Corps (8 infantry, 1 cavalry) inside Vienna, Vienna's garrison gone and Austria's VIII Corps out of the city (in `viiiArea` when given). */
const frenchInVienna = (j: J, viiiArea?: string) => {
  const f = forces(j);
  const viii = f.corps.find((c) => c.id === 'austria-viii')!;
  if (viiiArea) viii.area = viiiArea;
  delete viii.city;
  f.garrisons = f.garrisons.filter((g) => g.city !== 'vienna');
  f.corps.push({
    id: 'france-x',
    name: 'X Corps',
    nationality: 'france',
    type: 'infantry',
    movement: 4,
    area: '474',
    city: 'vienna',
    factors: { infantry: 8, cavalry: 1 },
  });
};

describe('4.2.2.2 home nation invaded', () => {
  it('opt:4.2.2.2 an unbesieged French infantry corps holding Vienna itself bars Austria from declaring on Prussia', () => {
    const s = drive(
      startPolitical((j) => frenchInVienna(j, '475'), { declarationLimitInfantryCorps: true }),
      () => undefined,
      atDeclare,
    );
    expect(declareVerdict(s, 'austria', 'prussia')).toMatchObject({ ok: false, rule: '4.2.2.2' });
  });
  it('opt:4.2.2.2 a French cavalry corps in Austria does not bar Austria (corrected); as printed it does', () => {
    const put = (j: J) =>
      forces(j).corps.push({
        id: 'france-x-c',
        name: 'X',
        nationality: 'france',
        type: 'cavalry',
        movement: 5,
        area: '475',
        factors: { cavalry: 3 },
      });
    const on = drive(startPolitical(put, { declarationLimitInfantryCorps: true }), () => undefined, atDeclare);
    expect(declareVerdict(on, 'austria', 'prussia')).toMatchObject({ ok: true });
    const off = drive(startPolitical(put, { declarationLimitInfantryCorps: false }), () => undefined, atDeclare);
    expect(declareVerdict(off, 'austria', 'prussia')).toMatchObject({ ok: false, rule: '4.2.2.2' });
  });
});

describe('4.2.1.1 / 4.2.2.1 declarations', () => {
  it('4.2.1.1 Britain declares on its ally Russia: 3 points and 2 more, the alliance broken', () => {
    const s = drive(
      startPolitical(),
      (d) => (d.kind === 'political/declareWar' && d.power === 'britain' ? ['russia'] : undefined),
      until('political/callToAllies'),
    );
    const deltas = s.log
      .filter((e) => e.type === 'politicalPointsChanged' && e.power === 'britain')
      .map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0));
    expect(deltas.reduce((a, b) => a + b, 0)).toBe(-5);
    expect(s.relations.alliances).not.toContainEqual(['britain', 'russia']);
    expect(s.relations.wars).toContainEqual(['britain', 'russia']);
  });
  it('4.2.2.1 a Turkish garrison inside Russia bars Turkey from declaring on Russia', () => {
    const s = drive(
      startPolitical((j) =>
        forces(j).garrisons.push({ nationality: 'turkey', area: '238', city: 'ekaterinoslav', factors: { infantry: 1 } }),
      ),
      () => undefined,
      atDeclare,
    );
    expect(declareVerdict(s, 'turkey', 'russia')).toMatchObject({ ok: false, rule: '4.2.2.1' });
  });
});

describe('4.3 calls to allies', () => {
  it('4.3.1.2 Prussia and Russia declare on each other at once: both aggressors, neither calls', () => {
    const s = drive(
      startPolitical(),
      (d) =>
        d.kind === 'political/declareWar' && d.power === 'prussia'
          ? ['russia']
          : d.kind === 'political/declareWar' && d.power === 'russia'
            ? ['prussia']
            : undefined,
      until('political/peace'),
    );
    expect(s.relations.wars).toContainEqual(['prussia', 'russia']);
    expect(s.log.some((e) => e.type === 'decisionAnswered' && e.kind === 'political/callAllies')).toBe(false);
  });
  it('4.3.1.1 the defender calls nobody: the aggressor may not call its ally', () => {
    const s = drive(
      startPolitical((j) => j.relations.alliances.push(['spain', 'prussia'])),
      (d) =>
        d.kind === 'political/declareWar' && d.power === 'prussia'
          ? ['russia']
          : d.kind === 'political/callAllies' && d.power === 'russia'
            ? []
            : undefined,
      until('political/peace'),
    );
    const asked = s.log.flatMap((e) => (e.type === 'decisionAnswered' && e.kind === 'political/callAllies' ? [e.power] : []));
    expect(asked).toEqual(['russia']);
    expect(s.relations.alliances).toContainEqual(['spain', 'prussia']);
  });
  it('4.3.1.4 an ally barred by 4.2.2.1 may still be called, cannot answer and breaks the alliance (-2)', () => {
    // Britain, Russia's ally, has a garrison in Prussia
    let s = drive(
      startPolitical((j) => forces(j).garrisons.push({ nationality: 'britain', area: '285', city: 'berlin', factors: { infantry: 1 } })),
      (d) => (d.kind === 'political/declareWar' && d.power === 'prussia' ? ['russia'] : undefined),
      (x) => x.pending.some((d) => d.kind === 'political/callAllies'),
    );
    const call = pendingDecisions(s).find((d) => d.kind === 'political/callAllies')!;
    expect(call.options.find((o) => o.value === 'britain')?.verdict.ok).toBe(true);
    const before = s.powers.britain.politicalPoints;
    s = drive(
      s,
      (d) => (d.kind === 'political/callAllies' ? ['britain'] : d.kind === 'political/answerCall' ? 'accept' : undefined),
      until('political/peace'),
    );
    expect(s.relations.alliances).not.toContainEqual(['britain', 'russia']);
    expect(s.relations.wars).not.toContainEqual(['britain', 'prussia']);
    expect(s.powers.britain.politicalPoints - before).toBe(-2);
  });
});

describe('opt:4.2.2.2 a besieged enemy corps', () => {
  it('opt:4.2.2.2 a French infantry corps in Vienna besieged by an Austrian corps outside does not bar Austria', () => {
    const s = drive(
      startPolitical((j) => frenchInVienna(j), { declarationLimitInfantryCorps: true }),
      () => undefined,
      atDeclare,
    );
    expect(declareVerdict(s, 'austria', 'prussia')).toMatchObject({ ok: true });
  });
});

describe('opt:4.2.2.2 / 7.3.7.1 a siege declined', () => {
  it('opt:4.2.2.2 / 7.3.7.1 Austria chose not to besiege the French corps in Vienna: the corps is unbesieged and bars Austria', () => {
    const s0 = startPolitical((j) => frenchInVienna(j), { declarationLimitInfantryCorps: true });
    const s = drive({ ...s0, declinedSieges: [{ power: 'austria', area: '474' as never }] }, () => undefined, atDeclare);
    expect(declareVerdict(s, 'austria', 'prussia')).toMatchObject({ ok: false, rule: '4.2.2.2' });
  });
});

describe('4.6 choosing who runs an attacked neutral minor', () => {
  const attackSaxony = (pick: (p: MajorPower) => 'roll' | 'pass') =>
    drive(
      startPolitical((j) => j.relations.alliances.push(['spain', 'prussia'])),
      (d) => {
        if (d.kind === 'political/declareWar' && d.power === 'prussia') return ['minor:saxony'];
        if (d.kind === 'political/backDown') return 'stay:saxony';
        if (d.kind === 'political/minorBid') return `${pick(d.power!)}:saxony`;
        if (d.kind === 'political/minorSetup') return 'done';
        return undefined;
      },
      until('political/breakingAlliances'),
    );

  it("4.6 Spain, Prussia's ally, may run Saxony when every other power declines: Prussia pays its point", () => {
    const s = attackSaxony((p) => (p === 'spain' ? 'roll' : 'pass'));
    const asked = s.log.flatMap((e) => (e.type === 'decisionAnswered' && e.kind === 'political/minorBid' ? [e.power] : []));
    expect(asked.indexOf('spain')).toBe(asked.length - 1); // asked last, after the non-allies passed
    expect(s.minors.find((m) => m.id === 'saxony')).toMatchObject({ controller: 'spain' });
    expect(s.log.some((e) => e.type === 'politicalPointsChanged' && e.power === 'prussia' && e.rule === '4.2.1.2')).toBe(true);
  });
  it("4.6 a willing non-ally is chosen before Prussia's ally is asked", () => {
    const s = attackSaxony((p) => (p === 'spain' || p === 'turkey' ? 'roll' : 'pass'));
    expect(s.minors.find((m) => m.id === 'saxony')).toMatchObject({ controller: 'turkey' });
    expect(s.log.some((e) => e.type === 'decisionAnswered' && e.kind === 'political/minorBid' && e.power === 'spain')).toBe(false);
  });
  it('4.6 / 4.2.1.2 nobody willing: Saxony stays neutral and Prussia loses no point for its declaration', () => {
    const s = attackSaxony(() => 'pass');
    expect(s.minors.find((m) => m.id === 'saxony')).toMatchObject({ controller: null });
    expect(s.log.some((e) => e.type === 'politicalPointsChanged' && e.power === 'prussia' && e.rule === '4.2.1.2')).toBe(false);
  });
});

describe('4.4 peace', () => {
  const pp = (s: GameState, p: MajorPower) => s.powers[p].politicalPoints;
  const surrender = (offer: (victor: MajorPower) => 'conditional' | 'unconditional', answers: string[] = []) => {
    const s0 = startPolitical((j) => {
      j.relations.wars.push(['turkey', 'russia']);
      j.relations.alliances.push(['britain', 'turkey']);
    });
    const answered: string[] = answers;
    const s = drive(
      s0,
      (d) => {
        if (d.kind === 'political/sue' && d.power === 'russia') return ['sueAll'];
        if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith(offer(d.power!)))!.value;
        if (d.kind === 'political/peaceAnswer') {
          answered.push(d.options.map((o) => String(o.value)).join(','));
          return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
        }
        if (d.kind === 'political/peaceTerm')
          return d.options.some((o) => o.value === 'done' && o.verdict.ok) ? 'done' : d.options.find((o) => o.verdict.ok)!.value;
        if (d.kind === 'political/separatePeace') return d.options.find((o) => String(o.value).startsWith('demand'))!.value;
        return undefined;
      },
      until('political/creatingAlliances'),
    );
    return { s0, s };
  };
  it('4.4.5 / 4.4.2.3.1 / 4.4.2.3.2 Russia surrenders conditionally to France and unconditionally to Turkey at once: France +3, Turkey +5, Russia -8 once', () => {
    const { s0, s } = surrender((v) => (v === 'france' ? 'conditional' : 'unconditional'));
    expect(pp(s, 'france') - pp(s0, 'france')).toBe(3);
    expect(pp(s, 'turkey') - pp(s0, 'turkey')).toBe(5);
    expect(pp(s, 'russia') - pp(s0, 'russia')).toBe(-8);
  });
  it('4.4.5 / 4.4.2.3.1 conditional to both: Russia loses 5 once, each victor gains 3', () => {
    const answers: string[] = [];
    const { s0, s } = surrender(() => 'conditional', answers);
    // 4.4.2.2 a conditional peace must be accepted: no refusal is offered
    expect(answers.filter((a) => /refuse|reject/.test(a))).toEqual([]);
    expect(pp(s, 'france') - pp(s0, 'france')).toBe(3);
    expect(pp(s, 'turkey') - pp(s0, 'turkey')).toBe(3);
    expect(pp(s, 'russia') - pp(s0, 'russia')).toBe(-5);
  });
});

describe('4.8 the Free State Declaration Step', () => {
  it('4.8 Austria may declare conquered Venetia (a corps counter, no forces on the 1805 chart) a free state; France not the Palatinate (no corps)', () => {
    let s = drive(
      startPolitical(),
      () => undefined,
      (x) => x.pending.some((d) => d.kind === 'political/freeStates'),
    );
    const austria = pendingDecisions(s).find((d) => d.kind === 'political/freeStates' && d.power === 'austria');
    expect(austria?.options.find((o) => o.value === 'venetia')?.verdict.ok).toBe(true);
    const france = pendingDecisions(s).find((d) => d.kind === 'political/freeStates' && d.power === 'france');
    expect(france?.options.find((o) => o.value === 'palatinate')?.verdict.ok ?? false).toBe(false);
    s = drive(
      s,
      (d) => (d.kind === 'political/freeStates' && d.power === 'austria' ? ['venetia'] : undefined),
      (x) => !x.pending.some((d) => d.kind === 'political/freeStates'),
    );
    expect(s.minors.find((m) => m.id === 'venetia')).toMatchObject({ controller: 'austria', status: 'free' });
  });
});

describe('4.3 who may be called', () => {
  it('4.3 an ally already at war with the new enemy is not called: Turkey declares on Russia, Britain already at war with Turkey', () => {
    const s = drive(
      startPolitical((j) => j.relations.wars.push(['britain', 'turkey'])),
      (d) => (d.kind === 'political/declareWar' && d.power === 'turkey' ? ['russia'] : undefined),
      (x) => x.pending.some((d) => d.kind === 'political/callAllies'),
    );
    const call = pendingDecisions(s).find((d) => d.kind === 'political/callAllies' && d.power === 'russia')!;
    const britain = call.options.find((o) => o.value === 'britain');
    expect(britain === undefined || !britain.verdict.ok).toBe(true);
    expect(call.options.find((o) => o.value === 'austria')?.verdict.ok).toBe(true);
  });
});

describe("4.2.2.1 a ceded province is its holder's territory", () => {
  const ceded = (j: J) => {
    (j as Record<string, unknown>).economy = { ceded: [{ province: 'silesia', holder: 'austria' }] };
    forces(j).garrisons.push({ nationality: 'austria', area: '289', city: 'breslau', factors: { infantry: 2 } });
    forces(j).garrisons.push({ nationality: 'prussia', area: '286', city: 'glogau', factors: { infantry: 1 } });
  };
  it('4.2.2.1 Austria, holding Silesia ceded to it, may declare on Prussia; Prussia, with a garrison in Glogau, may not declare on Austria', () => {
    const s = drive(startPolitical(ceded), () => undefined, atDeclare);
    expect(declareVerdict(s, 'austria', 'prussia')).toMatchObject({ ok: true });
    expect(declareVerdict(s, 'prussia', 'austria')).toMatchObject({ ok: false, rule: '4.2.2.1' });
  });
});
