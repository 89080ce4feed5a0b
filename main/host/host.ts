import {
  PROTOCOL_VERSION,
  parseClientMessage,
  type ClientMessage,
  type HostMessage,
  type ProtocolError,
} from '../../shared/protocol';
import type { GameData } from '../../shared/engine';
import { POWER_NAMES, type GameEvent, type GameState } from '../../shared/model';
import type { Command } from '../../shared/engine';
import type { SaveFile } from '../saves';
import { commandGroup, labelOf, type GameSaveStore } from './gameSaves';
import type { ScenarioCatalog } from './scenarios';
import { loadActiveData, type ActiveData } from './dataPack';
import { Table, type Applied } from './table';

/** Where the host process runs; reported to clients with the version. */
export type HostKind = 'electron' | 'node';

export interface HostOptions {
  appVersion: string;
  kind: HostKind;
  /** Receives every refused message, for the host's log. */
  onRejected?: (reason: ProtocolError, raw: string) => void;
  /**
   * The data games are played with (shipped, or a pack over it); its map is the engine's
   * `data` and its id and hash are recorded in every save. Clients may switch packs.
   */
  activeData?: ActiveData;
  /** Scenarios offered to clients; none when absent. */
  scenarios?: ScenarioCatalog;
  /** Map facts for the engine. */
  data?: GameData;
  /** Called after every accepted command. */
  onApplied?: (applied: Applied) => void;
  /** Where games are saved; every accepted command is autosaved before it is acknowledged. */
  saves?: GameSaveStore;
}

/** One connected client (an Electron window or a WebSocket), seen from the host. */
export interface HostSession {
  /** Hands the host one raw message as it arrived on the wire. */
  receive(raw: string): void;
  close(): void;
}

export interface Host {
  readonly appVersion: string;
  /** Registers a client; `send` delivers host messages to it on its own transport. */
  connect(send: (message: HostMessage) => void): HostSession;
  /** Number of clients currently connected. */
  sessionCount(): number;
  /** The game open on this host, if any. */
  table(): Table | null;
}

/**
 * The authoritative host: the one place where client messages are checked and answered.
 * Both transports (Electron IPC, WebSocket) hand raw text to a session, so a message is
 * validated the same way whichever way it came.
 */
export function createHost(options: HostOptions): Host {
  interface Client {
    send: (m: HostMessage) => void;
    /** The seat whose view this client shows; null = spectator; undefined = not watching. */
    watching: string | null | undefined;
  }
  const clients = new Map<HostSession, Client>();
  let table: Table | null = null;
  let save: SaveFile<GameState, Command, GameEvent> | null = null;
  let active: ActiveData | undefined = options.activeData;
  const engineData = () => active?.game ?? options.data;

  function dataPackMessage(requestId: string, errors: { file: string; path: string; expected: string }[] = []): HostMessage {
    const d = active ?? loadActiveDataOrThrow();
    active = d;
    return {
      type: 'dataPack',
      requestId,
      id: d.id,
      folder: d.folder,
      hash: d.hash,
      overridden: [...d.loaded.overridden],
      sources: d.loaded.sources.map((x) => ({ ...x, rules: [...x.rules] })),
      errors,
    };
  }

  function openTable(next: Table, nextSave: SaveFile<GameState, Command, GameEvent> | null): void {
    if (save && save !== nextSave) save.close();
    table = next;
    save = nextSave;
    // Seats of a previous game are gone: clients must watch again.
    for (const c of clients.values()) c.watching = undefined;
  }

  function broadcast(message: HostMessage): void {
    for (const c of clients.values()) c.send(message);
  }

  const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

  function seatAll(t: Table): { power: string; seatToken: string }[] {
    return t.powers().map((p) => {
      const seat = t.seat(p);
      return { power: seat.power, seatToken: seat.token };
    });
  }

  const reject = (send: (m: HostMessage) => void, requestId: string | undefined, error: ProtocolError) =>
    send({ type: 'rejected', ...(requestId ? { requestId } : {}), error });

  function sendView(client: Client): void {
    if (!table || client.watching === undefined) return;
    const r = table.viewFor(client.watching);
    if (r.ok) client.send({ type: 'view', version: table.state.version, viewer: r.value.viewer, view: r.value.view as unknown as Record<string, unknown> });
  }

  function handle(message: ClientMessage, client: Client): void {
    const send = client.send;
    switch (message.type) {
      case 'hello':
        if (message.protocolVersion !== PROTOCOL_VERSION) {
          reject(send, undefined, {
            code: 'protocolMismatch',
            message: `Client speaks protocol ${message.protocolVersion}; this host speaks ${PROTOCOL_VERSION}.`,
          });
          return;
        }
        send({ type: 'welcome', protocolVersion: PROTOCOL_VERSION, appVersion: options.appVersion });
        return;
      case 'getVersion':
        send({
          type: 'version',
          requestId: message.requestId,
          appVersion: options.appVersion,
          protocolVersion: PROTOCOL_VERSION,
          hostKind: options.kind,
        });
        return;
      case 'listScenarios':
        send({ type: 'scenarios', requestId: message.requestId, scenarios: options.scenarios?.list() ?? [] });
        return;
      case 'newGame': {
        const scenario = options.scenarios?.get(message.scenarioId);
        if (scenario === undefined) {
          reject(send, message.requestId, { code: 'illegal', message: `This host has no scenario "${message.scenarioId}".` });
          return;
        }
        const opened = Table.open({
          scenario,
          ...(message.options ? { options: message.options as never } : {}),
          ...(message.seed !== undefined ? { seed: message.seed } : {}),
          ...(engineData() ? { data: engineData()! } : {}),
        });
        if (!opened.ok) {
          const first = opened.errors.slice(0, 3).map((e) => `${e.path}: ${e.message}`).join('; ');
          reject(send, message.requestId, { code: 'illegal', message: `The scenario cannot start: ${first}` });
          return;
        }
        let file: SaveFile<GameState, Command, GameEvent> | null = null;
        if (options.saves) {
          const state = opened.table.state;
          try {
            file = options.saves.create({
              name: `${state.scenario.title}`,
              scenario: state.scenario.id,
              options: (message.options ?? {}) as Record<string, never>,
              dataPack: { id: active?.id ?? 'shipped', hash: active?.hash ?? 'unknown' },
              seats: opened.table.powers().map((power) => ({ power, controller: 'human' as const })),
              initialState: state,
              ...labelOf(state),
            });
          } catch (err) {
            reject(send, message.requestId, { code: 'internal', message: `The game could not be saved, so it was not started: ${errorText(err)}` });
            return;
          }
        }
        openTable(opened.table, file);
        send({ type: 'gameOpened', requestId: message.requestId, scenarioId: message.scenarioId, saveId: file?.id ?? null, seats: seatAll(opened.table) });
        return;
      }
      case 'getDataPack':
        send(dataPackMessage(message.requestId));
        return;
      case 'setDataPack': {
        const r = loadActiveData(message.folder);
        if (!r.ok) {
          send(dataPackMessage(message.requestId, r.errors.slice(0, 200)));
          return;
        }
        // New games use it; the game at the table keeps the data it was started with.
        active = r.data;
        send(dataPackMessage(message.requestId));
        return;
      }
      case 'listSaves': {
        if (!options.saves) {
          send({ type: 'saves', requestId: message.requestId, saves: [], broken: [] });
          return;
        }
        const listing = options.saves.list();
        send({
          type: 'saves',
          requestId: message.requestId,
          saves: listing.flatMap((l) =>
            l.ok
              ? [
                  {
                    id: l.summary.id,
                    name: l.summary.name,
                    scenario: l.summary.scenario,
                    gameDate: l.summary.gameDate,
                    phaseLabel: l.summary.phaseLabel,
                    powers: [...l.summary.powers],
                    updatedAt: l.summary.updatedAt,
                    entries: l.summary.entries,
                    sizeBytes: l.summary.sizeBytes,
                  },
                ]
              : [],
          ),
          broken: listing.flatMap((l) => (l.ok ? [] : [{ id: l.id, location: l.location, message: l.error.message }])),
        });
        return;
      }
      case 'loadGame': {
        if (!options.saves) {
          reject(send, message.requestId, { code: 'illegal', message: 'This host keeps no saves.' });
          return;
        }
        let file: SaveFile<GameState, Command, GameEvent>;
        let state: GameState;
        try {
          file = options.saves.open(message.saveId);
          state = file.load().state;
        } catch (err) {
          reject(send, message.requestId, { code: 'illegal', message: errorText(err) });
          return;
        }
        const resumed = Table.resume(state, engineData());
        openTable(resumed, file);
        send({ type: 'gameOpened', requestId: message.requestId, scenarioId: state.scenario.id, saveId: file.id, seats: seatAll(resumed) });
        return;
      }
      case 'renameSave':
      case 'duplicateSave':
      case 'deleteSave': {
        if (!options.saves) {
          reject(send, message.requestId, { code: 'illegal', message: 'This host keeps no saves.' });
          return;
        }
        if (message.type === 'deleteSave' && save?.id === message.saveId) {
          reject(send, message.requestId, { code: 'illegal', message: 'That save is the game being played; close it first.' });
          return;
        }
        try {
          if (message.type === 'renameSave') {
            if (save?.id === message.saveId) save.setName(message.name);
            else options.saves.rename(message.saveId, message.name);
          } else if (message.type === 'duplicateSave') options.saves.duplicate(message.saveId, message.name);
          else options.saves.remove(message.saveId);
        } catch (err) {
          reject(send, message.requestId, { code: 'illegal', message: errorText(err) });
          return;
        }
        send({ type: 'accepted', requestId: message.requestId });
        return;
      }
      case 'undo': {
        if (!table || !save) {
          reject(send, message.requestId, { code: 'noGame', message: 'No saved game is open, so there is nothing to undo.' });
          return;
        }
        const seat = table.seatOf(message.seatToken);
        if (!seat) {
          reject(send, message.requestId, { code: 'badSeat', message: 'Unknown seat token.' });
          return;
        }
        const r = save.undo(seat.power);
        if (!r.ok) {
          const why =
            r.reason === 'nothingToUndo'
              ? 'Nothing to take back: since your last command another power decided, a secret was revealed or a die was rolled.'
              : 'Those commands can no longer be taken back.';
          reject(send, message.requestId, { code: 'illegal', message: why });
          return;
        }
        table.reset(r.state);
        send({ type: 'accepted', requestId: message.requestId });
        broadcast({ type: 'notice', kind: 'undo', text: `${POWER_NAMES[seat.power]} took back ${r.undone.length} command${r.undone.length === 1 ? '' : 's'}.` });
        for (const c of clients.values()) sendView(c);
        return;
      }
      case 'watch': {
        if (!table) {
          reject(send, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
          return;
        }
        if (message.seatToken !== null && !table.seatOf(message.seatToken)) {
          reject(send, message.requestId, { code: 'badSeat', message: 'Unknown seat token.' });
          return;
        }
        client.watching = message.seatToken;
        send({ type: 'accepted', requestId: message.requestId });
        sendView(client);
        return;
      }
      case 'command': {
        if (!table) {
          reject(send, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
          return;
        }
        const before = table.state;
        const r = table.submit(message.seatToken, message.basedOnVersion, message.command);
        if (!r.ok) {
          reject(send, message.requestId, r.error);
          return;
        }
        if (save) {
          // Acknowledge only what is on disk: a command whose autosave fails is taken back.
          try {
            save.append(commandGroup(r.value.command, r.value.events, r.value.state));
          } catch (err) {
            table.reset(before);
            reject(send, message.requestId, { code: 'internal', message: `The command was not saved, so it was not played: ${errorText(err)}` });
            broadcast({ type: 'notice', kind: 'saveFailed', text: `Saving failed: ${errorText(err)}` });
            return;
          }
        }
        send({ type: 'accepted', requestId: message.requestId });
        options.onApplied?.(r.value);
        // No optimistic moves on clients: everyone gets the new view from the host.
        for (const c of clients.values()) sendView(c);
        return;
      }
    }
  }

  return {
    appVersion: options.appVersion,
    connect(send) {
      let open = true;
      const client: Client = { send, watching: undefined };
      const session: HostSession = {
        receive(raw) {
          if (!open) return;
          const parsed = parseClientMessage(raw);
          if (!parsed.ok) {
            options.onRejected?.(parsed.error, raw.slice(0, 200));
            reject(send, parsed.requestId, parsed.error);
            return;
          }
          try {
            handle(parsed.message, client);
          } catch (err) {
            // A bug in the host must not take the game down; the client hears about it.
            const message = err instanceof Error ? err.message : String(err);
            options.onRejected?.({ code: 'internal', message }, raw.slice(0, 200));
            const requestId = 'requestId' in parsed.message ? parsed.message.requestId : undefined;
            reject(send, requestId, { code: 'internal', message });
          }
        },
        close() {
          open = false;
          clients.delete(session);
        },
      };
      clients.set(session, client);
      return session;
    },
    sessionCount: () => clients.size,
    table: () => table,
  };
}


function loadActiveDataOrThrow(): ActiveData {
  const r = loadActiveData(null);
  if (!r.ok) throw new Error(`The shipped data is invalid: ${r.errors[0]?.file} ${r.errors[0]?.path}: ${r.errors[0]?.expected}`);
  return r.data;
}
