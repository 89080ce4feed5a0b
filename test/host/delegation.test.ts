import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { memorySaveStore } from '../../main/saves';
import { commandFor, type Command } from '../../shared/engine';
import { ASK_EVERYTHING, SOLO_DELEGATION } from '../../shared/model';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import type { HostMessage } from '../../shared/protocol';
import { answer, smallCampaign } from '../engine/helpers';
import { askClient, SLOW_PROOF_OK } from './askClient';

// Issue 21 delegation per seat through the host: a seat handed to the computer and taken back at
// any moment, solo games defaulting to the procedures, and who may change a seat's delegation.
function setup() {
  const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(), appVersion: 'test' });
  const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), saves, limits: SLOW_PROOF_OK });
  return { host, ...askClient(host) };
}
const opened = (m: HostMessage) => {
  if (m.type !== 'gameOpened') throw new Error(JSON.stringify(m));
  return m;
};
const seatsOf = (m: HostMessage) => (m.type === 'table' ? m.game!.seats : []);

describe('issue 21 delegation per seat (host)', () => {
  it('hot-seat: the host hands Austria to the computer, nothing waits on Austria, and it takes Austria back', () => {
    const { host, ask } = setup();
    const game = opened(ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat' }));
    const token = (p: MajorPower) => game.seats.find((s) => s.power === p)!.seatToken;
    expect(seatsOf(ask({ type: 'getTable' })).find((s) => s.power === 'austria')!.delegation).toEqual(ASK_EVERYTHING);
    expect(ask({ type: 'setDelegation', power: 'austria', delegation: { ...ASK_EVERYTHING, computer: true } })).toMatchObject({ type: 'accepted' });
    const play = (moves: number, check: (s: GameState) => void) => {
      for (let i = 0; i < moves && !host.table()!.state.over; i++) {
        const s = host.table()!.state;
        check(s);
        const d = s.pending[0];
        if (!d) break;
        const first = d.options.find((o) => o.verdict.ok && o.value === 'end') ?? d.options.find((o) => o.verdict.ok);
        const command = d.select === 'many' || !first ? answer(d) : commandFor(d, first.value);
        expect(ask({ type: 'command', seatToken: token(d.power), basedOnVersion: host.table()!.versionFor(token(d.power)), command })).toMatchObject({ type: 'accepted' });
      }
    };
    const before = host.table()!.state.version;
    play(120, (s) => expect(s.pending.filter((d) => d.power === 'austria')).toEqual([]));
    expect(host.table()!.state.version).toBeGreaterThan(before + 20);
    // back to the player: Austria's questions are asked again
    expect(ask({ type: 'setDelegation', power: 'austria', delegation: ASK_EVERYTHING })).toMatchObject({ type: 'accepted' });
    let asked = false;
    play(300, (s) => {
      if (s.pending.some((d) => d.power === 'austria')) asked = true;
    });
    expect(asked).toBe(true);
  });

  it('solo: one name for every power here and no LAN seat: the procedures answer all but the own orders', () => {
    const { ask } = setup();
    opened(ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat', players: { france: 'Ann', austria: 'Ann', russia: 'Ann', britain: 'Ann' } }));
    for (const s of seatsOf(ask({ type: 'getTable' }))) expect(s.delegation).toEqual(SOLO_DELEGATION);
    const { ask: ask2 } = setup();
    opened(ask2({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat', players: { france: 'Ann', austria: 'Bo', russia: 'Ann', britain: 'Ann' } }));
    for (const s of seatsOf(ask2({ type: 'getTable' }))) expect(s.delegation).toEqual(ASK_EVERYTHING);
  });

  it('a LAN seat may delegate its own questions, not another power\'s; bots and strangers are refused', () => {
    const { host, ask } = setup();
    opened(ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['austria'], bots: ['russia'] }));
    const guest = askClient(host, 'guest');
    expect(guest.ask({ type: 'setDelegation', power: 'austria', delegation: ASK_EVERYTHING })).toMatchObject({ type: 'rejected' });
    opened(guest.ask({ type: 'joinSeat', power: 'austria' }));
    const auto = { ...ASK_EVERYTHING, modes: { ...ASK_EVERYTHING.modes, battle: 'auto' } };
    expect(guest.ask({ type: 'setDelegation', power: 'austria', delegation: auto })).toMatchObject({ type: 'accepted' });
    expect(host.table()!.delegationOf('austria')).toEqual(auto);
    expect(guest.ask({ type: 'setDelegation', power: 'france', delegation: ASK_EVERYTHING })).toMatchObject({ type: 'rejected', error: { code: 'notYourSeat' } });
    expect(ask({ type: 'setDelegation', power: 'russia', delegation: ASK_EVERYTHING })).toMatchObject({ type: 'rejected', error: { code: 'illegal' } });
    // the host's window may hand the LAN player's power to the computer (an absent player)
    expect(ask({ type: 'setDelegation', power: 'austria', delegation: { ...auto, computer: true } })).toMatchObject({ type: 'accepted' });
  });

  it('the delegations are kept in the save and come back with a load', () => {
    const { host, ask } = setup();
    const game = opened(ask({ type: 'newGame', scenarioId: 'small-campaign', seed: 3, seating: 'hotseat' }));
    const mine = { ...ASK_EVERYTHING, threshold: 12, modes: { ...ASK_EVERYTHING.modes, losses: 'big' } };
    expect(ask({ type: 'setDelegation', power: 'britain', delegation: mine })).toMatchObject({ type: 'accepted' });
    opened(ask({ type: 'loadGame', saveId: game.saveId }));
    expect(host.table()!.delegationOf('britain')).toEqual(mine);
    expect(host.table()!.delegationOf('france')).toEqual(ASK_EVERYTHING);
  });
});
