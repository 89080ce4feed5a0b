// v2.71 4.6.7 neutral minors and major power aggression: neighbours of an attacked minor.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, pendingDecisions, viewFor } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { neighbouringMinors } from '../../shared/rules/political';
import { DATA, drive, startPolitical } from './politicalSetup';

/** Prussia declares war on neutral Saxony, with Hesse (forces) and the Duchies (none) neutral beside it. */
const attackSaxony = (options: Record<string, boolean>): GameState => {
  const s = startPolitical((j) => {
    j.minors.push({ id: 'hesse', name: 'Hesse', status: 'neutral', controller: null }, { id: 'duchies', name: 'Duchies', status: 'neutral', controller: null });
  }, options);
  return drive(s, (d) => (d.kind === 'political/declareWar' && d.power === 'prussia' ? ['minor:saxony'] : undefined),
    (x) => pendingDecisions(x).some((d) => d.kind === 'political/minorLoyalty') || x.cursor.step === 'political/breakingAlliances', 4000);
};

describe('4.6.7 (v2.71) the neighbours of an attacked minor', () => {
  it('4.6.7 minor adjacency from the map: Saxony borders Bavaria, the Duchies and Hesse; Denmark–Sweden and Naples–Sicily count across the water', () => {
    expect(neighbouringMinors(DATA.land!, 'saxony')).toEqual(['bavaria', 'duchies', 'hesse']);
    expect(neighbouringMinors(DATA.land!, 'denmark')).toContain('sweden');
    expect(neighbouringMinors(DATA.land!, 'naples')).toContain('sicily');
  });

  it('4.6.7 Prussia attacks Saxony: every other power is asked in secret about Hesse only (the Duchies have no corps, Bavaria is not neutral); Britain rolls 12 and takes Hesse as a free state', () => {
    let s = attackSaxony({ minorNeighbourLoyalty: true });
    const ds = pendingDecisions(s).filter((d) => d.kind === 'political/minorLoyalty');
    expect(ds.map((d) => d.power)).not.toContain('prussia');
    expect(ds.length).toBeGreaterThan(0);
    for (const d of ds) {
      expect(d).toMatchObject({ secret: true, rule: '4.6.7' });
      expect(d.options.map((o) => o.value)).toEqual(['roll:hesse']);
    }
    s = forceDice(s, [6, 6]);
    for (const d of ds) {
      const r = applyCommand(s, commandFor(d, d.power === 'britain' ? ['roll:hesse'] : []), DATA);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.minors.find((m) => m.id === 'hesse')).toMatchObject({ status: 'free', controller: 'britain' });
    expect(s.corps.some((c) => c.nationality === 'hesse')).toBe(true);
    expect(s.minors.find((m) => m.id === 'duchies')).toMatchObject({ status: 'neutral' });
  });

  it('2.4.2 / 4.6.7 the secret choice stays with its power until every power has answered', () => {
    const s = attackSaxony({ minorNeighbourLoyalty: true });
    const ds = pendingDecisions(s).filter((d) => d.kind === 'political/minorLoyalty');
    const mine = ds.find((d) => d.power === 'britain')!;
    const r = applyCommand(s, commandFor(mine, ['roll:hesse']), DATA);
    if (!r.ok) throw new Error(r.error.message);
    expect(pendingDecisions(r.state).some((d) => d.kind === 'political/minorLoyalty')).toBe(true); // not yet revealed
    for (const p of ds.map((d) => d.power).filter((p) => p !== 'britain')) expect(JSON.stringify(viewFor(r.state, p).log), p).not.toContain('roll:hesse');
    expect(JSON.stringify(viewFor(r.state, 'spectator').log)).not.toContain('roll:hesse');
    expect(JSON.stringify(viewFor(r.state, 'britain').log)).toContain('roll:hesse');
  });

  it('4.6.7 option off: nobody is asked', () => {
    const s = attackSaxony({});
    expect(pendingDecisions(s).some((d) => d.kind === 'political/minorLoyalty')).toBe(false);
  });
});
