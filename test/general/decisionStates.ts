// Engine states with each section 10 decision open, for the screens (test/e2e/generalDecisions.e2e.ts).
import { forceDice } from '../../shared/engine';
import { beginTx, commit } from '../../shared/engine/tx';
import type { Fleet, GameState } from '../../shared/model';
import { beginDistricts } from '../../shared/engine/steps/general/districts';
import { beginMinorControl } from '../../shared/engine/steps/political/minorControl';
import { evictFleets } from '../../shared/engine/steps/naval/ports';
import { statusTrackBoxes } from '../../shared/rules/political/status';
import { DATA, drive, startPolitical } from '../political/politicalSetup';

type Minor = { id: string; name: string; status: string; controller: string | null };

/** v2.71 10.4.5 / 10.2.3 France runs Lombardy, Romagna, Holland and Flanders: the 8.9 step offers the unions and neutralising. */
export function districtsChoice(): GameState {
  const s = startPolitical((x) => {
    (x as unknown as { minors: Minor[] }).minors.push(
      { id: 'romagna', name: 'Romagna', status: 'conquered', controller: 'france' },
      { id: 'flanders', name: 'Flanders', status: 'conquered', controller: 'france' },
    );
  }, { cisalpineRepublic: true, netherlands: true, neutralisingMinors: true });
  // the test campaign starts in 1805: opt:10.4.5.1 formed the Cisalpine Republic at the start; undone to be offered again
  const tx = beginTx({ ...s, general: { links: [] } }, DATA);
  beginDistricts(tx);
  return commit(tx);
}

/** 10.1.5 France holds the ceded Tyrol at war with Austria: Austria may raise the Tyrol corps. */
export function tyrolChoice(): GameState {
  const s = startPolitical((x) => {
    const sc = x as unknown as Record<string, unknown> & { forces: { corps: { type: string }[] } };
    sc.economy = { ceded: [{ province: 'tyrol', holder: 'france' }] };
    sc.forces.corps = sc.forces.corps.filter((c) => c.type !== 'tyrol');
  });
  return drive(s, () => undefined, (x) => x.pending.some((d) => d.kind === 'general/tyrol'), 3000);
}

/** v2.71 10.5.2.2 France in Instability, every revolt die a 1: Holland turns neutral and the French fleet in Amsterdam must leave. */
export function neutralPortChoice(): GameState {
  const s0 = startPolitical(() => {}, { minorRevolts: true });
  const at = statusTrackBoxes().findIndex((b) => b.zone === 'instability');
  const fleet = { id: 'fr-x', name: 'Texel Squadron', nationality: 'france', ships: 5, location: { kind: 'port', city: 'amsterdam' } } as unknown as Fleet;
  const s: GameState = { ...s0, fleets: [...s0.fleets, fleet], political: { ...s0.political!, status: { ...s0.political!.status, france: at } } };
  const tx = beginTx(forceDice(s, Array.from({ length: 60 }, () => 1)), DATA);
  beginMinorControl(tx);
  evictFleets(tx);
  return commit(tx);
}

/** 10.3.1.2.1 Prussia's Diplomacy step while Russia's I Corps, come in under Prussia's access, stands in Masovia. */
export function accessWithdrawChoice(): GameState {
  return startPolitical((x) => {
    const corps = (x as unknown as { forces: { corps: { id: string; area: string }[] } }).forces.corps;
    corps.find((c) => c.id === 'russia-i')!.area = '267';
  });
}
