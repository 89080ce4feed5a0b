import { afterAll, describe, expect, it } from 'vitest';
import { engineForSaves } from '../../main/host/gameSaves';
import { FORMAT_VERSION } from '../../main/saves';
import { LEGACY_SAVE_ID, legacyDiceHost, removeLegacyDirs } from '../host/legacyDiceHost';

// Issue 14: saves written with the old dice (a numeric seed and sfc32; fixtures/legacyDice.eiasave,
// a whole 1805 game written by fixtures/makeLegacyDice.ts before the change) still load, prove
// themselves from scenario + options + seed, and replay to every recorded hash, the save now
// migrated to format 4.
afterAll(removeLegacyDirs);

describe('old saves with the legacy dice (issue 14)', () => {
  it('load through the host: the start rebuilds from scenario 1805 and seed 1805, every entry replays to its hash, and the view says legacy dice', async () => {
    const { host, owner, saves } = await legacyDiceHost();
    const state = host.table()!.state;
    expect(state.dice.kind).toBeUndefined();
    expect(state.dice.seed).toBe(1805);
    expect(state.over).not.toBeNull();
    const file = saves.open(LEGACY_SAVE_ID);
    expect(file.meta().formatVersion).toBe(FORMAT_VERSION);
    const last = [...file.entries()].at(-1)!;
    // the fixture records the flat hashes of its time (g2); a regenerated one, tree digests (g3)
    expect(engineForSaves().matches?.(state, last.stateHash)).toBe(true);
    expect(state.log.filter((e) => e.type === 'diceRolled').length).toBe(44); // the fixture's game (regenerated in session 10: corps box limits, 2.4.2.1)
    owner.ask({ type: 'watch', seatToken: null });
    const view = owner.got.filter((m) => m.type === 'view').at(-1);
    expect(view?.type === 'view' && view.view['diceCommitment']).toEqual({ kind: 'legacy' });
  });
});
