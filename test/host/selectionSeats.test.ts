// 14.2 at the host: a campaign opened with bidding for three hot-seat players; once the bids are
// revealed each power is held under the name of the player who won it and the uncontrolled
// powers (14.3) pass to the standing procedures, which then answer for them.
import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import type { HostMessage } from '../../shared/protocol';
import { economicCampaign } from '../engine/economicSetup';
import { SLOW_PROOF_OK } from './askClient';

describe('host: the 14.2 bidding seats the winners (issue 20)', () => {
  it('14.2.1 powers follow the players who won them; the rest are played by the standing procedures', () => {
    const host = createHost({ appVersion: '1', kind: 'node', scenarios: memoryScenarioCatalog([economicCampaign()]), limits: SLOW_PROOF_OK });
    const got: HostMessage[] = [];
    const session = host.connect((m) => got.push(m), { role: 'host' });
    const players = { britain: 'Ann', france: 'Ben', russia: 'Cy', spain: 'Spain (bid for)', austria: 'Austria (bid for)', prussia: 'Prussia (bid for)', turkey: 'Turkey (bid for)' };
    session.receive(JSON.stringify({ type: 'newGame', requestId: 'n1', scenarioId: 'economic-campaign', seed: 3, options: { selection: { players: 3 } }, seating: 'hotseat', players }));
    const opened = got.find((m) => m.type === 'gameOpened');
    if (opened?.type !== 'gameOpened') throw new Error(JSON.stringify(got.filter((m) => m.type === 'rejected')));
    const token = (p: string) => opened.seats.find((s) => s.power === p)!.seatToken;
    const bid = (power: string, choice: string) => {
      const t = host.table()!;
      const d = t.state.pending.find((x) => x.power === power)!;
      session.receive(JSON.stringify({ type: 'command', requestId: `c-${power}`, seatToken: token(power), basedOnVersion: t.state.version, command: { type: 'campaign/bid', power, decisionId: d.id, choice } }));
      expect(got.find((m) => m.type === 'accepted' && m.requestId === `c-${power}`)).toBeDefined();
    };
    expect(host.table()!.state.pending.map((d) => d.power)).toEqual(['britain', 'france', 'russia']);
    bid('britain', 'france=5');
    bid('france', 'britain=4,france=3');
    bid('russia', 'none');
    const t = host.table()!;
    // Ann (Great Britain's chair) won France, Ben (France's chair) Great Britain, Cy Russia
    expect(t.playerOf('france')).toBe('Ann');
    expect(t.playerOf('britain')).toBe('Ben');
    expect(t.playerOf('russia')).toBe('Cy');
    expect(t.controllers().filter((c) => c.controller === 'bot').map((c) => c.power).sort()).toEqual(['austria', 'prussia', 'spain', 'turkey']);
    // the procedures answered the uncontrolled powers' diplomacy at once: only the players' remain
    expect([...new Set(t.state.pending.map((d) => d.power))].sort()).toEqual(['britain', 'france', 'russia']);
    expect(t.saveSeats().filter((s) => s.controller === 'bot').length).toBe(4);
  });
});
