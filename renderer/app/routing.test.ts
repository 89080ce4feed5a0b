import { describe, expect, it } from 'vitest';
import { replayHash, replayRoute, screenFromHash } from './routing';

describe('hash routes', () => {
  it('reads the screen before any query, and unknown screens as the title', () => {
    expect(screenFromHash('#/replay?save=a-1&back=loadGame')).toBe('replay');
    expect(screenFromHash('#/map')).toBe('map');
    expect(screenFromHash('#/nowhere?x=1')).toBe('title');
  });

  it('carries a replay (issue 8) through its hash and back', () => {
    const route = { saveId: 'wagram evening-3f', viewer: 'austria', since: 'lastTurn' as const, back: 'game' as const };
    const hash = replayHash(route);
    expect(screenFromHash(hash)).toBe('replay');
    expect(replayRoute(hash)).toEqual(route);
    expect(replayRoute(replayHash({ saveId: null, back: 'loadGame' }))).toEqual({ saveId: null, back: 'loadGame' });
  });
});
