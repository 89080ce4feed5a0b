// Size of the host's live `view` message late in a long game (issues 7/8): the 1808-1814
// Peninsular War played by automated powers for 66 months, loaded into a host, then played on
// through the protocol by a hot-seat client watching one seat and a spectator. Each command
// used to send every watcher its whole redacted log; now it sends only the new entries. The
// "whole" figures are the message the host sent before (viewFor from the start of the log).
import { createHost } from '../main/host';
import { engineForSaves } from '../main/host/gameSaves';
import { memorySaveStore } from '../main/saves';
import { commandFor, viewFor, type Command, type Viewer } from '../shared/engine';
import type { GameEvent, GameState, PendingDecision } from '../shared/model';
import type { HostMessage } from '../shared/protocol';
import { shippedScenarios } from '../test/fuzz/soak';
import { playSeededGame, shippedGameData } from '../test/saves/seededGame';
import type { Bench, BenchResult } from './types';
import { SLOW_PROOF_OK } from '../test/host/askClient';

const SCENARIO = 'peninsular';
const MONTHS_BEFORE = 66;
const COMMANDS = 150;

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

function firstLegal(d: PendingDecision): Command {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
  return commandFor(d, d.select === 'many' ? [] : (legal[0] ?? 'done'));
}

const bench: Bench = async () => {
  const data = shippedGameData();
  const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(data), appVersion: 'bench' });
  const scenario = shippedScenarios().find((s) => s.file.includes(SCENARIO))!;
  const played = playSeededGame({ store: saves, scenario: scenario.json, seed: 1, months: MONTHS_BEFORE, data, maxCommands: 50_000 });
  const host = createHost({ appVersion: 'bench', kind: 'node', data, saves, limits: SLOW_PROOF_OK });

  /** A client that records the bytes of every view message, as a transport would send them. */
  const watcher = () => {
    const got: HostMessage[] = [];
    const bytes: number[] = [];
    const session = host.connect(
      (m) => {
        got.push(m);
        if (m.type === 'view') bytes.push(JSON.stringify(m).length);
      },
      { role: 'host' },
    );
    const send = (m: object) => session.receive(JSON.stringify(m));
    return { got, bytes, send };
  };
  const seat = watcher();
  seat.send({ type: 'loadGame', requestId: 'load', saveId: played.file.id });
  const opened = seat.got.find((m): m is Extract<HostMessage, { type: 'gameOpened' }> => m.type === 'gameOpened');
  if (!opened) throw new Error('the long game did not load');
  const token = (power: string) => opened.seats.find((s) => s.power === power)!.seatToken;
  const watched = opened.seats[0]!.power as Viewer;
  seat.send({ type: 'watch', requestId: 'w', seatToken: token(watched) });
  const spectator = watcher();
  spectator.send({ type: 'watch', requestId: 'w', seatToken: null });

  const wholeMessage = (viewer: Viewer) => {
    const state = host.table()!.state;
    return JSON.stringify({ type: 'view', version: state.version, viewer, view: viewFor(state, viewer) }).length;
  };
  const whole: number[] = [];
  const wholeSpectator: number[] = [];
  let commands = 0;
  for (; commands < COMMANDS; commands++) {
    const state = host.table()!.state;
    const d = state.pending[0];
    if (state.over || !d) break;
    seat.send({ type: 'command', requestId: `c${commands}`, seatToken: token(d.power), basedOnVersion: state.version, command: firstLegal(d) });
    const answer = [...seat.got].reverse().find((m) => 'requestId' in m && m.requestId === `c${commands}`);
    if (answer?.type !== 'accepted') throw new Error(`command refused: ${JSON.stringify(answer)}`);
    whole.push(wholeMessage(watched));
    wholeSpectator.push(wholeMessage('spectator'));
  }
  // The first view of each watcher is whole (a watch); the rest are the per-command views.
  const incremental = seat.bytes.slice(1);
  const incrementalSpectator = spectator.bytes.slice(1);
  const final = host.table()!.state;
  const results: BenchResult[] = [
    {
      name: 'viewSize.perCommand.p95',
      source: 'issues 7/8 (a live view late in a 71-month game; our target 64 kB per watcher)',
      value: quantile(incremental, 0.95) / 1024,
      unit: 'kB',
      target: 64,
      better: 'lower',
      detail: {
        seat: watched,
        commands,
        logEvents: final.log.length,
        p50KB: +(quantile(incremental, 0.5) / 1024).toFixed(1),
        maxKB: +(Math.max(...incremental) / 1024).toFixed(1),
        wholeBeforeP50KB: +(quantile(whole, 0.5) / 1024).toFixed(1),
        wholeBeforeMaxKB: +(Math.max(...whole) / 1024).toFixed(1),
        firstViewOnWatchKB: +(seat.bytes[0]! / 1024).toFixed(1),
        spectatorP50KB: +(quantile(incrementalSpectator, 0.5) / 1024).toFixed(1),
        spectatorWholeBeforeP50KB: +(quantile(wholeSpectator, 0.5) / 1024).toFixed(1),
      },
    },
    {
      name: 'viewSize.bytesPerCommand',
      source: 'issues 7/8 (all view bytes one command sends to two watchers, mean; before: the whole view each)',
      value: (incremental.reduce((a, b) => a + b, 0) + incrementalSpectator.reduce((a, b) => a + b, 0)) / Math.max(1, commands) / 1024,
      unit: 'kB',
      target: 128,
      better: 'lower',
      detail: { beforeKB: +((whole.reduce((a, b) => a + b, 0) + wholeSpectator.reduce((a, b) => a + b, 0)) / Math.max(1, commands) / 1024).toFixed(1) },
    },
  ];
  return results;
};

export default bench;
