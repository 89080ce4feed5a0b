// 2.4.2 / STYLE D sentinel test over whole games: the five scenarios played by the standing
// procedures (19.1), every other seat's and the spectator's view, log and replay checked for
// what only a corps' owner may know: its identity (planted sentinel ids, unique names) and the
// types of the factors it gains, gives up or loses.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { applyCommand, commandFor, gameDataFromMap, newGame, redactEvent, viewFor } from '../../shared/engine';
import type { Viewer } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { FACTOR_TYPES, HIDDEN_FACTOR, MAJOR_POWERS, controllerOf } from '../../shared/model';
import type { GameEvent, GameState, MajorPower, Nationality } from '../../shared/model';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const dir = new URL('../../assets/scenarios/', import.meta.url);
// the section 13 scenarios, played whole; the campaigns' views are checked by their soak (test/campaign)
const FILES = readdirSync(dir).filter((f) => f.endsWith('.json') && (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { kind?: string }).kind !== 'campaign').sort();
const VIEWERS: Viewer[] = [...MAJOR_POWERS, 'spectator'];
const TYPE_WORD = new RegExp(`\\b(${FACTOR_TYPES.join('|')})\\b`);

type Json = { forces: { corps: { id: string; name: string }[]; leaders: { with?: string }[] }; scheduled?: { kind: string; corps?: string[] }[] };

/** The scenario with every corps id replaced by a sentinel no other string in the game contains. */
function planted(file: string): Json {
  const json = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Json;
  const renamed = new Map<string, string>();
  json.forces.corps.forEach((c, i) => {
    renamed.set(c.id, `sentinel-${i}-qz`);
    c.id = `sentinel-${i}-qz`;
  });
  for (const l of json.forces.leaders) if (l.with !== undefined && renamed.has(l.with)) l.with = renamed.get(l.with)!;
  for (const c of json.scheduled ?? []) if (c.corps) c.corps = c.corps.map((k) => renamed.get(k) ?? k);
  return json;
}

/** What a viewer may not learn: corps (by handle) of nationalities it never ran, with their ids and names. */
interface Secret {
  readonly counter: string;
  readonly id: string;
  /** The corps' name when no other corps of the scenario bears it or a longer one holding it (a shared name proves nothing). */
  readonly name: string | null;
  readonly nationality: Nationality;
}

function secretsOf(start: GameState): Secret[] {
  // a name another corps' name contains ("V Corps" in "XV Corps") proves nothing either
  const distinct = (name: string) => name.length > 6 && start.corps.filter((c) => c.name.includes(name)).length === 1;
  return start.corps.map((c) => ({ counter: c.counter, id: c.id, name: distinct(c.name) ? c.name : null, nationality: c.nationality }));
}

/** The viewer's public copy of an event must not tie a hidden corps to a factor type. */
function typeLeak(e: GameEvent, hidden: readonly Secret[]): string | null {
  if (e.type === 'corpsRevealed') return null; // 7.5.2.6.3 shown on purpose (and only to its audience)
  let text: string;
  if (e.type === 'factorDetached' || e.type === 'factorAbsorbed') {
    const { as: _public, ...rest } = e; // what the public garrison gained or gave
    text = JSON.stringify(rest);
  } else if (e.type === 'decisionAnswered' && typeof e.answer === 'string' && e.answer.startsWith('absorb:')) return null; // out of a public garrison
  else text = JSON.stringify(e);
  const who = hidden.find((h) => text.includes(h.counter));
  return who && TYPE_WORD.test(text) ? `${e.type} ties ${who.counter} to a factor type: ${text}` : null;
}

describe('2.4.2 no seat learns another power\'s corps identities or factor types (five scenarios, standing procedures)', () => {
  for (const file of FILES) {
    it(`2.4.2 ${file}: views, logs and battle records of every other seat and the spectator`, () => {
      const g = newGame({ scenario: planted(file), seed: 3, data });
      if (!g.ok) throw new Error(JSON.stringify(g.errors));
      let s = g.value;
      const secrets = secretsOf(s);
      // nationalities each power ran at some point (minors change sides by date, 13.1)
      const ran = new Map<Viewer, Set<Nationality>>(VIEWERS.map((v) => [v, new Set()]));
      // 7.5.2.6.3 a corps once revealed to a power stays known to it (a battle record keeps it
      // named for the powers that fought it even after the corps leaves the map, 7.5.5)
      const known = new Set<string>();
      let noted = 0;
      const note = (x: GameState) => {
        for (const c of x.corps) for (const p of c.revealedTo) known.add(`${p}|${c.counter}`);
        // a corps revealed and then eliminated within one command is known from the reveal's event
        for (const e of x.log.slice(noted)) if (e.type === 'corpsRevealed') for (const p of e.to) known.add(`${p}|${e.counter}`);
        noted = x.log.length;
        for (const k of secrets) {
          const c = controllerOf(x, k.nationality);
          if (c !== null) ran.get(c)!.add(k.nationality);
        }
      };
      const hiddenFrom = (v: Viewer, x: GameState) => secrets.filter((k) => !ran.get(v)!.has(k.nationality) && !(v !== 'spectator' && (x.corps.find((c) => c.counter === k.counter)?.revealedTo.includes(v) || known.has(`${v}|${k.counter}`))));
      const checkView = (x: GameState) => {
        for (const v of VIEWERS) {
          const view = viewFor(x, v, { logFrom: x.log.length });
          // the scenario book is public: it names corps ids for dated withdrawals (13.1)
          const text = JSON.stringify({ ...view, scenario: null });
          for (const k of hiddenFrom(v, x)) {
            expect(text.includes(k.id), `${file}: ${v} sees id of ${k.counter}`).toBe(false);
            if (k.name) expect(text.includes(k.name), `${file}: ${v} sees name ${k.name}`).toBe(false);
            const shown = view.corps.find((c) => c.counter === k.counter);
            if (shown) expect(shown.identity, `${file}: ${v} sees ${k.counter}`).toBeNull();
            for (const b of [view.battle, ...(view.turn.land?.battles ?? [])]) {
              const u = b && [...b.attacker.units, ...b.defender.units].find((x) => x.counter === k.counter);
              if (u) expect(u.factors, `${file}: ${v} sees the strength of ${k.counter} in a battle`).toBeNull();
            }
          }
        }
      };
      note(s);
      const rng = seededRng(3);
      let checked = 0;
      let lastStage = '';
      for (let n = 0; n < 20_000 && !s.over; n++) {
        const d = s.pending[0]!;
        const r = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, data)), data);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        note(s);
        // each stage of each battle (the record grows stage by stage), and the map now and then
        const b = s.turn.land?.battle?.record;
        const stage = b ? `${b.id}/${b.day}/${b.stage}` : '';
        if ((stage !== '' && stage !== lastStage) || n % 150 === 0) {
          checkView(s);
          checked++;
        }
        lastStage = stage;
      }
      expect(s.over).not.toBeNull();
      expect(checked).toBeGreaterThan(10);
      checkView(s);
      // the whole log, as each viewer receives it (the replay of a save shows the same copies)
      for (const v of VIEWERS) {
        const hidden = hiddenFrom(v, s);
        const mine = (p: MajorPower) => v !== 'spectator' && p === v;
        for (const e of s.log) {
          const r = redactEvent(e, v, s.options);
          if (r === null || r.type === 'corpsRevealed') continue;
          if (r.type === 'decisionAnswered' && mine(r.power)) continue;
          const text = JSON.stringify(r);
          for (const k of hidden) {
            expect(text.includes(k.id), `${file}: ${v}'s log names ${k.id}: ${text}`).toBe(false);
            if (k.name) expect(text.includes(k.name), `${file}: ${v}'s log names ${k.name}: ${text}`).toBe(false);
          }
          expect(typeLeak(r, hidden), `${file}: ${v}'s log`).toBeNull();
          if (r.type === 'factorsChanged' && r.counter !== null && hidden.some((k) => k.counter === r.counter)) expect(r.factors).toBeUndefined();
        }
      }
      // the standing procedures played the land phase: forage losses and detachments were logged
      const answered = new Set(s.log.flatMap((e) => (e.type === 'decisionAnswered' ? [e.kind] : [])));
      expect(answered.has('land/movement')).toBe(true);
    }, 120_000);
  }

  it('2.4.2 a third power reads only how many factors a battle cost, never their types (7.5.2.9.2)', () => {
    // a battle's loss answer seen from outside it
    const e: GameEvent = {
      type: 'decisionAnswered', decision: 'd9', power: 'austria', kind: 'land/combatLosses', secret: false,
      answer: 'infantry:2,cavalry:1', publicAnswer: `${HIDDEN_FACTOR}:3`, audience: ['austria', 'france'],
    };
    expect(redactEvent(e, 'france')).toMatchObject({ answer: 'infantry:2,cavalry:1' });
    for (const v of ['britain', 'spectator'] as const) {
      const r = redactEvent(e, v)!;
      expect(r).toMatchObject({ answer: '?:3' });
      expect(JSON.stringify(r)).not.toMatch(TYPE_WORD);
    }
  });
});
