import { describe, expect, it } from 'vitest';
import type { MinorCountry, MinorId } from '../../../model';
import { conquestPoints, conquestVerdict } from '.';

const bavaria = (occupation?: MinorCountry['occupation']): MinorCountry =>
  ({ id: 'bavaria' as MinorId, name: 'Bavaria', status: 'free', controller: 'france', ...(occupation ? { occupation } : {}) });
const may = { month: 5, year: 1805 };
const june = { month: 6, year: 1805 };

describe('7.7 / 10.2.1 conquest verdicts', () => {
  it('10.2.1 a first Conquest Step with the cities held starts the occupation', () => {
    expect(conquestVerdict(bavaria(), 'austria', may)).toEqual({ kind: 'occupied', by: 'austria' });
  });
  it('10.2.1 held again a month later: conquered from the controller', () => {
    expect(conquestVerdict(bavaria({ by: 'austria', since: may }), 'austria', june)).toEqual({ kind: 'conquered', by: 'austria', from: 'france' });
  });
  it('7.7 an occupation broken before the month is out is relieved; another power starts afresh', () => {
    expect(conquestVerdict(bavaria({ by: 'austria', since: may }), null, june)).toEqual({ kind: 'relieved' });
    expect(conquestVerdict(bavaria({ by: 'austria', since: may }), 'russia', june)).toEqual({ kind: 'occupied', by: 'russia' });
    expect(conquestVerdict(bavaria(), null, june)).toEqual({ kind: 'none' });
  });
  it('10.2.1.2 one political point per district each way (10.4 Denmark-Norway counts two)', () => {
    expect(conquestPoints(2, 'france')).toEqual({ conqueror: 2, loser: -2, from: 'france' });
    expect(conquestPoints(1, null)).toEqual({ conqueror: 1, loser: 0, from: null });
  });
});
