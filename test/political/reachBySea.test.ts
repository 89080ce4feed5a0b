// 4.2.2.3 a neutral minor may be declared on only if the declarer could enter it this turn; by sea
// that is a corps carried by its fleet (6.2.5) and landed on the minor's coast (7.3.5).
import { describe, expect, it } from 'vitest';
import { declareWarOptions, reachableBySea } from '../../shared/rules/political';
import { districtCount } from '../../shared/rules/general';
import { DATA, drive, startPolitical, until } from './politicalSetup';

type Json = { forces: { corps: Record<string, unknown>[]; fleets?: Record<string, unknown>[] } };
const BRITISH_CORPS = { id: 'britain-i', name: 'I Corps', nationality: 'britain', type: 'infantry', movement: 3, area: '774', factors: { infantry: 6 } };
const CHANNEL_FLEET = { id: 'britain-f1', name: 'Channel Fleet', nationality: 'britain', ships: 10, location: { kind: 'port', area: '774', city: 'portsmouth' } };

const withBritain = (corps: boolean, fleet: boolean) =>
  startPolitical((j) => {
    const f = (j as unknown as Json).forces;
    if (corps) f.corps.push(BRITISH_CORPS);
    if (fleet) f.fleets = [...(f.fleets ?? []), CHANNEL_FLEET];
  });
const portugal = (s: ReturnType<typeof startPolitical>) => declareWarOptions(s, 'britain', (m) => districtCount(s, m), DATA.land, DATA.naval).find((o) => o.value === 'minor:portugal')!.verdict;

describe('4.2.2.3 reaching a neutral minor by sea', () => {
  it('4.2.2.3 a British corps at Portsmouth with a fleet in port there can land in Portugal: the declaration is legal', () => {
    const s = withBritain(true, true);
    expect(reachableBySea(s, DATA.land!, DATA.naval!, 'britain').has('portugal')).toBe(true);
    expect(portugal(s)).toEqual({ ok: true });
    // without the sea areas the land reach alone refuses it
    expect(declareWarOptions(s, 'britain', (m) => districtCount(s, m), DATA.land).find((o) => o.value === 'minor:portugal')!.verdict).toMatchObject({ ok: false, rule: '4.2.2.3' });
  });

  it('4.2.2.3 a fleet with no corps to carry, or a corps with no fleet, does not reach Portugal', () => {
    expect(portugal(withBritain(false, true))).toMatchObject({ ok: false, rule: '4.2.2.3' });
    expect(portugal(withBritain(true, false))).toMatchObject({ ok: false, rule: '4.2.2.3' });
  });

  it('4.2.2.3 played: Britain\'s Declarations of War Step offers Portugal, and the war is declared', () => {
    const s = drive(withBritain(true, true), (d) => (d.kind === 'political/declareWar' && d.power === 'britain' ? ['minor:portugal'] : undefined), until('political/minorCountryControl'));
    expect(s.political!.minorWars).toContainEqual(expect.objectContaining({ minor: 'portugal', power: 'britain' }));
  });
});
