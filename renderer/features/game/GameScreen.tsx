import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MajorPower } from '../../../shared/model/powers';
import type { DecisionAnswer, PendingDecision } from '../../../shared/model/decisions';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGameClient } from '../../app/clientContext';
import { areaPicked, curtainRaised, messageShown, noticeSeenBy, panelShown, tableModeSet, GAME_PANELS, type GamePanel, type RootState } from '../../app/store';
import { MapView } from '../map';
import { Curtain, handoverStep, TableBanner, tableLabeller } from '../handover';
import { Tracker } from '../tracker';
import { RulesPanel } from '../reference/RulesPanel';
import { TutorialCoach } from '../tutorial/TutorialCoach';
import { DecisionCard, optionLabeller } from '../decisions';
import { NationalCards, PLAIN_NAMES, StatusCard, type PlaceNames } from '../cards';
import { PoliticalPanel } from '../political';
import { LogPanel } from '../log';
import { EconomyPanel } from '../economy';
import { EndScreen } from '../endScreen';
import { BattleMapLayer, BattleScreen, useBattleDisplay } from '../combat';
import { NavalBattleScreen, NavalMapLayer, fleetPlace, navalMovement, placePoint, pointedOrder } from '../naval';
import { GAME_COMMANDS, useCommands, type CommandContext } from '../commands';
import { gameActions } from './actions';
import { loadedMap } from './mapData';
import { useMapOrders } from './useMapOrders';
import { MovementPanel, ReinforcementPanel } from './OrderPanels';
import { ConfirmDialog } from './ConfirmDialog';
import { AreaUnits } from './AreaUnits';
import { confirmationFor, type Confirmation } from './orders';
import { controllersFromView, mapStateKey } from './mapState';
import { isPower, POWER_NAME } from './names';
import { replayHash } from '../../app/routing';
import { useSelectionSeating } from '../newGame/useSelectionSeating';
import './game.css';
import './orders.css';

const PANEL_LABEL: Record<GamePanel, string> = { decisions: 'Decisions', status: 'Status', cards: 'National cards', log: 'Log', politics: 'Politics', economy: 'Economy' };

/** The game: the map, the hand-over curtain, and the side panel for the seat at the table. */
export function GameScreen({ onLeave, onLoad }: { onLeave(): void; onLoad(): void }) {
  useSelectionSeating(); // issue 20: 14.2 powers follow the players who won them
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
  // an answer waiting for the player's yes (asked once: ending a step wastefully, retiring a leader)
  const [ask, setAsk] = useState<{ decision: PendingDecision; answer: DecisionAnswer; confirmation: Confirmation } | null>(null);
  // issue 15: the picked area is the seat's own, kept in the store and given back at each hand-off
  const picked = useAppSelector((s) => s.ui.selected);
  const setPicked = (area: string | null) => dispatch(areaPicked(area));
  // 8.1.3.1 the end screen shows once the game is over, until the players close it to look at the board
  const [endClosed, setEndClosed] = useState(false);
  const map = loadedMap(view?.options.rules); // v2.71 1.1.2 the game's own map (Hither Pomerania with its option)
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
    const step = handoverStep(ui.watched, view, ui.players, game?.seats.map((x) => x.power).filter(isPower), ui.lastPrivate, ui.table);
    if (step.kind !== 'switch') return;
    // The seat leaving has seen the last notice (an undo); the next ones still will.
    const last = notices[notices.length - 1];
    if (last && ui.watched) dispatch(noticeSeenBy({ serial: last.serial, power: ui.watched }));
    if (step.curtain) dispatch(curtainRaised(step.to));
    else {
      // issue 15: a decision in the open is answered at the table, the previous player's secrets kept
      dispatch(tableModeSet(step.table === true));
      void actions.watch(step.to);
    }
  }, [view, ui.watched, ui.curtain, ui.busy, ui.players, ui.lastPrivate, ui.table, notices, dispatch, actions, game]);

  // The seat at the table: its counters on the map and the orders it gives by pointing (issue 15).
  // issue 15: at the table (a decision in the open) the seat's counters and orders stay hidden
  const seatedView = ui.curtain === null && ui.watched !== null && view !== null && view.viewer === ui.watched && !ui.table ? view : null;
  const names: PlaceNames = useMemo(
    () =>
      map.ok
        ? {
            area: (id) => {
              const province = map.map.provinceOf(id)?.name;
              return province ? `${province} (${id})` : `area ${id}`;
            },
            city: (id) => map.map.cityById(id)?.name ?? PLAIN_NAMES.city(id),
          }
        : PLAIN_NAMES,
    [map],
  );
  const answer = useCallback(
    (d: PendingDecision, a: DecisionAnswer) => {
      const v = store.getState().hostView.view;
      const confirmation = v
        ? confirmationFor(
            v,
            d,
            a,
            (c) => {
              const corps = v.corps.find((x) => x.counter === c);
              return corps?.identity?.name ?? c;
            },
            (id) => v.leaders.find((l) => l.id === id)?.name ?? id,
          )
        : null;
      if (confirmation) setAsk({ decision: d, answer: a, confirmation });
      else void actions.answer(d, a);
    },
    [store, actions],
  );
  const orders = useMapOrders(seatedView, map.ok ? map.geometry : null, names, answer);

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
      nextCorps: () => orders.selectNext(),
    }),
    [dispatch, actions, onLeave, orders],
  );
  useCommands(GAME_COMMANDS, ctx);
  // Every hook runs before the early return below (a reload renders once without a game).
  // What the map's political and supply modes draw from the game, rebuilt only when it changes
  // (stateKey stands for view.minors and view.supply).
  const stateKey = view ? mapStateKey(view) : '';
  const mapState = useMemo(
    () => (view && map.ok ? { controllers: controllersFromView(map.map.data, view.minors, view.neutralKingdoms, view.ceded), supply: view.supply ?? undefined } : null),
    [stateKey, map],
  );

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

  const placeNames: PlaceNames | undefined = map.ok ? names : undefined;
  const focus =
    picked && view
      ? {
          label: placeNames ? placeNames.area(picked) : `area ${picked}`,
          // The area itself, and the seat's counters standing in it (orders name counters by handle).
          tokens: [
            picked,
            ...view.corps.filter((c) => c.location.kind === 'area' && c.location.area === picked).map((c) => c.counter as string),
            // 6.2 fleets standing there (at sea, in its port, in its blockade box), for the naval orders
            ...(map.ok ? view.fleets.filter((f) => placePoint(map.geometry, fleetPlace(f.location))?.area === picked).map((f) => f.id as string) : []),
          ],
          clear: () => setPicked(null),
        }
      : null;
  const labelOf = view && map.ok ? optionLabeller(view, (a) => map.map.provinceOf(a)?.name, (c) => map.map.cityById(c)?.name) : undefined;
  // issue 15: at the table, a decision in public words names no corps
  const ownLabels = (d: PendingDecision) => (ui.table && view ? tableLabeller(view, d.kind) : undefined) ?? labelOf;
  const last = notices[notices.length - 1] ?? null;
  const seen = (p: MajorPower | null) => last !== null && p !== null && ui.noticeSeen.serial === last.serial && ui.noticeSeen.powers.includes(p);
  const lastNotice = last && !seen(ui.curtain ?? ui.watched) ? last : null;
  const seated = ui.curtain === null && ui.watched !== null && view !== null && view.viewer === ui.watched;
  // issue 15: at the table (a decision in the open) the map's counters and the cards stay hidden
  const privateView = seated && !ui.table;

  return (
    <div className="game-screen" data-testid="game-screen" data-watched={ui.watched ?? ''} data-curtain={ui.curtain ?? ''}>
      <div className="game-map">
        {map.ok ? (
          <MapView
            map={map.map.data}
            geometry={map.geometry}
            onSelectArea={(area) => {
              setPicked(area);
              // 6.2 pointing at a lit sea area (or port) sails the moving stack there; at a fleet of the seat's picks it up
              const naval = seated && view && map.ok && area ? navalMovement(view) : undefined;
              const order = naval && view && map.ok && area && !ui.busy ? pointedOrder(view, map.geometry, area) : null;
              if (naval && order) void actions.answer(naval, order);
            }}
            scene={orders.scene}
            overlayScene={orders.overlayScene}
            litAreas={orders.litAreas}
            interaction={orders.interaction}
            areaNote={orders.areaNote}
            overlay={orders.overlay}
            areaDetail={seatedView ? (area) => <AreaUnits area={area} areas={orders.areas} view={seatedView} names={names} /> : undefined}
            {...(mapState ? { controllers: mapState.controllers } : {})}
            {...(privateView && mapState?.supply ? { supply: mapState.supply } : {})}
            initialFocus={view && view.scenario.mapPortion !== 'all' ? view.scenario.mapPortion : undefined}
          >
            {/* Counters only for a seated player: behind the curtain the map shows no counters. */}
            {seatedView && map.ok ? <NavalMapLayer view={seatedView} geometry={map.geometry} /> : null}
            {seated && battles.shown ? <BattleMapLayer battle={battles.shown} geometry={map.geometry} /> : null}
          </MapView>
        ) : (
          <div role="alert" className="game-map-error">
            The map data did not load: {map.errors.slice(0, 3).join('; ')}
          </div>
        )}
        {seated && view ? <BattleScreen display={battles} view={view} areaName={placeNames?.area ?? PLAIN_NAMES.area} cityName={placeNames?.city ?? PLAIN_NAMES.city} /> : null}
        {seated && view && !battles.shown ? <NavalBattleScreen view={view} /> : null}
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
            {ui.table && <TableBanner power={view.viewer} />}
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
            <nav className="game-tabs" role="tablist" aria-label="Panels" hidden={ui.table}>
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
                  view.decisions.map((d) => (
                    <div key={d.id}>
                      {d.kind === 'land/movement' && (
                        <MovementPanel view={view} decision={d} busy={ui.busy} names={names} onAnswer={(a) => answer(d, a)} selected={orders.selected} onSelect={orders.select} onMoveTo={orders.moveTo} />
                      )}
                      {d.kind === 'reinforcement/army' && <ReinforcementPanel view={view} decision={d} busy={ui.busy} names={names} onAnswer={(a) => answer(d, a)} />}
                      <DecisionCard decision={d} busy={ui.busy} onAnswer={(a) => answer(d, a)} {...(ownLabels(d) ? { labelOf: ownLabels(d) } : {})} focus={focus} battle={view.battle} economy={view.economy} />
                    </div>
                  ))
                ))}
              {ui.panel === 'status' && !ui.table && <StatusCard view={view} />}
              {ui.panel === 'cards' && !ui.table && <NationalCards view={view} {...(placeNames ? { names: placeNames } : {})} />}
              {ui.panel === 'log' && !ui.table && <LogPanel view={view} />}
              {ui.panel === 'politics' && !ui.table && <PoliticalPanel view={view} />}
              {ui.panel === 'economy' && !ui.table && <EconomyPanel view={view} />}
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
      {ask && (
        <ConfirmDialog
          ask={ask.confirmation}
          onYes={() => {
            setAsk(null);
            void actions.answer(ask.decision, ask.answer);
          }}
          onNo={() => setAsk(null)}
        />
      )}
      {/* issue 15: rules and charts at hand (key R, any rule badge); the guided first game */}
      <RulesPanel view={seated ? view : null} />
      {seated && view && !ui.table && <TutorialCoach view={view} />}
      {view?.over && ui.curtain === null && !endClosed && <EndScreen view={view} names={ui.players} onClose={() => setEndClosed(true)} onLeave={onLeave} />}
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
