// 10.6.5 / 10.6.5.1 Bernadotte turns over to the power running Sweden at the start of the Army
// Reinforcement Step of August 1810 (issue 18, general branch). The test campaign has him with the
// French I Corps.
import { describe, expect, it } from 'vitest';
import { beginTx } from '../../shared/engine/tx';
import type { GameState, MajorPower } from '../../shared/model';
import { beginArmyReinforcement } from '../../shared/engine/steps/reinforcement/army';
import { DATA, startPolitical } from '../political/politicalSetup';

type Minor = { id: string; name: string; status: string; controller: string | null };

/** The Army Reinforcement Step of `month` 1810 beginning for `power`, Sweden as given. */
function armyStep(sweden: Minor | null, month = 8, tweak: (s: GameState) => GameState = (s) => s, power: MajorPower = 'britain') {
  const s0 = startPolitical((j) => {
    if (sweden) (j.minors as Minor[]).push(sweden);
  });
  const s = tweak({ ...s0, date: { month, year: 1810 }, cursor: { ...s0.cursor, phasing: [power] } });
  const tx = beginTx(s, DATA);
  beginArmyReinforcement(tx);
  return tx;
}
const bernadotte = (s: GameState) => s.leaders.find((l) => l.id === 'bernadotte');

describe('10.6.5 the Bernadotte leader', () => {
  it('10.6.5 August 1810, Sweden a Prussian free state: France gives him up from the I Corps; he is Prussian, in the pool to be placed', () => {
    const tx = armyStep({ id: 'sweden', name: 'Sweden', status: 'free', controller: 'prussia' });
    expect(bernadotte(tx.state)).toMatchObject({ owner: 'prussia', location: { kind: 'pool' } });
    expect(tx.events).toContainEqual({ type: 'leaderTurnedOver', leader: 'Bernadotte', from: 'france', to: 'prussia', minor: 'sweden', rule: '10.6.5' });
  });

  it('10.6.5 July 1810: he is still French, with his corps', () => {
    const tx = armyStep({ id: 'sweden', name: 'Sweden', status: 'free', controller: 'prussia' }, 7);
    expect(bernadotte(tx.state)).toMatchObject({ owner: 'france', location: { kind: 'corps' } });
    expect(tx.events.some((e) => e.type === 'leaderTurnedOver')).toBe(false);
  });

  it('10.6.5.2 August 1810, Sweden neutral: he leaves France and waits off the map for Sweden\'s forces', () => {
    const tx = armyStep({ id: 'sweden', name: 'Sweden', status: 'neutral', controller: null });
    expect(bernadotte(tx.state)).toBeUndefined();
    expect(tx.events).toContainEqual(expect.objectContaining({ type: 'leaderTurnedOver', to: null, rule: '10.6.5' }));
  });

  it('10.6.5.1 killed before August 1810: the counter does not turn over', () => {
    const tx = armyStep({ id: 'sweden', name: 'Sweden', status: 'free', controller: 'prussia' }, 8, (s) => ({
      ...s, leaders: s.leaders.map((l) => (l.id === 'bernadotte' ? { ...l, location: { kind: 'killed' as const } } : l)),
    }));
    expect(bernadotte(tx.state)).toMatchObject({ owner: 'france', location: { kind: 'killed' } });
    expect(tx.events.some((e) => e.type === 'leaderTurnedOver')).toBe(false);
  });

  it('10.6.5.1 France went into civil disorder before August 1810: the counter does not turn over', () => {
    const tx = armyStep({ id: 'sweden', name: 'Sweden', status: 'free', controller: 'prussia' }, 8, (s) => ({
      ...s, economy: { ...(s.economy ?? ({} as NonNullable<GameState['economy']>)), civilDisorder: ['france'] } as NonNullable<GameState['economy']>,
    }));
    expect(bernadotte(tx.state)?.owner).toBe('france');
    expect(tx.events.some((e) => e.type === 'leaderTurnedOver')).toBe(false);
  });
});
