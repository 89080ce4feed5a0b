import { describe, expect, it } from 'vitest';
import { commandGroup, engineForSaves, labelOf } from '../../main/host/gameSaves';
import { Replay } from '../../main/host/replay';
import { memorySaveStore } from '../../main/saves';
import { applyCommand, commandFor, newGame, viewFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower, PendingDecision } from '../../shared/model';
import { battleScenario, counterOf, DATA, FR, reach, type CorpsJson } from '../engine/landSetup';
import { askClient } from './askClient';
import { hostWithReactions } from './reactionHost';

// opt:12.3.7.4 / 2.4.2 a reaction offer, and a refusal, stay with the power asked: the mover's view
// never lists it (engine/view.ts). A replay of the running game used to list every saved entry as a
// step with the power that sent it, so the mover's replay showed "Austria" answering something in
// its own movement step: the offer given away. Entries the viewer sees nothing of are now no steps
// of its replay (they are still replayed, so every later frame is the game as it was).

const AUC: CorpsJson = {
  id: 'au-1',
  name: 'Austrian I',
  nationality: 'austria',
  type: 'infantry',
  movement: 3,
  area: '325',
  factors: { infantry: 4 },
};

function playedSave() {
  const r = newGame({
    scenario: battleScenario([FR({ infantry: 6 }, 'fr-1', '326'), FR({ infantry: 2 }, 'fr-2', '326'), AUC], (s) => {
      s.forces.leaders = [{ id: 'archduke-charles', name: 'Charles', owner: 'austria', with: 'au-1' }];
    }),
    seed: 3,
    data: DATA,
    options: { rules: { reactionMoves: true } },
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const start = reach(r.value, 'france', 'land/movement').s;
  const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(DATA), appVersion: 'test' });
  const file = saves.create({
    name: 'reaction',
    scenario: start.scenario.id,
    options: {},
    dataPack: { id: 'shipped', hash: 'x' },
    seats: [],
    initialState: start,
    ...labelOf(start),
  });
  let s = start;
  const send = (power: MajorPower, kind: PendingDecision['kind'], value: string) => {
    const d = s.pending.find((x) => x.power === power && x.kind === kind);
    if (!d) throw new Error(`no ${kind} for ${power}`);
    const command = commandFor(d, value);
    const a = applyCommand(s, command, DATA);
    if (!a.ok) throw new Error(a.error.message);
    file.append(commandGroup(command, a.events, a.state));
    s = a.state;
    return file.lastSeq();
  };
  send('france', 'land/movement', `move:${counterOf(s, 'fr-1')}:324`);
  const refused = send('austria', 'land/reaction', 'none');
  send('france', 'land/movement', `move:${counterOf(s, 'fr-2')}:324`);
  return { file, refused, final: s };
}

describe('opt:12.3.7.4 / 2.4.2 a replay lists no step its viewer saw nothing of', () => {
  it("France's replay of its movement step holds no step of Austria's refused offer, and still replays to the game as it is", () => {
    const { file, refused, final } = playedSave();
    const france = new Replay(file, 'france', DATA);
    const steps = france.steps();
    // before the fix: a step { seq: refused, power: 'austria', events: 0 } between France's two moves
    expect(steps.some((x) => x.power === 'austria')).toBe(false);
    // 2.4.2 and the steps are numbered by France's own count: save entries 0, 1, 3 would leave a
    // gap counting Austria's hidden answer
    expect(refused).toBe(2);
    expect(file.lastSeq()).toBe(3);
    expect(steps.map((x) => x.seq)).toEqual([0, 1, 2]);
    expect(() => france.frame(3)).toThrow();
    // the frames after it are the game as played: the hidden entry was replayed, not skipped
    const last = steps.at(-1)!;
    const frame = france.frame(last.seq);
    const live = viewFor(final, 'france');
    expect(frame.view.corps).toEqual(live.corps);
    // the frame's counts are France's own: its step number, not the state's version (which
    // counts Austria's answer), and its own log's length, not the state's log
    expect(final.version).toBeGreaterThan(2);
    expect(frame.view.version).toBe(2);
    expect(frame.view.logFrom + frame.view.log.length).toBe(live.log.length);
    expect(frame.view.logFrom + frame.view.log.length).toBeLessThan(final.log.length);
    // Austria's own replay shows its answer, as its step 2
    const austria = new Replay(file, 'austria', DATA);
    expect(austria.steps().map((x) => x.seq)).toEqual([0, 1, 2, 3]);
    expect(austria.steps()[2]).toMatchObject({ power: 'austria' });
    expect(austria.frame(2).view.log.some((e) => e.type === 'decisionAnswered' && e.kind === 'land/reaction')).toBe(true);
  });
});

describe('opt:12.3.7.4 / 2.4.2 an undo of a hidden answer does not name its power', () => {
  it("Austria takes back its refusal: France's machine is told nothing", () => {
    const scenario = battleScenario([FR({ infantry: 6 }, 'fr-1', '326'), AUC], (s) => {
      s.forces.leaders = [{ id: 'archduke-charles', name: 'Charles', owner: 'austria', with: 'au-1' }];
    });
    const { host, owner, game } = hostWithReactions(scenario, ['france']);
    const guest = askClient(host, 'guest');
    const joined = guest.ask({ type: 'joinSeat', power: 'france' });
    if (joined.type !== 'gameOpened') throw new Error(JSON.stringify(joined));
    const tokens = new Map([...game.seats, ...joined.seats].map((s) => [s.power, s.seatToken]));
    guest.ask({ type: 'watch', seatToken: tokens.get('france')! });
    const send = (d: PendingDecision, value: unknown) => {
      const m = {
        type: 'command',
        seatToken: tokens.get(d.power)!,
        basedOnVersion: host.table()!.versionFor(tokens.get(d.power)!),
        command: commandFor(d, value as never),
      };
      const r = d.power === 'france' ? guest.ask(m) : owner.ask(m);
      if (r.type !== 'accepted') throw new Error(JSON.stringify(r));
    };
    for (let i = 0; i < 300; i++) {
      const s = host.table()!.state;
      if (s.pending.some((d) => d.power === 'france' && d.kind === 'land/movement')) break;
      const d = s.pending[0]!;
      const first = d.options.find((o) => o.verdict.ok);
      send(d, d.select === 'many' || !first ? [] : d.kind === 'land/announcePosition' ? 0 : first.value);
    }
    let s = host.table()!.state;
    send(
      s.pending.find((d) => d.power === 'france' && d.kind === 'land/movement')!,
      `move:${counterOf(s, 'fr-1')}:324`,
    );
    s = host.table()!.state;
    send(
      s.pending.find((d) => d.power === 'austria' && d.kind === 'land/reaction')!,
      'none',
    );
    const undone = owner.ask({ type: 'undo', seatToken: tokens.get('austria')! });
    expect(undone.type).toBe('accepted');
    const notice = (c: { got: { type: string }[] }) =>
      (c.got.filter((m) => m.type === 'notice').at(-1) as { text: string } | undefined)?.text;
    expect(notice(owner)).toBe('Austria took back 1 command.');
    // before: "Austria took back 1 command." on France's machine too, then "A command was taken
    // back.", which still told France that something it could not see had happened
    expect(notice(guest)).toBeUndefined();
    expect(host.table()!.state.pending.some((d) => d.power === 'austria' && d.kind === 'land/reaction')).toBe(true);
  });
});
