// v2.71 14.3.3.7 a UMP at peace may not forage (beyond a one-point risk): its corps may not move
// out of its depot supply, nor force march, so the Supply Step never makes them forage.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { EMPTY_CAMPAIGN } from '../../shared/model';
import type { GameState } from '../../shared/model';
import { depotReach } from '../../shared/rules/land/supply';
import { umpPathVerdict } from '../../shared/rules/campaign';
import { DATA, FR, LAND, battleScenario, decisionOf, reach } from '../engine/landSetup';

function atMovement(ump: boolean, depots: { owner: string; area: string }[]): GameState {
  const r = newGame({ scenario: battleScenario([FR({ infantry: 6 }, 'fr-1', '438')], (sc) => { sc.forces.depots = depots; (sc.relations as { wars: string[][] }).wars = []; }), seed: 5, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const s = ump ? { ...r.value, campaign: { ...EMPTY_CAMPAIGN, pregameControlDone: true, umps: [{ power: 'france' as const, status: 'active' as const, controller: 'russia' as const, lastController: 'russia' as const, neutralPhases: 0 }] } } : r.value;
  return reach(s, 'france', 'land/movement').s;
}
const moves = (s: GameState) => decisionOf(s, 'france', 'land/movement')!.options.filter((o) => /^(move|march):/.test(String(o.value)));

describe('opt:14.3.3.7 a UMP at peace stays in depot supply', () => {
  it('opt:14.3.3.7 with no depot every move and the force march are refused for the UMP; a played France at peace may move', () => {
    const ump = moves(atMovement(true, []));
    expect(ump.length).toBeGreaterThan(0);
    expect(ump.every((o) => !o.verdict.ok && o.verdict.rule === '14.3.3.7')).toBe(true);
    expect(moves(atMovement(false, [])).some((o) => o.verdict.ok)).toBe(true);
  });

  it('opt:14.3.3.7 with a depot in 438 (Paris) the moves within its three areas stay open, the others are refused', () => {
    const s = atMovement(true, [{ owner: 'france', area: '438' }]);
    const inReach = depotReach(s, LAND, 'france');
    const opts = moves(s).filter((o) => String(o.value).startsWith('move:'));
    const open = opts.filter((o) => o.verdict.ok).map((o) => String(o.value).split(':')[2]!);
    expect(open.length).toBeGreaterThan(0);
    for (const a of open) expect(inReach.has(a as never)).toBe(true);
    expect(moves(s).find((o) => String(o.value).startsWith('march:'))?.verdict).toMatchObject({ ok: false, rule: '14.3.3.7' });
  });

  it('opt:14.3.3.7 a route order out of depot supply is refused for the UMP (the handler\'s check)', () => {
    const s = atMovement(true, []);
    const c = s.corps.find((x) => x.id === 'fr-1')!;
    const next = LAND.edges('438' as never)[0]!.to;
    expect(umpPathVerdict(s, LAND, 'france', `path:${c.counter}:${next}`)).toMatchObject({ ok: false, rule: '14.3.3.7' });
    expect(umpPathVerdict(atMovement(false, []), LAND, 'france', `path:${c.counter}:${next}`)).toBeNull();
  });
});
