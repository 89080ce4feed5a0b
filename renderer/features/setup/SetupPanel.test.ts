import { describe, expect, it } from 'vitest';
import { destinationOf, forceKey } from './SetupPanel';

describe('13.1.1 the setup panel reads its options', () => {
  it('13.1.1.1 / 13.1.1.2 each option belongs to one force and points at one place (for the map-picked area)', () => {
    expect(forceKey('at:k1:318')).toBe('k1');
    expect(forceKey('garrison:k1:318:freiburg')).toBe('k1');
    expect(forceKey('pack:k1>k2')).toBe('k1');
    expect(forceKey('move:326:munich>322:nuremberg')).toBe('g:326:munich');
    expect(destinationOf('at:k1:318')).toBe('318');
    expect(destinationOf('at:k1:318:freiburg')).toBe('318');
    expect(destinationOf('garrison:k1:322:depot')).toBe('322');
    expect(destinationOf('move:326:munich>322:nuremberg')).toBe('322');
    expect(destinationOf('pack:k1>k2')).toBe('k2');
  });
});
