import type { Viewer } from '../../shared/engine';
import { isMajorPower, type GameState } from '../../shared/model';
import type { ClientMessage } from '../../shared/protocol';
import type { Client, GameSave, HostContext } from './context';
import { proveSave } from './proof';
import { publicError } from './publicError';
import { Replay, replayViewers } from './replay';
import { runSliced } from './sliced';

type Message<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

let replays = 0;

/** Answers the replay messages; false when `message` is not one of them. */
export function handleReplays(ctx: HostContext, message: ClientMessage, client: Client): boolean {
  switch (message.type) {
    case 'openReplay':
      openReplay(ctx, message, client);
      return true;
    case 'replaySeek': {
      if (client.replay?.id !== message.replayId) {
        ctx.reject(client, message.requestId, { code: 'illegal', message: 'That replay is not open.' });
        return true;
      }
      try {
        const f = client.replay.replay.frame(message.seq, message.events);
        client.send({ type: 'replayFrame', requestId: message.requestId, replayId: message.replayId, seq: f.seq, events: f.events, view: f.view as unknown as Record<string, unknown> });
      } catch (err) {
        ctx.reject(client, message.requestId, { code: 'illegal', message: publicError(err) });
      }
      return true;
    }
    case 'closeReplay':
      if (client.replay?.id === message.replayId) ctx.closeReplay(client);
      client.send({ type: 'accepted', requestId: message.requestId });
      return true;
    default:
      return false;
  }
}

/**
 * Opens a replay (issue 8): the table's running game only from the asking seat's own view;
 * a finished game from any power's (and the spectator's). Issue 14: only the host's window
 * replays a save that is not at the table, and such a save proves itself first.
 */
function openReplay(ctx: HostContext, message: Message<'openReplay'>, client: Client): void {
  const saves = ctx.options.saves;
  const reject = (text: string, code: 'illegal' | 'noGame' | 'badSeat' | 'forbidden' = 'illegal') => ctx.reject(client, message.requestId, { code, message: text });
  if (!saves) return reject('This host keeps no saves, so there is nothing to replay.');
  const atTable = message.saveId === null || message.saveId === ctx.save?.id;
  if (atTable && (!ctx.table || !ctx.save)) return reject('No saved game is open on this host.', 'noGame');
  if (!atTable && client.options.role !== 'host') return reject("Only the host's own window may replay a save other than the game at the table.", 'forbidden');
  if (atTable) {
    start(ctx, message, client, ctx.save!, ctx.table!.state);
    return;
  }
  let file: GameSave;
  try {
    file = saves.open(message.saveId!);
  } catch (err) {
    return reject(publicError(err));
  }
  const release = () => {
    if (file !== ctx.save && !ctx.replayReads(file)) file.close();
  };
  if (file.verified()) {
    start(ctx, message, client, file, file.load().state, release);
    return;
  }
  try {
    const run = runSliced(proveSave(file, ctx.options.scenarios, ctx.engineData(), ctx.limits.maxEntries), { budgetMs: ctx.limits.proofBudgetMs, firstSliceMs: ctx.limits.proofFirstSliceMs });
    const go = (state: GameState) => start(ctx, message, client, file, state, release);
    if (run.done) go(run.value.state);
    else
      run.finished.then(
        (loaded) => go(loaded.state),
        (err: unknown) => {
          release();
          reject(publicError(err));
        },
      );
  } catch (err) {
    release();
    reject(publicError(err));
  }
}

function start(ctx: HostContext, message: Message<'openReplay'>, client: Client, file: GameSave, current: GameState, release: () => void = () => {}): void {
  const reject = (text: string, code: 'illegal' | 'badSeat' = 'illegal') => {
    release();
    ctx.reject(client, message.requestId, { code, message: text });
  };
  const atTable = file === ctx.save;
  const allowed = replayViewers(current);
  const seat = atTable && message.seatToken !== undefined ? ctx.table!.seatOf(message.seatToken) : undefined;
  let viewer: Viewer;
  if (atTable && !current.over) {
    if (!seat) return reject('A running game is replayed from a seat of it: its own view only.', 'badSeat');
    viewer = seat.power;
  } else {
    const asked = message.viewer ?? seat?.power ?? (current.over ? 'spectator' : allowed[0]);
    if (asked === undefined || !(allowed as string[]).includes(asked)) {
      return reject(current.over ? `"${asked}" is not a power of this game.` : "A running game is replayed from one power's view: choose a power of the game.");
    }
    viewer = asked as Viewer;
  }
  if (message.since === 'lastTurn' && !isMajorPower(viewer)) return reject('The spectator has no last turn.');
  let replay: Replay;
  try {
    replay = new Replay(file, viewer, ctx.engineData());
  } catch (err) {
    return reject(publicError(err));
  }
  ctx.closeReplay(client);
  const id = `replay-${++replays}`;
  client.replay = { id, replay };
  const last = message.since === 'lastTurn' && isMajorPower(viewer) ? file.lastTurnOf(viewer) : null;
  client.send({
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
