import { useState, type FC } from 'react';
import type { DecisionKind, DecisionOption, DecisionValue } from '../../../shared/model/decisions';
import { RuleTag } from '../game/RuleTag';
import { printedRule, ruleTip } from '../game/ruleTip';
import type { DecisionProps } from './decisionProps';
import { verdictTip } from './decisionProps';
import { BystanderDialog, ChitDialog, DivisionDialog, EndOfDayDialog, LossDialog, RetreatDialog } from '../combat/CombatDialogs';
import { DiplomacyDialog } from '../political/DiplomacyDialog';
import { PurchasePanel } from '../economy/PurchasePanel';
import { BidDialog } from '../newGame/BidDialog';
import { SetupPanel } from '../setup/SetupPanel';


const labelText = (p: DecisionProps, o: DecisionOption) => (p.labelOf ? p.labelOf(o.label, o.value) : o.label);


function OptionNote({ option }: { option: DecisionOption }) {
  if (option.verdict.ok) return null;
  return <span className="decision-why" title={ruleTip(option.verdict.rule)}>rule {printedRule(option.verdict.rule)}</span>;
}

/** One option out of several; illegal ones stay listed, greyed, with the reason on hover. */
function ChooseOne(props: DecisionProps & { submitLabel: string }) {
  const { decision, busy, onAnswer, submitLabel } = props;
  const firstLegal = decision.options.find((o) => o.verdict.ok)?.value ?? null;
  const [chosen, setChosen] = useState<DecisionValue | null>(firstLegal);
  return (
    <form
      className="decision-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen !== null) onAnswer(chosen);
      }}
    >
      <fieldset>
        <legend className="sr-only">{decision.prompt}</legend>
        {decision.options.map((o) => (
          <label key={String(o.value)} className={o.verdict.ok ? 'decision-option' : 'decision-option illegal'} title={verdictTip(o.verdict)}>
            <input type="radio" name={decision.id} value={String(o.value)} checked={chosen === o.value} disabled={!o.verdict.ok} onChange={() => setChosen(o.value)} />
            {labelText(props, o)} <OptionNote option={o} />
          </label>
        ))}
      </fieldset>
      <button type="submit" className="decision-submit" disabled={busy || chosen === null}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Any subset of the legal options (possibly none). */
function ChooseMany(props: DecisionProps & { submitLabel: string }) {
  const { decision, busy, onAnswer, submitLabel } = props;
  const [chosen, setChosen] = useState<DecisionValue[]>([]);
  const toggle = (v: DecisionValue) => setChosen((c) => (c.includes(v) ? c.filter((x) => x !== v) : [...c, v]));
  return (
    <form
      className="decision-form"
      onSubmit={(e) => {
        e.preventDefault();
        onAnswer(decision.options.map((o) => o.value).filter((v) => chosen.includes(v)));
      }}
    >
      <fieldset>
        <legend className="sr-only">{decision.prompt}</legend>
        {decision.options.map((o) => (
          <label key={String(o.value)} className={o.verdict.ok ? 'decision-option' : 'decision-option illegal'} title={verdictTip(o.verdict)}>
            <input type="checkbox" value={String(o.value)} checked={chosen.includes(o.value)} disabled={!o.verdict.ok} onChange={() => toggle(o.value)} />
            {labelText(props, o)} <OptionNote option={o} />
          </label>
        ))}
      </fieldset>
      <button type="submit" className="decision-submit" disabled={busy}>
        {submitLabel}
        {chosen.length === 0 ? ' (none)' : ` (${chosen.length})`}
      </button>
    </form>
  );
}

/** A step whose rules are only acknowledged: each option is a button (usually one). */
const Acknowledge: FC<DecisionProps> = (props) => (
  <div className="decision-form">
    {props.decision.options.map((o) => (
      <button key={String(o.value)} type="button" className="decision-submit" disabled={props.busy || !o.verdict.ok} title={verdictTip(o.verdict)} onClick={() => props.onAnswer(o.value)}>
        {labelText(props, o)}
      </button>
    ))}
  </div>
);

/**
 * A step played as a series of single orders (depots, movement): each legal order is one
 * button that sends it at once; a filter box narrows long lists.
 */
const OrderList: FC<DecisionProps> = (props) => {
  const { decision, busy, onAnswer } = props;
  const [filter, setFilter] = useState('');
  const f = filter.trim().toLowerCase();
  const focus = props.focus ?? null;
  const inFocus = (o: DecisionOption) => focus === null || o.value === 'end' || String(o.value).split(':').some((part) => focus.tokens.includes(part));
  const shown = decision.options.filter((o) => inFocus(o) && (f === '' || labelText(props, o).toLowerCase().includes(f) || String(o.value).toLowerCase().includes(f)));
  return (
    <div className="decision-form order-list">
      {decision.options.length > 10 && (
        <input className="decision-filter" aria-label="Filter the orders" placeholder={`Filter ${decision.options.length} orders…`} value={filter} onChange={(e) => setFilter(e.target.value)} />
      )}
      {focus && (
        <p className="order-focus">
          Orders for {focus.label} ({shown.length}){' '}
          <button type="button" onClick={focus.clear}>
            Show all
          </button>
        </p>
      )}
      <div className="order-buttons">
        {shown.slice(0, 200).map((o) => (
          <button key={String(o.value)} type="button" className={o.verdict.ok ? 'order' : 'order illegal'} disabled={busy || !o.verdict.ok} title={verdictTip(o.verdict)} onClick={() => onAnswer(o.value)}>
            {labelText(props, o)} <OptionNote option={o} />
          </button>
        ))}
      </div>
      {shown.length > 200 && <p className="decision-why">{shown.length - 200} more: narrow the filter.</p>}
    </div>
  );
};

/**
 * STYLE F One component per decision kind: adding a kind to the model fails to compile here
 * until it has a UI.
 */
export const decisionUi: Record<DecisionKind, FC<DecisionProps>> = {
  'sequence/acknowledge': Acknowledge,
  'political/declareWar': (p) => <ChooseMany {...p} submitLabel="Declare war on the ticked powers and minors" />,
  'naval/announcePosition': (p) => <ChooseOne {...p} submitLabel="Announce the position" />,
  'land/announcePosition': (p) => <ChooseOne {...p} submitLabel="Announce the position" />,
  'political/declareCombinedMovement': (p) => <ChooseMany {...p} submitLabel="Move combined with the ticked allies" />,
  'reinforcement/army': OrderList,
  'land/depots': OrderList,
  'land/movement': OrderList,
  'land/insurrection': OrderList,
  'land/forageLosses': (p) => <ChooseOne {...p} submitLabel="Lose this factor" />,
  'land/alliedSupply': (p) => <ChooseMany {...p} submitLabel="Supply and pay for the ticked corps" />,
  'land/supply': (p) => <ChooseMany {...p} submitLabel="Forage with the ticked corps" />,
  // 7.5.4.1.3.3 / 7.5.4.2.1.3 siege combat and 7.5.4.1.2.1 sortie losses are asked on the same kind, one factor at a time
  'land/siege': (p) => <ChooseOne {...p} submitLabel={/^s?loss:/.test(String(p.decision.options[0]?.value ?? '')) ? 'Lose this factor' : 'Give the siege order'} />,
  'land/depotGarrison': (p) => <ChooseOne {...p} submitLabel="Decide the depot" />,
  // 7.3.8.1 three or four allies name one place at a time (secret, outside the group); the last question names the order
  'land/moveOrder': (p) => <ChooseOne {...p} submitLabel={p.decision.group !== null ? 'Name this order' : String(p.decision.options[0]?.value ?? '').includes('>') ? 'Choose who moves next' : 'Choose who moves first'} />,
  'land/straitsLeave': (p) => <ChooseOne {...p} submitLabel="Answer" />, // 7.4.3.3
  'land/besiegedCity': (p) => <ChooseOne {...p} submitLabel="Decide the city" />,
  // opt:12.3.7.4 reaction moves: the secret offer, the forces going, a withdrawal's route (also by pointing on the map)
  'land/reaction': (p) => <ChooseOne {...p} submitLabel="React (in secret)" />,
  'land/reactionForces': (p) => <ChooseMany {...p} submitLabel="Go with the ticked forces" />,
  'land/reactionRoute': (p) => <ChooseOne {...p} submitLabel="Withdraw there" />,
  'land/overrunSwept': (p) => <ChooseOne {...p} submitLabel="Decide" />, // opt:12.3.9.4
  // 7.5 field combat: the dialogs live in features/combat
  'land/combatOrder': (p) => <ChooseOne {...p} submitLabel="Fight this combat next" />,
  'land/combatRetire': OrderList,
  'land/combatCommander': (p) => <ChooseOne {...p} submitLabel="Appoint the commander" />,
  'land/combatChit': (p) => <ChitDialog {...p} />,
  'land/combatDivision': (p) => <DivisionDialog {...p} />,
  'land/combatLosses': (p) => <LossDialog {...p} />,
  'land/combatReinforce': (p) => <ChooseMany {...p} submitLabel="Attempt to reinforce from the ticked areas" />,
  'land/combatEndOfDay': (p) => <EndOfDayDialog {...p} />,
  'land/combatRetreat': (p) => <RetreatDialog {...p} />,
  // 7.3.8.4 a bystander picks the adjacent area it steps aside to (the route drawn on the map)
  'land/combatBystander': (p) => <BystanderDialog {...p} />,
  'land/combatDepot': (p) => <ChooseOne {...p} submitLabel="Decide the depot" />,
  'land/combatRound': (p) => <ChooseOne {...p} submitLabel="Declare for this round" />,
  'land/combatJoin': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'land/combatTrivial': (p) => <ChooseOne {...p} submitLabel="Decide in secret" />,
  'land/combatSally': (p) => <ChooseMany {...p} submitLabel="Come out with the ticked corps" />,
  // 7.5.4.2.1.1 a garrison attack with the ticked part of the besieged forces
  'land/garrisonAttack': (p) => <ChooseMany {...p} submitLabel="Attack the besiegers with the ticked forces" />,
  // 18.1 solitaire chits: public, both chits in the prompt; the plain option list is enough
  'land/combatSolitaire': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  // section 4: the options come with their verdicts and (peace terms) what each does
  'political/diplomacy': (p) => <DiplomacyDialog {...p} />,
  'political/callAllies': (p) => <ChooseMany {...p} submitLabel="Call the ticked allies" />,
  'political/answerCall': (p) => <ChooseOne {...p} submitLabel="Answer the call" />,
  'political/sue': (p) => <ChooseMany {...p} submitLabel="Send the ticked offers (none: fight on)" />,
  'political/peaceOffer': (p) => <ChooseOne {...p} submitLabel="Offer this peace" />,
  'political/peaceAnswer': (p) => <ChooseOne {...p} submitLabel="Answer" />,
  'political/peaceTerm': (p) => <ChooseOne {...p} submitLabel="Choose this term" />,
  'political/separatePeace': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'political/cededFreeState': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'political/repatriate': (p) => <ChooseOne {...p} submitLabel="Send them there" />,
  'political/newAccess': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'political/minorLoyalty': (p) => <ChooseMany {...p} submitLabel="Roll for the ticked minors (in secret)" />,
  // v2.71 4.6.8 a secret overture to one minor country (UMP Control Step)
  'political/minorOverture': (p) => <ChooseOne {...p} submitLabel="Record the overture (in secret)" />,
  // 4.6.3.4 / 4.6.3.5 a minor's forces set up by its controller, one change at a time
  'political/minorSetup': (p) => <ChooseOne {...p} submitLabel="Make this change" />,
  // 4.4.6.2 C.5 the loser lets a victor's garrison stay in one of its capital cities, or not
  'political/capitalGarrison': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'political/alliances': (p) => <ChooseMany {...p} submitLabel="Propose alliances to the ticked powers" />,
  'political/breakAlliances': (p) => <ChooseMany {...p} submitLabel="Break the ticked alliances" />,
  'political/backDown': (p) => <ChooseOne {...p} submitLabel="Decide in secret" />,
  'political/minorBid': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'political/minorSupport': (p) => <ChooseMany {...p} submitLabel="Declare war on the ticked attackers" />,
  'political/freeStates': (p) => <ChooseMany {...p} submitLabel="Declare the ticked minors free states" />,
  // 8.0 the Economic Phase (purchases by pointing in features/economy)
  'economic/britishVictoryPoints': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'economic/announceVictory': (p) => <ChooseOne {...p} submitLabel="Decide in secret" />,
  'economic/collection': (p) => <ChooseMany {...p} submitLabel="Allow the ticked trade" />,
  // v2.71 14.3.1 secret overtures to uncontrolled major powers
  'campaign/umpOverture': (p) => <ChooseMany {...p} submitLabel="Record the ticked overtures" />,
  'economic/lending': OrderList,
  'economic/manipulation': (p) => <ChooseOne {...p} submitLabel="Set the marker" />,
  'economic/returnLeaders': (p) => <ChooseMany {...p} submitLabel="Bring back the ticked leaders" />,
  'economic/expenditure': (p) => <PurchasePanel {...p} />,
  'economic/cede': (p) => <ChooseOne {...p} submitLabel="Decide in secret" />,
  'economic/acceptCession': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'economic/levy': OrderList,
  'economic/disorderClaim': (p) => <ChooseOne {...p} submitLabel="Answer" />,
  // 8.9 section 11: the combinations the power qualifies for, each with its verdict
  'campaign/newCombinations': (p) => <ChooseMany {...p} submitLabel="Confirm the ticked choices" />,
  // section 10 (issue 18, general): v2.71 10.4.5 / 10.2.3 in the 8.9 step; 10.1.5 the Tyrol corps
  'general/districts': (p) => <ChooseMany {...p} submitLabel="Make the ticked changes" />,
  'general/tyrol': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  // v2.71 12.11 (option): the landwehr in the 8.9 step; 12.11.2 set-up militia, one order at a time
  'landwehr/decide': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'landwehr/setupMilitia': (p) => <ChooseOne {...p} submitLabel="Convert" />,
  // 7.5.1.2 / 10.1.1.3 how many guerilla factors attack
  'land/guerillaAttack': (p) => <ChooseOne {...p} submitLabel="Attack with these guerillas" />,
  // 5.1, 6.2-6.3 the Naval Phase: orders one at a time (narrowed by the area picked on the map), answers in the middle of movement
  'reinforcement/naval': OrderList,
  'naval/movement': OrderList,
  'naval/combat': OrderList,
  'naval/intercept': (p) => <ChooseOne {...p} submitLabel="Answer the moving stack" />,
  'naval/evade': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'naval/retreat': (p) => <ChooseOne {...p} submitLabel="Retreat" />,
  'naval/seaRetreat': (p) => <ChooseOne {...p} submitLabel="Send them there" />,
  'naval/pursue': (p) => <ChooseMany {...p} submitLabel="Pursue with the ticked fleets" />,
  'naval/tactic': (p) => <ChooseOne {...p} submitLabel="Choose in secret" />,
  'naval/closing': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'naval/chase': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'naval/portLost': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'naval/losses': OrderList,
  'naval/oddLoss': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'naval/transportLosses': OrderList,
  'naval/portLeave': (p) => <ChooseOne {...p} submitLabel="Sail" />,
  'naval/hulkPort': (p) => <ChooseOne {...p} submitLabel="Send" />,
  'naval/shipyardTaken': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  'naval/withdraw': (p) => <ChooseOne {...p} submitLabel="Decide" />,
  // 14.2 campaign selection: secret bids (features/newGame)
  'campaign/bid': BidDialog,
  // 13.1.1.1 / 13.1.1.2 a scenario's secret setup choices (features/setup)
  'setup/forces': SetupPanel,
};

/** Renders a pending decision with its prompt, rule and options. */
export function DecisionCard(props: DecisionProps) {
  const Ui = decisionUi[props.decision.kind];
  return (
    <section className="decision" data-kind={props.decision.kind} aria-label={props.decision.prompt}>
      <p className="decision-prompt">
        {props.labelOf ? props.labelOf(props.decision.prompt) : props.decision.prompt} <RuleTag id={props.decision.rule} />
        {props.decision.secret && <span className="decision-secret"> · secret</span>}
      </p>
      <Ui {...props} />
    </section>
  );
}
