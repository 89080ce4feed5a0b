// v2.71 12.2.7~2 (option) the West Indies, played through the engine on the shipped map: fleets
// leave from the southern edge sea areas (741, 742), sail one box a Naval Phase (Canaries,
// Mid-Atlantic, West Indies), pay upkeep as at sea, and a French or Spanish fleet there cuts
// Britain's colonial trade by $10.
import { describe, expect, it } from 'vitest';
import { autoAnswer, seededRng } from '../../../shared/engine/auto';
import { viewFor } from '../../../shared/engine';
import { exitVerdict, offBoardNext } from '../../../shared/rules/naval';
import { maintenanceLines } from '../../../shared/rules/economic';
import type { AreaId, Fleet, GameState, OffBoardFleet } from '../../../shared/model';
import { answer, atStep, customNaval, mapData, playUntil, startNaval } from './navalSetup';
import { lines, playEconomic, sheet, startEconomic } from '../economicSetup';

const ON = { options: { rules: { westIndies: true } } };
const fleet = (id: string, nationality: string, area: string, ships = 5) => ({ id, name: `${id} fleet`, nationality, ships, location: { kind: 'sea', area } });
function game(fleets: ReturnType<typeof fleet>[], months = 4): GameState {
  const s = customNaval({ powers: ['france', 'britain', 'russia'], wars: [['france', 'britain']], fleets, start: { month: 4, year: 1805 } });
  (s as { end: unknown }).end = { month: 4 + months, year: 1805 };
  return startNaval(s, ON);
}
const franceMoves = (s: GameState) => playUntil(s, atStep('naval/movement', 'france'));
const optionOf = (s: GameState, value: string) => s.pending.find((d) => d.kind === 'naval/movement' && d.power === 'france')?.options.find((o) => o.value === value);
const offBoard = (s: GameState, id: string) => s.westIndies?.fleets.find((f) => f.fleet.id === id);

describe('opt:12.2.7.1~2 movement to the West Indies', () => {
  it('opt:12.2.7.1~2 a French fleet in the Gulf of Cadiz (742) leaves the map into the Canaries, then one box a Naval Phase to the West Indies', () => {
    let s = franceMoves(game([fleet('fr-a', 'france', '742')]));
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    expect(optionOf(s, 'wi:exit')?.verdict).toEqual({ ok: true });
    s = answer(s, 'naval/movement', 'france', 'wi:exit');
    expect(s.fleets.some((f) => f.id === 'fr-a')).toBe(false);
    expect(offBoard(s, 'fr-a')).toMatchObject({ box: 'canaries', from: 'board', moved: '1805-04' });
    expect(s.log.some((e) => e.type === 'fleetsMoved' && e.toName === 'The Canaries' && e.rule === 'opt:12.2.7.1~2')).toBe(true);
    // one box a Naval Phase (ruling): the Canaries fleet waits for the next phase
    expect(optionOf(s, 'wi:fr-a:midAtlantic')?.verdict).toMatchObject({ ok: false, code: 'alreadyMoved' });
    s = answer(s, 'naval/movement', 'france', 'end');
    // May: Canaries -> Mid-Atlantic (or back to the board)
    s = franceMoves(s);
    expect(s.date.month).toBe(5);
    expect(optionOf(s, 'wi:fr-a:sea:741')?.verdict).toEqual({ ok: true });
    s = answer(s, 'naval/movement', 'france', 'wi:fr-a:midAtlantic');
    expect(offBoard(s, 'fr-a')).toMatchObject({ box: 'midAtlantic', from: 'canaries' });
    s = answer(s, 'naval/movement', 'france', 'end');
    // June: a fleet may not begin and end a Naval Phase in the Mid-Atlantic
    s = franceMoves(s);
    expect(optionOf(s, 'end')?.verdict).toMatchObject({ ok: false, code: 'mustLeave', rule: 'opt:12.2.7.1~2' });
    expect(optionOf(s, 'wi:fr-a:westIndies')?.verdict).toEqual({ ok: true });
    expect(optionOf(s, 'wi:fr-a:canaries')?.verdict).toEqual({ ok: true });
    s = answer(s, 'naval/movement', 'france', 'wi:fr-a:westIndies');
    expect(optionOf(s, 'end')?.verdict).toEqual({ ok: true });
    expect(offBoard(s, 'fr-a')).toMatchObject({ box: 'westIndies', from: 'midAtlantic' });
  });

  it('opt:12.2.7.1~2 a fleet back from the Canaries stands in the edge sea area with its movement spent', () => {
    let s = franceMoves(game([fleet('fr-a', 'france', '742')]));
    s = answer(answer(answer(s, 'naval/movement', 'france', 'pick:fr-a'), 'naval/movement', 'france', 'wi:exit'), 'naval/movement', 'france', 'end');
    s = franceMoves(s);
    s = answer(s, 'naval/movement', 'france', 'wi:fr-a:sea:741');
    expect(s.fleets.find((f) => f.id === 'fr-a')?.location).toEqual({ kind: 'sea', area: '741' });
    expect(s.westIndies?.fleets).toEqual([]);
    expect(optionOf(s, 'pick:fr-a')).toBeUndefined(); // done for this phase
  });

  it('opt:12.2.7.1~2 only from 741/742, only British, French and Spanish fleets, with a point left, nothing aboard', () => {
    const f = (nationality: string) => ({ id: 'x', name: 'X', nationality, ships: 4, location: { kind: 'sea', area: '742' } }) as Fleet;
    expect(exitVerdict('742' as AreaId, [f('spain')], 1, 0)).toEqual({ ok: true });
    expect(exitVerdict('741' as AreaId, [f('britain')], 3, 0)).toEqual({ ok: true });
    expect(exitVerdict('740' as AreaId, [f('france')], 5, 0)).toMatchObject({ ok: false, code: 'notAdjacent' });
    expect(exitVerdict('742' as AreaId, [f('russia')], 5, 0)).toMatchObject({ ok: false, code: 'noAccess' });
    expect(exitVerdict('742' as AreaId, [f('france')], 0, 0)).toMatchObject({ ok: false, code: 'notEnoughMovement' });
    expect(exitVerdict('742' as AreaId, [f('france')], 2, 1)).toMatchObject({ ok: false, code: 'capacity' });
    expect(offBoardNext('canaries')).toEqual(['midAtlantic', 'board']);
    expect(offBoardNext('midAtlantic')).toEqual(['westIndies', 'canaries']);
    expect(offBoardNext('westIndies')).toEqual(['midAtlantic']);
  });

  it('opt:12.2.7~2 the option off: no order leaves the map', () => {
    const s0 = customNaval({ powers: ['france', 'britain', 'russia'], wars: [['france', 'britain']], fleets: [fleet('fr-a', 'france', '742')], start: { month: 4, year: 1805 } });
    let s = playUntil(startNaval(s0), atStep('naval/movement', 'france'));
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    expect(optionOf(s, 'wi:exit')).toBeUndefined();
  });
});

describe('opt:12.2.7~2 fleets off the map: upkeep, view, procedures', () => {
  const place = (s: GameState, entries: OffBoardFleet[]): GameState => ({ ...s, westIndies: { fleets: entries } });
  const frA: Fleet = { id: 'fr-a' as never, name: 'Toulon Squadron', nationality: 'france', ships: 6, location: { kind: 'sea', area: '742' as AreaId } };

  it('opt:12.2.7.1~2 each fleet off the map pays $5, as at sea (8.5.1.2)', () => {
    const s = place(game([]), [{ fleet: frA, box: 'westIndies', from: 'midAtlantic', moved: '1805-03' }, { fleet: { ...frA, id: 'fr-b' as never }, box: 'canaries', from: 'board', moved: '1805-03' }]);
    expect(maintenanceLines(s, 'france')).toContainEqual(expect.objectContaining({ money: -10, rule: 'opt:12.2.7.1~2' }));
    expect(maintenanceLines(s, 'britain').some((l) => l.rule === 'opt:12.2.7.1~2')).toBe(false);
  });

  it('opt:12.2.7~2 / 2.4.2 every seat sees the fleets in the boxes (fleets are public)', () => {
    const s = place(game([]), [{ fleet: frA, box: 'westIndies', from: 'midAtlantic', moved: '1805-03' }]);
    for (const v of ['britain', 'russia', 'spectator'] as const) expect(viewFor(s, v, { data: mapData() }).westIndies?.[0]).toMatchObject({ box: 'westIndies', fleet: { name: 'Toulon Squadron', ships: 6 } });
    expect(viewFor(game([]), 'britain').westIndies).toBeUndefined();
  });

  it('opt:12.2.7.1~2 the procedures sail a fleet that began the phase in the Mid-Atlantic on the way it was going', () => {
    let t = franceMoves(game([fleet('fr-a', 'france', '742')]));
    t = answer(answer(answer(t, 'naval/movement', 'france', 'pick:fr-a'), 'naval/movement', 'france', 'wi:exit'), 'naval/movement', 'france', 'end');
    t = answer(franceMoves(t), 'naval/movement', 'france', 'wi:fr-a:midAtlantic');
    t = franceMoves(answer(t, 'naval/movement', 'france', 'end'));
    const d = t.pending.find((x) => x.kind === 'naval/movement' && x.power === 'france')!;
    expect(d.options[0]).toMatchObject({ value: 'end', verdict: { ok: false, code: 'mustLeave' } });
    expect(autoAnswer(t, d, seededRng(1), mapData())).toBe('wi:fr-a:westIndies');
    t = answer(t, 'naval/movement', 'france', 'wi:fr-a:westIndies');
    expect(offBoard(t, 'fr-a')?.box).toBe('westIndies');
    // in the West Indies the procedures start nothing: the naval procedures end the movement
    const after = t.pending.find((x) => x.kind === 'naval/movement' && x.power === 'france')!;
    expect(autoAnswer(t, after, seededRng(1), mapData())).toBe('end');
  });
});

describe('opt:12.2.7.2~2 West Indies colonial trade', () => {
  const inTheWestIndies = (nationality: string) => (s: GameState): GameState => ({
    ...s,
    westIndies: { fleets: [{ fleet: { id: 'wi-x' as never, name: 'Caribbean Squadron', nationality: nationality as never, ships: 4, location: { kind: 'sea', area: '742' as AreaId } }, box: 'westIndies', from: 'midAtlantic', moved: '1805-12' }] },
  });
  const collected = (s: GameState) => playEconomic(s, undefined, (x) => x.date.month === 3 && (x.economy?.current?.worksheets.length ?? 0) > 0);

  it('opt:12.2.7.2~2 a French fleet (at war with Britain) in the West Indies at the end of a Naval Phase: colonial trade 30, less 10', () => {
    const s = collected(inTheWestIndies('france')(startEconomic(() => {}, ON)));
    expect(lines(sheet(s, 'britain'), 'overseas')).toEqual(['Colonial trade 30/0', 'Enemy fleets in the West Indies -10/0']);
    // the cut is taken once: the record is spent at the collection
    expect(s.westIndies?.cutPhases).toEqual([]);
  });

  it('opt:12.2.7.2~2 a British fleet there cuts nothing; nor does the option off', () => {
    expect(lines(sheet(collected(inTheWestIndies('britain')(startEconomic(() => {}, ON))), 'britain'), 'overseas')).toEqual(['Colonial trade 30/0']);
    expect(lines(sheet(collected(inTheWestIndies('france')(startEconomic())), 'britain'), 'overseas')).toEqual(['Colonial trade 30/0']);
  });
});
