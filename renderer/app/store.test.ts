import { describe, expect, it } from 'vitest';
import { createStore, curtainRaised, noticeSeenBy, seatWatched, tableSeated } from './store';

describe('ui slice', () => {
  it('records which seats have seen a notice; a newer notice starts over', () => {
    const store = createStore();
    store.dispatch(noticeSeenBy({ serial: 1, power: 'austria' }));
    store.dispatch(noticeSeenBy({ serial: 1, power: 'russia' }));
    store.dispatch(noticeSeenBy({ serial: 1, power: 'russia' }));
    expect(store.getState().ui.noticeSeen).toEqual({ serial: 1, powers: ['austria', 'russia'] });
    store.dispatch(noticeSeenBy({ serial: 2, power: 'france' }));
    expect(store.getState().ui.noticeSeen).toEqual({ serial: 2, powers: ['france'] });
  });

  it('watching a seat lowers the curtain; seating a new table forgets the old seat', () => {
    const store = createStore();
    store.dispatch(curtainRaised('france'));
    store.dispatch(seatWatched('france'));
    expect(store.getState().ui).toMatchObject({ curtain: null, watched: 'france' });
    store.dispatch(tableSeated({ france: 'Ann' }));
    expect(store.getState().ui).toMatchObject({ curtain: null, watched: null, players: { france: 'Ann' } });
  });
});
