// 11.1 Poland played in the economic test campaign (1806): Prussia creates it from Masovia and
// Posen in the March 8.9 step; 11.1.2 those provinces then pay Poland's free state, doubled, and
// no longer Prussia; 11.1.1.1 more Polish provinces join later only when the controller chooses.
import { describe, expect, it } from 'vitest';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { applyCommand, commandFor, pendingDecisions } from '../../shared/engine';
import type { GameEvent, GameState, PendingDecision, ProvinceId } from '../../shared/model';
import { loadMap } from '../../shared/data/map';
import { ECON_DATA, lines, playEconomic, sheet, startEconomic } from '../engine/economicSetup';

const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
  s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;
const changes = (s: GameState, from: number) => s.log.slice(from).filter((e): e is Extract<GameEvent, { type: 'combinationChanged' }> => e.type === 'combinationChanged');
const map = loadMap();
if (!map.ok) throw new Error('map');
const province = (id: string) => map.map.provinceById(id as ProvinceId)!;

/** Prussia creates Poland in March 1806 (the procedures answer 8.9). */
function prussianPoland(): GameState {
  const start = startEconomic(() => {}, { options: { rules: { poland: true } } });
  return playEconomic(start, (d, st) => (d.kind === 'campaign/newCombinations' ? autoAnswer(st, d, seededRng(1), ECON_DATA) : undefined), stepEnded('economic/newCombinations', 3, start.log.length));
}

describe('11.1 Poland in play', () => {
  it('11.1.1 Prussia, holding Masovia and Posen, creates Poland with both (+1 political point, 11.1.5)', () => {
    const s = prussianPoland();
    expect(s.combinations?.active).toMatchObject([{ id: 'poland', controller: 'prussia', provinces: ['masovia', 'posen'] }]);
    expect(s.minors.find((m) => m.id === 'poland')).toMatchObject({ status: 'free', controller: 'prussia' });
    expect(s.combinations?.polishLoyalty).toBe('prussia');
  });

  it('11.1.2 in June Masovia and Posen pay Poland\'s sheet doubled, and Prussia\'s sheet names them as part of Poland', () => {
    const march = prussianPoland();
    const june = playEconomic(march, undefined, stepEnded('economic/collection', 6, march.log.length));
    const masovia = province('masovia');
    const posen = province('posen');
    expect(lines(sheet(june, 'prussia'), 'taxes')).toContain('Masovia: part of Poland (Grand Duchy of Warsaw)');
    expect(lines(sheet(june, 'prussia'), 'taxes')).toContain('Posen: part of Poland (Grand Duchy of Warsaw)');
    // the map prints Masovia 3 and Posen 4 money: 6 and 8 doubled
    expect([masovia.money, posen.money]).toEqual([3, 4]);
    expect(lines(sheet(june, 'poland'), 'taxes')).toEqual(['Masovia (×2) 6/0', 'Posen (×2) 8/0']);
  });

  it('11.1.1.1 a Polish province Prussia gains later is offered, not forced: added only when chosen', () => {
    const march = prussianPoland();
    // West Galicia ceded to Prussia (a peace or 8.7 cession)
    const gained: GameState = { ...march, ceded: [...(march.ceded ?? []), { province: 'west-galicia' as ProvinceId, holder: 'prussia', home: 'austria' }] };
    const seen: PendingDecision[] = [];
    const june = playEconomic(gained, (d) => {
      if (d.kind !== 'campaign/newCombinations') return undefined;
      seen.push(d);
      return [];
    }, stepEnded('economic/newCombinations', 6, gained.log.length));
    const prussian = seen.find((d) => d.power === 'prussia')!;
    expect(prussian.options.filter((o) => String(o.value).startsWith('add:'))).toMatchObject([{ value: 'add:poland:west-galicia', label: 'Add West Galicia to Poland', verdict: { ok: true } }]);
    expect(june.combinations?.active.find((c) => c.id === 'poland')?.provinces).toEqual(['masovia', 'posen']);
    // chosen in September: it joins, and the log says so
    const sept = playEconomic(june, (d) => (d.kind === 'campaign/newCombinations' && d.power === 'prussia' ? ['add:poland:west-galicia'] : d.kind === 'campaign/newCombinations' ? [] : undefined), stepEnded('economic/newCombinations', 9, june.log.length));
    expect(sept.combinations?.active.find((c) => c.id === 'poland')?.provinces).toEqual(['masovia', 'posen', 'west-galicia']);
    expect(changes(sept, june.log.length)).toMatchObject([{ change: 'enlarged', power: 'prussia', members: ['West Galicia'], rule: '11.1.1.1' }]);
  });

  it('11.1.1.1 the creator names the provinces: Prussia, holding Masovia, Posen and West Galicia, may leave some out, never Masovia, and keeps two', () => {
    const start = startEconomic(() => {}, { options: { rules: { poland: true } } });
    const held: GameState = { ...start, ceded: [...(start.ceded ?? []), { province: 'west-galicia' as ProvinceId, holder: 'prussia', home: 'austria' }] };
    const at = playEconomic(held, undefined, (x) => pendingDecisions(x).some((d) => d.kind === 'campaign/newCombinations' && d.power === 'prussia'));
    const d = pendingDecisions(at).find((x) => x.kind === 'campaign/newCombinations' && x.power === 'prussia')!;
    expect(d.options.filter((o) => String(o.value).startsWith('omit:'))).toMatchObject([
      { value: 'omit:poland:posen', label: 'Leave Posen out of Poland (it stays yours)', verdict: { ok: true } },
      { value: 'omit:poland:west-galicia', label: 'Leave West Galicia out of Poland (it stays yours)', verdict: { ok: true } },
    ]);
    // leaving both out would leave Masovia alone: refused (11.1.1 two provinces)
    const both = applyCommand(at, commandFor(d, ['create:poland', 'omit:poland:posen', 'omit:poland:west-galicia']), ECON_DATA);
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.error).toMatchObject({ rule: '11.1.1' });
    // a province left out of a Poland not created now: refused
    expect(applyCommand(at, commandFor(d, ['omit:poland:posen']), ECON_DATA)).toMatchObject({ ok: false, error: { rule: '11.1.1.1' } });
    const r = applyCommand(at, commandFor(d, ['create:poland', 'omit:poland:west-galicia']), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    const made = changes(r.state, at.log.length).find((e) => e.change === 'created')!;
    expect(made).toMatchObject({ combination: 'poland', power: 'prussia', members: ['Masovia', 'Posen'] });
    expect(r.state.combinations?.active.find((c) => c.id === 'poland')?.provinces).toEqual(['masovia', 'posen']);
    // West Galicia stays a ceded province of Prussia, paying Prussia's own sheet in June
    const june = playEconomic(r.state, undefined, stepEnded('economic/collection', 6, r.state.log.length));
    expect(lines(sheet(june, 'poland'), 'taxes')).toEqual(['Masovia (×2) 6/0', 'Posen (×2) 8/0']);
    expect(lines(sheet(june, 'prussia'), 'taxes').some((l) => l.startsWith('West Galicia') && !l.includes('part of Poland'))).toBe(true);
  });
});
