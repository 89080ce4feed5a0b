import { describe, expect, it } from 'vitest';
import type { PowerView } from '../../../shared/model/view';
import { battleClosed, battleReopened, battleToShow, finishedBattles, NOTHING_SEEN, ownChit } from './battleShelf';
import { battleAtChits, finishedBattle } from './testBattle';

const view = (viewer: PowerView['viewer'], battle: PowerView['battle'], battles?: unknown[], groups: PowerView['groups'] = []): PowerView =>
  ({ viewer, battle, turn: battles ? { land: { battles } } : {}, groups }) as unknown as PowerView;

describe('which battle the screen shows', () => {
  const done = { ...finishedBattle(), odds: undefined };
  const other = { ...done, id: 'b2', area: '471' };

  it('the battle in progress first, whatever was closed', () => {
    const seen = battleClosed(NOTHING_SEEN, 'russia', 'b1');
    expect(battleToShow(view('russia', battleAtChits(), [done]), seen)).toMatchObject({ inProgress: true, battle: { stage: 'chits' } });
  });

  it('then each finished battle of the turn the seat has not closed, oldest first', () => {
    let seen = NOTHING_SEEN;
    const v = view('austria', null, [done, other]);
    expect(battleToShow(v, seen)?.battle.id).toBe('b1');
    seen = battleClosed(seen, 'austria', 'b1');
    expect(battleToShow(v, seen)?.battle.id).toBe('b2');
    seen = battleClosed(seen, 'austria', 'b2');
    expect(battleToShow(v, seen)).toBeNull();
    // closing is per seat: Russia has closed nothing
    expect(battleToShow(view('russia', null, [done, other]), seen)?.battle.id).toBe('b1');
    // a closed battle can be reopened, and closed again
    seen = battleReopened(seen, 'austria', 'b1');
    expect(battleToShow(v, seen)).toMatchObject({ inProgress: false, battle: { id: 'b1' } });
    seen = battleClosed(seen, 'austria', 'b1');
    expect(battleToShow(v, seen)).toBeNull();
  });

  it('views without field combat have no finished battles', () => {
    expect(finishedBattles(view('france', null))).toEqual([]);
    expect(battleToShow(view('france', null), NOTHING_SEEN)).toBeNull();
  });

  it('7.5.2.1 reads the seat\'s own secret chit from its answer in the chit group only', () => {
    const g = (kind: string, own: string | null) => ({ id: 'g', kind, rule: '7.5.2.1', secret: true, powers: ['russia', 'france'], answered: own ? ['russia'] : [], own });
    expect(ownChit(view('russia', null, [], [g('land/combatChit', 'cordon')] as unknown as PowerView['groups']))).toBe('cordon');
    expect(ownChit(view('russia', null, [], [g('land/combatChit', null)] as unknown as PowerView['groups']))).toBeNull();
    expect(ownChit(view('russia', null, [], [g('land/combatEndOfDay', 'fight')] as unknown as PowerView['groups']))).toBeNull();
  });
});
