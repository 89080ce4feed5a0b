import { describe, expect, it } from 'vitest';
import type { PowerView } from '../../../shared/model/view';
import { optionLabeller } from './optionLabel';

const view = {
  corps: [
    { counter: 'k7x2abc', nationality: 'france', identity: { name: 'III Corps' } },
    { counter: 'k9zz2ab', nationality: 'austria', identity: null },
  ],
  irregulars: [],
  leaders: [{ id: 'davout', name: 'Davout' }],
  minors: [],
} as unknown as PowerView;

describe('option labels in words (issue 15)', () => {
  const label = optionLabeller(view);
  it('names own corps, hidden enemy corps by their face, areas by city or province with their number, cities and leaders by name', () => {
    expect(label('k7x2abc into strasbourg')).toBe('III Corps into Strasbourg');
    expect(label('k7x2abc to 320')).toBe('III Corps to Ulm (area 320)');
    expect(label('k9zz2ab in area 321')).toBe('Austrian corps (hidden) in Bavaria (area 321)');
    expect(label('Place leader davout with k7x2abc')).toBe('Place leader Davout with III Corps');
    expect(label('Ask for the honors of war (march to strasbourg)')).toBe('Ask for the honors of war (march to Strasbourg)');
  });
  it('leaves a named label as it is (the engine names its labels first)', () => {
    expect(label('III Corps to Ulm (area 320)')).toBe('III Corps to Ulm (area 320)');
    expect(label('Retreat to Grodno (area 195) → Brest-Litovsk (area 197)')).toBe('Retreat to Grodno (area 195) → Brest-Litovsk (area 197)');
  });
});
