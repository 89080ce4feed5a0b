import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';
import { commandFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { smallCampaign } from '../engine/helpers';
import { askClient, SLOW_PROOF_OK } from './askClient';

// v2.71 19.2 the host's referee menu (seatControl playerLeaves / newPlayer): the power becomes an
// uncontrolled major power decided at once; afterwards its controller's seat answers for it and
// no other seat may (14.3.3.1).
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-ump-test-'));
  folders.push(folder);
  const saves = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(), appVersion: 'test' });
  const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), saves, limits: SLOW_PROOF_OK });
  return { host, ...askClient(host) };
}

describe('19.2 replacing a player from the host', () => {
  it("19.2.1 Russia's player leaves: Russia becomes a UMP, France wins it; France's seat answers Russia's decisions, Austria's seat may not", () => {
    const { host, ask } = setup();
    const opened = ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat' });
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    const token = (p: string) => opened.seats.find((s) => s.power === p)!.seatToken;
    const left = ask({ type: 'seatControl', power: 'russia', action: 'playerLeaves' });
    expect(left.type).toBe('accepted');
    // the overtures: France courts Russia, the others do not
    for (const p of ['france', 'austria', 'britain']) {
      const s = host.table()!.state;
      const d = s.pending.find((x) => x.power === p && x.kind === 'campaign/umpOverture')!;
      const r = ask({ type: 'command', seatToken: token(p), basedOnVersion: host.table()!.versionFor(token(p)), command: commandFor(d, p === 'france' ? ['overture:russia'] : []) });
      expect(r.type).toBe('accepted');
    }
    const s = host.table()!.state;
    expect(s.campaign!.umps).toEqual([expect.objectContaining({ power: 'russia', controller: 'france', activeUntilControlStep: true })]);
    const russian = s.pending.find((d) => d.power === 'russia');
    expect(russian).toBeDefined();
    const refused = ask({ type: 'command', seatToken: token('austria'), basedOnVersion: host.table()!.versionFor(token('austria')), command: commandFor(russian!, russian!.select === 'many' ? [] : russian!.options[0]!.value) });
    expect(refused).toMatchObject({ type: 'rejected', error: { code: 'notYourSeat' } });
    const ok = ask({ type: 'command', seatToken: token('france'), basedOnVersion: host.table()!.versionFor(token('france')), command: commandFor(russian!, russian!.select === 'many' ? [] : russian!.options.find((o) => o.verdict.ok)!.value) });
    expect(ok.type).toBe('accepted');
    // 19.2.2 a second "leave" is refused with the rule; a replacement can be announced
    expect(ask({ type: 'seatControl', power: 'russia', action: 'playerLeaves' })).toMatchObject({ type: 'rejected' });
    expect(ask({ type: 'seatControl', power: 'russia', action: 'newPlayer' }).type).toBe('accepted');
    expect(host.table()!.state.campaign!.newPlayers).toEqual(['russia']);
  });
});
