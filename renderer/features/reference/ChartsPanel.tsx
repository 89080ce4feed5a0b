import { DEFAULT_CHARTS, COMBAT_TABLE_IDS, type OpsCell } from '../../../shared/data/charts';
import type { BattleView } from '../../../shared/model/battle';
import type { PowerView } from '../../../shared/model/view';
import { CHIT_NAME } from '../combat/combatText';
import { RuleTag } from '../game/RuleTag';
import { POWER_NAME } from '../game/names';
import { CHART_TABS, openChart, type ChartTab } from './rulesBus';

// Issue 15: the charts as readable tables, with the cell the current decision (or the battle
// being fought) uses highlighted. Tables are read from the shipped chart data; the terrain and
// forage tables say in our words what the engine applies (rule numbers beside each line).

export const CHART_TITLE: Record<ChartTab, string> = {
  combat: 'Combat Resolution',
  ops: 'Operational Possibilities',
  terrain: 'Terrain effects',
  pursuit: 'Pursuit',
  siege: 'Siege',
  forage: 'Forage',
};

/** What the game now points at on each chart (the battle's day, round, pursuit; the step). */
export interface ChartFocus {
  readonly ops: { attacker: string | null; defender: string | null; variant: 'normal' | 'river' } | null;
  readonly combat: readonly { side: 'attacker' | 'defender'; table: string; die: number }[];
  readonly terrain: string | null;
  readonly pursuit: { cls: number; die: number } | null;
  readonly forage: boolean;
  readonly siege: boolean;
}

/** The chart cells the game is at now, from the view (a battle's revealed day, the step). */
export function chartFocus(view: PowerView | null): ChartFocus {
  const b: BattleView | null = view?.battle ?? null;
  const day = b ? b.days[b.days.length - 1] : undefined;
  const round = day?.rounds[day.rounds.length - 1];
  const combat: { side: 'attacker' | 'defender'; table: string; die: number }[] = [];
  if (round)
    for (const side of ['attacker', 'defender'] as const) {
      const t = round[side].table.table;
      if (t) combat.push({ side, table: t, die: Math.min(7, Math.max(0, round[side].modifiedDie)) });
    }
  const step = view?.cursor.step ?? '';
  return {
    ops: day?.ops ? { attacker: day.ops.attackerChit, defender: day.ops.defenderChit, variant: day.ops.variant } : null,
    combat,
    terrain: b?.terrain ?? null,
    pursuit: b?.pursuit ? { cls: b.pursuit.pursuitClass, die: Math.min(7, Math.max(1, b.pursuit.modifiedDie)) } : null,
    forage: step === 'land/supply',
    siege: step === 'land/siegeCombat',
  };
}

/** The chart the game points at now, to open the Charts tab on. */
export function chartNow(f: ChartFocus): ChartTab | null {
  if (f.pursuit) return 'pursuit';
  if (f.combat.length > 0) return 'combat';
  if (f.ops) return 'ops';
  if (f.forage) return 'forage';
  if (f.siege) return 'siege';
  return null;
}

const tablesText = (t: readonly (string | null)[]) => t.map((x) => x ?? '—').join(' · ');

function OpsChart({ focus }: { focus: ChartFocus }) {
  const chart = DEFAULT_CHARTS['operational-possibilities'];
  const cell = (a: string, d: string): OpsCell | undefined => chart.pairings.find((p) => p.attacker === a && p.defender === d && p.variant === 'normal');
  return (
    <table className="chart-table ops-chart" data-chart="ops">
      <caption>
        Attacker's chit (rows) against the defender's (columns): the tables each side fires on in rounds 1 · 2 · 3, attacker above, defender below <RuleTag id="7.5.2.4" />
      </caption>
      <thead>
        <tr>
          <th scope="col">Attacker \ defender</th>
          {chart.defenderChits.map((d) => (
            <th key={d} scope="col">
              {CHIT_NAME[d]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.attackerChits.map((a) => (
          <tr key={a}>
            <th scope="row">{CHIT_NAME[a]}</th>
            {chart.defenderChits.map((d) => {
              const c = cell(a, d);
              const here = focus.ops !== null && focus.ops.attacker === a && focus.ops.defender === d;
              const notes = (c?.modifiers ?? []).map((m) =>
                m.kind === 'commanderChartNotUsed'
                  ? 'no commander modifiers'
                  : m.kind === 'automaticWithdrawal'
                    ? 'withdrawal without a roll'
                    : m.kind === 'withdrawal'
                      ? `withdrawal roll ${m.value > 0 ? '+' : ''}${m.value}`
                      : m.kind === 'outflankArrival'
                        ? `arrival roll ${m.value > 0 ? '+' : ''}${m.value}`
                        : `${POWER_NAME[m.commander]} commander ${m.value > 0 ? '+' : ''}${m.value} ${m.kind === 'combatDie' ? 'to the die' : 'final morale'}`,
              );
              return (
                <td key={d} className={here ? 'chart-here' : undefined} data-cell={`${a}/${d}`} title={notes.join('; ') || undefined}>
                  {c ? (
                    <>
                      <span className="ops-a">{tablesText(c.attackerTables)}</span>
                      <br />
                      <span className="ops-d">{tablesText(c.defenderTables)}</span>
                      {notes.length > 0 && <span className="ops-notes"> ✱</span>}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CombatChart({ focus }: { focus: ChartFocus }) {
  const chart = DEFAULT_CHARTS['combat-resolution'];
  const dice = Array.from({ length: chart.dieRolls.max - chart.dieRolls.min + 1 }, (_, i) => chart.dieRolls.min + i);
  return (
    <table className="chart-table combat-chart" data-chart="combat">
      <caption>
        Table (casualty level – morale level) by the modified die: % of the firing side's factors the enemy loses / morale the enemy loses <RuleTag id="7.5.2.9" />
      </caption>
      <thead>
        <tr>
          <th scope="col">Table \ die</th>
          {dice.map((d) => (
            <th key={d} scope="col">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {COMBAT_TABLE_IDS.map((t) => {
          const hits = focus.combat.filter((c) => c.table === t);
          return (
            <tr key={t} className={hits.length > 0 ? 'chart-row-here' : undefined}>
              <th scope="row">{t}</th>
              {chart.tables[t].map((c, i) => {
                const hit = hits.filter((h) => h.die === dice[i]);
                return (
                  <td key={i} className={hit.length > 0 ? 'chart-here' : undefined} data-cell={`${t}/${dice[i]}`} title={hit.map((h) => `the ${h.side} fired here`).join('; ') || undefined}>
                    {c.loss}% / {c.morale}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function PursuitChart({ focus }: { focus: ChartFocus }) {
  const classes = DEFAULT_CHARTS['pursuit-class'];
  const pursuit = DEFAULT_CHARTS.pursuit;
  const dice = Array.from({ length: pursuit.die.max - pursuit.die.min + 1 }, (_, i) => pursuit.die.min + i);
  return (
    <>
      <table className="chart-table" data-chart="pursuit-class">
        <caption>
          Pursuit class by the victor's morale lost and the rounds fought <RuleTag id="7.5.2.10.2.1" />
        </caption>
        <thead>
          <tr>
            <th scope="col">Victor's morale lost</th>
            {classes.roundColumns.map((c) => (
              <th key={c} scope="col">
                {c} round{c === '1' ? '' : 's'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {classes.rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">
                {r.minLoss}
                {classes.rows[i + 1] ? ` to under ${classes.rows[i + 1]!.minLoss}` : ' or more'}
              </th>
              {r.classes.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="chart-table" data-chart="pursuit">
        <caption>
          % of the victor's cavalry factors the broken force loses, by class and modified die <RuleTag id="7.5.2.10.2.3" />
        </caption>
        <thead>
          <tr>
            <th scope="col">Class \ die</th>
            {dice.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(['1', '2', '3', '4', '5', '6'] as const).map((cls) => (
            <tr key={cls}>
              <th scope="row">{cls}</th>
              {pursuit.classes[cls].map((p, i) => {
                const here = focus.pursuit !== null && String(Math.min(6, focus.pursuit.cls)) === cls && focus.pursuit.die === dice[i];
                return (
                  <td key={i} className={here ? 'chart-here' : undefined} data-cell={`${cls}/${dice[i]}`}>
                    {p}%
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function SiegeChart({ focus }: { focus: ChartFocus }) {
  const chart = DEFAULT_CHARTS.siege;
  return (
    <table className={`chart-table${focus.siege ? ' chart-now' : ''}`} data-chart="siege">
      <caption>
        Siege: one die minus the city's fleches, +1 when not garrisoned to within 5 of its capacity <RuleTag id="7.5.4.1" />
      </caption>
      <thead>
        <tr>
          <th scope="col">Modified roll</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {chart.bands.map((b, i) => {
          const from = i === 0 ? chart.rolls.min : chart.bands[i - 1]!.upTo + 1;
          const to = Math.min(b.upTo, chart.rolls.max);
          return (
            <tr key={i}>
              <th scope="row">{from === to ? from : `${from} to ${to}`}</th>
              <td>{chart.labels[b.result]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** 7.3.1.3, 7.5.2.7.3, 7.5.2.10.2.2, 7.5.2.12.1.2 what each terrain does, in our words. */
const TERRAIN_ROWS: readonly { terrain: string; move: string; combat: string; pursuit: string; arrival: string }[] = [
  { terrain: 'clear', move: '1', combat: '—', pursuit: '—', arrival: '—' },
  { terrain: 'forest', move: '1', combat: 'both sides fire one casualty level lower', pursuit: 'class −1', arrival: '−1' },
  { terrain: 'mountain', move: '2', combat: 'the attacker fires one casualty level lower', pursuit: 'class −1', arrival: '−1' },
  { terrain: 'marsh', move: '2', combat: 'both sides: casualty level −1, morale level +1', pursuit: 'class −2', arrival: '−1' },
  { terrain: 'desert', move: '1', combat: 'both sides fire one morale level higher', pursuit: 'class −1', arrival: '—' },
];

function TerrainChart({ focus }: { focus: ChartFocus }) {
  return (
    <>
      <table className="chart-table" data-chart="terrain">
        <caption>Terrain effects</caption>
        <thead>
          <tr>
            <th scope="col">Terrain</th>
            <th scope="col">
              Movement points <RuleTag id="7.3.1.3.1" />
            </th>
            <th scope="col">
              Combat tables <RuleTag id="7.5.2.7.3" />
            </th>
            <th scope="col">
              Pursuit <RuleTag id="7.5.2.10.2.2" />
            </th>
            <th scope="col">
              Outflank arrival roll <RuleTag id="7.5.2.12.1.2" />
            </th>
          </tr>
        </thead>
        <tbody>
          {TERRAIN_ROWS.map((r) => (
            <tr key={r.terrain} className={focus.terrain === r.terrain ? 'chart-here' : undefined} data-cell={r.terrain}>
              <th scope="row">{r.terrain}</th>
              <td>{r.move}</td>
              <td>{r.combat}</td>
              <td>{r.pursuit}</td>
              <td>{r.arrival}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="chart-note">
        A river costs one more point only into an area holding an unbesieged enemy corps <RuleTag id="7.3.1.3.2" />; a crossing arrow always one more <RuleTag id="7.3.1.3.3" />. An attacker across a river
        or arrow reads the river line of the chart on the first day <RuleTag id="7.5.2.7.1" />.
      </p>
    </>
  );
}

function ForageChart({ focus }: { focus: ChartFocus }) {
  const values = [0, 1, 2, 3, 4, 5, 6];
  const rolls = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  return (
    <>
      <table className={`chart-table${focus.forage ? ' chart-now' : ''}`} data-chart="forage">
        <caption>
          Factors a foraging corps loses: one per point its modified die is above the area's forage value <RuleTag id="7.4.1.3" />
        </caption>
        <thead>
          <tr>
            <th scope="col">Modified die \ forage value</th>
            {values.map((v) => (
              <th key={v} scope="col">
                {v}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rolls.map((r) => (
            <tr key={r}>
              <th scope="row">{r}</th>
              {values.map((v) => (
                <td key={v}>{Math.max(0, r - v) || '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="chart-note">
        <li>
          The value is the poorest of the areas entered this turn (the area stood in if it never moved) <RuleTag id="7.4.1.1" />.
        </li>
        <li>
          +1 for each other unbesieged corps in the area, whoever's, at most +2 <RuleTag id="7.4.1.2.1" />; −1 for each movement point left unused <RuleTag id="7.4.1.2.2" />; +1 after a forced
          march <RuleTag id="7.4.1.2.3" />; +2 in winter <RuleTag id="7.4.1.2.4" />; −1 when it never left its own power's territory this turn <RuleTag id="7.4.1.2.5" />.
        </li>
        <li>
          The corps keeps one factor; losses fall first on the factors still in it <RuleTag id="7.4.1.3.1" />.
        </li>
      </ul>
    </>
  );
}

/** The Charts tab: a chart picker and the chart, the cell the game is at highlighted. */
export function ChartsPanel({ chart, view }: { chart: ChartTab; view: PowerView | null }) {
  const focus = chartFocus(view);
  const now = chartNow(focus);
  return (
    <div className="charts-panel" data-testid="charts-panel">
      <nav className="chart-tabs" aria-label="Charts">
        {CHART_TABS.map((c) => (
          <button key={c} className={c === chart ? 'active' : ''} aria-pressed={c === chart} onClick={() => openChart(c)}>
            {CHART_TITLE[c]}
            {c === now ? ' •' : ''}
          </button>
        ))}
      </nav>
      {now && <p className="chart-hint">• the chart the game is at now; its cell is highlighted.</p>}
      {chart === 'ops' && <OpsChart focus={focus} />}
      {chart === 'combat' && <CombatChart focus={focus} />}
      {chart === 'pursuit' && <PursuitChart focus={focus} />}
      {chart === 'siege' && <SiegeChart focus={focus} />}
      {chart === 'terrain' && <TerrainChart focus={focus} />}
      {chart === 'forage' && <ForageChart focus={focus} />}
    </div>
  );
}
