import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CombatView, viewerSide } from './CombatView';
import type { LeaderId } from '../../../shared/model/ids';
import { battleAtChits, finishedBattle, limitedBattle, twoDayBattle } from './testBattle';

const names = (a: string) => ({ '470': 'Moravia (470)', '469': 'Moravia (469)', '465': 'Bohemia (465)' })[a] ?? `area ${a}`;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('combat view', () => {
  it('7.5.2 shows both forces, commanders with ratings, the revealed chits and the chart cell', () => {
    const html = renderToStaticMarkup(<CombatView battle={finishedBattle()} viewer="france" areaName={names} />);
    const t = text(html);
    expect(t).toContain('Battle in Moravia (470)');
    expect(t).toContain('Napoleon (S5 T6, max 6)');
    expect(t).toContain('Kutuzov (S3 T3, max 3)');
    expect(t).toContain('Liechtenstein'); // a leader present who does not command
    expect(t).toContain('III Corps (Davout)');
    expect(t).toMatch(/10 Inf .*2 Cav .*1 Art/);
    expect(html).toContain('data-testid="chit-attacker">Outflank');
    expect(html).toContain('data-testid="chit-defender">Defend');
    // 7.5.2.4 printed tables per round, and the flank-turned tables
    expect(t).toMatch(/Attacker 3-3 4-4 4-4/);
    expect(t).toMatch(/Defender, flank turned — 2-2 2-2/);
    expect(t).toContain('(you)');
  });

  it('10.6.3 leaders captured in the combat are listed with the power holding them', () => {
    const battle = { ...finishedBattle(), leadersCaptured: [{ leader: 'kutuzov' as LeaderId, name: 'Kutuzov', owner: 'russia' as const, by: 'france' as const, rule: '10.6.3' }] };
    const html = renderToStaticMarkup(<CombatView battle={battle} viewer="spectator" areaName={names} />);
    expect(html).toContain('data-testid="battle-leaders-captured"');
    expect(text(html)).toMatch(/Leaders captured: Kutuzov \(Russia\), held by France/);
  });

  it('7.5.1.1 a corps that retired into a city before the combat is tagged with the city by name, not listed as fighting', () => {
    const b = finishedBattle();
    const retired = { ...b.defender.units[0]!, retiredInto: 'olmutz' as never };
    const battle = { ...b, defender: { ...b.defender, units: [...b.defender.units.slice(1), retired] } };
    const html = renderToStaticMarkup(<CombatView battle={battle} viewer="spectator" areaName={names} cityName={(c) => (c === 'olmutz' ? 'Olmütz' : c)} />);
    expect(text(html)).toContain('retired into Olmütz');
    expect(html).toMatch(/class="battle-unit nat-\w+ withdrew[^"]*" data-counter="[^"]+">/);
  });

  it('7.5.2.7-7.5.2.10 one row per side and round: table, die, modifiers with rules, result, losses, morale, standing', () => {
    const html = renderToStaticMarkup(<CombatView battle={finishedBattle()} viewer="spectator" areaName={names} />);
    expect(html.match(/data-testid="battle-round"/g)).toHaveLength(2);
    const t = text(html);
    expect(t).toContain('Day 1, round 2');
    expect(t).toContain('+1 cavalry superiority 12.3.3.1');
    expect(t).toContain('−1 net cap +1 7.5.2.9.1');
    expect(t).toContain('20% / 2');
    expect(t).toContain('−15 Inf −1 Cav');
    expect(t).toMatch(/broken 7\.5\.2\.10\.1\.1/);
    expect(html).toContain('aria-label="Defender, round 2: morale loss 3.5 of 3.5 (2 this round), broken"');
    expect(t).toContain('France wins 7.5.2.10.1');
    expect(t).toContain('After round 1: France\'s outflankers roll 3 against 6');
  });

  it('7.5.2.6.3 losses of corps the viewer may not see read "hidden", never "none"', () => {
    // As the host redacts for a power outside the battle: the defender's strengths and losses blanked.
    const b = finishedBattle();
    const blanked = {
      ...b,
      defender: { ...b.defender, units: b.defender.units.map((u) => ({ ...u, name: null, factors: null, initial: null })) },
      days: b.days.map((d) => ({ ...d, rounds: d.rounds.map((r) => ({ ...r, defender: { ...r.defender, lost: [], lostByType: {} } })) })),
    };
    const html = renderToStaticMarkup(<CombatView battle={blanked} viewer="prussia" areaName={names} />);
    const defenderLosses = [...html.matchAll(/<tr class="round-side defender"[\s\S]*?<\/tr>/g)].map((m) => text(m[0]));
    expect(defenderLosses).toHaveLength(2);
    for (const row of defenderLosses) expect(row).toMatch(/ hidden /);
    const attackerRows = [...html.matchAll(/<tr class="round-side attacker"[\s\S]*?<\/tr>/g)].map((m) => text(m[0]));
    expect(attackerRows.some((row) => / hidden /.test(row))).toBe(false);
  });

  it('7.5.2.10 the outcome: pursuit, political points and the retreat route by name', () => {
    const t = text(renderToStaticMarkup(<CombatView battle={finishedBattle()} viewer="russia" areaName={names} onClose={() => {}} />));
    expect(t).toContain('Class 3');
    expect(t).toContain('20% of 9 cavalry = 1.8 points');
    expect(t).toContain('France +3, Russia −2, Austria −2');
    expect(t).toContain('Russia and Austria retreat (route chosen by France): Moravia (470) → Moravia (469) → Bohemia (465)');
    expect(t).toContain('Close');
  });

  it('7.5.4.2.3 a limited field combat: the note, the corps that came out, a draw, the relief going back', () => {
    const t = text(renderToStaticMarkup(<CombatView battle={limitedBattle()} viewer="france" areaName={names} />));
    expect(t).toContain('Limited field combat: a relieving force attacks the besiegers of brunn, one day only; out of the city with it: III Corps (Davout) 7.5.4.2.3');
    expect(t).toContain('Nobody won in the one day of a limited combat: the relief failed and the siege goes on 7.5.4.2.3.1');
    expect(t).toContain('France retreats: Moravia (470) → Moravia (469) 7.5.4.2.3.1.1');
    expect(t).toContain('After round 1: France from brunn in Moravia (470) rolls 2 against 3');
    expect(t).toContain('Davout is wounded, off the map for 4 months (die 4) 12.7');
  });

  it('12.7 leader casualty checks after the combat, in words', () => {
    const b = {
      ...finishedBattle(),
      leaderCasualties: [
        { side: 'attacker' as const, dice: [3, 4], roll: 7, leader: null, name: null, fateDie: null, result: 'unhurt' as const, months: 0 },
        { side: 'defender' as const, dice: [6, 6], roll: 12, leader: 'kutuzov' as LeaderId, name: 'Kutuzov', fateDie: 3, result: 'wounded' as const, months: 3 },
      ],
    };
    const t = text(renderToStaticMarkup(<CombatView battle={b} viewer="russia" areaName={names} />));
    expect(t).toContain("Attacker's leaders: dice 3 + 4 = 7 — no leader struck 12.7");
    expect(t).toContain("Defender's leaders: dice 6 + 6 = 12 — Kutuzov is wounded, off the map for 3 months (die 3) 12.7");
  });

  it('7.5.2.6.3 before the reveal: the enemy is known by counter faces only and both chits lie face down', () => {
    const b = battleAtChits();
    const html = renderToStaticMarkup(<CombatView battle={b} viewer="russia" areaName={names} />);
    const t = text(html);
    expect(t.match(/strength hidden/g)).toHaveLength(4);
    expect(t).not.toContain('Davout');
    expect(t).toContain('France infantry corps');
    expect(t).toContain('France guard corps');
    expect(html).toContain('aria-label="Attacker&#x27;s chit, face down"');
    expect(html).toContain('aria-label="Defender&#x27;s chit, face down"');
    expect(t).toContain('both sides choose their chits in secret');
    expect(html).not.toContain('data-testid="battle-round"');
  });

  it('7.5.2.1 a seat sees its own secret chit, never the other side\'s, before the reveal', () => {
    const b = battleAtChits();
    const russia = renderToStaticMarkup(<CombatView battle={b} viewer="russia" areaName={names} ownChit="cordon" />);
    expect(russia).toContain('Cordon');
    expect(russia).toContain('(yours, secret)');
    expect(russia).toContain('aria-label="Attacker&#x27;s chit, face down"');
    // The same own answer handed to the attacker's seat would land on the attacker's chit only.
    const france = renderToStaticMarkup(<CombatView battle={b} viewer="france" areaName={names} ownChit="assault" />);
    expect(france).toContain('Assault');
    expect(france).toContain('aria-label="Defender&#x27;s chit, face down"');
    expect(france).not.toContain('Cordon');
    // A spectator sees no chit at all.
    const spectator = renderToStaticMarkup(<CombatView battle={b} viewer="spectator" areaName={names} ownChit="assault" />);
    expect(spectator).not.toContain('Assault');
  });

  it('7.5.2.13 a second day: the end-of-day orders, reinforcements by area name, withdrawal rolls (one hidden), morale of day 2', () => {
    const html = renderToStaticMarkup(<CombatView battle={twoDayBattle()} viewer="france" areaName={names} />);
    const t = text(html);
    expect(html.match(/data-testid="battle-day"/g)).toHaveLength(2);
    expect(t).toContain('End of day: Attacker fights on, Defender fights on 7.5.2.13');
    expect(t).toContain('Three rounds without a decision');
    expect(t).toContain('After round 1: Russia from Bohemia (465) rolls 2 against 3 (−1 across a river 7.5.2.11 ) — they join');
    expect(t).toContain('1st Army (Bagration): die 2 against 3 — withdraws');
    expect(t).toContain('A corps: die 6 against 3 −1 chart 7.5.2.5 — must fight');
    expect(t).toContain('Attacker morale final 3.5');
    expect(t).toContain('Now: losses are allocated');
  });

  it('finds the viewer\'s side among allied powers', () => {
    const b = finishedBattle();
    expect(viewerSide(b, 'austria')).toBe('defender');
    expect(viewerSide(b, 'france')).toBe('attacker');
    expect(viewerSide(b, 'britain')).toBeNull();
    expect(viewerSide(b, 'spectator')).toBeNull();
  });
});
