// The standing procedures (v2.71 19.1.1 and the bot's heuristic) play the Naval Phase: every
// naval decision gets a legal answer and a campaign runs to its end.
import { describe, expect, it } from 'vitest';
import { autoAnswer, autoPlay, seededRng } from '../../../shared/engine/auto';
import { answer, customNaval, mapData, navalCampaign, reachStep, startNaval } from './navalSetup';

describe('19.1.1 naval standing procedures', () => {
  it('opt:19.1.1 a whole naval campaign is played by the standing procedures without a refusal or a stall, with naval battles', () => {
    for (const seed of [1, 2, 3]) {
      const r = autoPlay(startNaval(navalCampaign(), { seed }), { rng: seededRng(seed), data: mapData(), maxCommands: 20000 });
      expect(r.stopped, `seed ${seed}`).toBe(null);
      expect(r.state.over).not.toBe(null);
    }
  });

  it('opt:19.1.1/6.2.3 non-moving fleets intercept a stack with fewer ships, and let a stronger one pass', () => {
    const setup = (gb: number) => {
      let s = startNaval(customNaval({
        powers: ['france', 'britain'], wars: [['france', 'britain']],
        fleets: [
          { id: 'gb-a', nationality: 'britain', ships: gb, location: { kind: 'sea', area: '735' } },
          { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'port', area: '430', city: 'cherbourg' } },
        ],
      }));
      s = reachStep(s, 'naval/movement', 'britain');
      s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
      return answer(s, 'naval/movement', 'britain', 'move:sea:734');
    };
    const weak = setup(6);
    const d = weak.pending.find((x) => x.kind === 'naval/intercept')!;
    expect(autoAnswer(weak, d, seededRng(1), mapData())).toBe('stack:port:cherbourg');
    const strong = setup(20);
    expect(autoAnswer(strong, strong.pending.find((x) => x.kind === 'naval/intercept')!, seededRng(1), mapData())).toBe('none');
  });

  it('opt:19.1.1/6.3.2 a stack evades unless it has more ships; opt:19.1.1/6.3.5 the beaten retreat to the nearest port and victors never pursue', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'sea', area: '739' } },
      ],
    }));
    s = reachStep(s, 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    const evade = s.pending.find((d) => d.kind === 'naval/evade')!;
    expect(autoAnswer(s, evade, seededRng(1), mapData())).toBe('evade');
  });
});
