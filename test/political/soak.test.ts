// The political standing procedures play the test campaign: every political decision answered
// legally and sensibly, turn after turn, without stalling (19.1; issue 18 "done when").
import { describe, expect, it } from 'vitest';
import { autoPlay, seededRng } from '../../shared/engine/auto';
import { allied, atWar, MAJOR_POWERS } from '../../shared/model';
import { DATA, startPolitical } from './politicalSetup';

describe('standing procedures in the Political Phase', () => {
  it('six campaign months play through, with political decisions met and no alliance between enemies', () => {
    const r = autoPlay(startPolitical((j) => (j.end = { month: 2, year: 1806 })), { rng: seededRng(7), data: DATA, maxCommands: 30_000 });
    expect(r.stopped).toBeNull();
    const s = r.state;
    expect(s.over).not.toBeNull();
    const kinds = new Set(s.log.flatMap((e) => (e.type === 'decisionAnswered' && e.kind.startsWith('political/') ? [e.kind] : [])));
    for (const k of ['political/diplomacy', 'political/declareWar', 'political/sue', 'political/alliances', 'political/breakAlliances']) expect(kinds, k).toContain(k);
    // 4.5.2 sense: never allied with a power it fights
    for (const a of MAJOR_POWERS) for (const b of MAJOR_POWERS) if (a !== b) expect(allied(s, a, b) && atWar(s, a, b), `${a}-${b}`).toBe(false);
    // every political-points change names its rule
    expect(s.log.filter((e) => e.type === 'politicalPointsChanged' && !/^\d/.test(e.rule))).toEqual([]);
  }, 120_000);
});
