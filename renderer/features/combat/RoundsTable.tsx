import type { BattleModifier, BattleRecord, BattleRound, BattleRoundSide, BattleSide, BattleTable } from '../../../shared/model/battle';
import { BATTLE_SIDES } from '../../../shared/model/battle';
import { RuleTag } from '../game/RuleTag';
import { factorParts, roundOutcomeText, SIDE_NAME, signed, trim } from './combatText';
import { FactorChips } from './ForcePanel';
import { MoraleBar } from './MoraleBar';

function Mods({ mods }: { mods: readonly BattleModifier[] }) {
  if (mods.length === 0) return <span className="factor-none">none</span>;
  return (
    <ul className="mod-list">
      {mods.map((m, i) => (
        <li key={i}>
          <span className="mod-value">{signed(m.value)}</span> {m.label} <RuleTag id={m.rule} />
        </li>
      ))}
    </ul>
  );
}

/** 7.5.2.7 The printed table, and the table fired on after terrain and guard shifts. */
function TableCell({ t }: { t: BattleTable }) {
  if (t.printed === null) return <span className="factor-none">no fire</span>;
  const shifts = [...t.casualtyShifts.map((m) => ({ ...m, label: `casualty ${m.label}` })), ...t.moraleShifts.map((m) => ({ ...m, label: `morale ${m.label}` }))];
  return (
    <>
      <span className="table-id">{t.table ?? t.printed}</span>
      {t.table !== t.printed && (
        <span className="table-printed" title="Printed on the Operational Possibilities Chart">
          {' '}
          (printed {t.printed})
        </span>
      )}
      {shifts.length > 0 && <Mods mods={shifts} />}
    </>
  );
}

/** The host blanks the losses of corps the viewer may not see: say so rather than "none" when the enemy hit. */
function lossesHidden(battle: BattleRecord, r: BattleRound, side: BattleSide): boolean {
  const enemy: BattleSide = side === 'attacker' ? 'defender' : 'attacker';
  return factorParts(r[side].lostByType).length === 0 && r[enemy].inflicted > 0 && battle[side].units.some((u) => u.factors === null);
}

function SideRow({ battle, r, side, scale }: { battle: BattleRecord; r: BattleRound; side: BattleSide; scale: number }) {
  const s: BattleRoundSide = r[side];
  return (
    <tr className={`round-side ${side}`} data-round={r.round} data-side={side}>
      <th scope="row">{SIDE_NAME[side]}</th>
      <td>
        <TableCell t={s.table} />
        {s.guard && (
          <div className="round-extra">
            Guard committed: die {s.guard.die}, shift {signed(s.guard.shift)}, lost {s.guard.lost}
            {s.guard.allLost ? ' (all)' : ''} <RuleTag id="12.3.4" />
          </div>
        )}
        {s.bombardment && (
          <div className="round-extra">
            Bombardment: die {s.bombardment.die}, {s.bombardment.inflicted} inflicted <RuleTag id="12.3.5" />
          </div>
        )}
      </td>
      <td className="num die" data-testid="round-die">
        <span className="die-face">{s.die}</span>
      </td>
      <td>
        <Mods mods={s.modifiers} />
        {s.declaredTactical !== s.tactical && (
          <div className="round-extra">
            Declared tactical {s.declaredTactical} of {s.tactical} <RuleTag id="7.5.2.9.1.2" />
          </div>
        )}
      </td>
      <td className="num">{s.modifiedDie}</td>
      <td className="num">{s.result ? `${s.result.lossPercent}% / ${trim(s.result.moraleLoss)}` : '—'}</td>
      <td className="num" title={s.firingStrength === null ? 'Firing strength not shown to powers outside the battle (2.4.2)' : `Firing strength ${s.firingStrength}`}>
        {s.inflicted}
      </td>
      <td>
        {lossesHidden(battle, r, side) ? (
          <span className="factor-hidden" title="Which factors were lost stays hidden with the corps' strengths (7.5.2.6.3)">
            hidden
          </span>
        ) : (
          <FactorChips factors={s.lostByType} lost />
        )}
      </td>
      <td>
        <MoraleBar label={`${SIDE_NAME[side]}, round ${r.round}`} final={s.finalMorale} before={s.moraleLossBefore} after={s.moraleLossAfter} scale={scale} />
      </td>
      <td>
        {s.eliminated || s.broken ? (
          <strong className="standing bad">{s.eliminated && s.broken ? 'broken, eliminated' : s.eliminated ? 'eliminated' : 'broken'}</strong>
        ) : (
          <span className="standing">stands</span>
        )}
        {s.brokenBy.map((rule) => (
          <RuleTag key={rule} id={rule} />
        ))}
      </td>
      {side === 'attacker' && (
        <td rowSpan={2} className="round-outcome">
          {roundOutcomeText(battle, r.outcome)}
          {'rule' in r.outcome && <RuleTag id={r.outcome.rule} />}
        </td>
      )}
    </tr>
  );
}

/**
 * Each round as two rows (attacker, defender): table with shifts, die, itemised modifiers,
 * modified die, the chart's result (loss % / morale), factors inflicted, losses by type,
 * morale bar and standing; the round's outcome beside both.
 */
export function RoundsTable({ battle, rounds }: { battle: BattleRecord; rounds: readonly BattleRound[] }) {
  if (rounds.length === 0) return null;
  const scale = Math.max(...rounds.flatMap((r) => [r.attacker.finalMorale, r.defender.finalMorale]));
  return (
    <table className="rounds-table">
      <thead>
        <tr>
          <th scope="col">Side</th>
          <th scope="col">
            Table <RuleTag id="7.5.2.7" />
          </th>
          <th scope="col">Die</th>
          <th scope="col">
            Modifiers <RuleTag id="7.5.2.9.1" />
          </th>
          <th scope="col">Mod.</th>
          <th scope="col" title="Loss percentage and morale loss inflicted, from the Combat Resolution Chart">
            Result
          </th>
          <th scope="col" title="Factors inflicted on the enemy">
            Inflicts
          </th>
          <th scope="col">
            Losses <RuleTag id="7.5.2.9.2" />
          </th>
          <th scope="col">
            Morale <RuleTag id="7.5.2.9.3" />
          </th>
          <th scope="col">Standing</th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      {rounds.map((r) => (
        <tbody key={`${r.day}-${r.round}`} className="round" data-testid="battle-round">
          <tr className="round-title">
            <th colSpan={11}>
              Day {r.day}, round {r.round}
            </th>
          </tr>
          {BATTLE_SIDES.map((side) => (
            <SideRow key={side} battle={battle} r={r} side={side} scale={scale} />
          ))}
        </tbody>
      ))}
    </table>
  );
}
