import type { BattleForce, BattleLeader, BattleRound, BattleRoundSide, BattleUnit, BattleView } from '../../../shared/model/battle';
import type { MajorPower } from '../../../shared/model/powers';
import type { CityId, LeaderId } from '../../../shared/model/ids';

// Battle records built by hand for the combat view's tests and screenshots (constructed, not
// played by the engine: the numbers are plausible readings, not a rulebook example). France
// attacks Austria and Russia in Moravia (area 470).

const unit = (counter: string, power: MajorPower, name: string, factors: BattleUnit['factors'], extra: Partial<BattleUnit> = {}): BattleUnit => ({
  counter,
  kind: 'corps',
  power,
  nationality: power,
  face: 'infantry',
  name,
  factors,
  initial: factors,
  outflanking: false,
  withdrew: false,
  ...extra,
});

const leader = (id: string, name: string, nationality: MajorPower, s: number, t: number, max: number): BattleLeader => ({
  leader: id as BattleLeader['leader'],
  name,
  nationality,
  strategic: s,
  tactical: t,
  tacticalMax: max,
  cavalry: false,
  seniority: 'A',
});

const napoleon = leader('napoleon', 'Napoleon', 'france', 5, 6, 6);
const kutuzov = leader('kutuzov', 'Kutuzov', 'russia', 3, 3, 3);

const french: BattleForce = {
  powers: ['france'],
  leadPower: 'france',
  units: [
    unit('kf01', 'france', 'I Corps (Bernadotte)', { infantry: 14, cavalry: 2 }),
    unit('kf03', 'france', 'III Corps (Davout)', { infantry: 15, cavalry: 2, artillery: 1 }),
    unit('kf04', 'france', 'IV Corps (Soult)', { infantry: 18, cavalry: 2 }, { outflanking: true }),
    unit('kfg', 'france', 'Imperial Guard', { guard: 8, cavalry: 3 }, { face: 'guard' }),
  ],
  leaders: [napoleon],
  commander: napoleon,
  effectiveTactical: { value: 6, parts: [{ rule: '10.6.1.2', label: 'Napoleon tactical', value: 6 }] },
};

const allies: BattleForce = {
  powers: ['russia', 'austria'],
  leadPower: 'russia',
  units: [
    unit('kr01', 'russia', '1st Army (Bagration)', { infantry: 12, cavalry: 4, guard: 2 }),
    unit('kr02', 'russia', '2nd Army (Dokhturov)', { infantry: 10, cavalry: 2 }),
    unit('ka01', 'austria', 'Kollowrat', { infantry: 8, militia: 4, cavalry: 2 }),
    { ...unit('cr1', 'russia', 'Cossacks', { cossack: 1 }), kind: 'irregular', face: 'cossack' },
  ],
  leaders: [kutuzov, leader('liechtenstein', 'Liechtenstein', 'austria', 2, 2, 2)],
  commander: kutuzov,
  effectiveTactical: {
    value: 3,
    parts: [{ rule: '10.6.1.2', label: 'Kutuzov tactical', value: 3 }],
  },
};

const side = (s: Partial<BattleRoundSide>): BattleRoundSide => ({
  tactical: 3,
  declaredTactical: 3,
  guard: null,
  bombardment: null,
  table: { printed: '3-3', table: '3-3', casualtyShifts: [], moraleShifts: [] },
  die: 3,
  modifiers: [],
  modifiedDie: 3,
  firingStrength: 40,
  result: { lossPercent: 10, moraleLoss: 1 },
  inflicted: 4,
  lost: [],
  lostByType: {},
  finalMorale: 3.5,
  moraleLossBefore: 0,
  moraleLossAfter: 1,
  broken: false,
  eliminated: false,
  brokenBy: [],
  ...s,
});

const rounds: BattleRound[] = [
  {
    day: 1,
    round: 1,
    attacker: side({
      tactical: 6,
      declaredTactical: 6,
      table: { printed: '3-3', table: '3-3', casualtyShifts: [], moraleShifts: [] },
      die: 4,
      modifiers: [{ rule: '7.5.2.9.1', label: 'Commander Chart, 6 against 3', value: 1 }],
      modifiedDie: 5,
      firingStrength: 45,
      result: { lossPercent: 15, moraleLoss: 1.5 },
      inflicted: 7,
      lost: [{ counter: 'kf01', type: 'infantry', count: 4 }],
      lostByType: { infantry: 4 },
      finalMorale: 4,
      moraleLossBefore: 0,
      moraleLossAfter: 1,
    }),
    defender: side({
      table: { printed: '3-2', table: '3-2', casualtyShifts: [], moraleShifts: [] },
      die: 3,
      modifiedDie: 3,
      firingStrength: 45,
      result: { lossPercent: 10, moraleLoss: 1 },
      inflicted: 4,
      lost: [
        { counter: 'ka01', type: 'militia', count: 4 },
        { counter: 'kr02', type: 'infantry', count: 3 },
      ],
      lostByType: { infantry: 3, militia: 4 },
      finalMorale: 3.5,
      moraleLossBefore: 0,
      moraleLossAfter: 1.5,
    }),
    outcome: { kind: 'continue' },
  },
  {
    day: 1,
    round: 2,
    attacker: side({
      tactical: 6,
      declaredTactical: 6,
      table: { printed: '4-4', table: '4-4', casualtyShifts: [], moraleShifts: [] },
      die: 6,
      modifiers: [
        { rule: '7.5.2.9.1', label: 'Commander Chart, 6 against 3', value: 1 },
        { rule: '12.3.3.1', label: 'cavalry superiority', value: 1 },
        { rule: '7.5.2.9.1', label: 'net cap +1', value: -1 },
      ],
      modifiedDie: 7,
      firingStrength: 79,
      result: { lossPercent: 20, moraleLoss: 2 },
      inflicted: 16,
      lost: [{ counter: 'kf03', type: 'infantry', count: 5 }],
      lostByType: { infantry: 5 },
      finalMorale: 4,
      moraleLossBefore: 1,
      moraleLossAfter: 2,
    }),
    defender: side({
      table: { printed: '2-3', table: '2-3', casualtyShifts: [], moraleShifts: [] },
      die: 5,
      modifiedDie: 5,
      firingStrength: 38,
      result: { lossPercent: 15, moraleLoss: 1 },
      inflicted: 5,
      lost: [
        { counter: 'kr01', type: 'infantry', count: 8 },
        { counter: 'kr02', type: 'infantry', count: 6 },
        { counter: 'kr01', type: 'cavalry', count: 1 },
        { counter: 'ka01', type: 'infantry', count: 1 },
      ],
      lostByType: { infantry: 15, cavalry: 1 },
      finalMorale: 3.5,
      moraleLossBefore: 1.5,
      moraleLossAfter: 3.5,
      broken: true,
      brokenBy: ['7.5.2.10.1.1'],
    }),
    outcome: { kind: 'victory', victor: 'attacker', rule: '7.5.2.10.1', loserEliminated: false, breakAndEliminated: false },
  },
];

/** The battle over: France won in round 2, pursued, scored and drove the allies back two areas. */
export function finishedBattle(): BattleView {
  const losses: Record<string, BattleUnit['factors']> = {
    kf01: { infantry: 10, cavalry: 2 },
    kf03: { infantry: 10, cavalry: 2, artillery: 1 },
    kr01: { infantry: 2, cavalry: 3, guard: 2 },
    kr02: { infantry: 1, cavalry: 2 },
    ka01: { infantry: 5, cavalry: 2 },
  };
  const after = (f: BattleForce): BattleForce => ({ ...f, units: f.units.map((u) => (losses[u.counter] ? { ...u, factors: losses[u.counter]! } : u)) });
  return {
    id: 'b1',
    area: '470' as BattleView['area'],
    terrain: 'clear',
    riverCrossing: false,
    trivial: false,
    attacker: after(french),
    defender: after(allies),
    day: 1,
    stage: 'over',
    days: [
      {
        day: 1,
        ops: {
          attackerChit: 'outflank',
          defenderChit: 'defend',
          variant: 'normal',
          attackerTables: ['3-3', '4-4', '4-4'],
          defenderTables: ['3-2', '2-3', '2-3'],
          afterOutflank: { attackerTables: ['5-4', '5-4'], defenderTables: ['2-2', '2-2'] },
          notes: ['French commander: +1 to the outflank arrival roll'],
        },
        withdrawal: null,
        morale: {
          attacker: { base: 4, baseParts: [{ rule: '7.5.2.6.1', label: 'Method One, French line', value: 4 }], final: 4, finalParts: [] },
          defender: { base: 3.5, baseParts: [{ rule: '7.5.2.6.1', label: 'Method One, Russian and Austrian', value: 3.5 }], final: 3.5, finalParts: [] },
        },
        rounds,
        arrivals: [{ day: 1, afterRound: 1, side: 'attacker', die: 3, rating: 6, modifiers: [{ rule: '7.5.2.12', label: 'chart note', value: 1 }], arrived: true }],
        intents: null,
        end: { kind: 'decided', rule: '7.5.2.10.1' },
      },
    ],
    reinforcements: [],
    outcome: { kind: 'victory', victor: 'attacker', rule: '7.5.2.10.1', loserEliminated: false, breakAndEliminated: false },
    pursuit: {
      pursuitClass: 3,
      classParts: [{ rule: '7.5.2.10.2.1', label: 'morale loss 2, 2 rounds', value: 3 }],
      die: 5,
      dieParts: [],
      modifiedDie: 5,
      lossPercent: 20,
      victorCavalry: 9,
      points: 1.8,
      lost: [{ counter: 'kr02', type: 'cavalry', count: 1 }],
      loserEliminated: false,
    },
    politicalPoints: {
      corpsCounted: 3,
      parts: [
        { rule: '7.5.2.10.1.3', label: '3 corps defeated', value: 2 },
        { rule: '7.5.2.10.1.3.1', label: 'victor under Napoleon', value: 1 },
      ],
      changes: [
        { power: 'france', delta: 3 },
        { power: 'russia', delta: -2 },
        { power: 'austria', delta: -2 },
      ],
    },
    retreats: [{ side: 'defender', powers: ['russia', 'austria'], chosenBy: 'france', from: '470' as BattleView['area'], route: ['469', '465'] as BattleView['area'][], surrendered: false, rule: '7.5.2.10.3' }],
    removed: [],
    odds: null,
  };
}

/**
 * The same battle at the chit step, as Russia sees it: the French strengths are still hidden,
 * no chit is revealed, and Russia (choosing) has the engine's odds preview.
 */
export function battleAtChits(): BattleView {
  const hidden = (f: BattleForce): BattleForce => ({ ...f, units: f.units.map((u) => ({ ...u, name: null, factors: null, initial: null, outflanking: false })) });
  return {
    ...finishedBattle(),
    attacker: hidden(french),
    defender: allies,
    stage: 'chits',
    days: [{ day: 1, ops: null, withdrawal: null, morale: null, rounds: [], arrivals: [], intents: null, end: null }],
    outcome: null,
    pursuit: null,
    politicalPoints: null,
    retreats: [],
    odds: {
      power: 'russia',
      side: 'defender',
      basis: 'estimated',
      rows: (['assault', 'outflank'] as const).flatMap((a) =>
        (['defend', 'withdraw', 'counterattack'] as const).map((d, i) => ({
          attackerChit: a,
          defenderChit: d,
          withdrawalChance: d === 'withdraw' ? 0.5 : 0,
          victory: { attacker: 0.1 + 0.05 * i, defender: 0.05 + 0.02 * i },
          bothBreak: 0.01,
          expectedLosses: { attacker: 4 + i, defender: 6 - i },
          expectedMoraleLoss: { attacker: 1, defender: 1.2 },
          // issue 15: the whole first day; Assault against Defend switches off the Commander Chart
          day: {
            avoided: d === 'withdraw' ? 0.5 : 0,
            victory: { attacker: 0.3 + 0.1 * i, defender: 0.2 - 0.05 * i },
            bothBreak: 0.05,
            bothEliminated: 0,
            withdrew: 0,
            undecided: d === 'withdraw' ? 0 : 0.45 - 0.05 * i,
            breaks: { attacker: 0.25 - 0.05 * i, defender: 0.35 + 0.1 * i },
            expectedLosses: { attacker: 7 + i, defender: 9 - i },
            expectedMoraleLoss: { attacker: 2.1, defender: 2.4 },
            flags:
              a === 'assault' && d === 'defend'
                ? [{ kind: 'commanderOff' as const, side: 'defender' as const, rule: '7.5.2.9.1', text: "the defender's commander modifier (+1) does not count in this pairing" }]
                : [],
            days: 2000,
          },
        })),
      ),
    },
  };
}

/**
 * A second day: the first ended after three rounds with both sides fighting on (7.5.2.13), a
 * Russian corps joined after round 1 (7.5.2.11), and on day 2 the allies tried to withdraw
 * before the fighting (7.5.2.5), one roll hidden from the viewer.
 */
export function twoDayBattle(): BattleView {
  const b = finishedBattle();
  const day1 = { ...b.days[0]!, rounds: b.days[0]!.rounds.slice(0, 1), intents: { attacker: 'fight', defender: 'fight' } as const, end: { kind: 'dayOver', rule: '7.5.2.13' } as const };
  return {
    ...b,
    day: 2,
    stage: 'losses',
    outcome: null,
    pursuit: null,
    politicalPoints: null,
    retreats: [],
    reinforcements: [{ day: 1, afterRound: 1, side: 'defender', power: 'russia', from: '465' as BattleView['area'], counters: ['kr02'], die: 2, rating: 3, modifiers: [{ rule: '7.5.2.11', label: 'across a river', value: -1 }], arrived: true }],
    days: [
      day1,
      {
        day: 2,
        ops: { ...b.days[0]!.ops!, defenderChit: 'withdraw', afterOutflank: null, notes: [] },
        withdrawal: {
          automatic: false,
          rolls: [
            { counter: 'kr01', die: 2, rating: 3, modifiers: [], success: true },
            { counter: null, die: 6, rating: 3, modifiers: [{ rule: '7.5.2.5', label: 'chart', value: -1 }], success: false },
          ],
          withdrew: ['kr01'],
          avoided: false,
        },
        morale: {
          attacker: { base: null, baseParts: [], final: 3.5, finalParts: [{ rule: '7.5.2.6.2', label: 'day 2', value: -0.5 }] },
          defender: { base: null, baseParts: [], final: 3, finalParts: [{ rule: '7.5.2.6.2', label: 'day 2', value: -0.5 }] },
        },
        rounds: [],
        arrivals: [],
        intents: null,
        end: null,
      },
    ],
  };
}

/**
 * A limited field combat (7.5.4.2.3): France relieves its besieged city, a corps comes out to
 * join, nobody wins in the one day, the relief goes back and the sortie goes back inside; one
 * corps came out of the city during the day (7.5.2.11.1); leader casualty checks (12.7) follow.
 */
export function limitedBattle(): BattleView {
  const b = finishedBattle();
  return {
    ...b,
    limited: { city: 'brunn' as CityId, besieged: 'france', sallied: ['kf03'] },
    days: [{ ...b.days[0]!, end: { kind: 'dayOver', rule: '7.5.4.2.3' } }],
    reinforcements: [{ day: 1, afterRound: 1, side: 'attacker', power: 'france', from: '470' as BattleView['area'], fromCity: 'brunn', counters: ['kf01'], die: 2, rating: 3, modifiers: [], arrived: true }],
    outcome: { kind: 'undecided', rule: '7.5.4.2.3.1' },
    pursuit: null,
    politicalPoints: null,
    retreats: [{ side: 'attacker', powers: ['france'], chosenBy: null, from: '470' as BattleView['area'], route: ['469'] as BattleView['area'][], surrendered: false, rule: '7.5.4.2.3.1.1' }],
    leaderCasualties: [
      { side: 'attacker', dice: [6, 6], roll: 12, leader: 'davout' as LeaderId, name: 'Davout', fateDie: 4, result: 'wounded', months: 4 },
      { side: 'defender', dice: [2, 5], roll: 7, leader: null, name: null, fateDie: null, result: 'unhurt', months: 0 },
    ],
  };
}
