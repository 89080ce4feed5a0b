// opt:12.3.7.4 Reaction moves: the answers to an offer (reaction.ts) carried out: the roll, the
// forces that go, a withdrawal's route, the phasing corps stopped (12.3.7.4.1) or let go on
// (12.3.7.4.2.2); then the movers go on once nothing else waits (movement.ts).
import { LEGAL, POWER_NAMES } from '../../../model';
import type { AreaId, CounterId, DecisionAnswer, PendingDecision, ReactionOffer } from '../../../model';
import { fieldCorps, isEnemy, stopsIn, moverOf } from '../../../rules/land/movement';
import { reactionCompanions, reactionRecord, withdrawalRoutes } from '../../../rules/land/reaction';
import { emit, openDecision, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { landMap, landTurn, patchLand } from './landState';
import { declareCombat, resumeMovement } from './movement';
import { areaLabel, chanceValue, chancesFor, offerOf, openOffer, replaceOffer, setReaction } from './reaction';

const one = (a: DecisionAnswer): string => String(Array.isArray(a) ? a[0] : a);

/** The offer is over for this reactor: it is marked tried and the power is asked again (others may still react). */
function next(tx: Tx, offer: ReactionOffer, reactor: string | null): void {
  const { success: _done, ...rest } = offer;
  const again = { ...rest, tried: reactor === null ? offer.tried : [...offer.tried, reactor] };
  if (reactor === null) replaceOffer(tx, offer.power, null);
  else openOffer(tx, again);
  resumeMovement(tx);
}

function spend(tx: Tx, reactor: string): void {
  const rec = reactionRecord(tx.state);
  if (!rec.spent.includes(reactor)) setReaction(tx, { ...rec, spent: [...rec.spent, reactor] });
}

/** 12.3.7.4.1 / 12.3.7.4.2 the power's answer to an offer: none, or one reactor's attempt (one die). */
export function answerReaction(tx: Tx, decision: PendingDecision, answer: DecisionAnswer): void {
  const power = decision.power;
  const offer = offerOf(reactionRecord(tx.state), power);
  if (!offer) return resumeMovement(tx);
  const value = one(answer);
  const chance = value === 'none' ? undefined : chancesFor(tx, offer).find((c) => chanceValue(c) === value);
  if (!chance) return next(tx, offer, null); // 12.3.7.4.5 the order of attempts is the owner's: no more for this move
  const rule = chance.kind === 'intercept' ? '12.3.7.4.1' : '12.3.7.4.2';
  const who = tx.state.leaders.find((l) => l.id === chance.reactor)?.name ?? 'a corps alone';
  const die = roll(tx, rule, `${POWER_NAMES[power]}: ${who} tries to ${chance.kind === 'intercept' ? `intercept into ${areaLabel(tx, offer.to)}` : `withdraw from ${areaLabel(tx, offer.to)}`} (${chance.needed} or less)`);
  const succeeded = die <= chance.needed;
  emit(tx, { type: 'reactionAttempted', power, reactor: chance.reactor, kind: chance.kind, from: chance.origin, to: chance.target, die, needed: chance.needed, succeeded, rule });
  if (!succeeded) {
    spend(tx, chance.reactor); // 12.3.7.4.4 (2) a failed roll ends the reactor's reactions
    return next(tx, offer, chance.reactor);
  }
  const ok: ReactionOffer = { ...offer, success: { reactor: chance.reactor, kind: chance.kind, origin: chance.origin } };
  replaceOffer(tx, power, ok);
  const { corps, irregulars } = reactionCompanions(tx.state, power, chance.origin, chance.reactor, chance.counter);
  if (corps.length + irregulars.length === 0) return afterForces(tx, ok, []);
  openDecision(tx, {
    power, kind: 'land/reactionForces', step: 'land/movement', rule: '12.3.7.4.3', secret: false, select: 'many', group: null,
    prompt: `${who} ${chance.kind === 'intercept' ? `intercepts into ${areaLabel(tx, offer.to)}` : `withdraws from ${areaLabel(tx, offer.to)}`} with his own corps: tick the other corps, cossacks and freikorps of ${areaLabel(tx, chance.origin)} that go with him (none is fine).`,
    options: [
      ...corps.map((c) => ({ value: c.counter as string, label: `${c.name}`, verdict: LEGAL })),
      ...irregulars.map((k) => {
        const i = tx.state.irregulars.find((x) => x.counter === k)!;
        return { value: k as string, label: `${i.kind === 'cossack' ? 'Cossacks' : 'Freikorps'} (${i.factors})`, verdict: LEGAL };
      }),
    ],
  });
}

/** 12.3.7.4.3 the forces ticked to go with the reactor. */
export function answerReactionForces(tx: Tx, decision: PendingDecision, answer: DecisionAnswer): void {
  const offer = offerOf(reactionRecord(tx.state), decision.power);
  if (!offer?.success) return resumeMovement(tx);
  const ticked = (Array.isArray(answer) ? answer : [answer]).map(String).filter((v) => decision.options.some((o) => o.value === v)) as CounterId[];
  afterForces(tx, offer, ticked);
}

function ownCounter(tx: Tx, reactor: string): CounterId | null {
  const l = tx.state.leaders.find((x) => x.id === reactor);
  if (l) return l.location.kind === 'corps' ? l.location.counter : null;
  return tx.state.corps.some((c) => c.counter === reactor) ? (reactor as CounterId) : null;
}

function afterForces(tx: Tx, offer: ReactionOffer, forces: readonly CounterId[]): void {
  const s = offer.success!;
  const own = ownCounter(tx, s.reactor);
  const counters = [...(own ? [own] : []), ...forces];
  const withForces: ReactionOffer = { ...offer, success: { ...s, forces: counters } };
  replaceOffer(tx, offer.power, withForces);
  if (s.kind === 'intercept') return carryOut(tx, withForces, [offer.to]);
  const routes = withdrawalRoutes(tx.state, landMap(tx), offer.power, offer.to);
  if (routes.length === 0) return next(tx, withForces, s.reactor); // cannot happen: offered only with a route
  if (routes.length === 1) return carryOut(tx, withForces, routes[0]!);
  openDecision(tx, {
    power: offer.power, kind: 'land/reactionRoute', step: 'land/movement', rule: '7.5.2.5.2.3', secret: false, select: 'one', group: null,
    prompt: `Choose where the force withdrawing from ${areaLabel(tx, offer.to)} goes (as a retreat, 7.5.2.10.3, chosen by you).`,
    options: routes.slice(0, 100).map((r) => ({ value: r.join('>'), label: `Withdraw to ${r.map((a) => areaLabel(tx, a)).join(' → ')}`, verdict: LEGAL })),
  });
}

/** 7.5.2.5.2.3 the withdrawal's route. */
export function answerReactionRoute(tx: Tx, decision: PendingDecision, answer: DecisionAnswer): void {
  const offer = offerOf(reactionRecord(tx.state), decision.power);
  if (!offer?.success) return resumeMovement(tx);
  carryOut(tx, offer, one(answer).split('>') as AreaId[]);
}

/** The reacting force moves; then what the move means for the phasing corps. */
function carryOut(tx: Tx, offer: ReactionOffer, route: readonly AreaId[]): void {
  const s = offer.success!;
  const counters = s.forces ?? [];
  const to = route[route.length - 1]!;
  patch(tx, {
    corps: tx.state.corps.map((c) => (counters.includes(c.counter) ? { ...c, location: { kind: 'area', area: to } } : c)),
    irregulars: tx.state.irregulars.map((i) => (counters.includes(i.counter) ? { ...i, area: to } : i)),
  });
  const rec = reactionRecord(tx.state);
  setReaction(tx, { ...rec, used: [...rec.used.filter((u) => !counters.includes(u.counter)), ...counters.map((counter) => ({ counter, reactor: s.reactor }))] });
  const rule = s.kind === 'intercept' ? '12.3.7.4.1' : '12.3.7.4.2';
  emit(tx, { type: 'reactionMoved', power: offer.power, reactor: s.reactor, kind: s.kind, counters, from: s.origin, route, rule });
  // 12.3.7.4.4 (1) a reactor ending beside enemy corps reacts no more this step
  if (fieldCorps(tx.state, to).some((c) => isEnemy(tx.state, offer.power, c))) spend(tx, s.reactor);
  if (s.kind === 'intercept') intercepted(tx, offer);
  else withdrew(tx, offer);
  next(tx, offer, s.reactor);
}

function setStopped(tx: Tx, counter: CounterId, stopped: boolean): void {
  const moves = landTurn(tx.state).moves;
  if (!moves.some((m) => m.counter === counter)) return;
  patchLand(tx, { moves: moves.map((m) => (m.counter === counter ? { ...m, stopped } : m)) });
}

/** 12.3.7.4.1 the phasing corps stops and attacks the interceptors (7.3.7.1): the combat there counts them in. */
function intercepted(tx: Tx, offer: ReactionOffer): void {
  setStopped(tx, offer.mover, true);
  declareCombat(tx, offer.moverPower, offer.to);
  const combats = landTurn(tx.state).combats;
  const c = combats.find((x) => x.area === offer.to && x.attacker === offer.moverPower);
  if (c && !c.defenders.includes(offer.power))
    patchLand(tx, { combats: combats.map((x) => (x === c ? { ...x, defenders: [...x.defenders, offer.power] } : x)) });
}

/**
 * 12.3.7.4.2.2 the phasing corps goes on only when every enemy corps has left the area: then the
 * combat its entry declared there goes too (cossacks and freikorps left still stand and fight).
 */
function withdrew(tx: Tx, offer: ReactionOffer): void {
  const mover = moverOf(tx.state, offer.mover);
  if (!mover || mover.area !== offer.to) return;
  if (stopsIn(tx.state, offer.moverPower, mover, offer.to)) return;
  setStopped(tx, offer.mover, false);
  const left = tx.state.irregulars.some((i) => i.area === offer.to && i.kind !== 'guerilla' && isEnemy(tx.state, offer.moverPower, i.nationality));
  if (!left) patchLand(tx, { combats: landTurn(tx.state).combats.filter((c) => !(c.area === offer.to && c.attacker === offer.moverPower)) });
}

