import { describe, expect, it } from 'vitest';
import type { PowerView } from '../../../shared/model/view';
import { clearPasswords, handoverStep, hasPassword, nextDecider, passwordMatches, setPassword } from './handover';

const viewWith = (decisions: string[], waitingFor: string[]) =>
  ({ decisions: decisions.map((power) => ({ power })), waitingFor: waitingFor.map((power) => ({ power })) }) as unknown as PowerView;

describe('hot-seat hand-over', () => {
  it('the watched seat keeps deciding; else the first power waited for', () => {
    expect(nextDecider(viewWith(['france'], ['austria']))).toBe('france');
    expect(nextDecider(viewWith([], ['russia', 'austria']))).toBe('russia');
    expect(nextDecider(viewWith([], []))).toBeNull();
  });

  it('secret simultaneous decisions are taken one power at a time, each behind a curtain', () => {
    // Everyone owes a secret answer: France answers, then the view lists the other two.
    expect(handoverStep('france', viewWith([], ['austria', 'russia']), {})).toEqual({ kind: 'switch', to: 'austria', curtain: true });
    expect(handoverStep('austria', viewWith([], ['russia']), {})).toEqual({ kind: 'switch', to: 'russia', curtain: true });
    expect(handoverStep('russia', viewWith([], []), {})).toEqual({ kind: 'idle' });
  });

  it('no curtain between two powers of the same player; one for the first seat when several people play here', () => {
    const players = { austria: 'Karl', russia: 'Karl', france: 'Anne' } as const;
    expect(handoverStep('austria', viewWith([], ['russia']), players)).toEqual({ kind: 'switch', to: 'russia', curtain: false });
    expect(handoverStep(null, viewWith([], ['austria']), players)).toEqual({ kind: 'switch', to: 'austria', curtain: true });
  });

  it('issue 15: no curtain at all when one person holds every seat of this window (solo, a LAN window)', () => {
    const solo = { austria: 'Karl', russia: 'Karl' } as const;
    expect(handoverStep(null, viewWith([], ['austria']), solo)).toEqual({ kind: 'switch', to: 'austria', curtain: false });
    // a LAN window holding two powers of its one player: no curtain between them
    const lan = { france: 'France', britain: 'France' } as const;
    expect(handoverStep('france', viewWith([], ['britain', 'austria']), lan, ['france', 'britain'])).toEqual({ kind: 'switch', to: 'britain', curtain: false });
    // one power here, the rest played by the standing procedures: nothing to hand over, ever
    expect(handoverStep(null, viewWith([], ['prussia']), { prussia: 'Prussia' }, ['prussia'])).toEqual({ kind: 'switch', to: 'prussia', curtain: false });
  });

  it('a power played at another machine (LAN) is waited for, never handed over to; the window sits at its own seat', () => {
    const held = ['france', 'britain'] as const;
    expect(handoverStep('france', viewWith([], ['austria']), {}, held)).toEqual({ kind: 'idle' });
    expect(handoverStep(null, viewWith([], ['austria']), {}, held)).toEqual({ kind: 'switch', to: 'france', curtain: true });
    expect(handoverStep('france', viewWith([], ['britain', 'austria']), {}, held)).toEqual({ kind: 'switch', to: 'britain', curtain: true });
    expect(handoverStep(null, viewWith([], ['austria']), {}, [])).toEqual({ kind: 'idle' });
  });

  it('issue 15: losses and a retreat route, once both sides are revealed, are decided at the table in the open; the private seat comes back without a curtain', () => {
    const battle = { attacker: { units: [{ power: 'france', kind: 'corps', name: 'I Corps' }] }, defender: { units: [{ power: 'austria', kind: 'corps', name: 'Army of the Inn' }] } };
    const losses = { ...viewWith([], []), waitingFor: [{ power: 'austria', kind: 'land/combatLosses', secret: false }], battle } as unknown as PowerView;
    expect(handoverStep('france', losses, {}, undefined, 'france')).toEqual({ kind: 'switch', to: 'austria', curtain: false, table: true });
    // Austria, shown at the table, answers; France decides next: its own private seat again, no curtain
    const back = { ...viewWith([], []), waitingFor: [{ power: 'france', kind: 'land/combatChit', secret: true }], battle } as unknown as PowerView;
    expect(handoverStep('austria', back, {}, undefined, 'france', true)).toEqual({ kind: 'switch', to: 'france', curtain: false });
    // a secret decision of the other person: a curtain
    expect(handoverStep('france', { ...back, waitingFor: [{ power: 'austria', kind: 'land/combatEndOfDay', secret: true }] } as unknown as PowerView, {}, undefined, 'france')).toEqual({ kind: 'switch', to: 'austria', curtain: true });
    // a corps still hidden from the seat on screen: not in the open
    const hidden = { ...losses, battle: { ...battle, defender: { units: [{ power: 'austria', kind: 'corps', name: null }] } } } as unknown as PowerView;
    expect(handoverStep('france', hidden, {}, undefined, 'france')).toEqual({ kind: 'switch', to: 'austria', curtain: true });
  });

  it('passwords: none set lets anyone in; a set one must match; an empty one clears it', () => {
    clearPasswords();
    expect(passwordMatches('france', '')).toBe(true);
    setPassword('france', 'eagle');
    expect(hasPassword('france')).toBe(true);
    expect(passwordMatches('france', 'Eagle')).toBe(false);
    expect(passwordMatches('france', 'eagle')).toBe(true);
    setPassword('france', '');
    expect(hasPassword('france')).toBe(false);
  });
});
