// 6.2.6 A fleet whose port falls to an enemy (in any phase but the Naval Phase: a declaration of
// war, a siege, a conquest) moves out at once; blockaded there, it is scuttled (6.2.6.1). Checked
// after every command (the sequencer's settle), so it happens as soon as the port changes hands.
// 12.2.8.2 (option) hulks in a port that changes hands (hulks.ts).
import { LEGAL, POWER_NAMES, atWar, illegal, isMajorPower } from '../../../model';
import type { AreaId, CityId, DecisionOption, Fleet, GameState, MajorPower, NavalPlace } from '../../../model';
import { blockaders, fleetPower, homePortDistances, iceBound, neutralMinorPort, placeName, portHolder } from '../../../rules/naval';
import type { NavalContext } from '../../../rules/naval';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { fleetsByIds, navalCtx, navalTurn, relocate } from './navalState';
import { startNavalBattle } from './battle';
import { scuttleFleets } from './scuttle';
import { hulksOfChangedPorts } from './hulks';

type Evicted = readonly { readonly fleet: Fleet; readonly holder: MajorPower | null }[];

/**
 * Fleets lying in ports now held by a power at war with them (or, `holder` null, in a minor's port
 * that has turned neutral). Performance (issue 20, asked after every command): the answer reads
 * only the fields in `evictedReads` (the fleets and wars; each port's holder through the city's
 * garrisons and corps, their controllers and operators, the area's owner and 10.8's dice; whether
 * the port's minor is neutral), so the last answer is kept while each is the same object.
 */
export function evictedFleets(state: GameState, ctx: NavalContext): Evicted {
  const reads = evictedReads(state, ctx);
  if (lastEvicted !== null && reads.length === lastEvicted.reads.length && reads.every((x, i) => x === lastEvicted!.reads[i])) return lastEvicted.out;
  const out = findEvicted(state, ctx);
  lastEvicted = { reads, out };
  return out;
}
let lastEvicted: { readonly reads: readonly unknown[]; readonly out: Evicted } | null = null;

/**
 * What `findEvicted` reads: the maps; the fleets (where they lie, their nationality); the wars
 * (atWar); options, combinations and minors (controllerOf, fleetControllerOf, neutralMinorPort,
 * territoryOf's areaMinor and neutral kingdoms); corps and garrisons (the city's forces, through
 * the per-list indexes); political loans (operatorOf), and with a loan in force the date and the
 * powers (activeLoan: until, inPlay); ceded provinces (territoryOf); 10.8's dice (general.cityHolders).
 */
function evictedReads(state: GameState, ctx: NavalContext): readonly unknown[] {
  const loans = (state.political?.corpsOnLoan.length ?? 0) > 0;
  return [ctx.naval, ctx.land, state.fleets, state.relations, state.options, state.combinations, state.minors, state.corps, state.garrisons, state.political, state.ceded, state.general, loans ? state.date : null, loans ? state.powers : null];
}

function findEvicted(state: GameState, ctx: NavalContext): Evicted {
  const out: { fleet: Fleet; holder: MajorPower | null }[] = [];
  // performance (issue 20, run after every command): each port's holder is found once, and for an
  // owner at peace with everyone only when the port is a neutral minor's
  const atWarWithSomeone = new Set(state.relations.wars.flat());
  const holders = new Map<string, MajorPower | null>();
  const holderOf = (port: NonNullable<ReturnType<typeof ctx.naval.port>>): MajorPower | null => {
    let holder = holders.get(port.city);
    if (holder === undefined) holders.set(port.city, (holder = portHolder(state, ctx, port)));
    return holder;
  };
  // and whether a port is a neutral minor's, once per port
  const neutral = new Map<string, boolean>();
  const neutralPort = (port: NonNullable<ReturnType<typeof ctx.naval.port>>): boolean => {
    let n = neutral.get(port.city);
    if (n === undefined) neutral.set(port.city, (n = neutralMinorPort(state, ctx, port)));
    return n;
  };
  for (const f of state.fleets) {
    if (f.location.kind !== 'port') continue;
    const port = ctx.naval.port(f.location.city);
    const owner = fleetPower(state, f);
    if (!port || owner === null) continue;
    const holder = atWarWithSomeone.has(owner) || neutralPort(port) ? holderOf(port) : undefined;
    if (holder === undefined) continue;
    if (holder !== null && holder !== owner && atWar(state, owner, holder)) out.push({ fleet: f, holder });
    // v2.71 10.5.2.2 (general branch) a minor that revolted to neutrality closes its ports to every power (6.2.1.2): fleets lying there leave as from an enemy port
    else if (holder === null && neutralPort(port)) out.push({ fleet: f, holder: null });
  }
  return out;
}

/** How the port was lost, for the prompts. */
const lostTo = (holder: MajorPower | null): string => (holder === null ? 'turned neutral' : `fallen to ${POWER_NAMES[holder]}`);

/**
 * 6.2.6 every fleet in a port held by an enemy leaves it: into its blockade box or a sea area next
 * to it, where its owner chooses (`naval/portLeave`, asked at once; the fleets wait in the port
 * until it answers). Blockaded, the owner chooses (6.2.6.1, `naval/portLost`): its fleets are scuttled,
 * a political point each (6.2.6.4, minor and UMP fleets too, 6.2.6.3), Nelson captured by the
 * port's holder (6.2.6.2), or they fight the blockaders, who have the wind gauge: won, they stay
 * in the blockade box; lost, they are scuttled. Harbour defences never fire at fleets leaving (6.2.6).
 */
export function evictFleets(tx: Tx): void {
  if (tx.state.cursor.phase === 'naval' || !tx.data.naval) return;
  chargeBlockades(tx);
  const ctx = navalCtx(tx);
  const inBattle = new Set([...(navalTurn(tx.state).battle?.record.attacker.fleets ?? []), ...(navalTurn(tx.state).battle?.record.defender.fleets ?? [])]);
  for (const { fleet, holder } of evictedFleets(tx.state, ctx)) {
    if (fleet.location.kind !== 'port' || inBattle.has(fleet.id)) continue;
    const city = fleet.location.city;
    const owner = fleetPower(tx.state, fleet)!;
    const against = blockaders(tx.state, owner, city);
    if (against.length > 0) {
      // 6.2.6.1 one question per owner and port, whatever fleets lie there
      if (tx.state.pending.some((d) => d.kind === 'naval/portLost' && d.power === owner && d.options.some((o) => o.value === `scuttle:${city}`))) continue;
      const own = portFleets(tx, owner, city);
      const name = ctx.naval.port(city)?.name ?? city;
      openDecision(tx, {
        power: owner, kind: 'naval/portLost', step: tx.state.cursor.step, rule: '6.2.6.1',
        prompt: `${name} has ${lostTo(holder)} while enemy fleets blockade it: your ${own.reduce((n, f) => n + f.ships, 0)} ships there are scuttled, unless they fight the ${against.reduce((n, f) => n + f.ships, 0)} blockading ships.`,
        secret: false, select: 'one', group: null,
        options: [
          { value: `scuttle:${city}`, label: `Scuttle the fleets in ${name} (a political point each)`, verdict: LEGAL },
          { value: `fight:${city}`, label: 'Fight the blockaders (they have the wind gauge): won, the fleets stay in the blockade box; lost, they are scuttled', verdict: LEGAL },
        ],
      });
      continue;
    }
    // 6.2.6 not blockaded: the owner chooses where its fleets go, one question per owner and port
    if (tx.state.pending.some((d) => d.kind === 'naval/portLeave' && d.power === owner && d.options.some((o) => String(o.value).startsWith(`leave:${city}:`)))) continue;
    openDecision(tx, {
      power: owner, kind: 'naval/portLeave', step: tx.state.cursor.step, rule: '6.2.6',
      prompt: `${ctx.naval.port(city)?.name ?? city} has ${lostTo(holder)}: your fleets there (${portFleets(tx, owner, city).map((f) => f.name).join(', ')}) leave it at once. Where do they go?`,
      secret: false, select: 'one', group: null, options: leaveOptions(tx, city),
    });
  }
  if (!tx.state.options.rules.hulks) return;
  // 12.2.8.2 hulks in a port taken by an enemy, or changing hands otherwise (hulks.ts)
  hulksOfChangedPorts(tx);
}

/**
 * 6.2.6 where fleets leaving a lost, unblockaded port may go: a sea area next to its blockade box
 * (not past the ice line in winter, 6.2.1.4) or the box itself. The first option is the
 * procedures' answer: the first open sea area, else the box.
 */
function leaveOptions(tx: Tx, city: CityId): DecisionOption[] {
  const ctx = navalCtx(tx);
  const port = ctx.naval.port(city);
  if (!port) return [];
  const seas: DecisionOption[] = port.boxSeas.map((s) => {
    const frozen = iceBound(tx.state, ctx, { kind: 'sea', area: s });
    return { value: `leave:${city}:sea:${s}`, label: `Out to ${placeName(ctx, `sea:${s}`)}`, verdict: frozen ? illegal('iceBound', '6.2.1.4', 'north of the ice line in winter') : LEGAL };
  });
  const box: DecisionOption = { value: `leave:${city}:box`, label: `Into ${placeName(ctx, `box:${city}`)}`, verdict: LEGAL };
  return seas.some((o) => o.verdict.ok) ? [...seas.filter((o) => o.verdict.ok), box, ...seas.filter((o) => !o.verdict.ok)] : [box, ...seas];
}

/** 6.2.6 the owner's answer: every fleet of its still in the lost port sails to the chosen place. */
export function answerPortLeave(tx: Tx, power: MajorPower, value: string): void {
  const [, city, kind, area] = value.split(':');
  if (!city || (kind !== 'sea' && kind !== 'box')) return;
  const own = evictedFleets(tx.state, navalCtx(tx)).filter((e) => e.fleet.location.kind === 'port' && e.fleet.location.city === city && fleetPower(tx.state, e.fleet) === power).map((e) => e.fleet.id);
  if (own.length === 0) return;
  const to: NavalPlace = kind === 'sea' ? { kind: 'sea', area: area as AreaId } : { kind: 'blockade', city: city as CityId };
  relocate(tx, own, to, null, '6.2.6');
}

/** The owner's fleets lying in a port. */
const portFleets = (tx: Tx, owner: MajorPower, city: string): Fleet[] =>
  tx.state.fleets.filter((f) => f.location.kind === 'port' && f.location.city === city && fleetPower(tx.state, f) === owner);

/** 6.2.6.1 the owner's answer: scuttle the fleets, or take them into the blockade box to fight. */
export function answerPortLost(tx: Tx, power: MajorPower, value: string): void {
  const [what, city] = value.split(':');
  if (!city) return;
  const own = portFleets(tx, power, city);
  if (own.length === 0) return;
  const against = blockaders(tx.state, power, city as never);
  if (what !== 'fight' || against.length === 0) {
    scuttleFleets(tx, own, city, '6.2.6.1');
    return;
  }
  relocate(tx, own.map((f) => f.id), { kind: 'blockade', city: city as never }, null, '6.2.6.1');
  startNavalBattle(tx, {
    place: { kind: 'blockade', city: city as never }, cause: 'portLost',
    attacker: fleetsByIds(tx.state, own.map((f) => f.id)), defender: against, evasion: false, then: { kind: 'portLost' },
  });
}

/**
 * 12.2.9 (option blockades and blockade running; the run itself, 12.2.9.1-2, is in movement.ts)
 * 12.2.9.3 once the Naval Phase is over, each blockading fleet costs its owner $1, $2
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
