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
import { Replay, replayViewers } from './replay';
import { renderThumbnail } from './thumbnail';
import { exportSave, importChunk, summaryMessage, type Upload } from './transfer';
import type { Viewer } from '../../shared/engine';
import { isMajorPower } from '../../shared/model';

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
/** At most this many standing-procedure answers in a row (a whole scenario takes about 1,300). */
const MAX_BOT_COMMANDS = 20_000;

export function createHost(options: HostOptions): Host {
  interface Client {
    send: (m: HostMessage) => void;
    /** The seat whose view this client shows; null = spectator; undefined = not watching. */
    watching: string | null | undefined;
    /** How much of the state's log this client has been sent for `watching` (0 = nothing yet). */
    logSent: number;
    /** The state's last event at that point: a log that no longer holds it was rewritten. */
    logTail?: GameEvent;
    /** The replay this client has open (one at a time). */
    replay?: { id: string; replay: Replay };
    /** A save file being uploaded, chunk by chunk. */
    upload?: Upload;
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
    // A replay reading the old save keeps it open; closing that replay closes it.
    if (save && save !== nextSave && ![...clients.values()].some((c) => c.replay?.replay.file === save)) save.close();
    table = next;
    save = nextSave;
    // Seats of a previous game are gone: clients must watch again.
    for (const c of clients.values()) watchAgain(c, undefined);
  }

  /** A client starts over: its next view carries the whole log. */
  function watchAgain(client: Client, seat: string | null | undefined): void {
    client.watching = seat;
    client.logSent = 0;
    client.logTail = undefined;
  }

  function broadcast(message: HostMessage): void {
    for (const c of clients.values()) c.send(message);
  }

  const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
  let replays = 0;
  /**
   * A save's map thumbnail (base64 PNG), from its last state. Stored in the save (format 3),
   * so it outlives the host and travels with the file; redrawn once the save has moved on.
   */
  function thumbnailOf(saveId: string): string {
    const atTable = save?.id === saveId;
    const file = atTable ? save! : options.saves!.open(saveId);
    try {
      const stored = file.thumbnail();
      if (stored && stored.seq === file.lastSeq() && stored.mime === 'image/png') return Buffer.from(stored.image).toString('base64');
      const png = renderThumbnail(atTable ? table!.state : file.load().state);
      try {
        // IHDR: width and height are the first fields after the 8-byte signature and chunk head.
        file.setThumbnail({ seq: file.lastSeq(), mime: 'image/png', width: png.readUInt32BE(16), height: png.readUInt32BE(20), image: png });
      } catch {
        // A save that cannot be written to (read-only, disk full) still gets its picture, drawn each time.
      }
      return png.toString('base64');
    } finally {
      if (file !== save && ![...clients.values()].some((c) => c.replay?.replay.file === file)) file.close();
    }
  }

  /** Replays of the game at the table take in what was just written to its save, and their clients hear of it. */
  function growReplays(): void {
    for (const c of clients.values()) {
      const open = c.replay;
      if (!open || open.replay.file !== save) continue;
      const grew = open.replay.refresh();
      if (grew) c.send({ type: 'replayGrew', replayId: open.id, from: grew.from, steps: grew.steps });
    }
  }

  /** Ends a client's replay; its save is closed unless the table plays it or another replay reads it. */
  function closeReplay(client: Client): void {
    const open = client.replay;
    if (!open) return;
    client.replay = undefined;
    const file = open.replay.file;
    const shared = file === save || [...clients.values()].some((c) => c.replay?.replay.file === file);
    if (!shared) file.close();
  }

  /**
   * Opens a replay (issue 8): the table's running game only from the asking seat's own view;
   * a finished game, or a save not at the table, from any power's (and a finished one also
   * the spectator's) — whoever may load a save takes every seat of it anyway (hot-seat).
   */
  function openReplay(message: Extract<ClientMessage, { type: 'openReplay' }>, client: Client): void {
    const send = client.send;
    if (!options.saves) {
      reject(send, message.requestId, { code: 'illegal', message: 'This host keeps no saves, so there is nothing to replay.' });
      return;
    }
    const atTable = message.saveId === null || message.saveId === save?.id;
    if (atTable && (!table || !save)) {
      reject(send, message.requestId, { code: 'noGame', message: 'No saved game is open on this host.' });
      return;
    }
    let file: SaveFile<GameState, Command, GameEvent>;
    let current: GameState;
    try {
      file = atTable ? save! : options.saves.open(message.saveId!);
      current = atTable ? table!.state : file.load().state;
    } catch (err) {
      reject(send, message.requestId, { code: 'illegal', message: errorText(err) });
      return;
    }
    const release = () => {
      if (file !== save && ![...clients.values()].some((c) => c.replay?.replay.file === file)) file.close();
    };
    const allowed = replayViewers(current);
    let viewer: Viewer;
    if (atTable && !current.over) {
      const seat = message.seatToken !== undefined ? table!.seatOf(message.seatToken) : undefined;
      if (!seat) {
        reject(send, message.requestId, { code: 'badSeat', message: 'A running game is replayed from a seat of it: its own view only.' });
        return;
      }
      viewer = seat.power;
    } else {
      // A seat asking without naming a viewer sees its own view, finished game or not.
      const own = atTable && message.seatToken !== undefined ? table!.seatOf(message.seatToken)?.power : undefined;
      const asked = message.viewer ?? own ?? (current.over ? 'spectator' : allowed[0]);
      if (asked === undefined || !(allowed as string[]).includes(asked)) {
        release();
        reject(send, message.requestId, { code: 'illegal', message: current.over ? `"${asked}" is not a power of this game.` : 'A running game is replayed from one power\'s view: choose a power of the game.' });
        return;
      }
      viewer = asked as Viewer;
    }
    if (message.since === 'lastTurn' && !isMajorPower(viewer)) {
      release();
      reject(send, message.requestId, { code: 'illegal', message: 'The spectator has no last turn.' });
      return;
    }
    let replay: Replay;
    try {
      replay = new Replay(file, viewer, engineData());
    } catch (err) {
      release();
      reject(send, message.requestId, { code: 'illegal', message: errorText(err) });
      return;
    }
    closeReplay(client);
    const id = `replay-${++replays}`;
    client.replay = { id, replay };
    const last = message.since === 'lastTurn' && isMajorPower(viewer) ? file.lastTurnOf(viewer) : null;
    send({
      type: 'replayOpened',
      requestId: message.requestId,
      replayId: id,
      saveId: file.id,
      name: file.meta().name,
      viewer,
      viewers: atTable && !current.over ? [viewer] : allowed,
      over: current.over !== null,
      steps: [...replay.steps()],
      start: last ? replay.stepAtOrBefore(last.seq) : 0,
    });
  }

  /**
   * 19.1 The standing procedures answer every decision their powers owe, each answer a command
   * autosaved like a player's, until a person must decide (or the game ends). A whole game of
   * bots alone runs in one call; the cap only guards against a loop.
   */
  function playBots(): void {
    if (!table) return;
    for (let i = 0; i < MAX_BOT_COMMANDS; i++) {
      const before = table.state;
      const r = table.botStep();
      if (r === null) return;
      if (!r.ok) {
        broadcast({ type: 'notice', kind: 'info', text: r.error.message });
        return;
      }
      if (saveApplied(r.value, before) !== null) return;
      options.onApplied?.(r.value);
    }
  }

  /**
   * Writes an applied command to the save before anyone hears of it; when the write fails the
   * table goes back to `before`, every player is told, and the reason is returned.
   */
  function saveApplied(applied: Applied, before: GameState): string | null {
    if (!save || !table) return null;
    try {
      save.append(commandGroup(applied.command, applied.events, applied.state));
      return null;
    } catch (err) {
      table.reset(before);
      broadcast({ type: 'notice', kind: 'saveFailed', text: `Saving failed: ${errorText(err)}` });
      return errorText(err);
    }
  }

  function seatAll(t: Table): { power: string; seatToken: string }[] {
    return t.localPowers().map((p) => {
      const seat = t.seat(p);
      return { power: seat.power, seatToken: seat.token };
    });
  }

  const reject = (send: (m: HostMessage) => void, requestId: string | undefined, error: ProtocolError) =>
    send({ type: 'rejected', ...(requestId ? { requestId } : {}), error });

  /**
   * Issues 7/8 The log is most of a long game's state, so a client gets it whole once (a new
   * watch, a load, an undo, a new connection) and then only the entries since. The count is
   * of the state's log, as viewFor's `logFrom` is, so each viewer's redaction is unchanged.
   */
  function sendView(client: Client): void {
    if (!table || client.watching === undefined) return;
    const log = table.state.log;
    // An undo or a reset puts back an older state: what was sent is no longer its start.
    const from = client.logSent > 0 && client.logSent <= log.length && log[client.logSent - 1] === client.logTail ? client.logSent : 0;
    const r = table.viewFor(client.watching, { logFrom: from });
    if (!r.ok) return;
    client.logSent = log.length;
    client.logTail = log[log.length - 1];
    client.send({ type: 'view', version: table.state.version, viewer: r.value.viewer, view: r.value.view as unknown as Record<string, unknown>, logEnd: log.length });
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
          // an option the engine refuses is named in the engine's own words (not built yet, and why)
          const refused = opened.errors.filter((e) => e.code === 'badOptions');
          const first = refused.length > 0 ? refused.map((e) => e.message).join('; ') : opened.errors.slice(0, 3).map((e) => `${e.path}: ${e.message}`).join('; ');
          reject(send, message.requestId, { code: 'illegal', message: refused.length > 0 ? first : `The scenario cannot start: ${first}` });
          return;
        }
        const bots = opened.table.playByBots(message.bots ?? []);
        const lan = bots.ok ? opened.table.leaveOpen(message.lan ?? []) : bots;
        if (!lan.ok) {
          reject(send, message.requestId, lan.error);
          return;
        }
        if (opened.table.localPowers().length === 0) {
          reject(send, message.requestId, { code: 'illegal', message: 'At least one power must be played at this machine.' });
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
              seats: opened.table.controllers().map(({ power, controller }) => ({ power, controller: controller === 'player' ? ('human' as const) : controller })),
              initialState: state,
              ...labelOf(state),
            });
          } catch (err) {
            reject(send, message.requestId, { code: 'internal', message: `The game could not be saved, so it was not started: ${errorText(err)}` });
            return;
          }
        }
        openTable(opened.table, file);
        playBots();
        send({ type: 'gameOpened', requestId: message.requestId, scenarioId: message.scenarioId, saveId: file?.id ?? null, seats: seatAll(opened.table) });
        return;
      }
      case 'getTable': {
        const state = table?.state;
        send({
          type: 'table',
          requestId: message.requestId,
          game:
            table && state
              ? { scenarioId: state.scenario.id, title: state.scenario.title, gameDate: labelOf(state).gameDate, saveId: save?.id ?? null, seats: table.controllers() }
              : null,
        });
        return;
      }
      case 'joinSeat': {
        if (!table) {
          reject(send, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
          return;
        }
        const seat = table.join(message.power);
        if (!seat.ok) {
          reject(send, message.requestId, seat.error);
          return;
        }
        send({ type: 'gameOpened', requestId: message.requestId, scenarioId: table.state.scenario.id, saveId: save?.id ?? null, seats: [{ power: seat.value.power, seatToken: seat.value.token }] });
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
          saves: listing.flatMap((l) => (l.ok ? [summaryMessage(l.summary)] : [])),
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
        const seats = file.meta().seats;
        resumed.playByBots(seats.filter((x) => x.controller === 'bot').map((x) => x.power));
        // powers played from other machines are open again: their players join anew
        resumed.leaveOpen(seats.filter((x) => x.controller === 'open').map((x) => x.power));
        openTable(resumed, file);
        playBots();
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
      case 'openReplay':
        openReplay(message, client);
        return;
      case 'replaySeek': {
        if (client.replay?.id !== message.replayId) {
          reject(send, message.requestId, { code: 'illegal', message: 'That replay is not open.' });
          return;
        }
        try {
          const f = client.replay.replay.frame(message.seq, message.events);
          send({ type: 'replayFrame', requestId: message.requestId, replayId: message.replayId, seq: f.seq, events: f.events, view: f.view as unknown as Record<string, unknown> });
        } catch (err) {
          reject(send, message.requestId, { code: 'illegal', message: errorText(err) });
        }
        return;
      }
      case 'closeReplay':
        if (client.replay?.id === message.replayId) closeReplay(client);
        send({ type: 'accepted', requestId: message.requestId });
        return;
      case 'getThumbnail': {
        if (!options.saves) {
          reject(send, message.requestId, { code: 'illegal', message: 'This host keeps no saves.' });
          return;
        }
        try {
          send({ type: 'thumbnail', requestId: message.requestId, saveId: message.saveId, png: thumbnailOf(message.saveId) });
        } catch (err) {
          reject(send, message.requestId, { code: 'illegal', message: errorText(err) });
        }
        return;
      }
      case 'exportSave': {
        if (!options.saves) {
          reject(send, message.requestId, { code: 'illegal', message: 'This host keeps no saves.' });
          return;
        }
        // The thumbnail goes with the file: drawn now if the browser never asked for it.
        try {
          thumbnailOf(message.saveId);
        } catch {
          // The export says what is wrong with the save.
        }
        const r = exportSave(options.saves, message.saveId);
        if (!r.ok) reject(send, message.requestId, { code: 'illegal', message: r.message });
        else send({ type: 'saveFile', requestId: message.requestId, saveId: message.saveId, fileName: r.fileName, data: r.data });
        return;
      }
      case 'importSaveChunk': {
        if (!options.saves) {
          reject(send, message.requestId, { code: 'illegal', message: 'This host keeps no saves.' });
          return;
        }
        const r = importChunk(options.saves, client.upload, message);
        client.upload = r.upload;
        if (r.kind === 'refused') reject(send, message.requestId, { code: 'illegal', message: r.message });
        else if (r.kind === 'more') send({ type: 'accepted', requestId: message.requestId });
        else send({ type: 'saveImported', requestId: message.requestId, save: r.save });
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
        for (const c of clients.values()) watchAgain(c, c.watching);
        send({ type: 'accepted', requestId: message.requestId });
        broadcast({ type: 'notice', kind: 'undo', text: `${POWER_NAMES[seat.power]} took back ${r.undone.length} command${r.undone.length === 1 ? '' : 's'}.` });
        playBots();
        for (const c of clients.values()) sendView(c);
        growReplays();
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
        watchAgain(client, message.seatToken);
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
        // Acknowledge only what is on disk: a command whose autosave fails is taken back.
        const unsaved = saveApplied(r.value, before);
        if (unsaved !== null) {
          reject(send, message.requestId, { code: 'internal', message: `The command was not saved, so it was not played: ${unsaved}` });
          return;
        }
        send({ type: 'accepted', requestId: message.requestId });
        options.onApplied?.(r.value);
        playBots();
        // No optimistic moves on clients: everyone gets the new view from the host.
        for (const c of clients.values()) sendView(c);
        if (save) growReplays();
        return;
      }
    }
  }

  return {
    appVersion: options.appVersion,
    connect(send) {
      let open = true;
      const client: Client = { send, watching: undefined, logSent: 0 };
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
          closeReplay(client);
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
