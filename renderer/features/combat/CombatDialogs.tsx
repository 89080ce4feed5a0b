import { useEffect, useState, type ReactNode } from 'react';
import type { BattleFactors, BattleFactorType } from '../../../shared/model/battle';
import type { DecisionOption, DecisionValue } from '../../../shared/model/decisions';
import type { DecisionProps } from '../decisions/decisionProps';
import { verdictTip } from '../decisions/decisionProps';
import { RuleTag } from '../game/RuleTag';
import { BATTLE_FACTOR_LABEL, CHIT_NAME, counterTitle, isChit } from './combatText';
import { OddsPreview } from './OddsPreview';
export { OddsPreview } from './OddsPreview';
import { FactorChips } from './ForcePanel';
import { viewerSide } from './CombatView';
import { previewRoute } from './routePreview';

// Dialogs for the decisions of a field combat (7.5). Each lists the host's options with their
// verdicts: illegal ones stay visible, disabled, with the rule and reason. Values are sent as
// the host gave them (their shapes are documented in shared/model/battle.ts).

/** A combat decision's props: `battle` is the view's battle in progress, when it has one. */
export type CombatDecisionProps = DecisionProps;

function Why({ option }: { option: DecisionOption }) {
  if (option.verdict.ok) return null;
  return (
    <span className="decision-why">
      {option.verdict.detail ?? option.verdict.code} <RuleTag id={option.verdict.rule} />
    </span>
  );
}

/** One choice out of the options, each drawn by `render`; the first legal one preselected. */
function PickOne(props: CombatDecisionProps & { submitLabel: string; className?: string; render(o: DecisionOption): ReactNode; aside?(chosen: DecisionValue | null): ReactNode }) {
  const { decision, busy, onAnswer } = props;
  const [chosen, setChosen] = useState<DecisionValue | null>(decision.options.find((o) => o.verdict.ok)?.value ?? null);
  return (
    <form
      className={`decision-form combat-dialog ${props.className ?? ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen !== null) onAnswer(chosen);
      }}
    >
      <fieldset>
        <legend className="sr-only">{decision.prompt}</legend>
        {decision.options.map((o) => (
          <label key={String(o.value)} className={o.verdict.ok ? 'decision-option combat-option' : 'decision-option combat-option illegal'} title={verdictTip(o.verdict)} data-value={String(o.value)}>
            <input type="radio" name={decision.id} value={String(o.value)} checked={chosen === o.value} disabled={!o.verdict.ok} onChange={() => setChosen(o.value)} />
            {props.render(o)} <Why option={o} />
          </label>
        ))}
      </fieldset>
      {props.aside?.(chosen)}
      <button type="submit" className="decision-submit" disabled={busy || chosen === null}>
        {props.submitLabel}
      </button>
    </form>
  );
}

const chitLabel = (o: DecisionOption) => (typeof o.value === 'string' && isChit(o.value) ? CHIT_NAME[o.value] : o.label);

/** 7.5.2.1 The chit, chosen in secret; the odds preview beside it when the engine sent one. */
export function ChitDialog(props: CombatDecisionProps) {
  const odds = props.battle?.odds ?? null;
  const side = props.battle ? viewerSide(props.battle, props.decision.power) : null;
  return (
    <PickOne
      {...props}
      className="chit-dialog"
      submitLabel="Choose this chit (secret)"
      render={(o) => <span className={`chit ${side ?? ''}`}>{chitLabel(o)}</span>}
      aside={(chosen) => (odds && odds.power === props.decision.power ? <OddsPreview odds={odds} chosen={typeof chosen === 'string' ? chosen : null} /> : null)}
    />
  );
}

/** "infantry:2,cavalry:1" (the value of a loss allocation, battle.ts) as factors by type. */
export function parseLosses(value: DecisionValue): BattleFactors {
  const out: Partial<Record<BattleFactorType, number>> = {};
  for (const part of String(value).split(',')) {
    const [type, n] = part.split(':');
    if (type && Object.hasOwn(BATTLE_FACTOR_LABEL, type) && n !== undefined) out[type as BattleFactorType] = Number(n);
  }
  return out;
}

/** 7.5.2.9.2 How the side takes its losses: only the allocations the host allows can be chosen. */
export function LossDialog(props: CombatDecisionProps) {
  const first = props.decision.options.findIndex((o) => o.verdict.ok);
  return (
    <PickOne
      {...props}
      className="loss-dialog"
      submitLabel="Take these losses"
      render={(o) => (
        <>
          <FactorChips factors={parseLosses(o.value)} lost />
          {props.decision.options[first] === o && <span className="loss-default"> (the cheapest factors)</span>}
        </>
      )}
    />
  );
}

/**
 * 7.5.2.3 The outflanking division: tick the corps that go round the flank. Only a set the host
 * lists as legal can be sent; an illegal set shows the host's reason, an unlisted one says so.
 */
export function DivisionDialog(props: CombatDecisionProps) {
  const { decision, busy, onAnswer, battle } = props;
  const counters = [...new Set(decision.options.flatMap((o) => String(o.value).split(',').filter(Boolean)))].sort();
  const firstLegal = decision.options.find((o) => o.verdict.ok);
  const [ticked, setTicked] = useState<string[]>(firstLegal ? String(firstLegal.value).split(',').filter(Boolean) : []);
  const value = [...ticked].sort().join(',');
  const match = decision.options.find((o) => String(o.value) === value);
  const name = (c: string) => (battle ? counterTitle(battle, c) : 'a corps');
  const toggle = (c: string) => setTicked((t) => (t.includes(c) ? t.filter((x) => x !== c) : [...t, c]));
  return (
    <form
      className="decision-form combat-dialog division-dialog"
      onSubmit={(e) => {
        e.preventDefault();
        if (match?.verdict.ok) onAnswer(match.value);
      }}
    >
      <fieldset>
        <legend>Corps moving round the flank</legend>
        {counters.map((c) => (
          <label key={c} className="decision-option">
            <input type="checkbox" checked={ticked.includes(c)} onChange={() => toggle(c)} /> {name(c)}
          </label>
        ))}
      </fieldset>
      <p className="division-verdict" role="status">
        {match === undefined ? (
          <span className="decision-why">Not a division the rules allow here (7.5.2.3.1-2).</span>
        ) : match.verdict.ok ? (
          `Pinning: the rest; outflanking: ${ticked.length} corps.`
        ) : (
          <Why option={match} />
        )}
      </p>
      <button type="submit" className="decision-submit" disabled={busy || !match?.verdict.ok}>
        Divide the force
      </button>
    </form>
  );
}

/** 7.5.2.10.3 The retreat route: each route as the areas it passes through, the one picked drawn on the map. */
export function RetreatDialog(props: CombatDecisionProps) {
  useEffect(() => () => previewRoute(null), []);
  return (
    <PickOne
      {...props}
      className="retreat-dialog"
      submitLabel="Retreat by this route"
      render={(o) => <span className="route">{(props.labelOf ? props.labelOf(o.label) : o.label).replace(/^Retreat to /, '')}</span>}
      aside={(chosen) => <RoutePreview route={chosen === null ? null : String(chosen).split('>')} />}
    />
  );
}

/**
 * 7.3.8.4 / 7.3.8.6 a bystander's forces step aside from a battle: each option is
 * `<battle area>><area>`, named in the list and drawn on the map as a one-step route.
 */
export function BystanderDialog(props: CombatDecisionProps) {
  useEffect(() => () => previewRoute(null), []);
  return (
    <PickOne
      {...props}
      className="bystander-dialog"
      submitLabel="Step aside there"
      render={(o) => <span className="route">{props.labelOf ? props.labelOf(o.label) : o.label}</span>}
      aside={(chosen) => <RoutePreview route={chosen === null ? null : String(chosen).split('>')} />}
    />
  );
}

/** Hands the picked route to the map (an effect, so rendering stays pure). */
function RoutePreview({ route }: { route: readonly string[] | null }) {
  const key = route?.join('>') ?? '';
  useEffect(() => previewRoute(key === '' ? null : key.split('>')), [key]);
  return null;
}

/** 7.5.2.13 Fight on or withdraw, chosen in secret at the end of a day. */
export function EndOfDayDialog(props: CombatDecisionProps) {
  return (
    <PickOne
      {...props}
      className="end-of-day-dialog"
      submitLabel="Give the order (secret)"
      render={(o) => (o.value === 'fight' ? 'Fight on tomorrow' : o.value === 'withdraw' ? 'Withdraw tonight' : o.label)}
    />
  );
}
