import './endScreen.css';
import type { CityLine, ConditionLine, TestLine } from './victoryModel';

function Mark({ met }: { met: boolean }) {
  return (
    <span className={met ? 'victory-met' : 'victory-unmet'} aria-label={met ? 'met' : 'not met'}>
      {met ? '✔' : '✘'}
    </span>
  );
}

function Parts({ parts }: { parts: TestLine[] }) {
  if (parts.length === 0) return null;
  return (
    <ul className="victory-parts">
      {parts.map((p, i) => (
        <li key={i}>
          <Mark met={p.met} /> {p.text}
          {p.progress ? <span className="victory-progress"> — {p.progress}</span> : null}
          <Parts parts={p.parts} />
        </li>
      ))}
    </ul>
  );
}

/** 8.1.3.1 The scenario's conditions in order, each met or not (as judged by the host), with its count. */
export function ConditionList({ conditions, decided }: { conditions: ConditionLine[]; decided?: string }) {
  return (
    <ol className="victory-conditions" data-testid="victory-conditions">
      {conditions.map((c) => (
        <li key={c.id} data-condition={c.id} data-met={c.met && c.active ? 'yes' : 'no'} className={c.id === decided ? 'victory-decisive' : undefined}>
          <div>
            {c.progress === null ? <span className="victory-otherwise">•</span> : <Mark met={c.met && c.active} />} <strong>{c.winner}</strong> — {c.when}
            {!c.active && <em> (not yet)</em>}
          </div>
          <div className="victory-test">
            {c.progress === null ? 'otherwise' : c.text}
            {c.progress ? <span className="victory-progress"> — {c.progress}</span> : null}
          </div>
          <Parts parts={c.parts} />
        </li>
      ))}
    </ol>
  );
}

/** Who holds each objective city. */
export function CityList({ cities, sideNames }: { cities: CityLine[]; sideNames: string[] }) {
  return (
    <ul className="victory-cities" data-testid="victory-cities">
      {cities.map((c) => (
        <li key={c.city} className={c.side === null ? 'side-none' : `side-${c.side}`} title={c.side === null ? 'on neither side' : sideNames[c.side]}>
          {c.name}: {c.holder}
        </li>
      ))}
    </ul>
  );
}
