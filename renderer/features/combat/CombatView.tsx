import { useEffect, useRef, useState } from 'react';
import type { BattleChit, BattleDay, BattleRecord, BattleSide } from '../../../shared/model/battle';
import { BATTLE_SIDES, lossesByType } from '../../../shared/model/battle';
import type { Viewer } from '../../../shared/model/view';
import { RuleTag } from '../game/RuleTag';
import { powerName } from '../game/names';
import {
  CHIT_NAME,
  counterTitle,
  dayEndText,
  isChit,
  outcomeText,
  SIDE_NAME,
  sideText,
  sideVerb,
  signed,
  STAGE_TEXT,
  terrainText,
  trim,
} from './combatText';
import { FactorChips, ForcePanel } from './ForcePanel';
import { RoundsTable } from './RoundsTable';

export interface CombatViewProps {
  battle: BattleRecord;
  viewer: Viewer;
  /** "Bohemia (412)": how the screen names areas. */
  areaName(area: string): string;
  /** "Vienna": how the screen names cities (their id when not given). */
  cityName?(city: string): string;
  /** The viewer's own chit while it is still secret (from its decision group), shown only to it. */
  ownChit?: string | null;
  /** Shown for a finished battle: takes the view away. */
  onClose?(): void;
}

/** The side the viewer fights on, if any. */
export function viewerSide(b: BattleRecord, viewer: Viewer): BattleSide | null {
  if (viewer === 'spectator') return null;
  return BATTLE_SIDES.find((s) => b[s].powers.includes(viewer)) ?? null;
}

/** 7.5.2.1 A chit: face down (the back of the counter) until revealed. */
export function ChitFace({ side, chit, own }: { side: BattleSide; chit: BattleChit | null; own: boolean }) {
  if (chit === null) {
    return (
      <span className={`chit face-down ${side}`} data-testid={`chit-${side}`} aria-label={`${SIDE_NAME[side]}'s chit, face down`}>
        <span className="chit-back">?</span>
      </span>
    );
  }
  return (
    <span className={`chit ${side}${own ? ' own' : ''}`} data-testid={`chit-${side}`} title={own ? 'Your chit: the enemy does not see it until both have chosen' : undefined}>
      {CHIT_NAME[chit]}
      {own && <span className="chit-own"> (yours, secret)</span>}
    </span>
  );
}

/** 7.5.2.4 The Operational Possibilities Chart cell: tables per round, the river variant, notes. */
function OpsCell({ day }: { day: BattleDay }) {
  const ops = day.ops;
  if (!ops) return <p className="ops-hidden">The chart cell is read once both chits are revealed.</p>;
  const cell = (t: string | null, i: number) => (
    <td key={i} className="num">
      {t ?? '—'}
    </td>
  );
  return (
    <div className="ops-cell" data-testid="ops-cell">
      <table>
        <caption>
          Operational Possibilities <RuleTag id="7.5.2.4" />
          {ops.variant === 'river' && (
            <span className="ops-river">
              {' '}
              river crossing <RuleTag id="7.5.2.7.1" />
            </span>
          )}
        </caption>
        <thead>
          <tr>
            <th />
            <th scope="col">R1</th>
            <th scope="col">R2</th>
            <th scope="col">R3</th>
          </tr>
        </thead>
        <tbody>
          {BATTLE_SIDES.map((s) => (
            <tr key={s}>
              <th scope="row">{SIDE_NAME[s]}</th>
              {[0, 1, 2].map((i) => cell(ops[`${s}Tables`][i] ?? null, i))}
            </tr>
          ))}
          {ops.afterOutflank &&
            BATTLE_SIDES.map((s) => (
              <tr key={`after-${s}`} className="ops-after">
                <th scope="row" title="Once the outflanking force has arrived (7.5.2.7.2)">
                  {SIDE_NAME[s]}, flank turned
                </th>
                <td className="num">—</td>
                {[0, 1].map((i) => cell(ops.afterOutflank![`${s}Tables`][i] ?? null, i))}
              </tr>
            ))}
        </tbody>
      </table>
      {ops.notes.length > 0 && (
        <ul className="ops-notes">
          {ops.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DaySection(props: { battle: BattleRecord; day: BattleDay; ownChit: BattleChit | null; mySide: BattleSide | null; areaName(a: string): string; cityName(c: string): string }) {
  const { battle, day, ownChit, mySide, areaName, cityName } = props;
  const chitOf = (s: BattleSide): { chit: BattleChit | null; own: boolean } => {
    const revealed = s === 'attacker' ? (day.ops?.attackerChit ?? null) : (day.ops?.defenderChit ?? null);
    if (revealed) return { chit: revealed, own: false };
    if (s === mySide && ownChit) return { chit: ownChit, own: true };
    return { chit: null, own: false };
  };
  const arrivals = day.arrivals;
  const reinforcements = battle.reinforcements.filter((r) => r.day === day.day);
  return (
    <section className="battle-day" data-testid="battle-day" aria-label={`Day ${day.day}`}>
      <h3>Day {day.day}</h3>
      {!battle.trivial && (
        <div className="battle-chits">
          <div className="chit-pair">
            {BATTLE_SIDES.map((s) => (
              <span key={s} className="chit-slot">
                <span className="label">{SIDE_NAME[s]}</span> <ChitFace side={s} {...chitOf(s)} />
              </span>
            ))}
            <RuleTag id="7.5.2.1" />
          </div>
          <OpsCell day={day} />
        </div>
      )}
      {battle.limited && day.day === 1 && (
        <p className="battle-note" data-testid="battle-limited">
          Limited field combat: a relieving force attacks the besiegers of {battle.limited.city}, one day only
          {battle.limited.sallied.length > 0 ? `; out of the city with it: ${battle.limited.sallied.map((c) => counterTitle(battle, c)).join(', ')}` : ''}{' '}
          <RuleTag id="7.5.4.2.3" />
        </p>
      )}
      {battle.trivial && (
        <p className="battle-note">
          Trivial combat{battle.trivialByAgreement ? ', as both commanders agreed' : ''}: no chits, both sides fire on 5-2 <RuleTag id="7.5.3" />
        </p>
      )}
      {day.withdrawal && (
        <div className="battle-withdrawal">
          <h4>
            Withdrawal before the fighting <RuleTag id="7.5.2.5" />
          </h4>
          {day.withdrawal.automatic ? (
            <p>Automatic: the defender leaves without a roll.</p>
          ) : (
            <ul>
              {day.withdrawal.rolls.map((r, i) => (
                <li key={i}>
                  {r.counter ? counterTitle(battle, r.counter) : day.withdrawal!.rolls.length === 1 ? 'The force' : 'A corps'}
                  : die {r.die} against {r.rating}
                  {r.modifiers.map((m, j) => (
                    <span key={j}>
                      {' '}
                      {signed(m.value)} {m.label} <RuleTag id={m.rule} />
                    </span>
                  ))}{' '}
                  — <strong>{r.success ? 'withdraws' : 'must fight'}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {day.morale && (
        <p className="battle-morale-day">
          {BATTLE_SIDES.map((s) => {
            const m = day.morale![s];
            const tip = [...m.baseParts, ...m.finalParts].map((p) => `${p.label} ${signed(p.value)} (${p.rule})`).join('; ');
            return (
              <span key={s} title={tip}>
                <span className="label">{SIDE_NAME[s]} morale</span> {m.base !== null ? `base ${trim(m.base)}, ` : ''}final <strong>{trim(m.final)}</strong>{' '}
              </span>
            );
          })}
          <RuleTag id="7.5.2.6" />
        </p>
      )}
      <RoundsTable battle={battle} rounds={day.rounds} />
      {(arrivals.length > 0 || reinforcements.length > 0) && (
        <ul className="battle-events">
          {arrivals.map((a, i) => (
            <li key={`a${i}`} data-testid="battle-arrival">
              After round {a.afterRound}: {sideText(battle, a.side)}'s outflankers roll {a.die} against {a.rating}
              {a.modifiers.map((m, j) => (
                <span key={j}>
                  {' '}
                  ({signed(m.value)} {m.label} <RuleTag id={m.rule} />)
                </span>
              ))}{' '}
              — <strong>{a.arrived ? 'they arrive' : 'not yet'}</strong> <RuleTag id="7.5.2.12" />
            </li>
          ))}
          {reinforcements.map((r, i) => (
            <li key={`r${i}`}>
              After round {r.afterRound}: {powerName(r.power)} from {r.fromCity ? `${cityName(r.fromCity)} in ` : ''}{areaName(r.from)} rolls {r.die} against {r.rating}
              {r.modifiers.map((m, j) => (
                <span key={j}>
                  {' '}
                  ({signed(m.value)} {m.label} <RuleTag id={m.rule} />)
                </span>
              ))}{' '}
              — <strong>{r.arrived ? 'they join' : 'they do not arrive'}</strong> <RuleTag id="7.5.2.11" />
            </li>
          ))}
        </ul>
      )}
      {day.intents && (
        <p className="battle-intents">
          End of day: {SIDE_NAME.attacker} {day.intents.attacker === 'fight' ? 'fights on' : 'withdraws'}, {SIDE_NAME.defender}{' '}
          {day.intents.defender === 'fight' ? 'fights on' : 'withdraws'} <RuleTag id="7.5.2.13" />
        </p>
      )}
      {day.end && (
        <p className="battle-day-end">
          {dayEndText(day.end)} <RuleTag id={day.end.rule} />
        </p>
      )}
    </section>
  );
}

function Outcome({ battle, areaName }: { battle: BattleRecord; areaName(a: string): string }) {
  const o = battle.outcome;
  if (!o && !battle.pursuit && battle.retreats.length === 0) return null;
  const p = battle.pursuit;
  const pp = battle.politicalPoints;
  return (
    <section className="battle-outcome" data-testid="battle-outcome" aria-label="Outcome">
      {o && (
        <h3>
          {outcomeText(battle, o)} <RuleTag id={o.rule} />
        </h3>
      )}
      {p && (
        <div className="battle-pursuit">
          <h4>
            Pursuit <RuleTag id="7.5.2.10.2" />
          </h4>
          <p>
            Class {p.pursuitClass}
            {p.classParts.map((m, i) => (
              <span key={i}>
                {' '}
                ({m.label}: {signed(m.value)} <RuleTag id={m.rule} />)
              </span>
            ))}
            ; die {p.die}
            {p.dieParts.map((m, i) => (
              <span key={i}>
                {' '}
                {signed(m.value)} {m.label} <RuleTag id={m.rule} />
              </span>
            ))}{' '}
            = {p.modifiedDie}: {p.lossPercent}% of {p.victorCavalry ?? 'hidden'} cavalry{p.points === null ? '' : ` = ${trim(p.points)} points`} <RuleTag id="7.5.2.10.2.3" />
          </p>
          <p>
            Lost in pursuit: <FactorChips factors={lossesByType(p.lost)} lost />
            {p.loserEliminated && <strong> — the beaten force is destroyed</strong>}
          </p>
        </div>
      )}
      {pp && (
        <div className="battle-points">
          <h4>
            Political points <RuleTag id="7.5.2.10.1.3" />
          </h4>
          <p>
            {pp.changes.map((c) => `${powerName(c.power)} ${signed(c.delta)}`).join(', ') || 'none'}
            {pp.parts.map((m, i) => (
              <span key={i} className="mod-part">
                {' '}
                ({m.label}: {signed(m.value)} <RuleTag id={m.rule} />)
              </span>
            ))}
          </p>
        </div>
      )}
      {battle.retreats.map((r, i) => (
        <p key={i} className="battle-retreat" data-testid="battle-retreat">
          {r.surrendered ? (
            <>
              No retreat from {areaName(r.from)}: {sideVerb(battle, r.side, 'surrender')}
            </>
          ) : (
            <>
              {sideVerb(battle, r.side, 'retreat')}{r.chosenBy ? ` (route chosen by ${powerName(r.chosenBy)})` : ''}: {[r.from, ...(r.route ?? [])].map(areaName).join(' → ')}
            </>
          )}{' '}
          <RuleTag id={r.rule} />
        </p>
      ))}
      {(battle.leaderCasualties ?? []).map((c, i) => (
        <p key={`lc${i}`} className="battle-leader-casualty" data-testid="battle-leader-casualty">
          {SIDE_NAME[c.side]}'s leaders: dice {c.dice.join(' + ')} = {c.roll}
          {c.result === 'unhurt' ? (
            ' — no leader struck'
          ) : (
            <>
              {' '}
              — <strong>{c.name ?? c.leader}</strong> {c.result === 'killed' ? 'is killed' : `is wounded, off the map for ${c.months} month${c.months === 1 ? '' : 's'}`} (die {c.fateDie})
            </>
          )}{' '}
          <RuleTag id="12.7" />
        </p>
      ))}
      {battle.removed.length > 0 && (
        <p className="battle-removed">
          Removed with no factors left: {battle.removed.map((c) => counterTitle(battle, c)).join(', ')}{' '}
          <RuleTag id="7.5.5" />
        </p>
      )}
    </section>
  );
}

/** Morale standing of a side now: the day's final level and the loss carried so far. */
function moraleNow(b: BattleRecord, side: BattleSide) {
  const day = b.days[b.days.length - 1];
  if (!day?.morale) return null;
  const last = day.rounds[day.rounds.length - 1];
  const carried = b.days.length > 1 ? (b.days[b.days.length - 2]!.rounds.at(-1)?.[side].moraleLossAfter ?? 0) : 0;
  const after = last ? last[side].moraleLossAfter : carried;
  const before = last ? last[side].moraleLossBefore : carried;
  const scale = Math.max(day.morale.attacker.final, day.morale.defender.final);
  return { final: day.morale[side].final, before, after, scale };
}

/**
 * The combat view: a panel over the map while a battle is fought (or reopened after it):
 * both forces side by side, the chits (face down until revealed), the chart cell, every round
 * with its tables, dice, itemised modifiers, losses and morale, arrivals, reinforcements, the
 * end of each day, the outcome, pursuit, political points and retreat. It formats what the
 * engine recorded; it computes no rule.
 */
export function CombatView({ battle, viewer, areaName, cityName = (c) => c, ownChit = null, onClose }: CombatViewProps) {
  const [folded, setFolded] = useState(false);
  const sheet = useRef<HTMLElement>(null);
  const rounds = battle.days.reduce((n, d) => n + d.rounds.length, 0);
  // Watching: each new round slides into sight as it is fought.
  useEffect(() => {
    if (rounds > 0) sheet.current?.querySelector('.round:last-of-type')?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [rounds]);
  const mySide = viewerSide(battle, viewer);
  const own = ownChit !== null && isChit(ownChit) ? ownChit : null;
  const place = areaName(battle.area);
  return (
    <section ref={sheet} className={folded ? 'combat-view folded' : 'combat-view'} data-testid="combat-view" data-stage={battle.stage} aria-label={`Battle in ${place}`}>
      <header className="combat-head">
        <h2>
          Battle in {place}
          <span className="combat-sub">
            {' '}
            — {terrainText(battle.terrain, battle.riverCrossing)}, day {battle.day}
          </span>
        </h2>
        <span className="combat-buttons">
          <button type="button" onClick={() => setFolded((f) => !f)} aria-expanded={!folded}>
            {folded ? 'Show battle' : 'Fold'}
          </button>
          {onClose && (
            <button type="button" onClick={onClose}>
              Close
            </button>
          )}
        </span>
      </header>
      <p className="combat-stage" data-testid="combat-stage" role="status">
        {sideVerb(battle, 'attacker', 'attack')} {sideText(battle, 'defender')}. {battle.stage === 'over' ? 'The battle is over.' : `Now: ${STAGE_TEXT[battle.stage]}.`}
      </p>
      {!folded && (
        <div className="combat-body">
          <div className="combat-forces">
            {BATTLE_SIDES.map((s) => (
              <ForcePanel key={s} side={s} force={battle[s]} title={sideText(battle, s)} morale={moraleNow(battle, s)} mine={s === mySide} cityName={cityName} />
            ))}
          </div>
          {battle.days.map((d) => (
            <DaySection key={d.day} battle={battle} day={d} ownChit={d.day === battle.day ? own : null} mySide={mySide} areaName={areaName} cityName={cityName} />
          ))}
          <Outcome battle={battle} areaName={areaName} />
        </div>
      )}
    </section>
  );
}
