// Standing procedures for the Political Phase (section 4): sensible, legal answers for bots,
// the soak and the fuzz runs. No alliance with a power they fight (4.5.2 refuses it anyway) and
// none without a shared enemy; peace sought when losing badly; war declared only with a reason.
import { allied, atWar } from '../../model';
import type { DecisionAnswer, DecisionValue, GameState, MajorPower, PendingDecision } from '../../model';
import { enemiesOf, forcesInHomeNation } from '../../rules/political/facts';
import { inInstabilityOrFiasco, statusOf } from '../../rules/political/status';
import { canBeFreeState } from '../../rules/political/minors';
import type { GameData } from '../gameData';

type Rng = () => number;
const legalValues = (d: PendingDecision): DecisionValue[] => d.options.filter((o) => o.verdict.ok).map((o) => o.value);

/** Losing badly: in Instability or Fiasco, or an enemy stands in the home nation while the marker is below the Neutral Zone's middle. */
export function losingBadly(state: GameState, power: MajorPower, data?: GameData): boolean {
  if (inInstabilityOrFiasco(state, power)) return true;
  const map = data?.land;
  const invaded = map ? enemiesOf(state, power).some((e) => forcesInHomeNation(state, map, e, power)) : false;
  const box = statusOf(state, power);
  return invaded && box.zone === 'neutral' && box.number <= 4;
}

/** Terms a victor asks for, best first (no home provinces: a final peace is not sought). */
const TERM_PREFERENCE = ['C.3:1', 'B.3:1', 'C.2', 'B.2', 'C.1:a', 'B.1', 'B.7:minor:', 'C.5'];

/** A legal answer to a section 4 decision, or undefined for kinds it does not handle. */
export function politicalAnswer(state: GameState, d: PendingDecision, rng: Rng, data?: GameData): DecisionAnswer | undefined {
  const legal = legalValues(d);
  const p = d.power;
  switch (d.kind) {
    case 'political/declareWar': {
      if (state.scenario.kind === 'scenario') return []; // scenarios keep their sides
      // a reason: the target fights one of our allies (join the coalition); never while unstable
      if (inInstabilityOrFiasco(state, p)) return [];
      return legal.filter((v) => typeof v === 'string' && !v.startsWith('minor:') && enemiesOf(state, v as MajorPower).some((e) => allied(state, p, e))).slice(0, 1);
    }
    case 'political/diplomacy':
      return 'end';
    case 'political/callAllies':
      return legal; // a defender (or aggressor) calls every ally who can come
    case 'political/answerCall':
      return inInstabilityOrFiasco(state, p) && statusOf(state, p).zone === 'fiasco' ? 'refuse' : 'accept';
    case 'political/sue': {
      if (!losingBadly(state, p, data)) return [];
      if (legal.includes('sueAll')) return ['sueAll'];
      return legal.filter((v) => String(v).startsWith('sue:')).slice(0, 1);
    }
    case 'political/peaceOffer': {
      // a loser off the display must accept a conditional peace; otherwise ask for everything
      const loser = String(legal[0] ?? '').split(':')[1] as MajorPower | undefined;
      const wantAll = loser !== undefined && statusOf(state, loser).zone === 'fiasco';
      return legal.find((v) => String(v).startsWith(wantAll ? 'unconditional' : 'conditional')) ?? legal[0] ?? [];
    }
    case 'political/peaceAnswer':
      return legal.find((v) => String(v).startsWith('accept')) ?? legal[0] ?? []; // it sued because it was losing
    case 'political/peaceTerm': {
      if (legal.some((v) => String(v).startsWith('A.'))) return legal.find((v) => String(v).startsWith('A.5')) ?? legal[0] ?? [];
      for (const want of TERM_PREFERENCE) {
        const hit = legal.find((v) => String(v).startsWith(want));
        if (hit !== undefined) return hit;
      }
      return 'done';
    }
    case 'political/separatePeace':
    case 'political/cededFreeState':
      return legal.find((v) => String(v).startsWith('keep')) ?? legal[0] ?? [];
    case 'political/alliances':
      // ally only with a power that fights a common enemy (and so is never one we fight)
      return legal.filter((v) => !atWar(state, p, v as MajorPower) && enemiesOf(state, p).some((e) => atWar(state, v as MajorPower, e)));
    case 'political/breakAlliances':
      // break only with an ally at war with another of our allies
      return legal.filter((v) => enemiesOf(state, v as MajorPower).some((e) => allied(state, p, e)));
    case 'political/backDown':
      return legal.find((v) => String(v).startsWith('back')) ?? legal[0] ?? [];
    case 'political/minorBid':
      return legal.find((v) => String(v).startsWith('roll')) ?? legal[0] ?? [];
    case 'political/minorSupport':
      return []; // the minor fights alone rather than starting a new war
    case 'political/freeStates':
      return legal.filter((v) => canBeFreeState(String(v), state.date.year)); // those with forces on the chart, not an empty counter
    default:
      return undefined;
  }
}

