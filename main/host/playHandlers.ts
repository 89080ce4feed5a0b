import type { ClientMessage } from '../../shared/protocol';
import { redactEvent, type Viewer } from '../../shared/engine';
import { isMajorPower, POWER_NAMES, SOLO_DELEGATION } from '../../shared/model';
import type { Client, HostContext } from './context';
import { labelOf, saveNameOf } from './gameSaves';
import { joinUrl } from '../../shared/protocol';
import { lanMessage } from './lanCodes';
import { drawDiceSeed, fixedDiceSeed, Table, type Seat } from './table';
import { seatBidWinners } from './selectionSeats';

type Message<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

/**
 * The seat a token names, if this client may act for it: a player's window only for the seats
 * it holds (a token taken back by another window, or freed by the host, stops working there);
 * the host's own window for any seat whose token it presents.
 */
function heldSeat(ctx: HostContext, client: Client, token: string): Seat | { error: string } {
  const seat = ctx.table?.seatOf(token);
  if (!seat) return { error: 'Unknown seat token.' };
  if (client.options.role !== 'host' && !client.seats.has(seat.power)) return { error: `This window does not hold ${POWER_NAMES[seat.power]}'s seat now (another window took it back, or the host freed it).` };
  return seat;
}

/** Answers the game and seat messages; false when `message` is not one of them. */
/** Acknowledge only what is on disk: a change whose autosave fails is taken back and the sender told why. */
function savedOrRejected(ctx: HostContext, client: Client, requestId: string, applied: Parameters<HostContext['saveApplied']>[0], before: Parameters<HostContext['saveApplied']>[1], failure: string): boolean {
  const unsaved = ctx.saveApplied(applied, before);
  if (unsaved === null) return true;
  ctx.reject(client, requestId, { code: 'internal', message: `${failure}: ${unsaved}` });
  return false;
}

/** After any change: the computer answers what it now may, and every client gets its new view (no optimistic moves). */
function settle(ctx: HostContext): void {
  ctx.playBots();
  seatBidWinners(ctx);
  for (const c of ctx.clients.values()) ctx.sendView(c);
  if (ctx.save) ctx.growReplays();
}

/**
 * Issue 14 / 2.4.2 a game saved before the crypto dice rolls the old generator from a 32-bit seed,
 * which anyone seeing its counter handles or a few rolls can find by trying every seed, and so
 * foresee every later roll. Such a game is played at the host's own window only: another machine
 * may neither take a seat nor watch. True when the request was refused.
 */
function legacyDiceRefused(ctx: HostContext, requestId: string, client: Client): boolean {
  if (client.options.role === 'host' || ctx.table?.state.dice.kind === 'chacha20') return false;
  ctx.reject(client, requestId, {
    code: 'illegal',
    message: 'This game was saved before the secret dice: its rolls could be foreseen from another machine, so it is played at the host only.',
  });
  return true;
}

export function handlePlay(ctx: HostContext, message: ClientMessage, client: Client): boolean {
  switch (message.type) {
    case 'listScenarios':
      client.send({ type: 'scenarios', requestId: message.requestId, scenarios: ctx.options.scenarios?.list() ?? [] });
      return true;
    case 'newGame':
      newGame(ctx, message, client);
      return true;
    case 'getTable':
      client.send({ type: 'table', requestId: message.requestId, game: ctx.tableGame() });
      return true;
    case 'joinSeat': {
      const t = ctx.table;
      if (!t) {
        ctx.reject(client, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
        return true;
      }
      if (legacyDiceRefused(ctx, message.requestId, client)) return true;
      const seat = t.join(message.power, message.player);
      if (!seat.ok) {
        ctx.reject(client, message.requestId, seat.error);
        return true;
      }
      client.seats.add(seat.value.power);
      ctx.storeSeats();
      ctx.pushSeats();
      client.send({ type: 'gameOpened', requestId: message.requestId, scenarioId: t.state.scenario.id, saveId: ctx.save?.id ?? null, seats: ctx.seatsOf(client) });
      return true;
    }
    case 'resumeSeats': {
      const t = ctx.table;
      if (!t) {
        ctx.reject(client, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
        return true;
      }
      if (legacyDiceRefused(ctx, message.requestId, client)) return true;
      const found = message.tokens.flatMap((token) => t.seatOf(token) ?? []);
      if (found.length === 0) {
        ctx.reject(client, message.requestId, { code: 'badSeat', message: 'None of the seats this window kept is at the game on the host.' });
        return true;
      }
      const powers = found.map((s) => s.power);
      // The token is the seat: a reload, or the same player in a new window, takes it back.
      ctx.revoke(powers, 'takenElsewhere', 'Another window took this seat back with its token.', client);
      for (const p of powers) client.seats.add(p);
      ctx.pushSeats();
      client.send({ type: 'gameOpened', requestId: message.requestId, scenarioId: t.state.scenario.id, saveId: ctx.save?.id ?? null, seats: ctx.seatsOf(client) });
      return true;
    }
    case 'spectate': {
      const t = ctx.table;
      if (!t) ctx.reject(client, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
      else if (!t.spectators && client.options.role !== 'host') ctx.reject(client, message.requestId, { code: 'illegal', message: 'The host did not allow spectators for this game.' });
      else if (legacyDiceRefused(ctx, message.requestId, client)) return true;
      else {
        client.spectator = true;
        client.send({ type: 'accepted', requestId: message.requestId });
      }
      return true;
    }
    case 'seatControl':
      seatControl(ctx, message, client);
      return true;
    case 'setDelegation':
      setDelegation(ctx, message, client);
      return true;
    case 'watch': {
      if (!ctx.table) {
        ctx.reject(client, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
        return true;
      }
      // Watching needs a valid token (a seat's own view); acting needs the seat held here.
      if (message.seatToken !== null && !ctx.table.seatOf(message.seatToken)) {
        ctx.reject(client, message.requestId, { code: 'badSeat', message: 'Unknown seat token.' });
        return true;
      }
      client.watching = message.seatToken;
      client.logSent = 0;
      client.logTail = undefined;
      client.sentView = undefined;
      client.send({ type: 'accepted', requestId: message.requestId });
      ctx.sendView(client);
      return true;
    }
    case 'command':
      command(ctx, message, client);
      return true;
    case 'undo':
      undo(ctx, message, client);
      return true;
    case 'hostLan': {
      const lan = ctx.options.lan;
      if (!lan) {
        client.send(lanMessage(message.requestId, false, { on: false, addresses: [], code: null, problem: 'This host cannot open itself to the LAN from the app.' }));
        return true;
      }
      if (message.on === undefined) {
        client.send(lanMessage(message.requestId, true, lan.status()));
        return true;
      }
      void (message.on ? lan.start() : lan.stop()).then(
        (status) => client.send(lanMessage(message.requestId, true, status)),
        (err: unknown) => client.send(lanMessage(message.requestId, true, { ...lan.status(), problem: err instanceof Error ? err.message : String(err) })),
      );
      return true;
    }
    case 'joinRemote': {
      const url = joinUrl(message.address);
      if (!url) ctx.reject(client, message.requestId, { code: 'illegal', message: `"${message.address.slice(0, 60)}" is neither an address on the LAN nor a join code.` });
      else if (!ctx.options.openRemote) ctx.reject(client, message.requestId, { code: 'illegal', message: `Open ${url} in this browser to join that game.` });
      else {
        ctx.options.openRemote(url);
        client.send({ type: 'accepted', requestId: message.requestId });
      }
      return true;
    }
    default:
      return false;
  }
}

function newGame(ctx: HostContext, message: Message<'newGame'>, client: Client): void {
  const scenario = ctx.options.scenarios?.get(message.scenarioId);
  if (scenario === undefined) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: `This host has no scenario "${message.scenarioId}".` });
    return;
  }
  const lan = message.lan ?? [];
  // Issue 14: a seed someone chose is one other players could guess; LAN games draw their own.
  if (message.seed !== undefined && (lan.length > 0 || message.spectators === true)) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: 'A game with players or spectators on other machines draws its own secret dice seed; leave the seed empty.' });
    return;
  }
  const quota = ctx.quotaProblem(256 * 1024);
  if (quota !== null) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: quota });
    return;
  }
  const data = ctx.engineData();
  const opened = Table.open({
    scenario,
    ...(message.options ? { options: message.options as never } : {}),
    seed: message.seed !== undefined ? fixedDiceSeed(message.seed) : drawDiceSeed(),
    ...(data ? { data } : {}),
  });
  if (!opened.ok) {
    // an option the engine refuses is named in the engine's own words (not built yet, and why)
    const refused = opened.errors.filter((e) => e.code === 'badOptions');
    const first = refused.length > 0 ? refused.map((e) => e.message).join('; ') : opened.errors.slice(0, 3).map((e) => `${e.path}: ${e.message}`).join('; ');
    ctx.reject(client, message.requestId, { code: 'illegal', message: refused.length > 0 ? first : `The scenario cannot start: ${first}` });
    return;
  }
  const table = opened.table;
  const bots = table.playByBots(message.bots ?? [], message.botLevels ?? {});
  const people = bots.ok ? table.checkHuman(lan) : bots;
  if (!people.ok) {
    ctx.reject(client, message.requestId, people.error);
    return;
  }
  const local = table.humanPowers().filter((p) => !lan.includes(p));
  if (local.length === 0) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: 'At least one power must be played at this machine.' });
    return;
  }
  const players = message.players ?? {};
  for (const p of local) table.take(p, players[p], false);
  // issue 21: one person at this machine (one name for every power here) and nobody on the LAN is
  // a solo game: the procedures answer every question but the player's own orders, until changed
  if (lan.length === 0 && new Set(local.map((p) => players[p] ?? p)).size === 1) for (const p of local) table.setDelegation(p, SOLO_DELEGATION);
  table.spectators = message.spectators === true;
  let file = null;
  if (ctx.options.saves) {
    const state = table.state;
    try {
      file = ctx.options.saves.create({
        name: saveNameOf(state.scenario.title, table.saveSeats(), new Date()),
        scenario: state.scenario.id,
        options: (message.options ?? {}) as Record<string, never>,
        dataPack: { id: ctx.active?.id ?? 'shipped', hash: ctx.active?.hash ?? 'unknown' },
        seats: table.saveSeats(),
        settings: { spectators: table.spectators },
        initialState: state,
        ...labelOf(state),
      });
    } catch (err) {
      ctx.reject(client, message.requestId, { code: 'internal', message: `The game could not be saved, so it was not started: ${err instanceof Error && 'problem' in err ? String(err.problem) : 'the save failed'}` });
      return;
    }
  }
  ctx.openTable(table, file);
  for (const p of local) client.seats.add(p);
  ctx.playBots();
  ctx.pushSeats();
  client.send({ type: 'gameOpened', requestId: message.requestId, scenarioId: message.scenarioId, saveId: file?.id ?? null, seats: ctx.seatsOf(client) });
}

function seatControl(ctx: HostContext, message: Message<'seatControl'>, client: Client): void {
  const t = ctx.table;
  if (!t) {
    ctx.reject(client, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
    return;
  }
  if (message.action === 'playerLeaves' || message.action === 'newPlayer') return replacePlayer(ctx, message, client);
  if (message.action === 'lock' || message.action === 'unlock') {
    t.locked = message.action === 'lock';
  } else {
    const power = message.power;
    if (!isMajorPower(power) || !t.humanPowers().includes(power)) {
      ctx.reject(client, message.requestId, { code: 'illegal', message: `${power ?? 'No power'} is not a power a player can take in this game.` });
      return;
    }
    if (message.action === 'open') {
      t.free(power);
      ctx.revoke([power], 'freed', `The host freed ${POWER_NAMES[power]} for another player.`);
      for (const c of ctx.clients.values()) c.seats.delete(power);
    } else {
      ctx.revoke([power], 'freed', `The host took ${POWER_NAMES[power]} back to play it at its own window.`, client);
      t.take(power, t.playerOf(power), false);
      client.seats.add(power);
    }
  }
  ctx.storeSeats();
  ctx.pushSeats();
  if (message.action === 'here') client.send({ type: 'gameOpened', requestId: message.requestId, scenarioId: t.state.scenario.id, saveId: ctx.save?.id ?? null, seats: ctx.seatsOf(client) });
  else client.send({ type: 'accepted', requestId: message.requestId });
}

/**
 * v2.71 19.2 the host's referee menu: a player leaves (the power becomes an uncontrolled major
 * power and its seat is freed; its controller's seat answers for it), or a new player is found
 * (takes the power at the next Economic Phase, from the seat the host hands out).
 */
function replacePlayer(ctx: HostContext, message: Message<'seatControl'>, client: Client): void {
  const t = ctx.table!;
  const power = message.power;
  if (!isMajorPower(power) || !t.powers().includes(power)) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: `${power ?? 'No power'} is not a power in this game.` });
    return;
  }
  const before = t.state;
  const r = t.referee(power, message.action === 'playerLeaves' ? 'leave' : 'take');
  if (!r.ok) {
    ctx.reject(client, message.requestId, r.error);
    return;
  }
  if (!savedOrRejected(ctx, client, message.requestId, r.value, before, 'The change was not saved, so it was not made')) return;
  if (message.action === 'playerLeaves' && t.humanPowers().includes(power)) {
    ctx.revoke([power], 'freed', `${POWER_NAMES[power]}'s player left the game: it is now an uncontrolled major power.`);
    t.free(power);
    for (const c of ctx.clients.values()) c.seats.delete(power);
  }
  ctx.storeSeats();
  ctx.pushSeats();
  client.send({ type: 'accepted', requestId: message.requestId });
  settle(ctx);
}

function command(ctx: HostContext, message: Message<'command'>, client: Client): void {
  const t = ctx.table;
  if (!t) {
    ctx.reject(client, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
    return;
  }
  const seat = heldSeat(ctx, client, message.seatToken);
  if ('error' in seat) {
    ctx.reject(client, message.requestId, { code: 'badSeat', message: seat.error });
    return;
  }
  const before = t.state;
  const r = t.submit(message.seatToken, message.basedOnVersion, message.command);
  if (!r.ok) {
    ctx.reject(client, message.requestId, r.error);
    return;
  }
  if (!savedOrRejected(ctx, client, message.requestId, r.value, before, 'The command was not saved, so it was not played')) return;
  client.send({ type: 'accepted', requestId: message.requestId });
  ctx.options.onApplied?.(r.value);
  ctx.playBots();
  // 14.2 the bids decided who plays what: each machine's seats follow its players' powers
  seatBidWinners(ctx);
  // No optimistic moves on clients: everyone gets the new view from the host.
  for (const c of ctx.clients.values()) ctx.sendView(c);
  if (ctx.save) ctx.growReplays();
}

function undo(ctx: HostContext, message: Message<'undo'>, client: Client): void {
  const t = ctx.table;
  if (!t || !ctx.save) {
    ctx.reject(client, message.requestId, { code: 'noGame', message: 'No saved game is open, so there is nothing to undo.' });
    return;
  }
  const seat = heldSeat(ctx, client, message.seatToken);
  if ('error' in seat) {
    ctx.reject(client, message.requestId, { code: 'badSeat', message: seat.error });
    return;
  }
  const r = ctx.save.undo(seat.power);
  if (!r.ok) {
    const why =
      r.reason === 'nothingToUndo'
        ? 'Nothing to take back: since your last command another power decided, a secret was revealed or a die was rolled.'
        : 'Those commands can no longer be taken back.';
    ctx.reject(client, message.requestId, { code: 'illegal', message: why });
    return;
  }
  t.reset(r.state);
  // (each client's log is sent whole again only if its view changed: sendView finds the log rewritten)
  client.send({ type: 'accepted', requestId: message.requestId });
  // opt:12.3.7.4 / 2.4.2 a machine that saw nothing of what was taken back (a refused reaction
  // offer) is told nothing: the power's name would give the offer away, and so would the notice
  // itself (that something it could not see happened, and when)
  const undone = new Set(r.undone);
  const events = [...ctx.save.entries({ fromSeq: Math.min(...r.undone), includeUndone: true })].filter((e) => undone.has(e.seq)).flatMap((e) => e.events);
  const named = `${POWER_NAMES[seat.power]} took back ${r.undone.length} command${r.undone.length === 1 ? '' : 's'}.`;
  for (const c of ctx.clients.values()) {
    const viewers: Viewer[] = [...c.seats, ...(c.spectator || c.watching === null ? ['spectator' as const] : [])];
    const saw = c === client || viewers.includes(seat.power) || events.some((e) => viewers.some((v) => redactEvent(e, v, t.state.options) !== null));
    if (saw) c.send({ type: 'notice', kind: 'undo', text: named });
  }
  settle(ctx);
}

/**
 * Issue 21 What a power's player lets the computer answer, or the whole seat handed to the
 * computer and back. A seat sets its own; the host's window any power a person plays (an absent
 * player's). Questions now pending that it covers are answered at once.
 */
function setDelegation(ctx: HostContext, message: Message<'setDelegation'>, client: Client): void {
  const t = ctx.table;
  if (!t) {
    ctx.reject(client, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
    return;
  }
  const power = message.power;
  if (!isMajorPower(power) || !t.humanPowers().includes(power)) {
    ctx.reject(client, message.requestId, { code: 'illegal', message: `${isMajorPower(power) ? POWER_NAMES[power] : 'That'} is not a power a player holds in this game.` });
    return;
  }
  if (client.options.role !== 'host' && !client.seats.has(power)) {
    ctx.reject(client, message.requestId, { code: 'notYourSeat', message: `Only ${POWER_NAMES[power]}'s player or the host may change who answers for it.` });
    return;
  }
  t.setDelegation(power, message.delegation);
  ctx.storeSeats();
  ctx.pushSeats();
  client.send({ type: 'accepted', requestId: message.requestId });
  settle(ctx);
}
