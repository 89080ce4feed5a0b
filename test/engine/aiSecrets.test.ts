// Issue 21 the AI reads only what its power may know (2.4.2): sentinels planted in Austria's
// hidden corps, money and the dice seed never reach what France's AI is given, and its answers
// do not change with them.
import { describe, expect, it } from 'vitest';
import { aiAnswer, seenBy, withAiNote } from '../../shared/engine/ai';
import { viewFor } from '../../shared/engine';
import { seededRng } from '../../shared/engine/auto';
import type { GameState } from '../../shared/model';
import { DATA, newLandGame, playUntil } from './landSetup';

const SENTINEL_STRENGTH = 73;
const SENTINEL_NAME = 'Sentinel Corps Zq';
const SENTINEL_MONEY = 9191;

/** The same game with Austria's hidden corps, money and the dice seed planted with sentinels. */
function planted(s: GameState): GameState {
  return {
    ...s,
    corps: s.corps.map((c) => (c.nationality === 'austria' ? { ...c, name: SENTINEL_NAME, factors: { infantry: SENTINEL_STRENGTH } } : c)),
    powers: { ...s.powers, austria: { ...s.powers.austria, money: SENTINEL_MONEY } },
    dice: s.dice.kind === 'chacha20' ? { ...s.dice, seed: 'ab'.repeat(32) } : { ...s.dice, seed: 424242 },
  };
}

describe('issue 21 the AI sees only its own power\'s view', () => {
  it('seenBy(France) carries none of the sentinels planted in Austria\'s hidden state or the dice', () => {
    const s = planted(newLandGame());
    const text = JSON.stringify(seenBy(s, 'france'));
    expect(text).not.toContain(SENTINEL_NAME);
    expect(text).not.toContain(`"infantry":${SENTINEL_STRENGTH}`);
    expect(text).not.toContain(String(SENTINEL_MONEY));
    expect(text).not.toContain('ab'.repeat(32));
    // Austria's own view keeps them: the test can fail
    expect(JSON.stringify(seenBy(s, 'austria'))).toContain(SENTINEL_NAME);
    expect(JSON.stringify(seenBy(s, 'austria'))).toContain(`"infantry":${SENTINEL_STRENGTH}`);
  });

  it('France\'s strong AI answers its movement orders the same whatever Austria hides', () => {
    let s = playUntil(newLandGame(), (x) => x.pending.some((d) => d.power === 'france' && d.kind === 'land/movement'));
    const d = s.pending.find((x) => x.power === 'france' && x.kind === 'land/movement')!;
    const plain = aiAnswer(s, d, 'strong', seededRng(3), DATA).answer;
    s = planted(s);
    const choice = aiAnswer(s, d, 'strong', seededRng(3), DATA);
    expect(choice.answer).toEqual(plain);
    // its reason in the log is made of what France knows: no sentinel in either part
    expect(JSON.stringify(choice.why)).not.toContain(SENTINEL_NAME);
    expect(JSON.stringify(choice.why)).not.toContain(String(SENTINEL_STRENGTH));
  });

  it('issue 21 the AI\'s reason in the log: the whole line for its own seat, the public head for others, nothing of a chit', () => {
    const s = newLandGame();
    const move = withAiNote(s, 'austria', 'strong', { text: 'Austria: II Corps falls back on Vienna: outnumbered 2 to 1 near it', publicText: 'Austria: II Corps falls back on Vienna' }).state;
    const chit = withAiNote(move, 'austria', 'strong', { text: 'Austria chooses the defend chit: the best odds', publicText: '' }).state;
    const notes = (viewer: 'austria' | 'france' | 'spectator') => viewFor(chit, viewer).log.filter((e) => e.type === 'aiExplained').map((e) => (e.type === 'aiExplained' ? e.text : ''));
    expect(notes('austria')).toEqual(['Austria: II Corps falls back on Vienna: outnumbered 2 to 1 near it', 'Austria chooses the defend chit: the best odds']);
    expect(notes('france')).toEqual(['Austria: II Corps falls back on Vienna']);
    expect(notes('spectator')).toEqual(['Austria: II Corps falls back on Vienna']);
    expect(JSON.stringify(viewFor(chit, 'france').log)).not.toContain('outnumbered');
  });
});
