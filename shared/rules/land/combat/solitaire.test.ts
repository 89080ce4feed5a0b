import { describe, expect, it } from 'vitest';
import { solitaireAttackerChit, solitaireDefenderChit } from './solitaire';

describe('18.1 solitaire chit tables', () => {
  it('18.1.1 the defender rolls 1-5 for a chit and 6 again', () => {
    expect([1, 2, 3, 4, 5, 6].map(solitaireDefenderChit)).toEqual(['outflank', 'counterattack', 'escalated-counterattack', 'cordon', 'defend', null]);
  });
  it('18.1.2 the attacker rolls 1-5 for a chit and 6 again', () => {
    expect([1, 2, 3, 4, 5, 6].map(solitaireAttackerChit)).toEqual(['outflank', 'assault', 'escalated-assault', 'echelon', 'probe', null]);
  });
});
