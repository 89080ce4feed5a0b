import { mkdtempSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';
import { commandFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState, PendingDecision } from '../../shared/model';
import { answer, smallCampaign } from '../engine/helpers';
import { askClient, SLOW_PROOF_OK } from './askClient';

// Seats for other machines: the host's window leaves some powers open; a player elsewhere on
// the LAN asks the host what is open and takes one. Each machine acts only for its own seats;
// the host sends every machine its own view after each command. Issue 14: seats survive a
// reload and the host loading the game again (tokens kept by the client, hashed in the save).
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-lan-test-'));
  folders.push(folder);
  const saves = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(), appVersion: 'test' });
  const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), saves, limits: SLOW_PROOF_OK });
  return { host, saves, here: askClient(host, 'host'), there: askClient(host, 'guest') };
}

const firstLegal = (d: PendingDecision): Command => {
  const first = d.options.find((o) => o.verdict.ok && o.value === 'end') ?? d.options.find((o) => o.verdict.ok);
  return d.select === 'many' || !first ? answer(d) : commandFor(d, first.value);
};

const opened = (m: ReturnType<ReturnType<typeof askClient>['ask']>) => {
  if (m.type !== 'gameOpened') throw new Error(JSON.stringify(m));
  return m;
};

describe('seats for players on other machines', () => {
  it('the host window holds its own powers; another machine sees the open one, takes it under a name, and everyone sees who is connected', () => {
    const { here, there } = setup();
    const game = opened(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['austria'], bots: ['russia'], players: { france: 'Ann', britain: 'Ann' } }));
    expect(game.seats.map((s) => [s.power, s.player])).toEqual([['france', 'Ann'], ['britain', 'Ann']]);
    const table = there.ask({ type: 'getTable' });
    if (table.type !== 'table' || !table.game) throw new Error(JSON.stringify(table));
    expect(Object.fromEntries(table.game.seats.map((x) => [x.power, x.controller]))).toEqual({ france: 'player', britain: 'player', austria: 'open', russia: 'bot' });
    const joined = opened(there.ask({ type: 'joinSeat', power: 'austria', player: 'Bo' }));
    expect(joined.seats.map((s) => [s.power, s.player])).toEqual([['austria', 'Bo']]);
    expect(joined.saveId).toBe(game.saveId);
    // taken now; a bot or a seated power cannot be joined either
    expect(there.ask({ type: 'joinSeat', power: 'austria' })).toMatchObject({ type: 'rejected', error: { message: 'austria cannot be joined: a player already holds it.' } });
    expect(there.ask({ type: 'joinSeat', power: 'russia' })).toMatchObject({ type: 'rejected', error: { message: 'russia cannot be joined: the standing procedures play it.' } });
    expect(there.ask({ type: 'joinSeat', power: 'france' })).toMatchObject({ type: 'rejected' });
    // the host pushed the table to everyone: names, and who is connected now
    const pushed = [...here.got].reverse().find((m) => m.type === 'seats');
    expect(pushed?.type === 'seats' && pushed.game!.seats.find((s) => s.power === 'austria')).toMatchObject({ power: 'austria', controller: 'player', player: 'Bo', connected: true });
    there.session.close();
    const after = [...here.got].reverse().find((m) => m.type === 'seats');
    expect(after?.type === 'seats' && after.game!.seats.find((s) => s.power === 'austria')!.connected).toBe(false);
  });

  it('each machine answers only for its own seats, and the game goes on between them', () => {
    const { host, here, there } = setup();
    const game = opened(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['austria'], bots: ['russia'] }));
    const joined = opened(there.ask({ type: 'joinSeat', power: 'austria' }));
    const tokens = new Map([...game.seats, ...joined.seats].map((s) => [s.power, s.seatToken]));
    const austria = joined.seats[0]!.seatToken;
    const stranger = askClient(host, 'guest');
    let austrianAnswers = 0;
    for (let i = 0; i < 200 && !host.table()!.state.over; i++) {
      const state = host.table()!.state;
      const d = state.pending[0];
      if (!d) break;
      if (d.power === 'austria') {
        // the host's window may not act for Austria with its own token; a window holding no
        // seat may not act at all, even with Austria's token
        expect(here.ask({ type: 'command', seatToken: game.seats[0]!.seatToken, basedOnVersion: host.table()!.versionFor(game.seats[0]!.seatToken), command: firstLegal(d) })).toMatchObject({ type: 'rejected', error: { code: 'notYourSeat' } });
        expect(stranger.ask({ type: 'command', seatToken: austria, basedOnVersion: host.table()!.versionFor(austria), command: firstLegal(d) })).toMatchObject({ type: 'rejected', error: { code: 'forbidden' } });
        austrianAnswers++;
      }
      const client = d.power === 'austria' ? there : here;
      const r = client.ask({ type: 'command', seatToken: tokens.get(d.power)!, basedOnVersion: host.table()!.versionFor(tokens.get(d.power)!), command: firstLegal(d) });
      if (r.type !== 'accepted') throw new Error(JSON.stringify(r));
    }
    expect(austrianAnswers).toBeGreaterThan(0);
    // the joined machine watches its seat and gets Austria's view
    expect(there.ask({ type: 'watch', seatToken: austria })).toMatchObject({ type: 'accepted' });
    expect(there.got.some((m) => m.type === 'view' && m.viewer === 'austria')).toBe(true);
  });

  it('a reload takes the seat back at once with the kept token; the old window loses it and is told', () => {
    const { host, here, there } = setup();
    opened(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['austria'] }));
    const token = opened(there.ask({ type: 'joinSeat', power: 'austria', player: 'Bo' })).seats[0]!.seatToken;
    const reloaded = askClient(host, 'guest');
    expect(reloaded.ask({ type: 'joinSeat', power: 'austria' })).toMatchObject({ type: 'rejected', error: { message: 'austria cannot be joined: a player already holds it.' } });
    const back = opened(reloaded.ask({ type: 'resumeSeats', tokens: [token] }));
    expect(back.seats).toEqual([{ power: 'austria', seatToken: token, player: 'Bo' }]);
    expect(there.got.at(-2)).toMatchObject({ type: 'seatsRevoked', powers: ['austria'] });
    const state = host.table()!.state;
    const d = state.pending.find((x) => x.power === 'austria');
    if (d) expect(there.ask({ type: 'command', seatToken: token, basedOnVersion: host.table()!.versionFor(token), command: firstLegal(d) })).toMatchObject({ type: 'rejected', error: { code: 'forbidden' } });
    expect(reloaded.ask({ type: 'resumeSeats', tokens: ['not-a-token'] })).toMatchObject({ type: 'rejected', error: { code: 'badSeat' } });
  });

  it('after the host loads the game again, the LAN player takes the seat back with the same token, name kept; open powers stay open', () => {
    const { host, here, there, saves } = setup();
    const game = opened(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['austria', 'russia'], players: { france: 'Ann', britain: 'Cy' } }));
    const token = opened(there.ask({ type: 'joinSeat', power: 'austria', player: 'Bo' })).seats[0]!.seatToken;
    // the save keeps names and the token's SHA-256, never the token
    const file = saves.open(game.saveId!);
    const seats = file.meta().seats;
    expect(seats.find((s) => s.power === 'austria')).toEqual({ power: 'austria', controller: 'human', player: 'Bo', lan: true, tokenHash: createHash('sha256').update(token).digest('hex') });
    expect(seats.find((s) => s.power === 'russia')).toEqual({ power: 'russia', controller: 'open', lan: true });
    file.close();
    // a new host process: nothing in memory but the save
    const restarted = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), saves, limits: SLOW_PROOF_OK });
    const hostWindow = askClient(restarted, 'host');
    const lanPlayer = askClient(restarted, 'guest');
    expect(lanPlayer.ask({ type: 'resumeSeats', tokens: [token] })).toMatchObject({ type: 'rejected', error: { code: 'noGame' } });
    const loaded = opened(hostWindow.ask({ type: 'loadGame', saveId: game.saveId }));
    expect(loaded.seats.map((s) => [s.power, s.player])).toEqual([['france', 'Ann'], ['britain', 'Cy']]);
    const t = [...lanPlayer.got].reverse().find((m) => m.type === 'seats');
    expect(t?.type === 'seats' && t.game!.seats.map((s) => [s.power, s.controller, s.player ?? null, s.connected ?? null])).toEqual([
      ['france', 'player', 'Ann', true],
      ['britain', 'player', 'Cy', true],
      ['austria', 'player', 'Bo', false],
      ['russia', 'open', null, null],
    ]);
    expect(opened(lanPlayer.ask({ type: 'resumeSeats', tokens: [token] })).seats).toEqual([{ power: 'austria', seatToken: token, player: 'Bo' }]);
    const back = [...hostWindow.got].reverse().find((m) => m.type === 'seats');
    expect(back?.type === 'seats' && back.game!.seats.find((s) => s.power === 'austria')).toMatchObject({ power: 'austria', controller: 'player', player: 'Bo', connected: true });
    expect(restarted.table()!.state.version).toBe(host.table()!.state.version);
  });

  it('the host frees a seat: its holder is told and its token stops working; another player may take it; a locked table takes no one', () => {
    const { host, here, there } = setup();
    opened(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['austria'] }));
    const token = opened(there.ask({ type: 'joinSeat', power: 'austria' })).seats[0]!.seatToken;
    expect(there.ask({ type: 'seatControl', action: 'open', power: 'austria' })).toMatchObject({ type: 'rejected', error: { code: 'forbidden' } });
    expect(here.ask({ type: 'seatControl', action: 'open', power: 'austria' })).toMatchObject({ type: 'accepted' });
    expect(there.got.some((m) => m.type === 'seatsRevoked' && m.powers.includes('austria'))).toBe(true);
    const other = askClient(host, 'guest');
    expect(other.ask({ type: 'resumeSeats', tokens: [token] })).toMatchObject({ type: 'rejected', error: { code: 'badSeat' } });
    expect(here.ask({ type: 'seatControl', action: 'lock' })).toMatchObject({ type: 'accepted' });
    expect(other.ask({ type: 'joinSeat', power: 'austria' })).toMatchObject({ type: 'rejected', error: { message: 'The host has closed the table to new players.' } });
    here.ask({ type: 'seatControl', action: 'unlock' });
    expect(other.ask({ type: 'joinSeat', power: 'austria' })).toMatchObject({ type: 'gameOpened' });
    // and the host may take a power back to its own window
    const taken = opened(here.ask({ type: 'seatControl', action: 'here', power: 'austria' }));
    expect(taken.seats.map((s) => s.power).sort()).toEqual(['austria', 'britain', 'france', 'russia']);
    expect(other.got.at(-2)).toMatchObject({ type: 'seatsRevoked', powers: ['austria'] });
  });

  it('refuses a game with nobody at the host window, an open power that is also a bot, or a fixed seed with LAN seats', () => {
    const { here } = setup();
    expect(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['france', 'austria'], bots: ['russia', 'britain'] })).toMatchObject({ type: 'rejected', error: { message: 'At least one power must be played at this machine.' } });
    expect(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['russia'], bots: ['russia'] })).toMatchObject({ type: 'rejected', error: { code: 'illegal' } });
    expect(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat', lan: ['austria'] })).toMatchObject({ type: 'rejected', error: { message: expect.stringContaining('secret dice seed') } });
    expect(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat', spectators: true })).toMatchObject({ type: 'rejected' });
  });
});
