import { describe, expect, it } from 'vitest';
import { Table, fixedDiceSeed } from '../../main/host/table';
import { commandFor, newGame } from '../../shared/engine';
import type { GameState, MajorPower, PendingDecision } from '../../shared/model';
import { battleScenario, counterOf, DATA, FR, reach, type CorpsJson } from '../engine/landSetup';

// 2.4.2 / opt:12.3.7.4 A seat sees only what its power may see: not the count of other powers'
// hidden decisions and commands. Decision ids were "d<n>" from one game-wide counter and the view
// carried the state's version (every command), so the gaps between a seat's own ids, or between
// the versions it read, counted the reaction offers other powers were asked in between.

const AUC: CorpsJson = {
  id: 'au-1',
  name: 'Austrian I',
  nationality: 'austria',
  type: 'infantry',
  movement: 3,
  area: '325',
  factors: { infantry: 4 },
};

function reactionTable(seed: number | ReturnType<typeof fixedDiceSeed>, strip = false) {
  const r = newGame({
    scenario: battleScenario([FR({ infantry: 6 }, 'fr-1', '326'), FR({ infantry: 2 }, 'fr-2', '326'), AUC], (s) => {
      s.forces.leaders = [{ id: 'archduke-charles', name: 'Charles', owner: 'austria', with: 'au-1' }];
    }),
    seed,
    data: DATA,
    options: { rules: { reactionMoves: true } },
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  let made: GameState = r.value;
  if (strip) {
    const { decisionIds: _old, ...rest } = made;
    made = rest;
  }
  const start = reach(made, 'france', 'land/movement').s;
  const t = Table.resume(start, DATA, []);
  const tokens = new Map<MajorPower, string>();
  for (const p of t.powers()) tokens.set(p, t.take(p, undefined, true).token);
  const send = (power: MajorPower, kind: PendingDecision['kind'], value: (s: GameState) => string) => {
    const token = tokens.get(power)!;
    const d = t.state.pending.find((x) => x.power === power && x.kind === kind);
    if (!d) throw new Error(`no ${kind} for ${power}: ${t.state.pending.map((x) => `${x.kind}@${x.power}`).join(', ')}`);
    const r = t.submit(token, t.versionFor(token), commandFor(d, value(t.state)));
    if (!r.ok) throw new Error(r.error.message);
  };
  return { t, tokens, send };
}

/** Every decision and group id France's views carried while the reaction offer came and went. */
function franceIds(
  seed: number | ReturnType<typeof fixedDiceSeed>,
  strip = false,
): { ids: string[]; open: string[]; versions: number[]; t: Table } {
  const { t, tokens, send } = reactionTable(seed, strip);
  const fr = tokens.get('france')!;
  const ids: string[] = [];
  const open: string[] = [];
  const versions: number[] = [];
  const look = () => {
    const v = t.viewFor(fr);
    if (!v.ok) throw new Error(v.error.message);
    versions.push(v.value.view.version);
    open.push(...v.value.view.decisions.map((d) => d.id));
    ids.push(
      ...v.value.view.decisions.map((d) => d.id),
      ...v.value.view.waitingFor.map((d) => d.id),
      ...v.value.view.groups.map((g) => g.id),
    );
    for (const e of v.value.view.log) if (e.type === 'decisionAnswered') ids.push(e.decision);
  };
  look();
  send('france', 'land/movement', (s) => `move:${counterOf(s, 'fr-1')}:324`);
  look();
  send('austria', 'land/reaction', () => 'none'); // opt:12.3.7.4 Austria's secret refusal
  look();
  send('france', 'land/movement', (s) => `move:${counterOf(s, 'fr-2')}:324`);
  look();
  return { ids, open, versions, t };
}

describe("2.4.2 / opt:12.3.7.4 the counters a seat sees say nothing of other powers' hidden decisions", () => {
  it('2.4.2 with the crypto dice, decision ids are opaque tags: no count to read gaps from, different in every game', () => {
    const a = franceIds(fixedDiceSeed(3));
    expect(a.ids.length).toBeGreaterThan(3);
    // before the fix: d30, d31, d32 … and the gap around Austria's offer counted it
    for (const id of a.ids) expect(id).toMatch(/^[dg][0-9a-f]{16}$/);
    expect(new Set(a.t.state.pending.map((d) => d.id)).size).toBe(a.t.state.pending.length);
    const b = franceIds(fixedDiceSeed(4));
    expect(b.ids[0]).not.toBe(a.ids[0]);
    // the same game (seed) names its decisions the same way: saves replay
    expect(franceIds(fixedDiceSeed(3)).ids).toEqual(a.ids);
  });

  it('2.4.2 a game made before (no keyed ids in its state) and the legacy dice keep counting ids, as their saves name them', () => {
    // (the decisions its start opened before the mark was taken away keep their tags)
    for (const id of franceIds(fixedDiceSeed(3), true).open.slice(1)) expect(id).toMatch(/^[dg]\d+$/);
    for (const id of franceIds(3).ids) expect(id).toMatch(/^[dg]\d+$/);
  });

  it("2.4.2 a seat's version counts its own view's changes only, not the commands before or between", () => {
    const { versions, t } = franceIds(fixedDiceSeed(3));
    // before the fix: the state's version (29 commands had been played before France's first view)
    expect(t.state.version).toBeGreaterThan(versions.length);
    expect(versions).toEqual([1, 2, 3, 4]);
  });

  it("2.4.2 a command that leaves a seat's view as it was leaves its version too; a client cannot name a version it was never shown", () => {
    const { t, tokens } = reactionTable(fixedDiceSeed(3));
    const fr = tokens.get('france')!;
    const saw = t.versionFor(fr);
    // another power's hidden command: the state moves on, France's view does not
    t.reset({ ...t.state, version: t.state.version + 1 });
    expect(t.versionFor(fr)).toBe(saw);
    const d = t.state.pending.find((x) => x.power === 'france')!;
    const good = commandFor(d, `move:${counterOf(t.state, 'fr-1')}:324`);
    // the state's version, never shown to the seat, is no version of its own (no probing for it)
    const r = t.submit(fr, t.state.version, good);
    expect(r).toMatchObject({ ok: false, error: { code: 'staleVersion' } });
    expect(t.submit(fr, saw, good).ok).toBe(true);
  });
});
