// 7.4.3.3 sea supply through the Dardanelles needs the leave of Constantinople's holder: a
// neutral holder is asked as the tracing power's Land Phase begins, and its answer stands.
import { describe, expect, it } from 'vitest';
import { neutralStraitsHolder, straitsLeaveWanted, validDepots } from '../../shared/rules/land/depots';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import type { GameState } from '../../shared/model';
import { DATA, LAND, decisionOf, order, reach } from './landSetup';
import type { newLandGame } from './landSetup';
import { straitsGame } from '../land/allyStates';

type Sc = Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0];
const fleet = (id: string, nationality: string, location: Record<string, unknown>) => ({ id, name: id, nationality, ships: 5, location });

/**
 * France: a home depot at Toulon with its fleet in port, and a depot at Odessa held by a French
 * garrison; Russia (at peace with France, not its ally) holds Constantinople.
 */
const odessa = (tweak: (sc: Sc) => void = () => {}) =>
  straitsGame((sc) => {
    sc.forces.fleets = [fleet('fr-fleet', 'france', { kind: 'port', area: '463', city: 'toulon' })];
    tweak(sc);
  });
const odessaValid = (s: GameState) =>
  validDepots(s, LAND, 'france').has(s.depots.find((d) => d.area === '244' && d.owner === 'france')!.id);

describe('7.4.3.3 the Dardanelles: a neutral holder of Constantinople is asked for leave', () => {
  it('7.4.3.3 Russia, holding Constantinople at peace with France, is asked before France places its depots; leave opens the sea link to Odessa', () => {
    const { s, d } = reach(odessa(), 'russia', 'land/straitsLeave');
    expect(neutralStraitsHolder(s, LAND, 'france')).toBe('russia');
    expect(d).toMatchObject({ rule: '7.4.3.3', secret: false });
    expect(d.options.map((o) => o.value)).toEqual(['grant:france', 'refuse:france']);
    // France's depot orders wait for the answer
    expect(decisionOf(s, 'france', 'land/depots')).toBeUndefined();
    expect(odessaValid(s)).toBe(false);
    const granted = order(s, 'russia', 'land/straitsLeave', 'grant:france');
    expect(granted.straitsLeave).toEqual([{ holder: 'russia', power: 'france', granted: true }]);
    expect(granted.log).toContainEqual({ type: 'straitsLeaveAnswered', holder: 'russia', power: 'france', granted: true, rule: '7.4.3.3' });
    expect(decisionOf(granted, 'france', 'land/depots')).toBeDefined();
    expect(odessaValid(granted)).toBe(true);
  });

  it('7.4.3.3 a refusal keeps the straits shut; the holder is asked once a turn', () => {
    const { s } = reach(odessa(), 'russia', 'land/straitsLeave');
    const refused = order(s, 'russia', 'land/straitsLeave', 'refuse:france');
    expect(odessaValid(refused)).toBe(false);
    expect(decisionOf(refused, 'france', 'land/depots')).toBeDefined();
    expect(refused.turn.land?.straitsAsked).toEqual(['france']);
  });

  it('7.4.3.3 nobody is asked where the holder is the power itself, its ally or its enemy, or where the straits do not matter', () => {
    expect(straitsLeaveWanted(odessa(), LAND, 'france')).toBe('russia');
    const allied = odessa((sc) => {
      sc.relations = { wars: [['france', 'austria']], alliances: [['france', 'russia']], enforcedPeace: [] };
    });
    expect(straitsLeaveWanted(allied, LAND, 'france')).toBeNull();
    expect(odessaValid(allied)).toBe(true); // an ally's leave is taken as given
    const enemy = odessa((sc) => {
      sc.relations = { wars: [['france', 'russia']], alliances: [], enforcedPeace: [] };
    });
    expect(straitsLeaveWanted(enemy, LAND, 'france')).toBeNull();
    expect(odessaValid(enemy)).toBe(false);
    // no French depot on the Black Sea: nothing to ask
    const away = odessa((sc) => {
      sc.forces.depots = [{ owner: 'france', area: '463' }];
    });
    expect(straitsLeaveWanted(away, LAND, 'france')).toBeNull();
  });

  it('7.4.3.3 the procedures refuse, unless the holder already lets the asker into its territory by voluntary access', () => {
    const { s, d } = reach(odessa(), 'russia', 'land/straitsLeave');
    expect(autoAnswer(s, d, seededRng(1), DATA)).toBe('refuse:france');
    const withAccess: GameState = { ...s, relations: { ...s.relations, access: [{ grantor: 'russia', grantee: 'france' }] } };
    expect(autoAnswer(withAccess, d, seededRng(1), DATA)).toBe('grant:france');
  });
});
