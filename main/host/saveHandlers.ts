import { DOWNLOAD_CHUNK_CHARS, type ClientMessage, type HostMessage } from '../../shared/protocol';
import type { GameState, MajorPower } from '../../shared/model';
import type { LoadedGame } from '../saves';
import type { Client, GameSave, HostContext } from './context';
import { loadActiveData } from './dataPack';
import { proveSave } from './proof';
import { publicError } from './publicError';
import { runSliced, TimeBudgetError } from './sliced';
import { Table } from './table';
import { renderThumbnail } from './thumbnail';
import { addChunk, aboutUpload, exportSave, importFile, summaryMessage } from './transfer';

type Message<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

/**
 * Proves a save (issue 14) and then calls `done` with its game, or `failed` with the reason: at
 * once when the proof is short, else from the event loop in slices, so other clients keep being
 * answered while a long game is replayed.
 */
function prove(ctx: HostContext, file: GameSave, done: (loaded: LoadedGame<GameState>) => void, failed: (message: string) => void): void {
  // Issue 14: every load proves the file anew (it may have changed on disk since); within the
  // open save, its snapshots then serve as a cache checked against the proven hashes.
  const settle = done;
  const why = (err: unknown) => (err instanceof TimeBudgetError ? `${file.id}: checking the save took too long (${err.message}); it was not opened.` : publicError(err));
  try {
    const run = runSliced(proveSave(file, ctx.options.scenarios, ctx.engineData(), ctx.limits.maxEntries), { budgetMs: ctx.limits.proofBudgetMs, firstSliceMs: ctx.limits.proofFirstSliceMs });
    if (run.done) settle(run.value);
    else run.finished.then(settle, (err: unknown) => failed(why(err)));
  } catch (err) {
    failed(why(err));
  }
}

/** Answers the saves, transfer and data-pack messages; false when `message` is not one of them. */
export function handleSaves(ctx: HostContext, message: ClientMessage, client: Client): boolean {
  const saves = ctx.options.saves;
  const noSaves = () => ctx.reject(client, 'requestId' in message ? message.requestId : undefined, { code: 'illegal', message: 'This host keeps no saves.' });
  switch (message.type) {
    case 'getDataPack':
      client.send(dataPackMessage(ctx, message.requestId, client));
      return true;
    case 'setDataPack': {
      const r = loadActiveData(message.folder);
      if (!r.ok) {
        client.send(dataPackMessage(ctx, message.requestId, client, r.errors.slice(0, 200)));
        return true;
      }
      // New games use it; the game at the table keeps the data it was started with.
      ctx.active = r.data;
      client.send(dataPackMessage(ctx, message.requestId, client));
      return true;
    }
    case 'listSaves': {
      if (!saves) {
        client.send({ type: 'saves', requestId: message.requestId, saves: [], broken: [] });
        return true;
      }
      const listing = saves.list();
      client.send({
        type: 'saves',
        requestId: message.requestId,
        saves: listing.flatMap((l) => (l.ok ? [summaryMessage(l.summary)] : [])),
        broken: listing.flatMap((l) => (l.ok ? [] : [{ id: l.id, location: l.id, message: publicError(l.error) }])),
      });
      return true;
    }
    case 'loadGame':
      if (!saves) noSaves();
      else loadGame(ctx, message, client);
      return true;
    case 'renameSave':
    case 'duplicateSave':
    case 'deleteSave': {
      if (!saves) {
        noSaves();
        return true;
      }
      if (message.type === 'deleteSave' && ctx.save?.id === message.saveId) {
        ctx.reject(client, message.requestId, { code: 'illegal', message: 'That save is the game being played; close it first.' });
        return true;
      }
      try {
        if (message.type === 'renameSave') {
          if (ctx.save?.id === message.saveId) ctx.save.setName(message.name);
          else saves.rename(message.saveId, message.name);
        } else if (message.type === 'duplicateSave') {
          const size = saves.list().find((l) => l.ok && l.summary.id === message.saveId);
          const quota = ctx.quotaProblem(size?.ok ? size.summary.sizeBytes : 0);
          if (quota !== null) {
            ctx.reject(client, message.requestId, { code: 'illegal', message: quota });
            return true;
          }
          saves.duplicate(message.saveId, message.name);
        } else saves.remove(message.saveId);
      } catch (err) {
        ctx.reject(client, message.requestId, { code: 'illegal', message: publicError(err) });
        return true;
      }
      client.send({ type: 'accepted', requestId: message.requestId });
      return true;
    }
    case 'getThumbnail':
      if (!saves) noSaves();
      else {
        try {
          client.send({ type: 'thumbnail', requestId: message.requestId, saveId: message.saveId, png: thumbnailOf(ctx, message.saveId) });
        } catch (err) {
          ctx.reject(client, message.requestId, { code: 'illegal', message: publicError(err) });
        }
      }
      return true;
    case 'exportSave':
      if (!saves) noSaves();
      else exportInChunks(ctx, message, client);
      return true;
    case 'importSaveChunk':
      if (!saves) noSaves();
      else importChunk(ctx, message, client);
      return true;
    default:
      return false;
  }
}

function dataPackMessage(ctx: HostContext, requestId: string, client: Client, errors: { file: string; path: string; expected: string }[] = []): HostMessage {
  if (!ctx.active) {
    const r = loadActiveData(null);
    if (!r.ok) throw new Error(`The shipped data is invalid: ${r.errors[0]?.file} ${r.errors[0]?.path}: ${r.errors[0]?.expected}`);
    ctx.active = r.data;
  }
  const d = ctx.active;
  return {
    type: 'dataPack',
    requestId,
    id: d.id,
    // A folder on the host's disk is named to the host's own window only.
    folder: client.options.role === 'host' ? d.folder : null,
    hash: d.hash,
    overridden: [...d.loaded.overridden],
    sources: d.loaded.sources.map((x) => ({ ...x, rules: [...x.rules] })),
    errors,
  };
}

function loadGame(ctx: HostContext, message: Message<'loadGame'>, client: Client): void {
  if (ctx.busy) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: `The host is ${ctx.busy}; try again in a moment.` });
    return;
  }
  let file: GameSave;
  try {
    file = ctx.options.saves!.open(message.saveId);
  } catch (err) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: publicError(err) });
    return;
  }
  ctx.busy = 'checking a save';
  prove(
    ctx,
    file,
    (loaded) => {
      ctx.busy = null;
      const meta = file.meta();
      const table = Table.resume(loaded.state, ctx.engineData(), meta.seats);
      table.spectators = meta.settings.spectators === true;
      table.locked = meta.settings.locked === true;
      // issue 21 what each player let the computer answer comes back with the game
      for (const [p, d] of Object.entries(meta.settings.delegation ?? {})) if (d) table.setDelegation(p as MajorPower, d);
      // Powers played at the host's window come back to the window that loads the game (with
      // their players' names); powers of LAN players wait for them to come back with their
      // tokens; powers left open stay open.
      const bySave = new Map(meta.seats.map((s) => [s.power, s]));
      const local = table.humanPowers().filter((p) => bySave.get(p)?.lan !== true && bySave.get(p)?.controller !== 'open');
      for (const p of local) table.take(p, bySave.get(p)?.player, false);
      ctx.openTable(table, file);
      for (const p of local) client.seats.add(p);
      ctx.storeSeats();
      ctx.playBots();
      ctx.pushSeats();
      client.send({ type: 'gameOpened', requestId: message.requestId, scenarioId: loaded.state.scenario.id, saveId: file.id, seats: ctx.seatsOf(client) });
    },
    (why) => {
      ctx.busy = null;
      if (file !== ctx.save && !ctx.replayReads(file)) file.close();
      ctx.reject(client, message.requestId, { code: 'illegal', message: why });
    },
  );
}

/**
 * A save's map thumbnail (base64 PNG), from its last state. Stored in the save (format 3),
 * so it outlives the host and travels with the file; redrawn once the save has moved on.
 */
export function thumbnailOf(ctx: HostContext, saveId: string): string {
  const atTable = ctx.save?.id === saveId;
  const file = atTable ? ctx.save! : ctx.options.saves!.open(saveId);
  try {
    const stored = file.thumbnail();
    if (stored && stored.seq === file.lastSeq() && stored.mime === 'image/png') return Buffer.from(stored.image).toString('base64');
    const png = renderThumbnail(atTable ? ctx.table!.state : file.load().state);
    try {
      // IHDR: width and height are the first fields after the 8-byte signature and chunk head.
      file.setThumbnail({ seq: file.lastSeq(), mime: 'image/png', width: png.readUInt32BE(16), height: png.readUInt32BE(20), image: png });
    } catch {
      // A save that cannot be written to (read-only, disk full) still gets its picture, drawn each time.
    }
    return png.toString('base64');
  } finally {
    if (file !== ctx.save && !ctx.replayReads(file)) file.close();
  }
}

/**
 * Issue 14 An export goes in chunks, each sent once the client has taken in the ones before
 * (its transport's backlog below the limit); a client that stops reading for too long is
 * dropped rather than buffered for. Without a backlog to watch (in-process clients) the chunks
 * go at once.
 */
function exportInChunks(ctx: HostContext, message: Message<'exportSave'>, client: Client): void {
  // The thumbnail goes with the file: drawn now if the browser never asked for it.
  try {
    thumbnailOf(ctx, message.saveId);
  } catch {
    // The export says what is wrong with the save.
  }
  const r = exportSave(ctx.options.saves!, message.saveId);
  if (!r.ok) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: r.message });
    return;
  }
  const text = r.data.toString('base64');
  const total = Math.max(1, Math.ceil(text.length / DOWNLOAD_CHUNK_CHARS));
  const chunk = (index: number): HostMessage => ({
    type: 'saveFileChunk',
    requestId: message.requestId,
    saveId: message.saveId,
    fileName: r.fileName,
    index,
    total,
    data: text.slice(index * DOWNLOAD_CHUNK_CHARS, (index + 1) * DOWNLOAD_CHUNK_CHARS),
  });
  const backlog = client.options.backlog;
  if (!backlog) {
    for (let i = 0; i < total; i++) client.send(chunk(i));
    return;
  }
  let index = 0;
  let waitingSince: number | null = null;
  const pump = () => {
    while (client.open && index < total) {
      if (backlog() > ctx.limits.backlogBytes) {
        waitingSince ??= performance.now();
        if (performance.now() - waitingSince > ctx.limits.backlogStallMs) {
          client.options.drop?.('The export was not taken in; the host closed this connection.');
          return;
        }
        setTimeout(pump, 20);
        return;
      }
      waitingSince = null;
      client.send(chunk(index++));
    }
  };
  pump();
}

function importChunk(ctx: HostContext, message: Message<'importSaveChunk'>, client: Client): void {
  const saves = ctx.options.saves!;
  if (client.uploadTimer) clearTimeout(client.uploadTimer);
  let others = 0;
  for (const c of ctx.clients.values()) if (c !== client) others += c.upload?.chars ?? 0;
  const r = addChunk(client.upload, message, others, ctx.limits.uploadsTotalChars);
  client.upload = r.upload;
  if (r.kind === 'refused') {
    ctx.reject(client, message.requestId, { code: 'illegal', message: r.message });
    return;
  }
  if (r.kind === 'more') {
    // Issue 14: an upload left unfinished is forgotten, not kept in memory.
    client.uploadTimer = setTimeout(() => {
      client.upload = undefined;
      client.uploadTimer = undefined;
    }, ctx.limits.uploadIdleMs);
    client.uploadTimer.unref?.();
    client.send({ type: 'accepted', requestId: message.requestId });
    return;
  }
  const quota = ctx.quotaProblem(r.bytes.length);
  if (quota !== null) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: quota });
    return;
  }
  if (ctx.busy) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: `The host is ${ctx.busy}; send the file again in a moment.` });
    return;
  }
  const added = importFile(saves, r.fileName, r.bytes);
  if (!added.ok) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: added.message });
    return;
  }
  const id = added.summary.id;
  let file: GameSave;
  try {
    file = saves.open(id);
  } catch (err) {
    saves.remove(id);
    ctx.reject(client, message.requestId, { code: 'illegal', message: aboutUpload(err, r.fileName) });
    return;
  }
  ctx.busy = 'checking an imported save';
  // Issue 14: an import proves itself like a load; a file that does not replay is removed again.
  prove(
    ctx,
    file,
    () => {
      ctx.busy = null;
      file.close();
      client.send({ type: 'saveImported', requestId: message.requestId, save: summaryMessage(added.summary) });
    },
    (why) => {
      ctx.busy = null;
      file.close();
      saves.remove(id);
      ctx.reject(client, message.requestId, { code: 'illegal', message: `${r.fileName}: ${why.replace(/^[^:]*: /, '')}` });
    },
  );
}
