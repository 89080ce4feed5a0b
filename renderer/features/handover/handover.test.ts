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

  it('no curtain between two powers of the same player; always one for the first seat', () => {
    const players = { austria: 'Karl', russia: 'Karl' } as const;
    expect(handoverStep('austria', viewWith([], ['russia']), players)).toEqual({ kind: 'switch', to: 'russia', curtain: false });
    expect(handoverStep(null, viewWith([], ['austria']), players)).toEqual({ kind: 'switch', to: 'austria', curtain: true });
  });

  it('a power played at another machine (LAN) is waited for, never handed over to; the window sits at its own seat', () => {
    const held = ['france', 'britain'] as const;
    expect(handoverStep('france', viewWith([], ['austria']), {}, held)).toEqual({ kind: 'idle' });
    expect(handoverStep(null, viewWith([], ['austria']), {}, held)).toEqual({ kind: 'switch', to: 'france', curtain: true });
    expect(handoverStep('france', viewWith([], ['britain', 'austria']), {}, held)).toEqual({ kind: 'switch', to: 'britain', curtain: true });
    expect(handoverStep(null, viewWith([], ['austria']), {}, [])).toEqual({ kind: 'idle' });
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
