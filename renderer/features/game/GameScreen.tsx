import { useEffect, useMemo, useState } from 'react';
import type { MajorPower } from '../../../shared/model/powers';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGameClient } from '../../app/clientContext';
import { curtainRaised, messageShown, noticeSeenBy, panelShown, GAME_PANELS, type GamePanel, type RootState } from '../../app/store';
import { MapView } from '../map';
import { Curtain, handoverStep } from '../handover';
import { Tracker } from '../tracker';
import { DecisionCard, optionLabeller } from '../decisions';
import { NationalCards, PLAIN_NAMES, StatusCard, type PlaceNames } from '../cards';
import { LogPanel } from '../log';
import { EndScreen } from '../endScreen';
import { BattleMapLayer, BattleScreen, useBattleDisplay } from '../combat';
import { GAME_COMMANDS, useCommands, type CommandContext } from '../commands';
import { gameActions } from './actions';
import { loadedMap } from './mapData';
import { CountersLayer } from './CountersLayer';
import { controllersFromView, mapStateKey } from './mapState';
import { isPower, POWER_NAME } from './names';
import { replayHash } from '../../app/routing';
import './game.css';

const PANEL_LABEL: Record<GamePanel, string> = { decisions: 'Decisions', status: 'Status', cards: 'National cards', log: 'Log' };

/** The game: the map, the hand-over curtain, and the side panel for the seat at the table. */
export function GameScreen({ onLeave, onLoad }: { onLeave(): void; onLoad(): void }) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const client = useGameClient();
  const game = useAppSelector((s) => s.hostView.game);
  const view = useAppSelector((s) => s.hostView.view);
  const rejection = useAppSelector((s) => s.hostView.lastRejection);
  const notices = useAppSelector((s) => s.hostView.notices);
  const ui = useAppSelector((s) => s.ui);
  const actions = useMemo(() => gameActions(client, dispatch, store.getState), [client, dispatch, store]);
  const [help, setHelp] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  // 8.1.3.1 the end screen shows once the game is over, until the players close it to look at the board
  const [endClosed, setEndClosed] = useState(false);
  const map = loadedMap();
  // 7.5 the combat view follows the seat on screen; behind a curtain it shows nothing.
  const battles = useBattleDisplay(ui.curtain === null && view !== null && view.viewer === ui.watched ? view : null);

  // First view: the table as a spectator, which shows who must decide first.
  useEffect(() => {
    if (game && ui.watched === null && ui.curtain === null && view === null) void actions.watch(null);
  }, [game, ui.watched, ui.curtain, view, actions]);

  // A view that continued a log this screen does not hold (the host never sends one): watching
  // the same seat again brings the whole log back.
  const logGap = useAppSelector((s) => s.hostView.logGap);
  useEffect(() => {
    if (logGap && ui.curtain === null && !ui.busy) void actions.watch(ui.watched);
  }, [logGap, ui.watched, ui.curtain, ui.busy, actions]);

  // Hot-seat: after every view of the seat being watched, see who decides next.
  useEffect(() => {
    if (!view || ui.curtain !== null || ui.busy) return;
    if (view.viewer !== (ui.watched ?? 'spectator')) return; // a view of the previous seat
    const step = handoverStep(ui.watched, view, ui.players, game?.seats.map((x) => x.power).filter(isPower));
    if (step.kind !== 'switch') return;
    // The seat leaving has seen the last notice (an undo); the next ones still will.
    const last = notices[notices.length - 1];
    if (last && ui.watched) dispatch(noticeSeenBy({ serial: last.serial, power: ui.watched }));
    if (step.curtain) dispatch(curtainRaised(step.to));
    else void actions.watch(step.to);
  }, [view, ui.watched, ui.curtain, ui.busy, ui.players, notices, dispatch, actions, game]);

  const ctx: CommandContext = useMemo(
    () => ({
      showPanel: (p) => dispatch(panelShown(p)),
      undo: () => void actions.undo(),
      focusDecision: () => {
        dispatch(panelShown('decisions'));
        setTimeout(() => document.querySelector<HTMLElement>('.decision input:not([disabled]), .decision button:not([disabled])')?.focus(), 0);
      },
      leave: onLeave,
      toggleHelp: () => setHelp((h) => !h),
    }),
    [dispatch, actions, onLeave],
  );
  useCommands(GAME_COMMANDS, ctx);

  if (!game) {
    return (
      <main className="game-empty">
        <h1>No game is open</h1>
        <p>This window holds no seats yet. Seats it held come back by themselves once the host has their game open; the host's window can load a save, others join with Join LAN game.</p>
        <button onClick={onLoad} autoFocus>
          Load a save
        </button>{' '}
        <button onClick={onLeave}>← Title</button>
      </main>
    );
  }

  const placeNames: PlaceNames | undefined = map.ok
    ? {
        area: (id) => {
          const province = map.map.provinceOf(id)?.name;
          return province ? `${province} (${id})` : `area ${id}`;
        },
        city: (id) => map.map.cityById(id)?.name ?? PLAIN_NAMES.city(id),
      }
    : undefined;
  const focus =
    picked && view
      ? {
          label: placeNames ? placeNames.area(picked) : `area ${picked}`,
          // The area itself, and the seat's counters standing in it (orders name counters by handle).
          tokens: [picked, ...view.corps.filter((c) => c.location.kind === 'area' && c.location.area === picked).map((c) => c.counter as string)],
          clear: () => setPicked(null),
        }
      : null;
  // What the map's political and supply modes draw from the game, rebuilt only when it changes
  // (stateKey stands for view.minors and view.supply).
  const stateKey = view ? mapStateKey(view) : '';
  const mapState = useMemo(
    () => (view && map.ok ? { controllers: controllersFromView(map.map.data, view.minors), supply: view.supply ?? undefined } : null),
    [stateKey, map],
  );
  const labelOf = view && map.ok ? optionLabeller(view, (a) => map.map.provinceOf(a)?.name, (c) => map.map.cityById(c)?.name) : undefined;
  const last = notices[notices.length - 1] ?? null;
  const seen = (p: MajorPower | null) => last !== null && p !== null && ui.noticeSeen.serial === last.serial && ui.noticeSeen.powers.includes(p);
  const lastNotice = last && !seen(ui.curtain ?? ui.watched) ? last : null;
  const seated = ui.curtain === null && ui.watched !== null && view !== null && view.viewer === ui.watched;

  return (
    <div className="game-screen" data-testid="game-screen" data-watched={ui.watched ?? ''} data-curtain={ui.curtain ?? ''}>
      <div className="game-map">
        {map.ok ? (
          <MapView
            map={map.map.data}
            geometry={map.geometry}
            onSelectArea={setPicked}
            {...(mapState ? { controllers: mapState.controllers } : {})}
            {...(seated && mapState?.supply ? { supply: mapState.supply } : {})}
            initialFocus={view && view.scenario.mapPortion !== 'all' ? view.scenario.mapPortion : undefined}
          >
            {/* Counters only for a seated player: behind the curtain the map shows no counters. */}
            {seated && view ? <CountersLayer view={view} geometry={map.geometry} /> : null}
            {seated && battles.shown ? <BattleMapLayer battle={battles.shown} geometry={map.geometry} /> : null}
          </MapView>
        ) : (
          <div role="alert" className="game-map-error">
            The map data did not load: {map.errors.slice(0, 3).join('; ')}
          </div>
        )}
        {seated && view ? <BattleScreen display={battles} view={view} areaName={placeNames?.area ?? PLAIN_NAMES.area} cityName={placeNames?.city ?? PLAIN_NAMES.city} /> : null}
      </div>
      <aside className="game-side" aria-label="Game panel">
        {seated && view ? (
          <>
            <header className="game-side-head">
              <span className="game-seat" data-testid="game-seat">
                {POWER_NAME[ui.watched!]}
              </span>
              <span className="game-head-buttons">
                <button type="button" onClick={() => void actions.undo()} disabled={ui.busy} aria-keyshortcuts="U" title="Take back your own last commands (U)">
                  Undo
                </button>
                <button
                  type="button"
                  onClick={() => (window.location.hash = replayHash({ saveId: null, viewer: ui.watched!, since: 'lastTurn', back: 'game' }))}
                  disabled={!game.saveId}
                  title="Replay what you saw happen since your last decision"
                >
                  Since last turn
                </button>
                <button type="button" onClick={() => setHelp((h) => !h)} aria-keyshortcuts="?">
                  Keys
                </button>
                <button type="button" onClick={onLeave} aria-keyshortcuts="Q">
                  Leave
                </button>
              </span>
            </header>
            <Tracker view={view} />
            {lastNotice && (
              <p className="game-notice" role="status" data-testid="game-notice">
                {lastNotice.text}
              </p>
            )}
            {rejection && (
              <p className="game-rejection" role="alert" data-testid="game-rejection">
                Refused ({rejection.code}
                {rejection.rule ? `, rule ${rejection.rule}` : ''}): {rejection.message}
              </p>
            )}
            {ui.message && (
              <p className="game-rejection" role="alert">
                {ui.message} <button onClick={() => dispatch(messageShown(null))}>dismiss</button>
              </p>
            )}
            {help && (
              <ul className="game-help" aria-label="Keys">
                {GAME_COMMANDS.map((c) => (
                  <li key={c.id}>
                    <kbd>{c.keys.join(' ')}</kbd> {c.label}
                  </li>
                ))}
                <li>
                  <kbd>Tab</kbd> moves between controls; on the map, arrows pan and M changes the map mode.
                </li>
              </ul>
            )}
            <nav className="game-tabs" role="tablist" aria-label="Panels">
              {GAME_PANELS.map((p, i) => (
                <button key={p} role="tab" aria-selected={ui.panel === p} className={ui.panel === p ? 'active' : ''} aria-keyshortcuts={String(i + 1)} onClick={() => dispatch(panelShown(p))}>
                  {PANEL_LABEL[p]} <kbd>{i + 1}</kbd>
                </button>
              ))}
            </nav>
            <div className="game-panel" role="tabpanel">
              {ui.panel === 'decisions' &&
                (view.decisions.length === 0 ? (
                  <p className="game-idle">{view.over ? `The game is over: ${view.over.reason}` : 'Nothing for you to decide now.'}</p>
                ) : (
                  view.decisions.map((d) => <DecisionCard key={d.id} decision={d} busy={ui.busy} onAnswer={(a) => void actions.answer(d, a)} {...(labelOf ? { labelOf } : {})} focus={focus} battle={view.battle} />)
                ))}
              {ui.panel === 'status' && <StatusCard view={view} />}
              {ui.panel === 'cards' && <NationalCards view={view} {...(placeNames ? { names: placeNames } : {})} />}
              {ui.panel === 'log' && <LogPanel view={view} />}
            </div>
          </>
        ) : (
          <>
            <p className="game-wait">{view?.over ? `The game is over: ${view.over.reason}` : 'Waiting for the host…'}</p>
            {rejection && (
              <p className="game-rejection" role="alert">
                The host refused ({rejection.code}): {rejection.message}
              </p>
            )}
          </>
        )}
      </aside>
      {view?.over && ui.curtain === null && !endClosed && <EndScreen view={view} onClose={() => setEndClosed(true)} onLeave={onLeave} />}
      {ui.curtain !== null && (
        <Curtain
          power={ui.curtain}
          player={ui.players[ui.curtain] ?? POWER_NAME[ui.curtain]}
          notice={lastNotice?.text ?? null}
          previous={ui.watched}
          refusal={ui.message}
          onReady={() => {
            dispatch(messageShown(null));
            void actions.watch(ui.curtain);
          }}
          onUndoPrevious={() => void actions.undo(true)}
          onLeave={onLeave}
        />
      )}
    </div>
  );
}
