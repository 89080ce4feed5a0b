// v2.71 12.2.6 (option) after an advanced naval battle: 12.2.6.1.8 the victor (or, with no victor,
// each side) may stay at sea or sail to its nearest port, and 12.2.6.1.9 / 12.2.6.1.9.1 disabled
// ships are taken to a port their holder chooses, a die per ship, to lie there as hulks (12.2.8).
import { LEGAL, POWER_NAMES, controllerOf } from '../../../model';
import type { CityId, DecisionOption, FleetId, MajorPower, NavalBattleProgress, NavalBattleRecord, PendingDecision } from '../../../model';
import { disabledShipLost, homePortDistances, parsePlace, retreatPorts } from '../../../rules/naval';
import { emit, openDecision, roll } from '../../tx';
import type { Tx } from '../../tx';
import { fleetById, fleetsByIds, markDone, navalCtx, navalTurn, navy, patchNaval, patchNavy, relocate } from './navalState';

type Side = 'attacker' | 'defender';
const lead = (r: NavalBattleRecord, s: Side): MajorPower => r[s].powers[0]!;
const save = (tx: Tx, p: NavalBattleProgress): void => patchNaval(tx, { battle: p });

/** 12.2.8 hulks of `power` laid up in the port of `city` (one record per port and nationality). */
export function addHulks(tx: Tx, power: MajorPower, city: string, n: number, rule: string, reason: string): void {
  if (n <= 0) return;
  const hulks = navy(tx.state).hulks;
  const i = hulks.findIndex((h) => h.port === city && h.nationality === power);
  patchNavy(tx, { hulks: i >= 0 ? hulks.map((h, j) => (j === i ? { ...h, count: h.count + n } : h)) : [...hulks, { nationality: power, port: city as CityId, count: n }] });
  emit(tx, { type: 'hulksChanged', port: city as CityId, nationality: power, delta: n, rule, reason });
}

// ---- 12.2.6.1.9 capturing ships ------------------------------------------------------------------

/** Furthest port offered: from seven points on every die sinks the ship, so no port further is worth sailing to. */
const HULK_PORT_REACH = 6;

/**
 * 12.2.6.1.9 disabled ships are not lost at once: the victor takes the loser's and keeps its own
 * (no victor: each keeps its own). 12.2.6.3.4 a raided defender's disabled ships stay in its port
 * (unless the raider won). Every other holder chooses the port (12.2.6.1.9.1, `naval/hulkPort`).
 */
export function bringHomeDisabled(tx: Tx, p: NavalBattleProgress): void {
  const rec = p.record;
  if (!rec.advanced || !p.advanced) return;
  const place = parsePlace(navalCtx(tx), rec.place);
  if (!place) return;
  const victor: Side | null = rec.outcome === 'attacker' || rec.outcome === 'defender' ? rec.outcome : null;
  const home: { power: MajorPower; ships: number }[] = [];
  const out: NonNullable<NonNullable<NavalBattleRecord['advanced']>['hulks']>[number][] = [];
  for (const side of ['attacker', 'defender'] as const) {
    const n = p.advanced.disabled[side];
    if (n <= 0) continue;
    if (rec.advanced.mode === 'raid' && side === 'defender' && victor !== 'attacker') {
      // 12.2.6.3.4 the defender's disabled ships stay where they are, in the raided port
      if (place.kind !== 'port') continue;
      addHulks(tx, lead(rec, 'defender'), place.city, n, '12.2.6.3.4', 'disabled in a raid on their port');
      out.push({ power: lead(rec, 'defender'), port: place.city, ships: n, saved: n });
      continue;
    }
    const holder = lead(rec, victor ?? side);
    const at = home.findIndex((h) => h.power === holder);
    if (at >= 0) home[at] = { power: holder, ships: home[at]!.ships + n };
    else home.push({ power: holder, ships: n });
  }
  const q = navalTurn(tx.state).battle!;
  save(tx, { ...q, advanced: { ...q.advanced!, home }, record: { ...q.record, advanced: { ...q.record.advanced!, hulks: out } } });
  askHulkPort(tx);
}

/**
 * 12.2.6.1.9.1 the ports a holder may bring disabled ships to: home, conquered and free-state
 * ports it controls, or an active ally's that it may use, nearest first with the distance in
 * movement points (only those a ship can reach: within six points).
 */
export function hulkPortOptions(tx: Tx, power: MajorPower, from: string, left: number): DecisionOption[] {
  const ctx = navalCtx(tx);
  const place = parsePlace(ctx, from);
  if (!place) return [];
  const ports = homePortDistances(tx.state, ctx, power, place).filter((x) => x.distance <= HULK_PORT_REACH);
  const name = (c: string) => ctx.naval.port(c as CityId)?.name ?? c;
  const risk = (d: number) => (d <= 1 ? 'a 1 sinks a ship' : `a die of ${d} or less sinks a ship`);
  const out: DecisionOption[] = ports.map((x) => ({ value: `all:${x.city}`, label: `Send ${left === 1 ? 'it' : `all ${left}`} to ${name(x.city)} (${x.distance} point${x.distance === 1 ? '' : 's'}: ${risk(x.distance)})`, verdict: LEGAL }));
  // 12.2.6.1.9.1 "port (ports)": the ships may be split, one at a time
  if (left > 1) for (const x of ports) out.push({ value: `one:${x.city}`, label: `Send one to ${name(x.city)} and choose again`, verdict: LEGAL });
  return out;
}

/** Opens the next holder's port question; a holder with no port in reach loses its disabled ships. */
function askHulkPort(tx: Tx): void {
  for (let guard = 0; guard < 8; guard++) {
    const p = navalTurn(tx.state).battle;
    const next = p?.advanced?.home?.[0];
    if (!p || !next) return;
    const options = hulkPortOptions(tx, next.power, p.record.place, next.ships);
    if (options.length > 0) {
      openDecision(tx, {
        power: next.power, kind: 'naval/hulkPort', step: tx.state.cursor.step, rule: '12.2.6.1.9.1',
        prompt: `You hold ${next.ships} disabled ship${next.ships === 1 ? '' : 's'} after the battle at ${p.record.placeName}: choose the port they are brought to. Each rolls a die on the way: at most the distance (or a 1) and it sinks; the others lie there as hulks.`,
        secret: false, select: 'one', group: null, options,
      });
      return;
    }
    // no port within reach: every die sinks them
    recordHulks(tx, p, { power: next.power, port: null, ships: next.ships, saved: 0 }, next.ships);
  }
}

function recordHulks(tx: Tx, p: NavalBattleProgress, entry: { power: MajorPower; port: string | null; ships: number; saved: number }, sent: number): void {
  const home = (p.advanced?.home ?? []).flatMap((h) => (h.power !== entry.power ? [h] : h.ships - sent > 0 ? [{ ...h, ships: h.ships - sent }] : []));
  const hulks = p.record.advanced?.hulks ?? [];
  const i = hulks.findIndex((h) => h.power === entry.power && h.port === entry.port);
  const merged = i >= 0 ? hulks.map((h, j) => (j === i ? { ...h, ships: h.ships + entry.ships, saved: h.saved + entry.saved } : h)) : [...hulks, entry];
  save(tx, { ...p, advanced: { ...p.advanced!, home }, record: { ...p.record, advanced: { ...p.record.advanced!, hulks: merged } } });
}

/** 12.2.6.1.9.1 the holder's answer: a die per ship sent, the survivors hulks in the chosen port. */
export function answerHulkPort(tx: Tx, d: PendingDecision, value: string): void {
  const p = navalTurn(tx.state).battle;
  const mine = p?.advanced?.home?.find((h) => h.power === d.power);
  const [how, city] = value.split(':');
  if (!p || !mine || !city) return;
  const ctx = navalCtx(tx);
  const place = parsePlace(ctx, p.record.place);
  const port = place ? homePortDistances(tx.state, ctx, d.power, place).find((x) => x.city === city) : undefined;
  if (!port) return;
  const n = how === 'one' ? 1 : mine.ships;
  let saved = 0;
  for (let i = 0; i < n; i++) if (!disabledShipLost(roll(tx, '12.2.6.1.9.1', 'disabled ship brought to port'), port.distance)) saved++;
  addHulks(tx, d.power, city, saved, '12.2.6.1.9.1', `disabled ships brought in by ${POWER_NAMES[d.power]}`);
  recordHulks(tx, navalTurn(tx.state).battle!, { power: d.power, port: city, ships: n, saved }, n);
  askHulkPort(tx);
}

// ---- 12.2.6.1.8 the victor's (or both sides') choice to stay or make for port ---------------------

/** 12.2.6.1.8 an open-sea battle fought by the advanced rules ends with the withdrawal question; any other battle is over. */
export const stageAfterRetreat = (p: NavalBattleProgress): NavalBattleRecord['stage'] =>
  p.advanced && p.record.kind === 'sea' && p.record.advanced?.mode === 'open' ? 'withdraw' : 'over';

/** The fleets of a side still where the battle was fought, not gone in pursuit. */
function stillThere(tx: Tx, p: NavalBattleProgress, side: Side): FleetId[] {
  const pursuers = p.record.pursuers ?? [];
  return fleetsByIds(tx.state, p.record[side].fleets)
    .filter((f) => !pursuers.includes(f.id) && f.location.kind === 'sea' && `sea:${f.location.area}` === p.record.place)
    .map((f) => f.id);
}

/**
 * 12.2.6.1.8 once the loser has retreated (and the victor pursued), the victor's fleets still at
 * sea may stay or retreat to their own nearest port as a loser would (no pursuit); with no
 * victor each side may. Returns false while a power must answer.
 */
export function askWithdraw(tx: Tx, p: NavalBattleProgress): boolean {
  if (p.advanced?.withdrawAsked) {
    if (tx.state.pending.some((d) => d.kind === 'naval/withdraw')) return false;
    save(tx, { ...p, record: { ...p.record, stage: 'over' } });
    return true;
  }
  const ctx = navalCtx(tx);
  const place = parsePlace(ctx, p.record.place);
  const victor: Side | null = p.record.outcome === 'attacker' || p.record.outcome === 'defender' ? p.record.outcome : null;
  const sides: Side[] = victor !== null ? [victor] : p.record.outcome === 'draw' ? ['attacker', 'defender'] : [];
  let asked = false;
  for (const side of sides) {
    if (!place || stillThere(tx, p, side).length === 0) continue;
    const power = lead(p.record, side);
    const ports = retreatPorts(tx.state, ctx, power, place);
    if (ports.length === 0) continue;
    openDecision(tx, {
      power, kind: 'naval/withdraw', step: tx.state.cursor.step, rule: '12.2.6.1.8',
      prompt: victor !== null
        ? `You won at ${p.record.placeName}: your fleets there may stay at sea or sail to your nearest port as a beaten stack would (no pursuit).`
        : `The battle at ${p.record.placeName} had no victor: your fleets may stay at sea or retreat to your nearest port (no pursuit).`,
      secret: false, select: 'one', group: null,
      options: [
        { value: 'stay', label: `Stay in ${p.record.placeName}`, verdict: LEGAL },
        ...ports.map((x) => ({ value: `port:${x.city}`, label: `Sail to ${ctx.naval.port(x.city as CityId)?.name ?? x.city} (${x.distance} point${x.distance === 1 ? '' : 's'} away)`, verdict: LEGAL })),
      ],
    });
    asked = true;
  }
  save(tx, { ...p, advanced: { ...p.advanced!, withdrawAsked: true }, record: { ...p.record, stage: asked ? 'withdraw' : 'over' } });
  return !asked;
}

/** 12.2.6.1.8 the answer: the side's fleets still at sea sail to the port, their move over. */
export function answerWithdraw(tx: Tx, d: PendingDecision, value: string): void {
  const p = navalTurn(tx.state).battle;
  if (!p || !value.startsWith('port:')) return;
  const side: Side = p.record.attacker.powers.includes(d.power) ? 'attacker' : 'defender';
  const ctx = navalCtx(tx);
  const port = ctx.naval.port(value.slice('port:'.length) as CityId);
  const place = parsePlace(ctx, p.record.place);
  if (!port || !place || !retreatPorts(tx.state, ctx, d.power, place).some((x) => x.city === port.city)) return;
  const ids = stillThere(tx, p, side);
  relocate(tx, ids, { kind: 'port', area: port.area, city: port.city }, null, '12.2.6.1.8');
  markDone(tx, ids.filter((id) => {
    const f = fleetById(tx.state, id);
    const owner = f ? controllerOf(tx.state, f.nationality) : null;
    return owner !== null && tx.state.cursor.phasing.includes(owner as MajorPower);
  }));
  const q = navalTurn(tx.state).battle!;
  const withdrawals = [...(q.record.advanced?.withdrawals ?? []), { side, to: `port:${port.city}` }];
  save(tx, { ...q, record: { ...q.record, advanced: { ...q.record.advanced!, withdrawals } } });
}
