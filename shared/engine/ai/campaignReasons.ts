// Issue 21 The AI's one-line reasons for its political choices in a campaign beyond declaring war
// and suing (war.ts): peace offers and answers (4.4.2.2), peace terms (4.4.3-4.4.4), alliances
// (4.5) and answers to a call to arms (4.3). Like the declarations, every line is private to the
// power (publicText empty): the log shows it to that power's seat only (engine/view.ts), and it
// is built from what the power may know (`seen`) and the option labels it was offered.
import { MAJOR_POWERS, POWER_NAMES, atWar } from '../../model';
import type { DecisionAnswer, GameState, MajorPower, PendingDecision } from '../../model';
import { enemiesOf } from '../../rules/political/facts';
import type { GameData } from '../gameData';
import { beaten } from './diplomacy';
import type { Reason } from './explain';

const secret = (text: string): Reason => ({ text, publicText: '' });
const isPower = (x: string | undefined): x is MajorPower => x !== undefined && (MAJOR_POWERS as readonly string[]).includes(x);
const name = (p: MajorPower) => POWER_NAMES[p];
/** The option's label up to its explanation (" — …"): "C.4 Cede home provinces: Bohemia". */
const labelOf = (d: PendingDecision, value: string) => (d.options.find((o) => String(o.value) === value)?.label ?? value).split(' — ')[0]!;

/** The line for the AI's `answer` to a political decision `d`, or null when there is nothing to say. */
export function politicalReason(seen: GameState, d: PendingDecision, answer: DecisionAnswer, data: GameData): Reason | null {
  const p = d.power;
  const values = (Array.isArray(answer) ? answer : [answer]).map(String);
  const first = values[0];
  switch (d.kind) {
    case 'political/peaceOffer': {
      // "<kind>:<loser>"
      const [kind, loser] = (first ?? '').split(':');
      if (!isPower(loser)) return null;
      return kind === 'unconditional'
        ? secret(`${name(p)} offers ${name(loser)} an unconditional peace: ${name(loser)} is beaten and must accept or fight on`)
        : secret(`${name(p)} offers ${name(loser)} a conditional peace: ${name(loser)} is not beaten and could refuse harder terms`);
    }
    case 'political/peaceAnswer': {
      const [kind, victor] = (first ?? '').split(':');
      if (!isPower(victor)) return null;
      return kind === 'accept'
        ? secret(`${name(p)} accepts ${name(victor)}'s peace: ${beaten(seen, data, p) ? 'its home is falling' : 'better terms now than after another defeat'}`)
        : secret(`${name(p)} refuses ${name(victor)}'s unconditional peace: it is not beaten and fights on`);
    }
    case 'political/peaceTerm': {
      if (!first || first === 'done') return null;
      if (first.startsWith('A.')) return secret(`${name(p)} keeps ${labelOf(d, first)}: it shields what the enemy threatens`);
      return secret(`${name(p)} asks for ${labelOf(d, first)}: territory and money first, then what weakens a rival`);
    }
    case 'political/alliances': {
      const partners = values.filter(isPower);
      if (partners.length === 0) return null;
      const common = enemiesOf(seen, p).filter((e) => partners.every((q) => atWar(seen, q, e)));
      const against = common.length > 0 ? common.map(name).join(' and ') : 'a common enemy';
      return secret(`${name(p)} allies with ${partners.map(name).join(' and ')}: they fight ${against} together`);
    }
    case 'political/answerCall': {
      if (first !== 'accept') return null;
      return secret(`${name(p)} answers its ally's call to arms: alliances are kept while the enemy is not far stronger`);
    }
    default:
      return null;
  }
}
