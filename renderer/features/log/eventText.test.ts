import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../shared/model/events';
import { filterLines, logLines } from './eventText';

const log = [
  { type: 'phaseBegan', phase: 'political', rule: '3.1', date: { month: 3, year: 1805 } },
  { type: 'warDeclared', aggressor: 'russia', defender: 'france', rule: '4.2' },
  { type: 'phaseBegan', phase: 'land', rule: '3.4', date: { month: 3, year: 1805 } },
  { type: 'positionAnnounced', power: 'france', phase: 'land', rule: '7.1', position: 1 },
  { type: 'depotPlaced', owner: 'austria', area: '316', depot: 'd1', rule: '7.2' },
] as unknown as GameEvent[];

describe('game log', () => {
  it('says each event in words with its rule, phase and powers', () => {
    const lines = logLines(log, 10);
    expect(lines[1]).toEqual({ index: 11, text: 'Russia declared war on France.', rule: '4.2', powers: ['russia', 'france'], phase: 'political' });
    expect(lines[3]!.text).toBe('France will move second in the Land Phase.');
    expect(lines[4]!.phase).toBe('land');
  });

  it('filters by power and by phase', () => {
    const lines = logLines(log, 0);
    expect(filterLines(lines, { power: 'france', phase: 'all' }).map((l) => l.index)).toEqual([1, 3]);
    expect(filterLines(lines, { power: 'all', phase: 'land' }).map((l) => l.index)).toEqual([2, 3, 4]);
    expect(filterLines(lines, { power: 'austria', phase: 'political' })).toEqual([]);
  });
});
