// 6.2.6 A fleet whose port falls to an enemy (in any phase but the Naval Phase: a declaration of
// war, a siege, a conquest) moves out at once; blockaded there, it is scuttled (6.2.6.1). Checked
// after every command (the sequencer's settle), so it happens as soon as the port changes hands.
// 12.2.8.2 (option) hulks in a port an enemy land force occupies are destroyed.
import { POWER_NAMES, atWar, isMajorPower } from '../../../model';
import type { Fleet, MajorPower } from '../../../model';
import { blockaders, fleetPower, homePortDistances, iceBound, portHolder } from '../../../rules/naval';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { navalCtx, navy, patchNavy, relocate, removeFleet } from './navalState';

/** Fleets lying in ports now held by a power at war with them. */
function evicted(tx: Tx): { fleet: Fleet; holder: MajorPower }[] {
  const ctx = navalCtx(tx);
  const out: { fleet: Fleet; holder: MajorPower }[] = [];
  for (const f of tx.state.fleets) {
    if (f.location.kind !== 'port') continue;
    const port = ctx.naval.port(f.location.city);
    const owner = fleetPower(tx.state, f);
    if (!port || owner === null) continue;
    const holder = portHolder(tx.state, ctx, port);
    if (holder !== null && holder !== owner && atWar(tx.state, owner, holder)) out.push({ fleet: f, holder });
  }
  return out;
}

/**
 * 6.2.6 every fleet in a port held by an enemy leaves it: into its blockade box or a sea area next
 * to it (the first open sea area, else the box: the owner's own choice is not asked, nor is
 * 6.2.6.1 the choice to fight the blockaders: not built: 6.2.6.1 fighting out of a lost blockaded
 * port); blockaded, the fleets are scuttled, a political point each (6.2.6.4, minor and UMP
 * fleets too, 6.2.6.3), Nelson captured by the port's holder (6.2.6.2); harbour defences never
 * fire at fleets leaving (6.2.6).
 */
export function evictFleets(tx: Tx): void {
  if (tx.state.cursor.phase === 'naval' || !tx.data.naval) return;
  chargeBlockades(tx);
  const ctx = navalCtx(tx);
  for (const { fleet, holder } of evicted(tx)) {
    if (fleet.location.kind !== 'port') continue;
    const city = fleet.location.city;
    const owner = fleetPower(tx.state, fleet)!;
    if (blockaders(tx.state, owner, city).length > 0) {
      const nelson = tx.state.leaders.find((l) => l.id === 'nelson' && l.location.kind === 'fleet' && l.location.fleet === fleet.id);
      if (nelson) {
        patch(tx, { leaders: tx.state.leaders.map((l) => (l.id === nelson.id ? { ...l, location: { kind: 'captured', by: holder } } : l)) });
        emit(tx, { type: 'leaderCaptured', leader: nelson.id, owner: nelson.owner, by: holder, area: fleet.location.area, rule: '6.2.6.2' });
      }
      removeFleet(tx, fleet.id, 'scuttled', '6.2.6.1');
      politicalPoints(tx, owner, -1, '6.2.6.4', `${fleet.name} scuttled in ${ctx.naval.port(city)?.name ?? city}, taken by ${POWER_NAMES[holder]}`);
      continue;
    }
    const port = ctx.naval.port(city)!;
    const sea = port.boxSeas.find((s) => !iceBound(tx.state, ctx, { kind: 'sea', area: s }));
    relocate(tx, [fleet.id], sea ? { kind: 'sea', area: sea } : { kind: 'blockade', city }, null, '6.2.6');
  }
  if (!tx.state.options.rules.hulks) return;
  // 12.2.8.2 hulks in a port held by an enemy of theirs are destroyed
  const kept = navy(tx.state).hulks.filter((h) => {
    const port = ctx.naval.port(h.port);
    const holder = port ? portHolder(tx.state, ctx, port) : null;
    const owner = fleetPower(tx.state, { nationality: h.nationality });
    const lost = holder !== null && owner !== null && holder !== owner && atWar(tx.state, holder, owner);
    if (lost) emit(tx, { type: 'hulksChanged', port: h.port, nationality: h.nationality, delta: -h.count, rule: '12.2.8.2', reason: 'the port fell to an enemy' });
    return !lost;
  });
  if (kept.length !== navy(tx.state).hulks.length) patchNavy(tx, { hulks: kept });
}

/**
 * 12.2.9.3 (option) once the Naval Phase is over, each blockading fleet costs its owner $1, $2
 * when the blockaded port lies more than two movement points from a port of its own (or an
 * ally's open to it); what the owner cannot pay is not paid (bankruptcy, 8.5.1, is the Economic
 * Phase's).
 */
function chargeBlockades(tx: Tx): void {
  const naval = tx.state.turn.naval;
  if (!tx.state.options.rules.blockadeRunning || !naval || naval.charged) return;
  patch(tx, { turn: { ...tx.state.turn, naval: { ...naval, charged: true } } });
  const ctx = navalCtx(tx);
  const bill = new Map<MajorPower, number>();
  for (const f of tx.state.fleets) {
    if (f.location.kind !== 'blockade' || !isMajorPower(f.nationality)) continue;
    const owner = f.nationality;
    const port = ctx.naval.port(f.location.city);
    const holder = port ? portHolder(tx.state, ctx, port) : null;
    if (!port || holder === null || !atWar(tx.state, owner, holder)) continue;
    const home = homePortDistances(tx.state, ctx, owner, f.location)[0];
    bill.set(owner, (bill.get(owner) ?? 0) + (home !== undefined && home.distance <= 2 ? 1 : 2));
  }
  for (const [power, cost] of bill) {
    const paid = Math.min(cost, Math.max(0, tx.state.powers[power].money));
    if (paid === 0) continue;
    patch(tx, { powers: { ...tx.state.powers, [power]: { ...tx.state.powers[power], money: tx.state.powers[power].money - paid } } });
    emit(tx, { type: 'moneyChanged', power, delta: -paid, rule: '12.2.9.3', reason: 'keeping fleets on blockade' });
  }
}
