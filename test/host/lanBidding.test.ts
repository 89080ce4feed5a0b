// 14.2 bidding over the LAN (issue 20): a player on another machine bids from his own machine at
// the chair the host left open for him. The host checks the sender's seat (a machine bids only at
// its own chair), keeps every bid secret until all are in, and, once they are revealed, moves the
// seats: each machine then holds the powers its player won, with the token it already has.
import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import type { HostMessage } from '../../shared/protocol';
import { commandFor } from '../../shared/engine';
import { economicCampaign } from '../engine/economicSetup';
import { askClient, SLOW_PROOF_OK } from './askClient';

type Opened = Extract<HostMessage, { type: 'gameOpened' }>;
const opened = (m: HostMessage): Opened => {
  if (m.type !== 'gameOpened') throw new Error(JSON.stringify(m));
  return m;
};

function setup() {
  const host = createHost({ appVersion: '1', kind: 'node', scenarios: memoryScenarioCatalog([economicCampaign()]), limits: SLOW_PROOF_OK });
  const here = askClient(host, 'host');
  // three players: Ann at this machine (Great Britain's chair), Bo and Cy on two others (France's and Russia's chairs);
  // the powers nobody bids at wait at the host's window until the bids are revealed
  const game = opened(
    here.ask({
      type: 'newGame',
      scenarioId: 'economic-campaign',
      options: { selection: { players: 3 } },
      seating: 'hotseat',
      lan: ['france', 'russia'],
      players: { britain: 'Ann', austria: 'Austria (bid for)', prussia: 'Prussia (bid for)', spain: 'Spain (bid for)', turkey: 'Turkey (bid for)' },
    }),
  );
  const bo = askClient(host, 'guest');
  const cy = askClient(host, 'guest');
  const boSeat = opened(bo.ask({ type: 'joinSeat', power: 'france', player: 'Bo' })).seats[0]!;
  const cySeat = opened(cy.ask({ type: 'joinSeat', power: 'russia', player: 'Cy' })).seats[0]!;
  const annToken = game.seats.find((s) => s.power === 'britain')!.seatToken;
  const bid = (who: ReturnType<typeof askClient>, token: string, power: string, choice: string) => {
    const t = host.table()!;
    const d = t.state.pending.find((x) => x.power === power && x.kind === 'campaign/bid');
    return who.ask({ type: 'command', seatToken: token, basedOnVersion: host.table()!.versionFor(token), command: { type: 'campaign/bid', power, decisionId: d?.id ?? 'none', choice } });
  };
  return { host, here, bo, cy, game, boSeat, cySeat, annToken, bid };
}

describe('14.2 bidding from the players\' own machines (LAN)', () => {
  it('14.2.1 a machine bids only at its own chair: another chair\'s bid, or its own bid under another power, is refused and changes nothing', () => {
    const { host, bo, boSeat, bid, cySeat } = setup();
    expect(host.table()!.state.pending.filter((d) => d.kind === 'campaign/bid').map((d) => d.power)).toEqual(['britain', 'france', 'russia']);
    const version = host.table()!.state.version;
    // Bo (France's chair) answers Russia's bid with his own token: not his seat
    expect(bid(bo, boSeat.seatToken, 'russia', 'russia=9')).toMatchObject({ type: 'rejected', error: { code: 'notYourSeat' } });
    // Bo presents Cy's token: a guest acts only for the seats this connection holds
    expect(bid(bo, cySeat.seatToken, 'russia', 'russia=9')).toMatchObject({ type: 'rejected', error: { code: 'badSeat' } });
    // the host window's own chair from a guest, by name only
    expect(bid(bo, boSeat.seatToken, 'britain', 'britain=9')).toMatchObject({ type: 'rejected', error: { code: 'notYourSeat' } });
    expect(host.table()!.state.version).toBe(version);
    expect(host.table()!.state.pending.filter((d) => d.kind === 'campaign/bid').length).toBe(3);
  });

  it('14.2.1 no machine sees another\'s bids before all are in; then the seats follow the winners, tokens and all', () => {
    const { host, here, bo, cy, boSeat, cySeat, annToken, bid } = setup();
    // every machine watches its own seat (the host's window Great Britain's chair)
    expect(here.ask({ type: 'watch', seatToken: annToken }).type).toBe('accepted');
    expect(bo.ask({ type: 'watch', seatToken: boSeat.seatToken }).type).toBe('accepted');
    expect(cy.ask({ type: 'watch', seatToken: cySeat.seatToken }).type).toBe('accepted');
    // distinctive bids, so a leak of any of them would show in a view, an event or a log line
    expect(bid(here, annToken, 'britain', 'france=17').type).toBe('accepted');
    expect(bid(bo, boSeat.seatToken, 'france', 'britain=13,france=11').type).toBe('accepted');
    const heardBeforeReveal = (c: { got: HostMessage[] }) => JSON.stringify(c.got);
    // Bo and Cy see that Ann has bid, never what; Ann and Cy never see Bo's
    expect(heardBeforeReveal(bo)).not.toContain('france=17');
    expect(heardBeforeReveal(cy)).not.toContain('france=17');
    expect(heardBeforeReveal(cy)).not.toContain('britain=13');
    expect(heardBeforeReveal(here)).not.toContain('britain=13');
    expect(host.table()!.state.selection?.settled).toBe(false);
    const boHeard = bo.got.length;
    const hereHeard = here.got.length;
    expect(bid(cy, cySeat.seatToken, 'russia', 'none').type).toBe('accepted');
    const t = host.table()!;
    // Great Britain first: Bo's 13 (Ann bid nothing for it); France: Ann's 17; Russia: Cy, the one left, for nothing
    expect(t.state.selection?.players.map((p) => p.powers)).toEqual([['france'], ['britain'], ['russia']]);
    expect(t.state.powers.britain.victoryPoints - economicCampaign().powers.britain!.victoryPoints!).toBe(-13);
    expect(t.state.powers.france.victoryPoints - economicCampaign().powers.france!.victoryPoints!).toBe(-17);
    // Bo's machine now holds Great Britain, with the token it bid with
    const boNow = bo.got.slice(boHeard).find((m) => m.type === 'gameOpened' && m.requestId === 'powers-selected');
    expect(boNow && opened(boNow).seats).toEqual([{ power: 'britain', seatToken: boSeat.seatToken, player: 'Bo' }]);
    // the host's window lost Great Britain to Bo and now plays France for Ann
    const hereNow = here.got.slice(hereHeard).find((m) => m.type === 'gameOpened' && m.requestId === 'powers-selected');
    expect(opened(hereNow!).seats.map((s) => [s.power, s.player])).toEqual([['france', 'Ann']]);
    // Cy kept his chair's power: nothing to tell him
    expect(cy.got.some((m) => m.type === 'gameOpened' && m.requestId === 'powers-selected')).toBe(false);
    expect(t.playerOf('britain')).toBe('Bo');
    expect(t.playerOf('france')).toBe('Ann');
    expect(t.controllers().filter((c) => c.controller === 'bot').map((c) => c.power).sort()).toEqual(['austria', 'prussia', 'spain', 'turkey']);
    expect(t.controllers().find((c) => c.power === 'britain')).toMatchObject({ controller: 'player', player: 'Bo', lan: true });
    // the seats pushed to everyone say who plays what now
    const pushed = [...cy.got].reverse().find((m) => m.type === 'seats');
    expect(pushed?.type === 'seats' && pushed.game!.seats.filter((s) => s.controller === 'player').map((s) => [s.power, s.player])).toEqual([
      ['france', 'Ann'],
      ['britain', 'Bo'],
      ['russia', 'Cy'],
    ]);
    // Bo's token acts for Great Britain and no longer for France; his view is Great Britain's
    const w = bo.ask({ type: 'watch', seatToken: boSeat.seatToken });
    expect(w.type).toBe('accepted');
    const view = [...bo.got].reverse().find((m) => m.type === 'view');
    expect(view?.type === 'view' && view.viewer).toBe('britain');
    const franceDecision = t.state.pending.find((d) => d.power === 'france');
    expect(franceDecision).toBeDefined(); // v2.71 14.3.1 the overtures before the first turn
    if (franceDecision) {
      const first = franceDecision.options[0]!.value;
      const command = commandFor(franceDecision, franceDecision.select === 'many' ? [first] : first);
      const r = bo.ask({ type: 'command', seatToken: boSeat.seatToken, basedOnVersion: host.table()!.versionFor(boSeat.seatToken), command });
      expect(r).toMatchObject({ type: 'rejected', error: { code: 'notYourSeat' } });
    }
    // the host window's old token for Great Britain stops working
    const oldBritain = opened(here.got.find((m) => m.type === 'gameOpened')!).seats.find((s) => s.power === 'britain')!.seatToken;
    expect(here.ask({ type: 'watch', seatToken: oldBritain })).toMatchObject({ type: 'rejected', error: { code: 'badSeat' } });
    // a reload on Bo's machine takes Great Britain back with the same token
    const again = askClient(host, 'guest');
    expect(opened(again.ask({ type: 'resumeSeats', tokens: [boSeat.seatToken] })).seats.map((s) => s.power)).toEqual(['britain']);
  });
});
