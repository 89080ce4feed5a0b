import { describe, expect, it } from 'vitest';
import { playedText, sizeText } from './saveFormat';

describe('save browser formatting', () => {
  it('sizes in B, kB and MB', () => {
    expect(sizeText(900)).toBe('900 B');
    expect(sizeText(12_800)).toBe('12.5 kB');
    expect(sizeText(3 * 1024 * 1024)).toBe('3.0 MB');
  });
  it('last played as a local date and time; unparsable text as given', () => {
    expect(playedText('2026-11-22T01:40:00')).toBe('2026-11-22 01:40');
    expect(playedText('yesterday')).toBe('yesterday');
  });
});
