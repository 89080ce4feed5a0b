import type { BattleFactors, BattleForce, BattleSide, BattleUnit } from '../../../shared/model/battle';
import { RuleTag } from '../game/RuleTag';
import { BATTLE_FACTOR_LABEL, factorParts, leaderText, SIDE_NAME, signed, unitTitle } from './combatText';
import { MoraleBar } from './MoraleBar';

/** Factor chips: "12 Inf", "3 Cav" …; `lost` shows negatives in red. */
export function FactorChips({ factors, lost = false }: { factors: BattleFactors; lost?: boolean }) {
  const parts = factorParts(factors);
  if (parts.length === 0) return <span className="factor-none">{lost ? 'none' : '—'}</span>;
  return (
    <span className="factor-chips">
      {parts.map((p) => (
        <span key={p.type} className={`factor-chip ft-${p.type}${lost ? ' lost' : ''}`}>
          {lost ? '−' : ''}
          {p.count} {BATTLE_FACTOR_LABEL[p.type]}
        </span>
      ))}
    </span>
  );
}

function UnitRow({ u, cityName }: { u: BattleUnit; cityName: (id: string) => string }) {
  const gone = u.factors !== null && factorParts(u.factors).length === 0;
  return (
    <li className={`battle-unit nat-${u.power}${u.withdrew || u.retiredInto ? ' withdrew' : ''}${gone ? ' gone' : ''}`} data-counter={u.counter}>
      <span className="battle-unit-name">{unitTitle(u)}</span>{' '}
      {u.factors === null ? (
        <span className="factor-hidden" title="Strength hidden until the forces are revealed (7.5.2.6.3)">
          strength hidden
        </span>
      ) : (
        <FactorChips factors={u.factors} />
      )}
      {u.outflanking && <span className="unit-tag">outflanking</span>}
      {u.withdrew && <span className="unit-tag">withdrew</span>}
      {u.retiredInto && <span className="unit-tag">retired into {cityName(u.retiredInto)}</span>}
      {u.joined && (
        <span className="unit-tag">
          joined day {u.joined.day}, after round {u.joined.afterRound}
        </span>
      )}
    </li>
  );
}

/**
 * One side of the battle: its powers, commander with the effective tactical rating and its
 * parts (10.6.1.2.1), other leaders, the counters with their strengths once revealed, and
 * the morale bar for the day.
 */
export function ForcePanel(props: {
  side: BattleSide;
  force: BattleForce;
  title: string;
  morale: { final: number; before: number; after: number; scale: number } | null;
  mine: boolean;
  cityName(city: string): string;
}) {
  const { side, force, morale } = props;
  const others = force.leaders.filter((l) => l.leader !== force.commander?.leader);
  return (
    <section className={`battle-force ${side}`} aria-label={`${SIDE_NAME[side]}: ${props.title}`} data-side={side}>
      <h3>
        <span className="battle-side-name">{SIDE_NAME[side]}</span> {props.title}
        {props.mine && <span className="battle-mine"> (you)</span>}
      </h3>
      <p className="battle-commander">
        {force.commander ? (
          <>
            <span className="label">Commander</span> {leaderText(force.commander)}
          </>
        ) : (
          <>
            <span className="label">No leader</span>: the best corps rating serves <RuleTag id="10.6.1" />
          </>
        )}
      </p>
      <p className="battle-tactical" title={force.effectiveTactical.parts.map((p) => `${p.label} ${signed(p.value)} (${p.rule})`).join('; ')}>
        <span className="label">Tactical rating</span> <strong>{force.effectiveTactical.value}</strong>
        {force.effectiveTactical.parts.length > 1 &&
          force.effectiveTactical.parts.slice(1).map((p, i) => (
            <span key={i} className="mod-part">
              {' '}
              {signed(p.value)} {p.label} <RuleTag id={p.rule} />
            </span>
          ))}
      </p>
      {others.length > 0 && (
        <p className="battle-leaders">
          <span className="label">Also present</span> {others.map(leaderText).join('; ')}
        </p>
      )}
      {morale && (
        <p className="battle-morale">
          <span className="label">Morale</span> <MoraleBar label={SIDE_NAME[side]} final={morale.final} before={morale.before} after={morale.after} scale={morale.scale} />
        </p>
      )}
      <ul className="battle-units">
        {force.units.map((u) => (
          <UnitRow key={u.counter} u={u} cityName={props.cityName} />
        ))}
      </ul>
    </section>
  );
}
