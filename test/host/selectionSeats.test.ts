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
      session.receive(JSON.stringify({ type: 'command', requestId: `c-${power}`, seatToken: token(power), basedOnVersion: host.table()!.versionFor(token(power)), command: { type: 'campaign/bid', power, decisionId: d.id, choice } }));
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

  it('14.2.1 a computer player bids at its chair by the rule of thumb (auto/bidding.ts): Britain\'s chair is the computer; the powers it wins are played by the procedures', () => {
    const host = createHost({ appVersion: '1', kind: 'node', scenarios: memoryScenarioCatalog([economicCampaign()]), limits: SLOW_PROOF_OK });
    const got: HostMessage[] = [];
    const session = host.connect((m) => got.push(m), { role: 'host' });
    const players = { france: 'Ben', russia: 'Cy', spain: 'Spain (bid for)', austria: 'Austria (bid for)', prussia: 'Prussia (bid for)', turkey: 'Turkey (bid for)' };
    session.receive(JSON.stringify({ type: 'newGame', requestId: 'n1', scenarioId: 'economic-campaign', seed: 3, options: { selection: { players: 3 } }, seating: 'hotseat', players, bots: ['britain'] }));
    const opened = got.find((m) => m.type === 'gameOpened');
    if (opened?.type !== 'gameOpened') throw new Error(JSON.stringify(got.filter((m) => m.type === 'rejected')));
    const token = (p: string) => opened.seats.find((s) => s.power === p)!.seatToken;
    // the computer answered at once, in secret: only the two people's bids are pending
    expect(host.table()!.state.pending.map((d) => d.power)).toEqual(['france', 'russia']);
    const bid = (power: string, choice: string) => {
      const t = host.table()!;
      const d = t.state.pending.find((x) => x.power === power)!;
      session.receive(JSON.stringify({ type: 'command', requestId: `c-${power}`, seatToken: token(power), basedOnVersion: host.table()!.versionFor(token(power)), command: { type: 'campaign/bid', power, decisionId: d.id, choice } }));
      expect(got.find((m) => m.type === 'accepted' && m.requestId === `c-${power}`)).toBeDefined();
    };
    bid('france', 'britain=1');
    bid('russia', 'russia=1');
    const t = host.table()!;
    // 1806 display boxes (10.5.2 victory points per phase): France 9, Prussia 7, Britain and Russia 6, Austria and Spain 5, Turkey 4
    const computer = t.state.log.find((e) => e.type === 'secretsRevealed');
    expect(JSON.stringify(computer)).toContain('britain=2,france=5,russia=2,austria=1,prussia=3,spain=1,turkey=0');
    // Great Britain goes first: the computer's 2 beats Ben's 1; Ben is left France (no bid), Cy wins Russia with 1
    expect(t.state.log.find((e) => e.type === 'powersSelected')).toMatchObject({
      taken: [expect.objectContaining({ power: 'britain', player: 0, bid: 2 }), expect.objectContaining({ player: 1, bid: 0 }), expect.objectContaining({ power: 'russia', player: 2, bid: 1 })],
    });
    expect(t.controllers().find((c) => c.power === 'britain')!.controller).toBe('bot');
    expect(t.playerOf('france')).toBe('Ben');
    expect(t.playerOf('russia')).toBe('Cy');
  });
});
