import { describe, expect, it } from 'vitest';
import type { PowerView } from '../../../shared/model/view';
import { optionLabeller } from './optionLabel';

const view = { corps: [{ counter: 'k7x2', identity: { name: 'III Corps' } }] } as unknown as PowerView;

describe('option labels in words', () => {
  it('names own corps, areas with their province and cities by their printed name', () => {
    const label = optionLabeller(
      view,
      (a) => (a === '438' ? 'Ile de France' : undefined),
      (c) => (c === 'strasbourg' ? 'Strasbourg' : undefined),
    );
    expect(label('k7x2 into strasbourg')).toBe('III Corps into Strasbourg');
    expect(label('k7x2 to 438')).toBe('III Corps to 438 (Ile de France)');
    expect(label('q9zz to 999')).toBe('q9zz to 999');
    expect(label('Ask for the honors of war (march to strasbourg)')).toBe('Ask for the honors of war (march to Strasbourg)');
    expect(label('The besiegers of strasbourg: k7x2, then 438.')).toBe('The besiegers of Strasbourg: III Corps, then 438 (Ile de France).');
  });
});
