// 6.3 the naval combat sheet: a naval battle as the engine recorded it (public, 2.4.2: fleets and
// ships are known to all) — the sides, the wind gauge and its dice, each fire with its die,
// modifiers and losses (6.3.3.2, harbour guns 6.3.3.3), the advanced rounds (12.2.6: chits,
// tables, morale, closing, general chase), who won, the political points, retreat and pursuit.
// Shown over the map like the land combat sheet; it decides nothing.
import { useState } from 'react';
import type { NavalBattleRecord, NavalSide, NavalTactic, NavalTurn } from '../../../shared/model/naval';
import type { PowerView } from '../../../shared/model/view';
import { listText, powerName } from '../game/names';
import '../combat/combat.css';
import './naval.css';

const TACTIC: Record<NavalTactic, string> = { melee: 'Melee', linearAttack: 'Linear attack', linearDefence: 'Linear defence' };
const CAUSE: Record<NavalBattleRecord['cause'], string> = {
  interception: 'an interception (6.2.3)',
  attack: 'an attack in the Naval Combat Step (6.3.1)',
  exit: 'a stack coming out past its blockaders (6.2.7.3)',
  portLost: 'a fleet fighting out of a lost port (6.2.6)',
};
const STAGE: Record<NavalBattleRecord['stage'], string> = {
  evasion: 'Evasion', tactics: 'Tactical chits', fighting: 'Fighting', chase: 'General chase', settle: 'Settling the losses',
  retreat: 'Retreat', pursuit: 'Pursuit', withdraw: 'Staying or making for port', over: 'Over',
};
const ships = (n: number) => `${n} ship${n === 1 ? '' : 's'}`;
const sideName = (s: NavalSide) => listText(s.powers.map(powerName));
/** A place key in words (the record names only the battle's own place). */
const placeText = (r: NavalBattleRecord, key: string): string => {
  if (key === r.place) return r.placeName;
  const [kind, id = ''] = key.split(':');
  const name = id.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  return kind === 'sea' ? `sea area ${id}` : kind === 'box' ? `the blockade box of ${name}` : name;
};
const who = (r: NavalBattleRecord, by: 'attacker' | 'defender' | 'harbour') => (by === 'harbour' ? 'Harbour guns' : sideName(r[by]));

function SidePanel({ r, side }: { r: NavalBattleRecord; side: 'attacker' | 'defender' }) {
  const s = r[side];
  const lost = r.losses[side];
  return (
    <section className={`battle-force ${side}`} data-testid={`naval-${side}`}>
      <h3>
        <span className="battle-side-name">{side === 'attacker' ? 'Attacker' : 'Defender'}</span> {sideName(s)}
      </h3>
      <p>
        {ships(s.ships)} at the start; lost {ships(lost)}
        {r.windGauge === side ? '; has the wind gauge' : ''}
      </p>
      {s.nelson && <p>Nelson commands{r.nelsonCaptured && side === 'attacker' ? ' (captured)' : ''}.</p>}
      <ul className="battle-units">
        {s.fleets.map((f) => (
          <li key={f} className={`battle-unit nat-${s.powers[0] ?? ''}${r.removedFleets.includes(f) ? ' gone' : ''}`}>
            <span className="battle-unit-name">{r.fleetNames[f] ?? 'a fleet'}</span>
            {r.removedFleets.includes(f) ? <span className="unit-tag">sunk</span> : null}
            {r.pursuers?.includes(f) ? <span className="unit-tag">pursued</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function outcomeText(r: NavalBattleRecord): string {
  if (r.outcome === null) return 'Being fought.';
  if (r.outcome === 'evaded') return `${sideName(r.defender)} evaded the battle.`;
  // v2.71 12.2.6 advanced combat: won by breaking the enemy (12.2.6.1.6), a raid only with more losses inflicted (12.2.6.3.3)
  const rule = r.advanced ? (r.advanced.mode === 'raid' ? '12.2.6.3.3' : '12.2.6.1.6') : '6.3.4.1';
  if (r.outcome === 'draw') return `A draw: neither side won (${rule}).`;
  return `${sideName(r[r.outcome])} won (${rule}).`;
}

/** One naval battle as a sheet over the map. */
export function NavalBattleSheet({ record: r, onClose }: { record: NavalBattleRecord; onClose?: () => void }) {
  const adv = r.advanced;
  return (
    <section className="combat-view naval-sheet" data-testid="naval-sheet" aria-label={`Naval battle at ${r.placeName}`}>
      <header className="combat-head">
        <h2>
          Naval battle at {r.placeName} <span className="combat-sub">{r.kind === 'box' ? 'in the blockade box' : r.kind === 'port' ? 'in port' : 'at sea'}</span>
        </h2>
        {onClose && (
          <span className="combat-buttons">
            <button type="button" onClick={onClose}>
              Close
            </button>
          </span>
        )}
      </header>
      <p className="combat-stage">
        Brought about by {CAUSE[r.cause]}; {powerName(r.phasing)} is phasing. Stage: {STAGE[r.stage]}.
        {r.declared?.length ? ` War declared on ${listText(r.declared.map(powerName))} for it (6.3.1.2.2).` : ''}
      </p>
      <div className="combat-forces">
        <SidePanel r={r} side="attacker" />
        <SidePanel r={r} side="defender" />
      </div>
      {r.evasion && (
        <p data-testid="naval-evasion">
          <span className="label">Evasion (6.3.2)</span> rolled {r.evasion.die}: {r.evasion.evaded ? 'evaded' : 'caught'}.
        </p>
      )}
      <p data-testid="naval-wind">
        <span className="label">Wind gauge ({r.windRule})</span>{' '}
        {r.wind
          ? `${sideName(r.attacker)} rolled ${r.wind.attacker} (${r.wind.attackerModified} modified), ${sideName(r.defender)} ${r.wind.defender} (${r.wind.defenderModified}): `
          : ''}
        {r.windGauge ? `${sideName(r[r.windGauge])} ${r.wind ? 'took it' : 'had it without a roll'}.` : r.advanced ? 'none: the tactical rules take its place.' : 'not rolled.'}
      </p>
      {r.fires.length > 0 && (
        <table className="naval-fires" data-testid="naval-fires">
          <caption>Fire (6.3.3.2 Naval Combat Table{r.fires.some((f) => f.by === 'harbour') ? '; 6.3.3.3 harbour guns' : ''})</caption>
          <thead>
            <tr>
              <th>Firing</th>
              <th>Ships</th>
              <th>Die</th>
              <th>Modifiers</th>
              <th>Modified</th>
              <th>%</th>
              <th>Enemy loses</th>
            </tr>
          </thead>
          <tbody>
            {r.fires.map((f, i) => (
              <tr key={i}>
                <td>{who(r, f.by)}</td>
                <td>{f.strength}</td>
                <td className="naval-die">{f.die}</td>
                <td>{f.modifiers.length === 0 ? '—' : f.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label} (${m.rule})`).join('; ')}</td>
                <td>{f.modified}</td>
                <td>{f.percent}%</td>
                <td>{ships(f.losses)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {adv && (
        <div data-testid="naval-advanced">
          <h3>Advanced naval combat (12.2.6{adv.mode === 'blockade' ? ', a blockade battle 12.2.6.2' : adv.mode === 'raid' ? ', a port raid 12.2.6.3' : ''})</h3>
          {adv.chits && (
            <p>
              <span className="label">Chits</span> {sideName(r.attacker)}: {TACTIC[adv.chits.attacker]}; {sideName(r.defender)}: {TACTIC[adv.chits.defender]}.
            </p>
          )}
          {adv.harbour && (
            <p>
              <span className="label">Harbour guns</span> {adv.harbour.guns} guns rolled {adv.harbour.die}: {ships(adv.harbour.disabled)} disabled.
            </p>
          )}
          <table className="naval-fires">
            <caption>
              Rounds (Tactical Naval Combat Chart): {sideName(r.attacker)} / {sideName(r.defender)}
            </caption>
            <thead>
              <tr>
                <th>Round</th>
                <th>Tables</th>
                <th>Dice</th>
                <th>Modifiers</th>
                <th>Disabled</th>
                <th>Morale lost</th>
              </tr>
            </thead>
            <tbody>
              {adv.rounds.map((x, i) => (
                <tr key={i}>
                  <td>
                    {i + 1}
                    {x.closed ? ` · closed${x.closingDie !== undefined ? ` (die ${x.closingDie})` : ''}` : ''}
                  </td>
                  <td>
                    {x.tables.attacker} / {x.tables.defender}
                  </td>
                  <td className="naval-die">
                    {x.dice.attacker} / {x.dice.defender}
                  </td>
                  <td>
                    {x.modifiers.attacker} / {x.modifiers.defender}
                  </td>
                  <td>
                    {x.disabled.attacker} / {x.disabled.defender}
                  </td>
                  <td>
                    {x.moraleLoss.attacker} / {x.moraleLoss.defender}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {adv.forces && (
            <p data-testid="naval-forces">
              <span className="label">Forces revealed (12.2.6.1.3.1)</span>{' '}
              {(['attacker', 'defender'] as const).map((side) => `${sideName(r[side])}: ${adv.forces![side].map((f) => `${f.name} ${ships(f.ships)}`).join(', ')}`).join('; ')}.
            </p>
          )}
          <p>
            <span className="label">Morale</span> {sideName(r.attacker)} {adv.morale.attacker}
            {adv.broken.attacker ? ' (broken)' : ''}; {sideName(r.defender)} {adv.morale.defender}
            {adv.broken.defender ? ' (broken)' : ''}.
          </p>
          {adv.chase && (
            <p data-testid="naval-chase">
              <span className="label">General chase (12.2.6.1.7)</span> table {adv.chase.table}, rolled {adv.chase.die}: {ships(adv.chase.disabled)} more disabled.
            </p>
          )}
          {adv.hulks?.map((h, i) => (
            <p key={i}>
              <span className="label">Disabled ships home</span> {powerName(h.power)}: {h.saved} of {h.ships} reached {h.port ? placeText(r, `port:${h.port}`) : 'no port'} as hulks.
            </p>
          ))}
          {adv.withdrawals?.map((w, i) => (
            <p key={`w${i}`} data-testid="naval-withdrawal">
              <span className="label">Made for port (12.2.6.1.8)</span> {sideName(r[w.side])} sailed to {placeText(r, w.to)}.
            </p>
          ))}
        </div>
      )}
      <h3>Result</h3>
      <p data-testid="naval-outcome">
        {outcomeText(r)} {r.outcome !== null && r.outcome !== 'evaded' ? `${sideName(r.attacker)} lost ${ships(r.losses.attacker)}, ${sideName(r.defender)} ${ships(r.losses.defender)}.` : ''}
      </p>
      {r.points && r.points.length > 0 && (
        <p>
          <span className="label">Political points (6.3.5.4)</span> {r.points.map((p) => `${powerName(p.power)} ${p.delta > 0 ? '+' : ''}${p.delta}`).join(', ')}.
        </p>
      )}
      {r.retreat && (
        <p>
          <span className="label">Retreat (6.3.5)</span> {sideName(r[r.retreat.side])} fell back to {placeText(r, r.retreat.to)}
          {r.pursuers?.length ? `, pursued by ${listText(r.pursuers.map((f) => r.fleetNames[f] ?? 'a fleet'))}` : ''}.
        </p>
      )}
      {r.lostCorps.length > 0 && <p>{r.lostCorps.length} corps went down with their transports (6.2.5.3).</p>}
      {r.nelsonCaptured && <p>Nelson was captured.</p>}
    </section>
  );
}

/** The naval battle to show: the one being fought, else the last finished one not closed. */
export function navalBattleToShow(naval: NavalTurn | undefined, closed: readonly string[]): { record: NavalBattleRecord; inProgress: boolean } | null {
  if (!naval) return null;
  if (naval.battle) return { record: naval.battle.record, inProgress: true };
  const last = [...naval.battles].reverse().find((b) => !closed.includes(b.id));
  return last ? { record: last, inProgress: false } : null;
}

/** The naval combat sheet over the map, and buttons that reopen this turn's naval battles. */
export function NavalBattleScreen({ view }: { view: PowerView }) {
  const [closed, setClosed] = useState<string[]>([]);
  const naval = view.turn.naval;
  const shown = navalBattleToShow(naval, closed);
  if (shown) return <NavalBattleSheet key={shown.record.id} record={shown.record} {...(shown.inProgress ? {} : { onClose: () => setClosed((c) => [...c, shown.record.id]) })} />;
  const battles = naval?.battles ?? [];
  if (battles.length === 0) return null;
  return (
    <nav className="battle-shelf naval-shelf" aria-label="Naval battles this turn">
      <span className="label">Naval battles</span>
      {battles.map((b) => (
        <button key={b.id} type="button" onClick={() => setClosed((c) => c.filter((id) => id !== b.id))}>
          {b.placeName}
        </button>
      ))}
    </nav>
  );
}
