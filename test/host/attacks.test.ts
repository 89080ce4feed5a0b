import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog, Table } from '../../main/host';
import { engineForSaves, gameStateDigest, gameStateHash } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';
import { commandFor, type Command } from '../../shared/engine';
import { revivedState, type GameEvent, type GameState, type PendingDecision, type StoredGameState } from '../../shared/model';
import { DOWNLOAD_CHUNK_CHARS, PROTOCOL_VERSION, type HostMessage } from '../../shared/protocol';
import { answer, smallCampaign } from '../engine/helpers';
import { askClient, SLOW_PROOF_OK } from './askClient';

// Issue 14, attacked on loopback as a cheating player or a careless host would: each fault the
// issue lists (its number in the title) is refused or gone. The WebSocket and HTTP side is in
// test/protocol/netAttacks.test.ts, the dice in test/host/seedLeak.test.ts.
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

function setup(extra: Partial<Parameters<typeof createHost>[0]> = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-attack-'));
  folders.push(folder);
  const saves = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(), appVersion: 'test' });
  const log: string[] = [];
  const host = createHost({
    appVersion: 'test',
    kind: 'node',
    scenarios: memoryScenarioCatalog([smallCampaign()]),
    saves,
    log: (l) => log.push(l),
    ...extra,
    limits: { ...SLOW_PROOF_OK, ...extra.limits },
  });
  const owner = askClient(host, 'host');
  const game = owner.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['austria'] });
  if (game.type !== 'gameOpened') throw new Error(JSON.stringify(game));
  return { folder, saves, host, owner, game, log };
}

const firstLegal = (d: PendingDecision): Command => {
  const first = d.options.find((o) => o.verdict.ok && o.value === 'end') ?? d.options.find((o) => o.verdict.ok);
  return d.select === 'many' || !first ? answer(d) : commandFor(d, first.value);
};

/** Plays `n` commands as the host window (every seat but Austria, which nobody holds). */
function play(s: ReturnType<typeof setup>, n: number): void {
  const token = new Map(s.game.type === 'gameOpened' ? s.game.seats.map((x) => [x.power, x.seatToken]) : []);
  for (let i = 0; i < n; i++) {
    const state = s.host.table()!.state;
    const d = state.pending.find((x) => token.has(x.power));
    if (!d) return;
    const r = s.owner.ask({
      type: 'command',
      seatToken: token.get(d.power)!,
      basedOnVersion: s.host.table()!.versionFor(token.get(d.power)!),
      command: firstLegal(d),
    });
    if (r.type !== 'accepted') throw new Error(JSON.stringify(r));
  }
}

describe('1. roles: no client but the host window manages games, saves, data or seats', () => {
  it('a joined player and a stray connection are refused every management message; the table and the seat tokens stay as they were', () => {
    const s = setup();
    const seat = askClient(s.host, 'guest');
    const joined = seat.ask({ type: 'joinSeat', power: 'austria' });
    if (joined.type !== 'gameOpened') throw new Error(joined.type);
    const stray = askClient(s.host, 'guest');
    const version = s.host.table()!.state.version;
    const saveId = s.game.type === 'gameOpened' ? s.game.saveId! : '';
    const attacks = [
      { type: 'loadGame', saveId },
      { type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat' },
      { type: 'exportSave', saveId },
      { type: 'duplicateSave', saveId, name: 'mine' },
      { type: 'renameSave', saveId, name: 'mine' },
      { type: 'deleteSave', saveId },
      { type: 'importSaveChunk', uploadId: 'u', index: 0, total: 1, data: 'AAAA' },
      { type: 'openReplay', saveId: 'another-save' },
      { type: 'setDataPack', folder: '/home' },
      { type: 'seatControl', action: 'open', power: 'france' },
      { type: 'listSaves' },
    ];
    for (const client of [seat, stray]) {
      for (const m of attacks) expect([m.type, client.ask(m)]).toMatchObject([m.type, { type: 'rejected', error: { code: 'forbidden' } }]);
    }
    expect(s.host.table()!.state.version).toBe(version);
    expect(s.host.table()!.seatOf(joined.seats[0]!.seatToken)?.power).toBe('austria');
    // nothing of the running game's save left the host
    expect([...seat.got, ...stray.got].some((m) => m.type === 'saveFileChunk')).toBe(false);
  });

  it("a data pack error never quotes a file that is not JSON (a credentials file), nor the folder's path", () => {
    const s = setup();
    const dir = mkdtempSync(path.join(tmpdir(), 'eia-creds-'));
    folders.push(dir);
    mkdirSync(path.join(dir, 'charts'));
    writeFileSync(path.join(dir, 'charts', 'pursuit.json'), 'aws_secret_access_key=SECRETKEY1234567890\n');
    const r = s.owner.ask({ type: 'setDataPack', folder: dir });
    if (r.type !== 'dataPack') throw new Error(r.type);
    const text = JSON.stringify(r.errors);
    expect(r.errors[0]).toMatchObject({ file: 'charts/pursuit.json', expected: expect.stringMatching(/^valid JSON \(/) });
    expect(text).not.toContain('SECRETKEY');
    expect(text).not.toContain('aws_secret');
    const missing = s.owner.ask({ type: 'setDataPack', folder: path.join(dir, 'no-such-folder') });
    expect(JSON.stringify(missing)).not.toContain(dir);
  });
});

describe('5. resource exhaustion', () => {
  /** The running game's save file with `change` applied to its database, as an upload. */
  function forgedUpload(s: ReturnType<typeof setup>, change: (db: Database.Database) => void): string {
    const saveId = s.game.type === 'gameOpened' ? s.game.saveId! : '';
    const exported = s.owner.exportSave(saveId);
    if ('refused' in exported) throw new Error(JSON.stringify(exported));
    const db = new Database(Buffer.from(exported.data, 'base64'));
    change(db);
    const bytes = db.serialize().toString('base64');
    db.close();
    return bytes;
  }
  const upload = (s: ReturnType<typeof setup>, data: string, fileName: string): HostMessage => {
    const chunk = 150_000;
    const total = Math.max(1, Math.ceil(data.length / chunk));
    let last: HostMessage | undefined;
    for (let i = 0; i < total; i++) {
      last = s.owner.ask({
        type: 'importSaveChunk',
        uploadId: fileName,
        index: i,
        total,
        data: data.slice(i * chunk, (i + 1) * chunk),
        fileName,
      });
      if (last.type !== 'accepted') break;
    }
    return last!;
  };

  it('a save whose log is a recursive view, or which carries a trigger, is refused at once before any query runs it', () => {
    const s = setup();
    play(s, 6);
    const recursive = forgedUpload(s, (db) =>
      db.exec(`DROP TABLE event; DROP TABLE log;
        CREATE VIEW log AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n AS seq, 'commands' AS kind FROM r;`),
    );
    const t0 = performance.now();
    const r = upload(s, recursive, 'loop.eiasave');
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(r).toMatchObject({
      type: 'rejected',
      error: { message: expect.stringMatching(/^loop\.eiasave: the save's database holds a view \("log"\)/) },
    });
    const trigger = forgedUpload(s, (db) => db.exec(`CREATE TRIGGER t AFTER INSERT ON log BEGIN SELECT 1; END;`));
    expect(upload(s, trigger, 'trigger.eiasave')).toMatchObject({
      type: 'rejected',
      error: { message: expect.stringContaining('a trigger') },
    });
    // the host goes on answering
    expect(s.owner.ask({ type: 'getVersion' }).type).toBe('version');
  });

  it("an unfinished upload is forgotten after a pause; all uploads together stay under the host's budget", async () => {
    const s = setup({ limits: { uploadIdleMs: 30, uploadsTotalChars: 8 } });
    expect(s.owner.ask({ type: 'importSaveChunk', uploadId: 'u', index: 0, total: 3, data: 'AAAA' }).type).toBe('accepted');
    await new Promise((r) => setTimeout(r, 80));
    expect(s.owner.ask({ type: 'importSaveChunk', uploadId: 'u', index: 1, total: 3, data: 'AAAA' })).toMatchObject({
      type: 'rejected',
      error: { message: expect.stringContaining('forgotten') },
    });
    const other = askClient(s.host, 'host');
    expect(s.owner.ask({ type: 'importSaveChunk', uploadId: 'a', index: 0, total: 3, data: 'AAAA' }).type).toBe('accepted');
    expect(other.ask({ type: 'importSaveChunk', uploadId: 'b', index: 0, total: 3, data: 'AAAAAAAA' })).toMatchObject({
      type: 'rejected',
      error: { message: expect.stringContaining('too many files at once') },
    });
  });

  it('duplicates, imports and new games beyond the saves quota the host set are refused', () => {
    const s = setup();
    const saveId = s.game.type === 'gameOpened' ? s.game.saveId! : '';
    // the same saves folder under a host whose quota it already fills
    const tight = askClient(
      createHost({
        appVersion: 'test',
        kind: 'node',
        scenarios: memoryScenarioCatalog([smallCampaign()]),
        saves: s.saves,
        savesQuotaBytes: 1024,
        limits: SLOW_PROOF_OK,
      }),
      'host',
    );
    expect(tight.ask({ type: 'duplicateSave', saveId, name: 'again' })).toMatchObject({
      type: 'rejected',
      error: { message: expect.stringContaining('The saves folder is full') },
    });
    expect(tight.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat' })).toMatchObject({
      type: 'rejected',
      error: { message: expect.stringContaining('The saves folder is full') },
    });
    expect(tight.ask({ type: 'importSaveChunk', uploadId: 'u', index: 0, total: 1, data: 'AAAA', fileName: 'x.eiasave' })).toMatchObject({
      type: 'rejected',
      error: { message: expect.stringContaining('The saves folder is full') },
    });
    expect(s.saves.list()).toHaveLength(1);
  });

  it("an export comes in chunks no larger than the protocol's; a client that stops taking them in is dropped, not buffered for", async () => {
    const s = setup({ limits: { backlogBytes: 100, backlogStallMs: 100 } });
    play(s, 10);
    const saveId = s.game.type === 'gameOpened' ? s.game.saveId! : '';
    // a big picture in the save makes the file a few chunks long
    const file = s.saves.open(saveId);
    file.setThumbnail({
      seq: file.lastSeq(),
      mime: 'image/png',
      width: 1,
      height: 1,
      image: new Uint8Array(700_000).map((_, i) => (i * 7919) % 251),
    });
    const exported = s.owner.exportSave(saveId);
    if ('refused' in exported) throw new Error('refused');
    expect(
      s.owner.got
        .filter((m) => m.type === 'saveFileChunk')
        .every((m) => m.type === 'saveFileChunk' && m.data.length <= DOWNLOAD_CHUNK_CHARS),
    ).toBe(true);
    // a transport that reports everything sent still unread
    let unread = 0;
    let dropped: string | null = null;
    const sent: HostMessage[] = [];
    const slow = s.host.connect(
      (m) => {
        sent.push(m);
        unread += JSON.stringify(m).length;
      },
      { role: 'host', backlog: () => unread, drop: (why) => (dropped = why) },
    );
    slow.receive(JSON.stringify({ type: 'exportSave', requestId: 'e', saveId }));
    expect(sent.filter((m) => m.type === 'saveFileChunk')).toHaveLength(1);
    await expect.poll(() => dropped, { timeout: 3000 }).toMatch(/not taken in/);
    expect(sent.filter((m) => m.type === 'saveFileChunk')).toHaveLength(1);
  });

  it('a flood of 20,000 bad messages writes a few log lines, is cut off, and the game goes on for the others', () => {
    const s = setup();
    const flood = askClient(s.host, 'guest');
    let droppedWhy: string | null = null;
    const session = s.host.connect(() => {}, { role: 'guest', drop: (why) => (droppedWhy = why) });
    for (let i = 0; i < 20_000; i++) session.receive('{"type":"nope"');
    for (let i = 0; i < 20; i++) flood.session.receive('not json');
    flood.session.close();
    session.close();
    expect(droppedWhy).toMatch(/Too many messages/);
    expect(s.log.length).toBeLessThanOrEqual(6);
    expect(s.log.join('\n').length).toBeLessThan(2000);
    expect(s.owner.ask({ type: 'getTable' }).type).toBe('table');
  });
});

describe('6. forged saves do not load', () => {
  /** The running game's file, closed, with `change` applied directly on disk (given the game as it stands). */
  function tamper(s: ReturnType<typeof setup>, change: (db: Database.Database, live: GameState) => void): string {
    const saveId = s.game.type === 'gameOpened' ? s.game.saveId! : '';
    const live = s.host.table()!.state;
    s.owner.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat' }); // the save leaves the table
    const db = new Database(path.join(s.folder, `${saveId}.eiasave`));
    change(db, live);
    db.close();
    return saveId;
  }
  /** The last entry's snapshot replaced (or added) with `state`, under `hash`. */
  const putSnapshot = (db: Database.Database, state: GameState, hash: string): number => {
    const { seq } = db.prepare('SELECT max(seq) AS seq FROM log').get() as { seq: number };
    db.prepare("INSERT OR REPLACE INTO snapshot (seq, state, state_hash, game_date, phase_label, at) VALUES (?, ?, ?, '', '', '')").run(
      seq,
      JSON.stringify({ ...state, log: [] }),
      hash,
    );
    return seq;
  };
  // the stored JSON revived as the engine holds a state (its log an EventLog), as the saves read it
  const stateOf = (db: Database.Database, seq: number): GameState =>
    revivedState(JSON.parse((db.prepare('SELECT state FROM snapshot WHERE seq = ?').get(seq) as { state: string }).state) as StoredGameState);
  const richer = (st: GameState): GameState => ({ ...st, powers: { ...st.powers, france: { ...st.powers.france, money: 9999 } } });

  // a save written now records tree digests (g3); older saves flat hashes (g2): a forger may write either
  it.each([
    ['tree digests', gameStateDigest],
    ['the older flat hashes', gameStateHash],
  ])('a snapshot rewritten (France given 9,999 money) with its hashes recomputed (%s) is refused at its entry', (_kind, hashOf) => {
    const s = setup();
    play(s, 30);
    const saveId = tamper(s, (db, live) => {
      const forged = richer(live);
      const hash = hashOf(forged);
      const seq = putSnapshot(db, forged, hash);
      db.prepare('UPDATE log SET state_hash = ? WHERE seq = ?').run(hash, seq);
    });
    const r = s.owner.ask({ type: 'loadGame', saveId });
    expect(r).toMatchObject({
      type: 'rejected',
      error: { message: expect.stringMatching(/replaying the log gives a different game at entry \d+ than the one recorded/) },
    });
    expect(r.type === 'rejected' && r.error.message).not.toContain(s.folder);
  });

  it('a snapshot rewritten alone is never used: the game loads as it was played', () => {
    const s = setup();
    play(s, 30);
    const saveId = tamper(s, (db, live) => {
      const forged = richer(live);
      putSnapshot(db, forged, gameStateDigest(forged));
    });
    expect(s.owner.ask({ type: 'loadGame', saveId }).type).toBe('gameOpened');
    expect(s.host.table()!.state.powers.france.money).not.toBe(9999);
  });

  it('a command changed before the last snapshot is refused, naming its entry', () => {
    const s = setup();
    play(s, 30);
    const saveId = tamper(s, (db) =>
      db.prepare('UPDATE log SET commands = replace(commands, \'"power":\', \'"x":1,"power":\') WHERE seq = 2').run(),
    );
    expect(s.owner.ask({ type: 'loadGame', saveId })).toMatchObject({
      type: 'rejected',
      error: { message: expect.stringMatching(/entry 2\b/) },
    });
  });

  it('a start rewritten with its hash recomputed is refused: it is not what the scenario, options and seed give', () => {
    const s = setup();
    play(s, 5);
    const saveId = tamper(s, (db) => {
      const forged = richer(stateOf(db, 0));
      db.prepare('UPDATE snapshot SET state = ?, state_hash = ? WHERE seq = 0').run(JSON.stringify(forged), gameStateDigest(forged));
    });
    expect(s.owner.ask({ type: 'loadGame', saveId })).toMatchObject({
      type: 'rejected',
      error: {
        message: expect.stringMatching(/the start of the game is not the one its scenario, options and seed give: its powers differs/),
      },
    });
  });

  it('an event rewritten in the log (what the players read) is refused, naming its entry', () => {
    const s = setup();
    play(s, 12);
    const saveId = tamper(s, (db) =>
      db.prepare("UPDATE event SET body = json_set(body, '$.forged', 1) WHERE seq = (SELECT min(seq) FROM event)").run(),
    );
    expect(s.owner.ask({ type: 'loadGame', saveId })).toMatchObject({
      type: 'rejected',
      error: { message: expect.stringMatching(/the events recorded at entry \d+ are not the ones its commands give/) },
    });
  });
});

describe('7. simultaneous decisions', () => {
  it('independent decisions of several powers, all answered from the same version, are all accepted', () => {
    const s = setup();
    const seat = askClient(s.host, 'guest');
    const joined = seat.ask({ type: 'joinSeat', power: 'austria' });
    if (joined.type !== 'gameOpened' || s.game.type !== 'gameOpened') throw new Error('setup');
    const state = s.host.table()!.state;
    // 4.1 diplomacy: every power answers at once
    const pending = state.pending.filter((d) => d.kind === 'political/diplomacy');
    expect(pending.map((d) => d.power).sort()).toEqual(['austria', 'britain', 'france', 'russia']);
    const tokens = new Map([...s.game.seats, ...joined.seats].map((x) => [x.power, x.seatToken]));
    // each seat's version as its view showed it before anyone answered (2.4.2 a version of its own)
    const v = new Map(pending.map((d) => [d.power, s.host.table()!.versionFor(tokens.get(d.power)!)]));
    for (const d of pending) {
      const client = d.power === 'austria' ? seat : s.owner;
      expect([
        d.power,
        client.ask({ type: 'command', seatToken: tokens.get(d.power)!, basedOnVersion: v.get(d.power)!, command: answer(d) }).type,
      ]).toEqual([d.power, 'accepted']);
    }
  });

  it('a command is stale when its own decision changed since the version it was based on', () => {
    const s = setup();
    const t = s.host.table()!;
    const before = t.state;
    const d = before.pending[0]!;
    const token = s.game.type === 'gameOpened' ? s.game.seats.find((x) => x.power === d.power)!.seatToken : '';
    const saw = t.versionFor(token);
    // the engine reopens the decision with other options (as combined movement does in place)
    t.reset({
      ...before,
      version: before.version + 1,
      pending: before.pending.map((x) => (x.id === d.id ? { ...x, prompt: `${x.prompt} (changed)` } : x)),
    });
    const sees = t.versionFor(token);
    expect(sees).toBe(saw + 1);
    expect(t.submit(token, saw, answer(d))).toMatchObject({ ok: false, error: { code: 'staleVersion' } });
    expect(t.submit(token, sees + 1, answer(d))).toMatchObject({ ok: false, error: { code: 'staleVersion' } });
    expect(t.submit(token, sees, answer(d)).ok).toBe(true);
    expect(Table).toBeDefined();
  });
});

describe('8. refusals say which request, and no host path', () => {
  it("the protocol-version refusal carries the hello's request id", () => {
    const s = setup();
    const c = askClient(s.host, 'guest');
    c.session.receive(JSON.stringify({ type: 'hello', requestId: 'h1', protocolVersion: PROTOCOL_VERSION + 1, client: 'test' }));
    expect(c.got.at(-1)).toMatchObject({ type: 'rejected', requestId: 'h1', error: { code: 'protocolMismatch' } });
    c.session.receive(JSON.stringify({ type: 'hello', requestId: 'h2', protocolVersion: PROTOCOL_VERSION, client: 'test' }));
    expect(c.got.at(-1)).toMatchObject({ type: 'welcome', requestId: 'h2', role: 'guest' });
  });

  it('a damaged save is named by its file, never by the folder it is in', () => {
    const s = setup();
    writeFileSync(path.join(s.folder, 'broken.eiasave'), 'not a database');
    const listed = s.owner.ask({ type: 'listSaves' });
    expect(JSON.stringify(listed)).not.toContain(s.folder);
    expect(listed.type === 'saves' && listed.broken[0]).toMatchObject({
      id: 'broken',
      message: expect.stringMatching(/^broken\.eiasave: /),
    });
    const load = s.owner.ask({ type: 'loadGame', saveId: 'broken' });
    expect(JSON.stringify(load)).not.toContain(s.folder);
    expect(readFileSync(path.join(s.folder, 'broken.eiasave'), 'utf8')).toBe('not a database');
  });
});
