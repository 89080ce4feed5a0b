import { useState } from 'react';
import type { DecisionOption } from '../../../shared/model/decisions';
import type { DecisionProps } from '../decisions/decisionProps';

/** The force an option places: the counter, or the garrison's listed spot (see shared/model/setup.ts). */
export function forceKey(value: string): string {
  const [verb, a, b] = value.split(':');
  if (verb === 'move') return `g:${value.slice(5).split('>')[0] ?? ''}`;
  if (verb === 'pack') return (a ?? '').split('>')[0] ?? '';
  return verb === 'at' || verb === 'garrison' ? (a ?? '') : `${a ?? ''}:${b ?? ''}`;
}

/** Where an option puts the force: the destination area, or the corps taking its factors (for the map-picked narrowing). */
export function destinationOf(value: string): string {
  const parts = value.split(':');
  if (parts[0] === 'move') return (value.split('>')[1] ?? '').split(':')[0] ?? '';
  if (parts[0] === 'pack') return (parts[1] ?? '').split('>')[1] ?? '';
  return parts[2] ?? '';
}

const LISTED_MARK = ' (as listed)';
/** "III Corps: in Ulm (as listed)" → ["III Corps", "in Ulm (as listed)"]. */
const split = (label: string): [string, string] => {
  const i = label.indexOf(': ');
  return i < 0 ? [label, ''] : [label.slice(0, i), label.slice(i + 2)];
};

/**
 * 13.1.1.1 / 13.1.1.2 the secret setup panel: pick a force, then where it stands (from the list,
 * or by picking an area on the map, which narrows the list), or which corps takes its factors.
 * The listed placement is preselected; "Set up as listed" is the default answer.
 */
export function SetupPanel(props: DecisionProps) {
  const { decision, busy, onAnswer } = props;
  const label = (o: DecisionOption) => (props.labelOf ? props.labelOf(o.label, o.value) : o.label);
  const orders = decision.options.filter((o) => o.value !== 'listed' && o.verdict.ok);
  const forces: { key: string; name: string; options: DecisionOption[]; listed: string | null }[] = [];
  for (const o of orders) {
    const key = forceKey(String(o.value));
    let f = forces.find((x) => x.key === key);
    if (!f) forces.push((f = { key, name: split(label(o))[0], options: [], listed: null }));
    f.options.push(o);
    if (label(o).endsWith(LISTED_MARK)) f.listed = String(o.value);
  }
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [picked, setPicked] = useState<string | null>(forces[0]?.key ?? null);
  const current = (key: string) => chosen[key] ?? forces.find((f) => f.key === key)?.listed ?? null;
  const changed = forces.filter((f) => current(f.key) !== null && current(f.key) !== f.listed).map((f) => current(f.key)!);
  const force = forces.find((f) => f.key === picked) ?? null;
  const focus = props.focus ?? null;
  const shown = (force?.options ?? []).filter((o) => focus === null || focus.tokens.includes(destinationOf(String(o.value))));
  const where = (f: (typeof forces)[number]) => {
    const v = current(f.key);
    const o = f.options.find((x) => String(x.value) === v);
    return o ? split(label(o))[1] : 'as listed';
  };
  return (
    <div className="decision-form setup-panel" data-testid="setup-panel">
      <p className="hint">
        Your setup stays secret until every power has set up (rule 13.1.1). Pick a force, then where it stands: from the list or by picking
        an area on the map.
      </p>
      <div className="setup-columns">
        <ul className="setup-forces" aria-label="Forces to set up">
          {forces.map((f) => (
            <li key={f.key}>
              <button
                type="button"
                className={f.key === picked ? 'order chosen' : 'order'}
                aria-pressed={f.key === picked}
                onClick={() => setPicked(f.key)}
              >
                <strong>{f.name}</strong> — {where(f)}
              </button>
            </li>
          ))}
        </ul>
        {force && (
          <fieldset className="setup-places">
            <legend>
              Where {force.name} sets up{focus ? ` (in ${focus.label})` : ''}
              {focus && (
                <button type="button" onClick={focus.clear}>
                  Show all
                </button>
              )}
            </legend>
            {shown.map((o) => (
              <label key={String(o.value)} className="decision-option">
                <input
                  type="radio"
                  name={`setup-${force.key}`}
                  value={String(o.value)}
                  checked={current(force.key) === String(o.value)}
                  onChange={() => setChosen({ ...chosen, [force.key]: String(o.value) })}
                />
                {split(label(o))[1]}
              </label>
            ))}
            {shown.length === 0 && <p className="decision-why">No place for {force.name} there.</p>}
          </fieldset>
        )}
      </div>
      <div className="setup-buttons">
        <button type="button" className="decision-submit" disabled={busy} onClick={() => onAnswer('listed')}>
          Set up as listed
        </button>
        <button
          type="button"
          className="decision-submit"
          disabled={busy || changed.length === 0}
          onClick={() => onAnswer(changed.join(';'))}
        >
          Set up as chosen ({changed.length} {changed.length === 1 ? 'change' : 'changes'})
        </button>
      </div>
    </div>
  );
}
