import { describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import { hostMessageReceived } from './hostViewSlice';

describe('hostView slice: written only by host messages', () => {
  it('keeps the open game, the last view and its version; a new game forgets the old view', () => {
    const store = createStore();
    store.dispatch(hostMessageReceived({ type: 'gameOpened', requestId: 'a', scenarioId: 's1', saveId: 'x', seats: [{ power: 'france', seatToken: 't' }] }));
    store.dispatch(hostMessageReceived({ type: 'view', version: 4, viewer: 'france', view: { viewer: 'france', version: 4 } }));
    expect(store.getState().hostView).toMatchObject({ game: { scenarioId: 's1', saveId: 'x' }, version: 4, viewer: 'france' });
    store.dispatch(hostMessageReceived({ type: 'gameOpened', requestId: 'b', scenarioId: 's2', saveId: null, seats: [] }));
    expect(store.getState().hostView).toMatchObject({ game: { scenarioId: 's2' }, view: null, version: 0 });
  });

  it('remembers the last rejection until a request is accepted, and every notice in order', () => {
    const store = createStore();
    store.dispatch(hostMessageReceived({ type: 'rejected', requestId: 'c', error: { code: 'illegal', message: 'No.', rule: '4.2' } }));
    expect(store.getState().hostView.lastRejection).toEqual({ code: 'illegal', message: 'No.', rule: '4.2' });
    store.dispatch(hostMessageReceived({ type: 'notice', kind: 'undo', text: 'France took back 1 command.' }));
    store.dispatch(hostMessageReceived({ type: 'notice', kind: 'undo', text: 'France took back 1 command.' }));
    expect(store.getState().hostView.notices.map((n) => n.serial)).toEqual([1, 2]);
    store.dispatch(hostMessageReceived({ type: 'accepted', requestId: 'd' }));
    expect(store.getState().hostView.lastRejection).toBeNull();
  });

  it('keeps the save listing with broken files', () => {
    const store = createStore();
    store.dispatch(hostMessageReceived({ type: 'saves', requestId: 'e', saves: [], broken: [{ id: 'b', location: '/s/b.eiasave', message: 'not a save' }] }));
    expect(store.getState().hostView.saves?.broken[0]?.message).toBe('not a save');
  });

  describe('issues 7/8 live views carry only the new log entries', () => {
    const event = (n: number) => ({ type: 'turnMarker', n }) as unknown as Record<string, unknown>;
    const view = (version: number, logFrom: number, log: Record<string, unknown>[], logEnd?: number) =>
      hostMessageReceived({ type: 'view', version, viewer: 'france', view: { viewer: 'france', version, logFrom, log }, ...(logEnd !== undefined ? { logEnd } : {}) });
    const held = (store: ReturnType<typeof createStore>) => store.getState().hostView;

    it('replaces the log on a whole view and appends a view that starts at the count it holds', () => {
      const store = createStore();
      // Events 0-4 of the state's log, one of them hidden from this viewer: 4 entries, count 5.
      store.dispatch(view(1, 0, [event(0), event(1), event(3), event(4)], 5));
      expect(held(store).logEnd).toBe(5);
      store.dispatch(view(2, 5, [event(5), event(6)], 7));
      expect(held(store).view!.log).toEqual([event(0), event(1), event(3), event(4), event(5), event(6)]);
      expect(held(store).view!.logFrom).toBe(0);
      expect(held(store)).toMatchObject({ version: 2, logEnd: 7, logGap: null });
      // Nothing new in the log: the other fields still change.
      store.dispatch(view(3, 7, [], 7));
      expect(held(store).view!.log).toHaveLength(6);
      expect(held(store).version).toBe(3);
      // A whole view (an undo shortened the log) replaces what was held.
      store.dispatch(view(4, 0, [event(0), event(1)], 2));
      expect(held(store).view!.log).toEqual([event(0), event(1)]);
      expect(held(store).logEnd).toBe(2);
    });

    it('a view that does not continue the held log keeps the fields, not the entries, and records the gap until a whole view', () => {
      const store = createStore();
      store.dispatch(view(1, 0, [event(0), event(1)], 2));
      store.dispatch(view(2, 4, [event(4)], 5));
      expect(held(store).view!.log).toEqual([event(0), event(1)]);
      expect(held(store)).toMatchObject({ version: 2, logEnd: null, logGap: { have: 2, from: 4 } });
      // The count is lost, so even a view from 2 cannot be trusted to follow on.
      store.dispatch(view(3, 2, [event(2)], 3));
      expect(held(store).view!.log).toHaveLength(2);
      expect(held(store).logGap).toEqual({ have: null, from: 2 });
      store.dispatch(view(4, 0, [event(0), event(1), event(2)], 3));
      expect(held(store)).toMatchObject({ logEnd: 3, logGap: null });
      expect(held(store).view!.log).toHaveLength(3);
      // Another viewer's entries never continue this one's log, even at the same count.
      store.dispatch(hostMessageReceived({ type: 'view', version: 5, viewer: 'britain', view: { viewer: 'britain', version: 5, logFrom: 3, log: [event(3)] }, logEnd: 4 }));
      expect(held(store).view!.log).toHaveLength(3);
      expect(held(store)).toMatchObject({ viewer: 'britain', logGap: { have: 3, from: 3 } });
    });

    it('a new game forgets the count; an incremental view before any whole one is a gap', () => {
      const store = createStore();
      store.dispatch(view(1, 0, [event(0)], 1));
      store.dispatch(hostMessageReceived({ type: 'gameOpened', requestId: 'g', scenarioId: 's', saveId: null, seats: [] }));
      expect(held(store).logEnd).toBeNull();
      store.dispatch(view(2, 1, [event(1)], 2));
      expect(held(store).view!.log).toEqual([]);
      expect(held(store).logGap).toEqual({ have: null, from: 1 });
    });

    it('a whole view without a count (a test or an older host) is taken as it is, and nothing is appended to it', () => {
      const store = createStore();
      store.dispatch(view(1, 0, [event(0), event(1)]));
      expect(held(store)).toMatchObject({ logEnd: null, logGap: null });
      store.dispatch(view(2, 2, [event(2)], 3));
      expect(held(store).view!.log).toHaveLength(2);
      expect(held(store).logGap).toEqual({ have: null, from: 2 });
    });
  });
});
