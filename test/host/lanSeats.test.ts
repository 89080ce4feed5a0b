import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';
import { commandFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState, PendingDecision } from '../../shared/model';
import { answer, smallCampaign } from '../engine/helpers';
import { askClient } from './askClient';

// Seats for other machines: the machine that opens a game leaves some powers open; a player
// elsewhere on the LAN asks the host what is open and takes one. Each machine acts only for
// its own seats; the host sends every machine its own view after each command.
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-lan-test-'));
  folders.push(folder);
  const saves = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(), appVersion: 'test' });
  const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), saves });
  return { host, saves, here: askClient(host), there: askClient(host) };
}

const firstLegal = (d: PendingDecision): Command => {
  const first = d.options.find((o) => o.verdict.ok && o.value === 'end') ?? d.options.find((o) => o.verdict.ok);
  return d.select === 'many' || !first ? answer(d) : commandFor(d, first.value);
};

describe('seats for players on other machines', () => {
  it('the opening machine holds its own powers; another machine sees the open one and takes it', () => {
    const { here, there } = setup();
    const opened = here.ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat', lan: ['austria'], bots: ['russia'] });
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    expect(opened.seats.map((s) => s.power).sort()).toEqual(['britain', 'france']);
    const table = there.ask({ type: 'getTable' });
    if (table.type !== 'table' || !table.game) throw new Error(JSON.stringify(table));
    expect(Object.fromEntries(table.game.seats.map((x) => [x.power, x.controller]))).toEqual({ france: 'player', britain: 'player', austria: 'open', russia: 'bot' });
    const joined = there.ask({ type: 'joinSeat', power: 'austria' });
    if (joined.type !== 'gameOpened') throw new Error(JSON.stringify(joined));
    expect(joined.seats.map((s) => s.power)).toEqual(['austria']);
    expect(joined.saveId).toBe(opened.saveId);
    // taken now; a bot or a seated power cannot be joined either
    expect(there.ask({ type: 'joinSeat', power: 'austria' })).toMatchObject({ type: 'rejected', error: { message: 'austria cannot be joined: a player already holds it.' } });
    expect(there.ask({ type: 'joinSeat', power: 'russia' })).toMatchObject({ type: 'rejected', error: { message: 'russia cannot be joined: the standing procedures play it.' } });
    expect(there.ask({ type: 'joinSeat', power: 'france' })).toMatchObject({ type: 'rejected' });
    const after = there.ask({ type: 'getTable' });
    expect(after.type === 'table' && after.game!.seats.find((s) => s.power === 'austria')!.controller).toBe('player');
  });

  it('each machine answers only for its own seats, and the game goes on between them', () => {
    const { host, here, there } = setup();
    const opened = here.ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat', lan: ['austria'], bots: ['russia'] });
    if (opened.type !== 'gameOpened') throw new Error(opened.type);
    const joined = there.ask({ type: 'joinSeat', power: 'austria' });
    if (joined.type !== 'gameOpened') throw new Error(joined.type);
    const tokens = new Map([...opened.seats, ...joined.seats].map((s) => [s.power, s.seatToken]));
    const austria = joined.seats[0]!.seatToken;
    let austrianAnswers = 0;
    for (let i = 0; i < 200 && !host.table()!.state.over; i++) {
      const state = host.table()!.state;
      const d = state.pending[0];
      if (!d) break;
      // the opening machine may not act for Austria
      if (d.power === 'austria') {
        const other = opened.seats[0]!.seatToken;
        expect(here.ask({ type: 'command', seatToken: other, basedOnVersion: state.version, command: firstLegal(d) })).toMatchObject({ type: 'rejected', error: { code: 'notYourSeat' } });
        austrianAnswers++;
      }
      const client = d.power === 'austria' ? there : here;
      const r = client.ask({ type: 'command', seatToken: tokens.get(d.power)!, basedOnVersion: state.version, command: firstLegal(d) });
      if (r.type !== 'accepted') throw new Error(JSON.stringify(r));
    }
    expect(austrianAnswers).toBeGreaterThan(0);
    // the joined machine watches its seat and gets Austria's view
    expect(there.ask({ type: 'watch', seatToken: austria })).toMatchObject({ type: 'accepted' });
    expect(there.got.some((m) => m.type === 'view' && m.viewer === 'austria')).toBe(true);
  });

  it('a saved game keeps the LAN powers open when loaded again; with no game the table is empty', () => {
    const { here, there, saves } = setup();
    expect(there.ask({ type: 'getTable' })).toMatchObject({ type: 'table', game: null });
    expect(there.ask({ type: 'joinSeat', power: 'austria' })).toMatchObject({ type: 'rejected', error: { code: 'noGame' } });
    const opened = here.ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat', lan: ['austria'] });
    if (opened.type !== 'gameOpened') throw new Error(opened.type);
    const file = saves.open(opened.saveId!);
    expect(file.meta().seats.find((s) => s.power === 'austria')!.controller).toBe('open');
    file.close();
    there.ask({ type: 'joinSeat', power: 'austria' });
    const loaded = here.ask({ type: 'loadGame', saveId: opened.saveId });
    if (loaded.type !== 'gameOpened') throw new Error(loaded.type);
    expect(loaded.seats.map((s) => s.power)).not.toContain('austria');
    const t = there.ask({ type: 'getTable' });
    expect(t.type === 'table' && t.game!.seats.find((s) => s.power === 'austria')!.controller).toBe('open');
  });

  it('refuses a game with nobody at the opening machine, or an open power that is also a bot', () => {
    const { here } = setup();
    expect(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['france', 'austria'], bots: ['russia', 'britain'] })).toMatchObject({ type: 'rejected', error: { message: 'At least one power must be played at this machine.' } });
    expect(here.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['russia'], bots: ['russia'] })).toMatchObject({ type: 'rejected', error: { code: 'illegal' } });
  });
});
