import type { OptionalRuleId } from '../../../shared/model/options';
import { groupedOptions } from './optionalRules';

/**
 * The optional rules by heading. Rules the engine does not build are shown but cannot be
 * ticked (the reason on hover); partly built ones say what is missing.
 */
export function OptionalRulesList({ rules, onChange }: { rules: Partial<Record<OptionalRuleId, boolean>>; onChange(id: OptionalRuleId, on: boolean): void }) {
  return (
    <div className="option-groups">
      {groupedOptions().map((g) => (
        <section key={g.id} className="option-group" aria-label={g.title}>
          <h3>{g.title}</h3>
          <ul className="optional-rules">
            {g.rules.map((o) => {
              const notBuilt = o.status === 'notBuilt';
              return (
                <li key={o.id} className={`option ${o.status}`} data-option={o.id} title={o.status === 'built' ? undefined : `${notBuilt ? 'Not built yet' : 'Partly built'}: ${o.missing}`}>
                  <label>
                    <input type="checkbox" disabled={notBuilt} checked={!notBuilt && (rules[o.id] ?? false)} onChange={(e) => onChange(o.id, e.target.checked)} /> {o.title}{' '}
                    <span className="rule-ref">{o.rule}</span>
                    {notBuilt && <span className="option-status"> {o.id === 'standingProcedures' ? 'the v2.71 lists are not built yet' : 'not built yet'}</span>}
                  </label>
                  {o.status === 'partial' && <span className="option-note">Partly built: {o.missing}</span>}
                  {/* issue 15: the computer does play a power (Played by), with its own heuristics */}
                  {o.id === 'standingProcedures' && <span className="option-note">The computer can still play any power: set its Played by to the standing procedures (our own heuristics).</span>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
