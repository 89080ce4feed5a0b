import { useEffect, useMemo, useState } from 'react';
import { setTutorialOn, tutorialOn } from '../tutorial/tutorialSettings';
import { TUTORIAL_SCENARIO } from '../tutorial/tutorialSteps';
import type { ScenarioSummary } from '../../../shared/protocol';
import type { MajorPower } from '../../../shared/model/powers';
import type { MoraleMethod, OptionalRuleId } from '../../../shared/model/options';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGameClient } from '../../app/clientContext';
import { tableSeated } from '../../app/store';
import { useEscapeBack } from '../commands/useEscapeBack';
import { clearPasswords, setPassword } from '../handover';
import { dateText, isPower, POWER_NAME } from '../game/names';
import { initialRules, OFFERED_COUNT, OPTIONAL_RULE_LIST, rulesToSend } from './optionalRules';
import { OptionalRulesList } from './OptionalRulesList';
import { NO_BIDDING, SelectionSetup, biddingNames, computerChairs, remoteChairs, type SelectionChoice } from './SelectionSetup';
import { campaignLength, splitScenarios } from './campaigns';
import './newGame.css';

/** A fixed seed to type in for a game that can be played again the same way (solo, testing). */
function freshSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! % 1_000_000;
}

interface Seat {
  player: string;
  password: string;
  /** A player here; 19.1 the standing procedures (the host answers for it); or a player on another machine who joins over the LAN. */
  by: 'here' | 'bot' | 'lan' | 'ai-normal' | 'ai-strong';
}

/** Issue 21 the computer's level for a seat it plays: the standing procedures ('bot') or an AI level. */
const levelOfSeat = (by: Seat['by']): 'procedures' | 'normal' | 'strong' | null =>
  by === 'bot' ? 'procedures' : by === 'ai-normal' ? 'normal' : by === 'ai-strong' ? 'strong' : null;

/** New game: scenario, rule options, who plays which power here, the seed; Start. */
export function NewGameScreen({ onBack, onStarted }: { onBack(): void; onStarted(): void }) {
  useEscapeBack(onBack);
  const client = useGameClient();
  const dispatch = useAppDispatch();
  const scenarios = useAppSelector((s) => s.hostView.scenarios);
  const [chosen, setChosen] = useState<string | null>(null);
  const [morale, setMorale] = useState<MoraleMethod>('one');
  const [rules, setRules] = useState<Partial<Record<OptionalRuleId, boolean>>>(initialRules);
  // Issue 14: blank, the host draws a secret 256-bit seed and publishes its commitment.
  const [seed, setSeed] = useState('');
  const [spectators, setSpectators] = useState(false);
  const [seats, setSeats] = useState<Partial<Record<MajorPower, Seat>>>({});
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  // issue 15: the guided first game (13.2 only), remembered on this machine
  const [tutorial, setTutorial] = useState(() => tutorialOn());
  // issue 20: 14.2 a campaign's powers may be bid for instead of chosen here
  const [selection, setSelection] = useState<SelectionChoice>(NO_BIDDING);

  useEffect(() => {
    client.request({ type: 'listScenarios' }).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [client]);

  const scenario: ScenarioSummary | null = useMemo(() => scenarios?.find((s) => s.id === chosen) ?? scenarios?.[0] ?? null, [scenarios, chosen]);
  const powers = (scenario?.powers ?? []).filter(isPower);
  const isCampaign = scenario?.kind === 'campaign';
  const bidding = isCampaign && selection.bidding;
  const computing = bidding ? computerChairs(powers, selection) : [];
  const remote = bidding ? remoteChairs(powers, selection) : [];
  const seatOf = (p: MajorPower): Seat =>
    bidding
      ? { player: POWER_NAME[p], password: '', by: computing.includes(p) ? 'bot' : remote.includes(p) ? 'lan' : 'here' }
      : (seats[p] ?? { player: POWER_NAME[p], password: '', by: 'here' });
  const seedOk = seed.trim() === '' || /^\d{1,9}$/.test(seed.trim());
  const bots = powers.filter((p) => levelOfSeat(seatOf(p).by) !== null);
  const botLevels = Object.fromEntries(bots.flatMap((p) => { const l = levelOfSeat(seatOf(p).by); return l && l !== 'procedures' ? [[p, l]] : []; }));
  const lan = powers.filter((p) => seatOf(p).by === 'lan');
  // 14.2.1 while bidding, the powers bid for wait at this machine: one chair at least must be a person's
  const someoneHere = bidding ? computing.length + remote.length < Math.min(selection.players, powers.length) : powers.some((p) => seatOf(p).by === 'here');
  // A seed typed here could be guessed by players elsewhere: LAN games draw theirs on the host.
  const seedForLan = seed.trim() !== '' && (lan.length > 0 || spectators);

  async function start() {
    if (!scenario || !seedOk) return;
    setStarting(true);
    if (scenario.id === TUTORIAL_SCENARIO) setTutorialOn(tutorial);
    setError(null);
    try {
      const a = await client.request({
        type: 'newGame',
        scenarioId: scenario.id,
        options: { moraleMethod: morale, rules: rulesToSend(rules), ...(bidding ? { selection: { players: selection.players, twoPowers: selection.twoPowers } } : {}) },
        ...(seed.trim() !== '' ? { seed: Number(seed.trim()) } : {}),
        seating: 'hotseat',
        players: bidding ? biddingNames(powers, selection) : Object.fromEntries(powers.filter((x) => seatOf(x).by === 'here').map((x) => [x, seatOf(x).player.trim() || POWER_NAME[x]])),
        ...(spectators ? { spectators } : {}),
        ...(bots.length > 0 ? { bots } : {}),
        ...(Object.keys(botLevels).length > 0 ? { botLevels } : {}),
        ...(lan.length > 0 ? { lan } : {}),
      });
      if (a.type === 'rejected') {
        setError(`The host refused: ${a.error.message}`);
        return;
      }
      if (a.type !== 'gameOpened') return;
      clearPasswords();
      const players: Partial<Record<MajorPower, string>> = bidding ? biddingNames(powers, selection) : {};
      for (const p of bidding ? [] : powers.filter((x) => seatOf(x).by === 'here')) {
        const s = seatOf(p);
        players[p] = s.player.trim() || POWER_NAME[p];
        setPassword(p, s.password);
      }
      dispatch(tableSeated(players));
      onStarted();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setStarting(false);
    }
  }

  return (
    <main className="new-game">
      <header className="screen-head">
        <button type="button" onClick={onBack}>
          ← Title
        </button>
        <h1>New game</h1>
      </header>
      {error && <p role="alert" className="new-game-error">{error}</p>}
      {scenarios === null ? (
        <p>Asking the host for its scenarios…</p>
      ) : scenarios.length === 0 ? (
        <p>This host offers no scenarios.</p>
      ) : (
        <form
          className="new-game-form"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          {splitScenarios(scenarios).map((group) => (
            <fieldset key={group.kind} className="scenario-list" data-testid={`${group.kind}-list`}>
              <legend>{group.title}</legend>
              {group.items.map((s) => (
                <label key={s.id} className={s.id === scenario?.id ? 'scenario chosen' : 'scenario'}>
                  <input type="radio" name="scenario" value={s.id} checked={s.id === scenario?.id} onChange={() => setChosen(s.id)} />
                  <span className="scenario-title">{s.title}</span>
                  <span className="scenario-dates">
                    {dateText(s.start)} – {dateText(s.end)}
                    {group.kind === 'campaign' ? ` · ${campaignLength(s.start, s.end)} months` : ''}
                  </span>
                  <span className="scenario-powers">{s.powers.map((p) => POWER_NAME[p as MajorPower] ?? p).join(' · ')}</span>
                </label>
              ))}
            </fieldset>
          ))}
          {scenario && (
            <section className="scenario-detail" aria-label="Scenario">
              <h2>{scenario.title}</h2>
              <p>{scenario.description}</p>
              {isCampaign ? (
                <p>
                  A campaign game (section 14) from {dateText(scenario.start)} to {dateText(scenario.end)}: {campaignLength(scenario.start, scenario.end)} monthly turns with every phase,
                  won by reaching a power's victory level (8.1.3.2).
                </p>
              ) : (
                <p>
                  From {dateText(scenario.start)} to {dateText(scenario.end)}. Scenarios play without the asterisked rules (13.0): no Political, Naval or Economic Phase.
                </p>
              )}
              {scenario.id === TUTORIAL_SCENARIO && (
                <label className="tutorial-switch" data-testid="tutorial-switch">
                  <input type="checkbox" checked={tutorial} onChange={(e) => setTutorial(e.target.checked)} /> Guided first game: explain each step the first time it comes (you can turn it
                  off at any time)
                </label>
              )}
            </section>
          )}
          {isCampaign && <SelectionSetup powers={powers} choice={selection} onChange={setSelection} />}
          {!bidding && (
          <fieldset className="seats">
            <legend>Players at this machine (hot-seat)</legend>
            <p className="hint">
              Give two powers the same player name and they pass without a hand-over; a password keeps a power's view for its player. A power left to the computer is played by
              the standing procedures (fixed heuristics and 19.1), or by the normal or strong AI, which search their moves and battle chits and say in your log why
              they move; it answers at once, so you never wait for it or hand over to it. A power for a player on another machine waits until that
              player takes it with Join LAN game (start the host with <code>npm run serve -- --lan</code>).
            </p>
            <table>
              <thead>
                <tr>
                  <th>Power</th>
                  <th>Played by</th>
                  <th>Player</th>
                  <th>Password (optional)</th>
                </tr>
              </thead>
              <tbody>
                {powers.map((p) => (
                  <tr key={p}>
                    <td>{POWER_NAME[p]}</td>
                    <td>
                      <select aria-label={`Who plays ${POWER_NAME[p]}`} value={seatOf(p).by} onChange={(e) => setSeats({ ...seats, [p]: { ...seatOf(p), by: e.target.value as Seat['by'] } })}>
                        <option value="here">a player here</option>
                        <option value="bot">the computer: standing procedures</option>
                        <option value="ai-normal">the computer: normal AI</option>
                        <option value="ai-strong">the computer: strong AI</option>
                        <option value="lan">a player on another machine</option>
                      </select>
                    </td>
                    <td>
                      <input aria-label={`Player of ${POWER_NAME[p]}`} disabled={seatOf(p).by !== 'here'} value={seatOf(p).player} onChange={(e) => setSeats({ ...seats, [p]: { ...seatOf(p), player: e.target.value } })} />
                    </td>
                    <td>
                      <input aria-label={`Password of ${POWER_NAME[p]}`} disabled={seatOf(p).by !== 'here'} type="password" autoComplete="new-password" value={seatOf(p).password} onChange={(e) => setSeats({ ...seats, [p]: { ...seatOf(p), password: e.target.value } })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {!someoneHere && <p className="new-game-error">At least one power must be played here.</p>}
          </fieldset>
          )}
          <fieldset className="options">
            <legend>Rules in force</legend>
            <div role="radiogroup" aria-label="Morale method (7.5.2.6.1)">
              Morale (7.5.2.6.1):{' '}
              <label>
                <input type="radio" name="morale" checked={morale === 'one'} onChange={() => setMorale('one')} /> Method One (weighted average)
              </label>{' '}
              <label>
                <input type="radio" name="morale" checked={morale === 'two'} onChange={() => setMorale('two')} /> Method Two (primary component)
              </label>
            </div>
            <details>
              <summary>
                Optional rules ({Object.values(rules).filter(Boolean).length} on; {OFFERED_COUNT} of {OPTIONAL_RULE_LIST.length} can be used)
              </summary>
              <p className="hint">Rules the engine does not build yet are listed greyed out; hover one for the reason. The v2.71 corrections are ticked: untick one to play that rule as first printed.</p>
              <OptionalRulesList rules={rules} onChange={(id, on) => setRules({ ...rules, [id]: on })} />
            </details>
          </fieldset>
          <fieldset className="seed">
            <legend>Dice</legend>
            <label>
              Fixed seed <input aria-label="Seed" inputMode="numeric" placeholder="none: drawn in secret" value={seed} onChange={(e) => setSeed(e.target.value)} />
            </label>{' '}
            <button type="button" onClick={() => setSeed(String(freshSeed()))}>
              Pick one
            </button>{' '}
            {seed.trim() !== '' && (
              <button type="button" onClick={() => setSeed('')}>
                Secret seed
              </button>
            )}
            {!seedOk && <span className="new-game-error"> A seed is a whole number of up to 9 digits.</span>}
            {seedForLan && <span className="new-game-error"> A game with players or spectators on other machines draws a secret seed: leave this empty.</span>}
            <p className="hint">
              Left empty, the host draws a 256-bit secret seed and shows everyone a commitment to it; the seed is revealed at the end so the dice can be checked. A fixed seed, scenario
              and answers give the same game again.
            </p>
            <label>
              <input type="checkbox" checked={spectators} onChange={(e) => setSpectators(e.target.checked)} /> Machines on the LAN may watch as spectators
            </label>
          </fieldset>
          {/* issue 15: Start in a bar of its own, never over the seed field */}
          <div className="start-bar">
            <button type="submit" className="primary start" disabled={!scenario || !seedOk || seedForLan || !someoneHere || starting}>
              {starting ? 'Starting…' : 'Start'}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
