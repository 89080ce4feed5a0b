import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { memorySaveStore } from '../../main/saves';
import { commandFor, seedDice, streamKey, type Command } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { drawHandle } from '../../shared/engine/dice';
import type { CryptoDiceState, DiceState, GameEvent, GameState } from '../../shared/model';
import type { HostMessage } from '../../shared/protocol';
import { shippedScenarios } from '../fuzz/soak';
import { shippedGameData } from '../saves/seededGame';
import { askClient, SLOW_PROOF_OK } from './askClient';

// Issue 14 (fault 4): a seat used to brute-force the seed from the public counter handles in
// under a second, then knew every hidden corps and every future roll. Here a whole scenario is
// played through the host with a LAN seat and a spectator, every byte either of them receives
// is kept, and none of it may contain the seed, the salt or the keys derived from them, in any
// common encoding; only at the end do the seed and salt appear, in the dice check of the view.

/** The forms a secret could travel in: hex (both cases), base64, base64url, and the start of each. */
function encodings(hex: string): string[] {
  const bytes = Buffer.from(hex, 'hex');
  const forms = [hex.toLowerCase(), hex.toUpperCase(), bytes.toString('base64').replace(/=+$/, ''), bytes.toString('base64url')];
  return [...forms, ...forms.map((f) => f.slice(0, 16))];
}

describe('the dice seed never reaches a seat or a spectator (issue 14)', () => {
  it('1805 played to the end through the host: no byte sent to the LAN seat or the spectator holds the seed, salt or keys; the end reveals seed and salt', { timeout: 240_000 }, () => {
    const data = shippedGameData();
    const scenario = shippedScenarios().find((s) => s.file.includes('1805'))!.json;
    const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(data), appVersion: 'test' });
    const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([scenario]), saves, data, limits: SLOW_PROOF_OK });
    const owner = askClient(host, 'host');
    const id = (scenario as { id: string }).id;
    const game = owner.ask({ type: 'newGame', scenarioId: id, seating: 'hotseat', lan: ['austria'], bots: ['russia'], spectators: true });
    if (game.type !== 'gameOpened') throw new Error(JSON.stringify(game));
    const dice = host.table()!.state.dice as DiceState;
    if (dice.kind !== 'chacha20') throw new Error('a new game on the host must roll crypto dice');
    const secrets = [dice.seed, dice.salt, Buffer.from(streamKey(dice.seed, 'dice')).toString('hex'), Buffer.from(streamKey(dice.seed, 'handles')).toString('hex')];

    // every byte the two other machines are sent, as their transport would carry it
    const seatWire: string[] = [];
    const spectatorWire: string[] = [];
    const seatGot: HostMessage[] = [];
    const seatSession = host.connect((m) => (seatGot.push(m), seatWire.push(JSON.stringify(m))), { role: 'guest' });
    const spectatorSession = host.connect((m) => spectatorWire.push(JSON.stringify(m)), { role: 'guest' });
    let n = 0;
    const seatAsk = (m: Record<string, unknown>) => {
      const requestId = `s${++n}`;
      seatSession.receive(JSON.stringify({ ...m, requestId }));
      return seatGot.find((x) => 'requestId' in x && x.requestId === requestId)!;
    };
    const joined = seatAsk({ type: 'joinSeat', power: 'austria' });
    if (joined.type !== 'gameOpened') throw new Error(JSON.stringify(joined));
    const austria = joined.seats[0]!.seatToken;
    seatAsk({ type: 'watch', seatToken: austria });
    spectatorSession.receive(JSON.stringify({ type: 'spectate', requestId: 'sp' }));
    spectatorSession.receive(JSON.stringify({ type: 'watch', requestId: 'w', seatToken: null }));
    const tokens = new Map([...game.seats, ...joined.seats].map((s) => [s.power, s.seatToken]));

    let commands = 0;
    const rng = seededRng(1805);
    while (!host.table()!.state.over && commands < 5000) {
      const state = host.table()!.state;
      const d = state.pending.find((x) => tokens.has(x.power));
      if (!d) throw new Error(`stuck at ${state.cursor.step}`);
      const command = commandFor(d, autoAnswer(state, d, rng, data));
      const message = { type: 'command', seatToken: tokens.get(d.power)!, basedOnVersion: host.table()!.versionFor(tokens.get(d.power)!), command };
      const r = d.power === 'austria' ? seatAsk(message) : owner.ask(message);
      if (r.type !== 'accepted') throw new Error(JSON.stringify(r));
      commands++;
    }
    expect(host.table()!.state.over).not.toBeNull();
    expect(commands).toBeGreaterThan(20);
    // after the end, the seat replays the finished game from every view it may
    const replay = seatAsk({ type: 'openReplay', saveId: null, viewer: 'spectator' });
    if (replay.type !== 'replayOpened') throw new Error(JSON.stringify(replay));
    for (const step of replay.steps.filter((_, i) => i % 7 === 0)) seatAsk({ type: 'replaySeek', replayId: replay.replayId, seq: step.seq });

    const over = host.table()!.state.dice as CryptoDiceState;
    // the last views reveal seed and salt in their dice check, and nowhere else
    const lastView = [...seatGot].reverse().find((m) => m.type === 'view');
    expect(lastView?.type === 'view' && lastView.view['diceCommitment']).toEqual({ kind: 'chacha20', commitment: over.commitment, reveal: { seed: over.seed, salt: over.salt } });
    for (const [who, wire] of [['seat', seatWire], ['spectator', spectatorWire]] as const) {
      const bytes = wire.map((t) => t.replace(/"reveal":\{"seed":"[0-9a-f]+","salt":"[0-9a-f]+"\}/g, '"reveal":"…"')).join('\n');
      expect(bytes.length).toBeGreaterThan(100_000);
      for (const secret of secrets) for (const form of encodings(secret)) expect([who, form, bytes.includes(form)]).toEqual([who, form, false]);
      // the commitment itself is public from the start
      expect(wire.slice(0, 5).join('').includes(over.commitment)).toBe(true);
    }
  });

  it('the old attack finds nothing: no numeric seed reproduces a new game\'s public counter handles', () => {
    const data = shippedGameData();
    const scenario = shippedScenarios().find((s) => s.file.includes('1805'))!.json;
    const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([scenario]), data, limits: SLOW_PROOF_OK });
    const owner = askClient(host, 'host');
    owner.ask({ type: 'newGame', scenarioId: (scenario as { id: string }).id, seating: 'hotseat', spectators: true });
    const spectator = askClient(host, 'guest');
    spectator.ask({ type: 'spectate' });
    spectator.ask({ type: 'watch', seatToken: null });
    const view = spectator.got.find((m) => m.type === 'view');
    if (view?.type !== 'view') throw new Error('no view');
    const seen = new Set((view.view['corps'] as { counter: string }[]).map((c) => c.counter));
    expect(seen.size).toBeGreaterThan(10);
    // the brute force: every small seed, its first handles drawn as the old engine did
    let matches = 0;
    for (let seed = 0; seed < 1 << 16; seed++) {
      let d: DiceState = seedDice(seed);
      for (let i = 0; i < 3; i++) {
        const h = drawHandle(d, 'k');
        d = h.dice;
        if (seen.has(h.handle)) matches++;
      }
    }
    // 65,536 seeds x 3 handles against ~40 handles of 32^6 possible: chance alone gives ~0.007
    expect(matches).toBe(0);
  });
});

describe('the dice of a running game stay hidden from its replays (issue 14)', () => {
  it('a LAN seat replays the running game from its seat: no frame holds the seed, salt or keys, every dice check is unrevealed, and other views are refused', { timeout: 120_000 }, () => {
    const data = shippedGameData();
    const scenario = shippedScenarios().find((s) => s.file.includes('1805'))!.json;
    const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(data), appVersion: 'test' });
    const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([scenario]), saves, data, limits: SLOW_PROOF_OK });
    const owner = askClient(host, 'host');
    const game = owner.ask({ type: 'newGame', scenarioId: (scenario as { id: string }).id, seating: 'hotseat', lan: ['austria'], spectators: true });
    if (game.type !== 'gameOpened') throw new Error(JSON.stringify(game));
    const dice = host.table()!.state.dice as CryptoDiceState;
    const secrets = [dice.seed, dice.salt, Buffer.from(streamKey(dice.seed, 'dice')).toString('hex'), Buffer.from(streamKey(dice.seed, 'handles')).toString('hex')];
    const seat = askClient(host, 'guest');
    const joined = seat.ask({ type: 'joinSeat', power: 'austria' });
    if (joined.type !== 'gameOpened') throw new Error(JSON.stringify(joined));
    const tokens = new Map([...game.seats, ...joined.seats].map((s) => [s.power, s.seatToken]));
    const rng = seededRng(7);
    let rolled = 0;
    for (let i = 0; i < 400 && rolled < 6; i++) {
      const state = host.table()!.state;
      const d = state.pending.find((x) => tokens.has(x.power))!;
      const message = { type: 'command', seatToken: tokens.get(d.power)!, basedOnVersion: host.table()!.versionFor(tokens.get(d.power)!), command: commandFor(d, autoAnswer(state, d, rng, data)) };
      const r = d.power === 'austria' ? seat.ask(message) : owner.ask(message);
      if (r.type !== 'accepted') throw new Error(JSON.stringify(r));
      rolled = host.table()!.state.log.filter((e) => e.type === 'diceRolled').length;
    }
    expect(rolled).toBeGreaterThanOrEqual(6);
    expect(host.table()!.state.over).toBeNull();
    // a running game: only the seat's own view, never the spectator's or another power's
    expect(seat.ask({ type: 'openReplay', saveId: null, seatToken: tokens.get('austria')!, viewer: 'spectator' })).toMatchObject({ type: 'replayOpened', viewer: 'austria', viewers: ['austria'] });
    const opened = seat.ask({ type: 'openReplay', saveId: null, seatToken: tokens.get('austria')! });
    if (opened.type !== 'replayOpened') throw new Error(JSON.stringify(opened));
    expect(opened.viewer).toBe('austria');
    expect(opened.viewers).toEqual(['austria']);
    expect(seat.ask({ type: 'openReplay', saveId: null })).toMatchObject({ type: 'rejected' });
    const wire: string[] = [JSON.stringify(opened)];
    for (const step of opened.steps) {
      const f = seat.ask({ type: 'replaySeek', replayId: opened.replayId, seq: step.seq });
      if (f.type !== 'replayFrame') throw new Error(JSON.stringify(f));
      expect(f.view['diceCommitment']).toEqual({ kind: 'chacha20', commitment: dice.commitment, reveal: null });
      expect(JSON.stringify(f.view['log'])).not.toContain('"diceForced"');
      wire.push(JSON.stringify(f));
    }
    const bytes = [...wire, ...seat.got.map((m) => JSON.stringify(m))].join('\n');
    expect(bytes).toContain('"diceRolled"');
    for (const secret of secrets) for (const form of encodings(secret)) expect([form, bytes.includes(form)]).toEqual([form, false]);
    // the save file, its thumbnail and its log export are the host window's alone
    const saveId = game.saveId!;
    for (const m of [{ type: 'exportSave', saveId }, { type: 'getThumbnail', saveId }, { type: 'openReplay', saveId: 'other' }]) expect(seat.ask(m)).toMatchObject({ type: 'rejected' });
  });
});
