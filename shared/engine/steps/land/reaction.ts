// opt:12.3.7.4 Reaction moves: the offers made to non-phasing powers when a phasing corps enters
// an area (12.3.7.4.1 interception, 12.3.7.4.2 withdrawal). One hook line in movement.ts calls
// `offerReactions`; the answers are carried out in reactionAnswer.ts. The offer is a secret
// decision: the mover's seat never sees it, nor a refusal (views and log, 2.4.2).
import { POWER_ADJECTIVES } from '../../../model';
import type { AreaId, CounterId, MajorPower, ReactionOffer, ReactionRecord } from '../../../model';
import { interceptionChances, reactionRecord, withdrawalChances } from '../../../rules/land/reaction';
import type { ReactionChance } from '../../../rules/land/reaction';
import type { Mover } from '../../../rules/land/movement';
import { openDecision } from '../../tx';
import type { Tx } from '../../tx';
import { landMap, patchLand } from './landState';

export const areaLabel = (tx: Tx, area: AreaId): string => tx.data.names?.area(area) ?? `area ${area}`;

export function setReaction(tx: Tx, rec: ReactionRecord): void {
  patchLand(tx, { reaction: rec });
}

/** The offer a power is answering now (one at a time: the movers wait). */
export const offerOf = (rec: ReactionRecord, power: MajorPower): ReactionOffer | undefined => rec.open.find((o) => o.power === power);

export function replaceOffer(tx: Tx, power: MajorPower, offer: ReactionOffer | null): void {
  const rec = reactionRecord(tx.state);
  setReaction(tx, { ...rec, open: [...rec.open.filter((o) => o.power !== power), ...(offer ? [offer] : [])] });
}

/** The chances still open to the offer's power for its move (reactors not yet tried on it). */
export function chancesFor(tx: Tx, offer: ReactionOffer): ReactionChance[] {
  const map = landMap(tx);
  return [...interceptionChances(tx.state, map, offer.moverPower, offer.to), ...withdrawalChances(tx.state, map, offer.moverPower, offer.from, offer.to)].filter(
    (c) => c.power === offer.power && !offer.tried.includes(c.reactor) && c.needed > 0,
  );
}

export const chanceValue = (c: ReactionChance): string => (c.kind === 'intercept' ? `intercept:${c.reactor}:${c.origin}` : `withdraw:${c.reactor}`);

function reactorName(tx: Tx, c: ReactionChance): string {
  const leader = tx.state.leaders.find((l) => l.id === c.reactor);
  if (leader) return leader.name;
  const corps = tx.state.corps.find((x) => x.counter === c.reactor);
  return corps ? `${corps.name} (alone, 12.3.7.4.7)` : c.reactor;
}

/**
 * Opens (or reopens) the offer's decision, listing every reactor still able to answer this move;
 * false (and the offer closed) when none is left. The prompt names the mover's power and the
 * areas only: the corps' identity is not the reacting power's to see (2.4.2).
 */
export function openOffer(tx: Tx, offer: ReactionOffer): boolean {
  const chances = chancesFor(tx, offer);
  if (chances.length === 0) {
    replaceOffer(tx, offer.power, null);
    return false;
  }
  replaceOffer(tx, offer.power, offer);
  const who = POWER_ADJECTIVES[offer.moverPower];
  openDecision(tx, {
    power: offer.power,
    kind: 'land/reaction',
    step: 'land/movement',
    rule: '12.3.7.4',
    prompt: `${/^[AEIOU]/.test(who) ? 'An' : 'A'} ${who} corps has entered ${areaLabel(tx, offer.to)} from ${areaLabel(tx, offer.from)}: react now (roll the number or less on one die), or let it go on.`,
    secret: true,
    select: 'one',
    group: null,
    options: [
      { value: 'none', label: 'No reaction', verdict: { ok: true } },
      ...chances.map((c) => ({
        value: chanceValue(c),
        label: `${c.kind === 'intercept' ? `${reactorName(tx, c)} intercepts from ${areaLabel(tx, c.origin)} into ${areaLabel(tx, offer.to)}` : `${reactorName(tx, c)} withdraws from ${areaLabel(tx, offer.to)}`}: ${c.needed} or less (${c.parts.map((p) => `${p.label} ${p.value > 0 && p !== c.parts[0] ? '+' : ''}${p.value}`).join(', ')})`,
        verdict: { ok: true } as const,
      })),
    ],
  });
  return true;
}

/**
 * opt:12.3.7.4 hook (movement.ts): the phasing corps `mover` of `power` has entered `to` from
 * `from`. Every non-phasing power at war with it that could intercept it or withdraw before it
 * is asked, each in its own secret decision; the movers wait (movement.ts suspends them).
 */
export function offerReactions(tx: Tx, power: MajorPower, mover: Mover, from: AreaId, to: AreaId): void {
  if (!tx.state.options.rules.reactionMoves || mover.kind !== 'corps') return;
  const map = landMap(tx);
  const chances = [...interceptionChances(tx.state, map, power, to), ...withdrawalChances(tx.state, map, power, from, to)].filter((c) => c.needed > 0);
  const powers = [...new Set(chances.map((c) => c.power))];
  for (const p of powers) {
    if (offerOf(reactionRecord(tx.state), p)) continue;
    openOffer(tx, { power: p, mover: mover.counter as CounterId, moverPower: power, from, to, tried: [] });
  }
}
