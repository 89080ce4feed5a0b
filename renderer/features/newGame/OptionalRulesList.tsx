import { isCorrection, type OptionalRuleId } from '../../../shared/model/options';
import { groupedOptions } from './optionalRules';

/** A rule number as printed: v2.71 numbers are cited `opt:<n>` in the code. */
const printed = (rule: string) => rule.replace(/^opt:/, '').replace(/~\d$/, ''); // opt:12.2.7~2 prints as 12.2.7

/**
 * The optional rules by heading. Rules the engine does not build are shown but cannot be
 * ticked (the reason on hover); partly built ones say what is missing. A v2.71 correction is
 * marked as such, ticked unless the players untick it, and then says the rule as first printed
 * applies.
 */
export function OptionalRulesList({ rules, onChange, list }: { rules: Partial<Record<OptionalRuleId, boolean>>; onChange(id: OptionalRuleId, on: boolean): void; list?: Parameters<typeof groupedOptions>[0] }) {
  return (
    <div className="option-groups">
      {groupedOptions(list).map((g) => (
        <section key={g.id} className="option-group" aria-label={g.title}>
          <h3>{g.title}</h3>
          <ul className="optional-rules">
            {g.rules.map((o) => {
              const notBuilt = o.status === 'notBuilt';
              const correction = isCorrection(o);
              const on = !notBuilt && (rules[o.id] ?? false);
              return (
                <li key={o.id} className={`option ${o.status}${correction ? ' correction' : ''}`} data-option={o.id} title={o.status === 'built' ? undefined : `${notBuilt ? 'Not built yet' : 'Partly built'}: ${o.missing}`}>
                  <label>
                    <input type="checkbox" disabled={notBuilt} checked={on} onChange={(e) => onChange(o.id, e.target.checked)} /> {o.title}{' '}
                    <span className="rule-ref">{printed(o.rule)}</span>
                    {correction && <span className="option-kind"> v2.71 correction</span>}
                    {notBuilt && <span className="option-status"> {o.id === 'standingProcedures' ? 'the v2.71 lists are not built yet' : 'not built yet'}</span>}
                  </label>
                  {o.status === 'partial' && <span className="option-note">Partly built: {o.missing}</span>}
                  {correction && !notBuilt && !on && <span className="option-note">Unticked: rule {printed(o.rule)} applies as first printed, without the v2.71 correction.</span>}
                  {o.id === 'standingProcedures' && <span className="option-note">On: the questions 19.1 lists (retiring into cities, sorties, honors of war, retreat ties…) are answered by the procedures for every power. Any power can also be handed to the computer, whole or by kind of question, from the game's Delegation panel.</span>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
