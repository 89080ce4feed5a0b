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
});
