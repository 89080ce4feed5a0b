import type { BattleChit, BattleDayOdds, BattleOddsPreview, BattleSide } from '../../../shared/model/battle';
import { RuleTag } from '../game/RuleTag';
import { CHIT_NAME, percent, trim } from './combatText';

// 7.5.2.1 / issue 15 The chit preview: for each of the chooser's chits against each enemy chit,
// how the whole first day ends (win, lose, break, undecided) and what it costs each side, as
// the engine simulated it from what the chooser may know; pairings whose chart cell takes
// something away (the Commander Chart not used, a chart note for one side) are flagged. Nothing
// is computed here but percentages and the row summaries.

/** Column heads, short enough for the side panel; the full name on hover. */
const CHIT_SHORT: Record<BattleChit, string> = {
  outflank: 'Outfl.',
  assault: 'Asslt',
  'escalated-assault': 'Esc. A.',
  echelon: 'Ech.',
  probe: 'Probe',
  counterattack: 'Ctr-att.',
  'escalated-counterattack': 'Esc. C.',
  cordon: 'Cordon',
  withdraw: 'Withdr.',
  defend: 'Defend',
};

/** Expected factors lost: "−1.3", or "0". */
const lossText = (n: number) => (Math.round(n * 10) === 0 ? '0' : `−${trim(n)}`);

type Row = BattleOddsPreview['rows'][number];

/** A flag in the chooser's words: "your commander's +1 does not count". */
function flagText(f: BattleDayOdds['flags'][number], me: BattleSide): string {
  const who = f.side === me ? 'you' : 'the enemy';
  if (f.kind === 'commanderOff') return `${f.side === me ? 'your' : "the enemy's"} commander modifier does not count (${who} lose${f.side === me ? '' : 's'} the edge)`;
  return `${f.text.replace(`the ${f.side === 'attacker' ? 'defender' : 'attacker'}`, f.side === me ? 'the enemy' : 'you')}`;
}

function cellTitle(r: Row, me: BattleSide, enemy: BattleSide): string {
  const d = r.day;
  const first = `first round: win ${percent(r.victory[me])}, lose ${percent(r.victory[enemy])}`;
  if (!d) return `${first}; expected losses ${trim(r.expectedLosses[me])} yours, ${trim(r.expectedLosses[enemy])} theirs`;
  const parts = [
    `Whole day: you win ${percent(d.victory[me])}, lose ${percent(d.victory[enemy])}`,
    `your morale breaks ${percent(d.breaks[me])}, theirs ${percent(d.breaks[enemy])}`,
    `both break ${percent(d.bothBreak)}`,
    `undecided after three rounds ${percent(d.undecided)}`,
  ];
  if (d.avoided > 0) parts.push(`the defender gets away before the first round ${percent(d.avoided)}`);
  if (d.withdrew > 0) parts.push(`a withdrawing side leaves during the day ${percent(d.withdrew)}`);
  parts.push(`expected losses over the day, pursuit included: ${trim(d.expectedLosses[me])} yours, ${trim(d.expectedLosses[enemy])} theirs`);
  parts.push(`morale lost ${trim(d.expectedMoraleLoss[me])} / ${trim(d.expectedMoraleLoss[enemy])}`);
  parts.push(first);
  for (const f of d.flags) parts.push(`⚑ ${flagText(f, me)} (rule ${f.rule})`);
  return parts.join('; ');
}

export function OddsPreview({ odds, chosen }: { odds: BattleOddsPreview; chosen: string | null }) {
  const me: BattleSide = odds.side;
  const enemy: BattleSide = me === 'attacker' ? 'defender' : 'attacker';
  const mine = [...new Set(odds.rows.map((r) => (me === 'attacker' ? r.attackerChit : r.defenderChit)))];
  const theirs = [...new Set(odds.rows.map((r) => (me === 'attacker' ? r.defenderChit : r.attackerChit)))];
  const row = (m: string, t: string) => odds.rows.find((r) => (me === 'attacker' ? r.attackerChit === m && r.defenderChit === t : r.defenderChit === m && r.attackerChit === t));
  const whole = odds.rows.some((r) => r.day);
  const days = odds.rows.find((r) => r.day)?.day?.days ?? 0;
  const win = (r: Row) => (r.day ? r.day.victory[me] : r.victory[me]);
  const lose = (r: Row) => (r.day ? r.day.victory[enemy] : r.victory[enemy]);
  const flagged = odds.rows.flatMap((r) => (r.day?.flags ?? []).map((f) => ({ r, f })));
  return (
    <div className="odds-preview" data-testid="odds-preview">
      <table>
        <caption>
          {whole ? 'The whole first day' : 'First round'}, by the enemy's chit ({odds.basis === 'exact' ? 'exact strengths' : 'enemy strengths estimated from the counters’ faces'})
        </caption>
        <thead>
          <tr>
            <th scope="col">Yours \ theirs</th>
            {theirs.map((t) => (
              <th key={t} scope="col" title={CHIT_NAME[t]}>
                {CHIT_SHORT[t]}
              </th>
            ))}
            <th scope="col" title="Your chance to win: the mean over the enemy's chits, and the worst of them">
              mean · worst
            </th>
          </tr>
        </thead>
        <tbody>
          {mine.map((m) => {
            const rs = theirs.map((t) => row(m, t)).filter((r): r is Row => r !== undefined);
            const mean = rs.length ? rs.reduce((n, r) => n + win(r), 0) / rs.length : 0;
            const worst = rs.length ? Math.min(...rs.map(win)) : 0;
            return (
              <tr key={m} className={m === chosen ? 'chosen' : undefined} data-chit={m}>
                <th scope="row" title={CHIT_NAME[m]}>
                  {CHIT_SHORT[m]}
                </th>
                {theirs.map((t) => {
                  const r = row(m, t);
                  if (!r) return <td key={t}>—</td>;
                  const own = (r.day?.flags ?? []).filter((f) => f.side === me);
                  const against = (r.day?.flags ?? []).filter((f) => f.side !== me);
                  const losses = r.day?.expectedLosses ?? r.expectedLosses;
                  return (
                    <td key={t} title={cellTitle(r, me, enemy)} className={own.length ? 'odds-flagged' : undefined} data-pair={`${m}/${t}`}>
                      <span className="odds-win">{percent(win(r))}</span>/<span className="odds-lose">{percent(lose(r))}</span>
                      {own.length > 0 && <span className="odds-flag" aria-label="this pairing takes something from you">⚑</span>}
                      {against.length > 0 && <span className="odds-flag good" aria-label="this pairing takes something from the enemy">⚐</span>}
                      <span className="odds-loss">
                        {lossText(losses[me])} / {lossText(losses[enemy])}
                        {(r.day?.avoided ?? r.withdrawalChance) > 0 && <span className="odds-away">↷{percent(r.day?.avoided ?? r.withdrawalChance)}</span>}
                      </span>
                    </td>
                  );
                })}
                <td className="odds-summary">
                  {percent(mean)} · {percent(worst)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="odds-key">
        {whole
          ? `Win/lose chance over the whole first day (up to three rounds, ${days.toLocaleString('en')} simulated days per pairing, no reinforcements); expected factors lost over the day, pursuit included (yours / theirs); ↷ chance the defender gets away before the first round. Hover a cell for breaks, undecided days and morale.`
          : 'Win/lose chance in the first round; expected factors lost (yours / theirs); ↷ chance the defender withdraws before it.'}
      </p>
      {flagged.length > 0 && (
        <ul className="odds-flags" data-testid="odds-flags">
          {flagged
            .filter(({ f }) => f.side === me)
            .map(({ r, f }, i) => (
              <li key={i}>
                ⚑ {CHIT_NAME[me === 'attacker' ? r.attackerChit : r.defenderChit]} against {CHIT_NAME[me === 'attacker' ? r.defenderChit : r.attackerChit]}: {flagText(f, me)} <RuleTag id={f.rule} />
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
