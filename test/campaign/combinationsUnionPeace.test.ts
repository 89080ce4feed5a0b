// opt:11.5.1.6 (v2.71) the German union created by peace term C.9: France, holding its Confederation
// of the Rhine, surrenders unconditionally to Austria and Prussia (and Russia and Britain), played in
// the Political Phase test campaign's Peace Step.
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, PendingDecision } from '../../shared/model';
import { objectiveScores } from '../../shared/rules/economic';
import { homePowerOf } from '../../shared/rules/campaign/combinations';
import { drive, startPolitical, until } from '../political/politicalSetup';

const RULES = { confederationOfTheRhine: true, germanConfederationV271: true };

/** France runs a Rhine union of Bavaria, Baden and the Palatinate; Austria holds Wurttemberg, Prussia Saxony (both with corps) and is at war with France. */
function start(prussiaHoldsSaxony = true): GameState {
  const s0 = startPolitical((j) => j.relations.wars.push(['france', 'prussia']), RULES);
  const minors = s0.minors.map((m) => (m.id === 'wurttemberg' ? { ...m, controller: 'austria' as const } : m.id === 'saxony' && prussiaHoldsSaxony ? { ...m, status: 'free' as const, controller: 'prussia' as const } : m));
  return { ...s0, minors, combinations: { active: [{ id: 'german-confederation', name: 'the Confederation of the Rhine', controller: 'france', minors: ['bavaria', 'baden', 'palatinate'], provinces: [], created: s0.date }], polishLoyalty: null, dominant: ['france', 'britain'] } };
}

/** France sues everyone; every victor offers an unconditional peace; `terms` says who picks C.9. */
function surrender(s0: GameState, c9: readonly string[], seen: PendingDecision[] = []): GameState {
  const picked = new Set<string>();
  return drive(s0, (d) => {
    if (d.kind === 'political/sue' && d.power === 'france') return ['sueAll'];
    if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
    if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
    if (d.kind === 'political/peaceTerm') {
      seen.push(d);
      if (c9.includes(d.power) && !picked.has(d.power)) {
        picked.add(d.power);
        return 'C.9';
      }
      return 'done';
    }
    if (d.kind === 'political/separatePeace' || d.kind === 'political/cededFreeState') return d.options.find((o) => o.verdict.ok)!.value;
    return undefined;
  }, until('political/creatingAlliances'), 800);
}
const created = (s: GameState) => s.log.filter((e): e is Extract<GameEvent, { type: 'combinationChanged' }> => e.type === 'combinationChanged' && e.combination === 'german-confederation');

describe('opt:11.5.1.6 the German union created by C.9 when France surrenders', () => {
  it('opt:11.5.1.6.1 / opt:11.5.1.6.2 Austria and Prussia both choose C.9: one union, each running its own German states and scoring it; France\'s is gone', () => {
    const seen: PendingDecision[] = [];
    const s = surrender(start(), ['austria', 'prussia'], seen);
    const c9 = seen.find((d) => d.power === 'austria')!.options.find((o) => o.value === 'C.9')!;
    expect(c9.verdict.ok).toBe(true);
    expect(c9.label).toContain('C.9: create the German union');
    const union = s.combinations!.active.find((c) => c.id === 'german-confederation')!;
    expect([union.controller, union.partner].sort()).toEqual(['austria', 'prussia']);
    expect([...union.minors].sort()).toEqual(['saxony', 'wurttemberg']);
    expect(created(s).map((e) => [e.power, e.change, e.rule])).toEqual([['france', 'dissolved', 'opt:11.5.1.6'], [union.controller, 'created', 'opt:11.5.1.6.1']]);
    // opt:11.5.1.1 the Holy Roman Empire stays dissolved (C.9 restores nothing here)
    expect(s.political?.holyRomanEmpireDissolved).toBe(true);
    // opt:11.5.1.6.2 it counts for both creators' national objectives, and neither pays the penalty for the other's
    for (const p of ['austria', 'prussia'] as const) {
      const lines = objectiveScores(s, p, homePowerOf).filter((l) => l.label.includes('Confederation'));
      expect(lines.filter((l) => l.label.endsWith('held by another power')).every((l) => !l.met)).toBe(true);
    }
    expect(objectiveScores(s, 'austria', homePowerOf).find((l) => l.label === 'German Confederation')).toMatchObject({ met: true, vp: 15 });
    expect(objectiveScores(s, 'prussia', homePowerOf).find((l) => l.label === 'North German Confederation')).toMatchObject({ met: true, vp: 15 });
  });

  it('both victors must choose it: Austria alone choosing C.9 creates nothing, and France\'s union stands', () => {
    const s = surrender(start(), ['austria']);
    expect(s.combinations!.active.find((c) => c.id === 'german-confederation')).toMatchObject({ controller: 'france' });
    expect(created(s)).toEqual([]);
  });

  it('a victor holding no German state with corps may not choose it', () => {
    const seen: PendingDecision[] = [];
    surrender(start(false), [], seen);
    const c9 = seen.find((d) => d.power === 'prussia')!.options.find((o) => o.value === 'C.9')!;
    expect(c9.verdict).toMatchObject({ ok: false, rule: 'opt:11.5.1.6', detail: 'Prussia must control a German state with corps' });
  });
});
