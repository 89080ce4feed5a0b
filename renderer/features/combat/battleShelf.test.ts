import { describe, expect, it } from 'vitest';
import type { PowerView } from '../../../shared/model/view';
import { ownChit, shelfOf, shelveBattle, NO_SHELVES } from './battleShelf';
import { battleAtChits, finishedBattle } from './testBattle';

const view = (viewer: PowerView['viewer'], battle: PowerView['battle'], month = 9, groups: PowerView['groups'] = []): PowerView =>
  ({ viewer, battle, date: { year: 1805, month }, groups }) as unknown as PowerView;

describe('battle shelf', () => {
  it('keeps the newest record of each battle per viewer, without the odds preview', () => {
    let s = shelveBattle(NO_SHELVES, view('russia', battleAtChits()));
    s = shelveBattle(s, view('russia', finishedBattle()));
    s = shelveBattle(s, view('russia', null));
    const mine = shelfOf(s, view('russia', null));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.stage).toBe('over');
    expect('odds' in mine[0]!).toBe(false);
  });

  it('never hands one seat another seat\'s copy, and forgets last month\'s battles', () => {
    const s = shelveBattle(NO_SHELVES, view('russia', finishedBattle()));
    expect(shelfOf(s, view('france', null))).toEqual([]);
    expect(shelfOf(s, view('russia', null, 10))).toEqual([]);
    expect(shelfOf(shelveBattle(s, view('russia', null, 10)), view('russia', null, 10))).toEqual([]);
  });

  it('7.5.2.1 reads the seat\'s own secret chit from its answer in the chit group only', () => {
    const g = (kind: string, own: string | null) => ({ id: 'g', kind, rule: '7.5.2.1', secret: true, powers: ['russia', 'france'], answered: own ? ['russia'] : [], own });
    expect(ownChit(view('russia', null, 9, [g('land/combatChit', 'cordon')] as unknown as PowerView['groups']))).toBe('cordon');
    expect(ownChit(view('russia', null, 9, [g('land/combatChit', null)] as unknown as PowerView['groups']))).toBeNull();
    expect(ownChit(view('russia', null, 9, [g('land/combatEndOfDay', 'fight')] as unknown as PowerView['groups']))).toBeNull();
  });
});
