import { useEffect, useMemo, useRef, useState } from 'react';
import type { HostMessage } from '../../../shared/protocol';
import type { PowerView } from '../../../shared/model/view';
import { useAppSelector } from '../../app/hooks';
import { useGameClient } from '../../app/clientContext';
import { replayHash, type ReplayRoute } from '../../app/routing';
import { MapView } from '../map';
import { Tracker } from '../tracker';
import { LogPanel, describeEvent, useSeatNames } from '../log';
import { Circle } from 'react-konva';
import { useCountersScene } from '../game/useMapOrders';
import { loadedMap } from '../game/mapData';
import { powerName } from '../game/names';
import { areaOf, backward, eventCount, forward, grown, positionAt, undoText, type ReplayPosition, type StepSize } from './navigation';
import '../game/game.css';
import './replay.css';

type Opened = Extract<HostMessage, { type: 'replayOpened' }>;

/** Keys of the replay; none is one the map uses (arrows, +, -, 0, F, M, L). */
const KEYS: Record<string, { size: StepSize; dir: 1 | -1 }> = {
  '.': { size: 'event', dir: 1 },
  ',': { size: 'event', dir: -1 },
  ']': { size: 'entry', dir: 1 },
  '[': { size: 'entry', dir: -1 },
  PageDown: { size: 'phase', dir: 1 },
  PageUp: { size: 'phase', dir: -1 },
  '}': { size: 'month', dir: 1 },
  '{': { size: 'month', dir: -1 },
};

const PLAY_MS = 700;

/** End-to-end tests read the replay map's viewport (`window.__eiaMap`) after setting this in sessionStorage. */
const TEST_HOOK_KEY = 'eia.replayMapTestHook';
const mapTestHook = () => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(TEST_HOOK_KEY) === 'on';

const viewerName = (v: string) => (v === 'spectator' ? 'Spectator' : powerName(v));

/**
 * Replay (issue 8): a save or the game at the table, stepped by event, log entry, phase/step
 * or month, both ways, as one viewer saw it. The host replays the commands and sends that
 * viewer's view of each moment; this screen never holds a game state.
 */
export function ReplayScreen({ route: initial, onBack }: { route: ReplayRoute; onBack(): void }) {
  const client = useGameClient();
  const game = useAppSelector((s) => s.hostView.game);
  const watched = useAppSelector((s) => s.ui.watched);
  const [route, setRoute] = useState(initial);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [at, setAt] = useState<ReplayPosition>({ index: 0, events: 0 });
  const [frame, setFrame] = useState<{ seq: number; events: number; view: PowerView } | null>(null);
  const view = frame?.view ?? null;
  const names = useSeatNames(view);
  const [error, setError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const latest = useRef(0);
  const atRef = useRef(at);
  atRef.current = at;
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const map = loadedMap(view?.options.rules); // v2.71 1.1.2 the game's own map
  // the counters of the moment, drawn as in the game (issue 15)
  const counters = useCountersScene(view, map.ok ? map.geometry : null);

  // The table's running game is replayed from a seat: the one asked for, else the one on screen.
  const seatToken = useMemo(() => {
    if (!game || (route.saveId !== null && route.saveId !== game.saveId)) return undefined;
    const power = route.viewer ?? watched;
    return game.seats.find((s) => s.power === power)?.seatToken;
  }, [game, route.saveId, route.viewer, watched]);

  useEffect(() => {
    let live = true;
    let replayId: string | null = null;
    setError(null);
    client
      .request({
        type: 'openReplay',
        saveId: route.saveId,
        ...(seatToken !== undefined ? { seatToken } : {}),
        ...(route.viewer ? { viewer: route.viewer } : {}),
        ...(route.since ? { since: route.since } : {}),
      })
      .then((m) => {
        if (m.type === 'replayOpened') replayId = m.replayId;
        if (!live) return;
        if (m.type === 'rejected') setError(m.error.message);
        else if (m.type === 'replayOpened') {
          setOpened(m);
          const start = Math.max(0, m.steps.findIndex((s) => s.seq === m.start));
          setAt(positionAt(m.steps, start));
        }
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
      if (replayId) client.request({ type: 'closeReplay', replayId }).catch(() => {});
    };
  }, [client, route.saveId, route.viewer, route.since, seatToken]);

  // The game at the table moves on while it is replayed: the host pushes the new steps.
  const replayId = opened?.replayId;
  useEffect(() => {
    if (!replayId) return;
    return client.connection.onMessage((m) => {
      const o = openedRef.current;
      if (m.type !== 'replayGrew' || m.replayId !== replayId || o?.replayId !== replayId) return;
      const next = grown(o.steps, atRef.current, m.from, m.steps);
      // Refs first: a second push may come before the next render.
      openedRef.current = { ...o, steps: next.steps };
      atRef.current = next.at;
      setOpened(openedRef.current);
      setAt(next.at);
    });
  }, [client, replayId]);

  // The view of the moment shown; a slow answer to an older request is dropped.
  useEffect(() => {
    if (!opened) return;
    const step = opened.steps[at.index];
    if (!step) return;
    const mine = ++latest.current;
    client
      .request({ type: 'replaySeek', replayId: opened.replayId, seq: step.seq, events: at.events })
      .then((m) => {
        if (mine !== latest.current) return;
        // A frame clears an older refusal: a step an undo took back may have been asked for just before the host said so.
        if (m.type === 'replayFrame') {
          setFrame({ seq: m.seq, events: m.events, view: m.view as unknown as PowerView });
          setError(null);
        } else if (m.type === 'rejected') setError(m.error.message);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [client, opened, at]);

  const steps = opened?.steps ?? [];
  const move = (size: StepSize, dir: 1 | -1) => setAt((p) => (dir > 0 ? forward(steps, p, size) : backward(steps, p, size)));
  const atEnd = steps.length === 0 || (at.index === steps.length - 1 && at.events >= steps[at.index]!.events);

  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setAt((p) => forward(steps, p, 'event')), PLAY_MS);
    return () => clearTimeout(t);
  }, [playing, atEnd, at, steps]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      const k = KEYS[e.key];
      if (k) {
        e.preventDefault();
        setAt((p) => (k.dir > 0 ? forward(steps, p, k.size) : backward(steps, p, k.size)));
      } else if (e.key === 'Home' || e.key === 'End') {
        // Not the side panel's scrolling: the replay's start and end.
        e.preventDefault();
        setAt(positionAt(steps, e.key === 'Home' ? 0 : steps.length - 1));
      } else if (e.key === ' ') {
        e.preventDefault();
        setPlaying((p) => !p);
      } else if (e.key === 'Escape') onBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [steps, onBack]);

  const chooseViewer = (viewer: string) => {
    const next = { ...route, viewer };
    window.history.replaceState(null, '', replayHash(next));
    setOpened(null);
    setFrame(null);
    setRoute(next);
  };

  const step = steps[at.index];
  const count = eventCount(steps, at);
  // An undo mark: everyone saw that commands were taken back, so the replay says so.
  const undone = step ? undoText(step, powerName) : null;
  // The map follows the log: the latest event shown, and the area it happened in, if any.
  const latestEvent = view && frame && frame.events > 0 ? view.log[view.log.length - 1] : undefined;
  const eventArea = latestEvent ? areaOf(latestEvent) : null;
  const areaLabel = eventArea && map.ok ? map.geometry.areas[eventArea]?.label : undefined;
  const sinceStart = opened && route.since ? Math.max(0, opened.steps.findIndex((s) => s.seq === opened.start)) : -1;
  const since = opened && sinceStart >= 0 ? count.total - eventCount(steps, positionAt(steps, sinceStart)).shown : 0;

  const button = (label: string, size: StepSize, dir: 1 | -1, keys: string) => (
    <button type="button" onClick={() => move(size, dir)} aria-keyshortcuts={keys} title={`${dir > 0 ? 'Forwards' : 'Backwards'} one ${size === 'phase' ? 'phase or step' : size} (${keys})`}>
      {label}
    </button>
  );

  return (
    <div className="game-screen replay-screen" data-testid="replay-screen" data-seq={frame?.seq ?? ''} data-events={frame?.events ?? ''} data-viewer={opened?.viewer ?? ''} data-event-area={areaLabel ? eventArea : ''}>
      <div className="game-map">
        {!map.ok ? (
          <div role="alert" className="game-map-error">
            The map data did not load: {map.errors.slice(0, 3).join('; ')}
          </div>
        ) : view ? (
          <MapView
            map={map.map.data}
            geometry={map.geometry}
            initialFocus={view.scenario.mapPortion !== 'all' ? view.scenario.mapPortion : undefined}
            revealArea={areaLabel ? eventArea : null}
            testHook={mapTestHook()}
            scene={counters}
            overlay={
              undone ? (
                <p className="replay-now replay-undo" data-testid="replay-undo" role="status">
                  {undone}
                </p>
              ) : latestEvent ? (
                <p className="replay-now" data-testid="replay-now">
                  {describeEvent(latestEvent, names).text}
                </p>
              ) : null
            }
          >
            {areaLabel ? <Circle x={areaLabel[0]} y={areaLabel[1]} radius={26} stroke="#b3261e" strokeWidth={3} dash={[6, 4]} listening={false} /> : null}
          </MapView>
        ) : null}
      </div>
      <aside className="game-side" aria-label="Replay panel">
        <header className="game-side-head">
          <span className="game-seat">Replay</span>
          <span className="game-head-buttons">
            <button type="button" onClick={onBack} aria-keyshortcuts="Escape">
              ← Back
            </button>
          </span>
        </header>
        {error && (
          <p className="game-rejection" role="alert" data-testid="replay-error">
            {error}
          </p>
        )}
        {!opened ? (
          !error && <p className="game-wait">Replaying the game on the host…</p>
        ) : (
          <>
            <p className="replay-title">
              <strong>{opened.name}</strong>
              {' · '}
              {opened.viewers.length > 1 ? (
                <label>
                  seen by{' '}
                  <select aria-label="Seen by" value={opened.viewer} onChange={(e) => chooseViewer(e.target.value)}>
                    {opened.viewers.map((v) => (
                      <option key={v} value={v}>
                        {viewerName(v)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <span data-testid="replay-viewer">seen by {viewerName(opened.viewer)}</span>
              )}
            </p>
            {route.since && (
              <p className="game-notice" role="status" data-testid="replay-since">
                Since {viewerName(opened.viewer)}'s last decision: {since === 0 ? 'nothing it may see has happened.' : `${since} event${since === 1 ? '' : 's'}. Step through them with the buttons or press Play.`}
              </p>
            )}
            <div className="replay-controls" role="toolbar" aria-label="Replay controls">
              <button type="button" onClick={() => setAt(positionAt(steps, 0))} aria-keyshortcuts="Home" title="The start (Home)">
                Start
              </button>
              {button('◀ month', 'month', -1, '{')}
              {button('◀ phase', 'phase', -1, 'PageUp')}
              {button('◀ entry', 'entry', -1, '[')}
              {button('◀ event', 'event', -1, ',')}
              <button type="button" className="replay-play" onClick={() => setPlaying((p) => !p)} aria-keyshortcuts="Space" disabled={atEnd && !playing}>
                {playing ? 'Pause' : 'Play'}
              </button>
              {button('event ▶', 'event', 1, '.')}
              {button('entry ▶', 'entry', 1, ']')}
              {button('phase ▶', 'phase', 1, 'PageDown')}
              {button('month ▶', 'month', 1, '}')}
              <button type="button" onClick={() => setAt(positionAt(steps, steps.length - 1))} aria-keyshortcuts="End" title="The end (End)">
                End
              </button>
            </div>
            <input
              className="replay-slider"
              type="range"
              aria-label="Log entry"
              min={0}
              max={Math.max(0, steps.length - 1)}
              value={at.index}
              onChange={(e) => setAt(positionAt(steps, Number(e.target.value)))}
            />
            <p className="replay-where" data-testid="replay-where">
              Entry {at.index} of {steps.length - 1} · event {count.shown} of {count.total}
              {step ? ` · ${step.gameDate}, ${step.phaseLabel}` : ''}
              {undone ? ` · ${undone}` : step?.power ? ` · ${powerName(step.power)} decided` : ''}
            </p>
            {view && <Tracker view={view} />}
            {view && <LogPanel view={view} />}
          </>
        )}
      </aside>
    </div>
  );
}
