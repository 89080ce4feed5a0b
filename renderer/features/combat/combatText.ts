import type {
  BattleChit,
  BattleDayEnd,
  BattleFactors,
  BattleFactorType,
  BattleLeader,
  BattleModifier,
  BattleOutcome,
  BattleRecord,
  BattleRoundOutcome,
  BattleSide,
  BattleStage,
  BattleUnit,
} from '../../../shared/model/battle';
import { listText, powerName } from '../game/names';
import { nameText, type TextNames } from '../../../shared/model/naming';

// Words for the combat view. Everything here formats numbers the engine sent; nothing computes
// a rule (STYLE F).

/** 7.5.2.1 Chit names as printed on the chits. */
export const CHIT_NAME: Record<BattleChit, string> = {
  outflank: 'Outflank',
  assault: 'Assault',
  'escalated-assault': 'Escalated Assault',
  echelon: 'Echelon',
  probe: 'Probe',
  counterattack: 'Counterattack',
  'escalated-counterattack': 'Escalated Counterattack',
  cordon: 'Cordon',
  withdraw: 'Withdraw',
  defend: 'Defend',
};

export const isChit = (v: string): v is BattleChit => Object.hasOwn(CHIT_NAME, v);

/** Factor types in the order of the National Card, irregulars last, with short labels. */
export const BATTLE_FACTOR_LABEL: Record<BattleFactorType, string> = {
  infantry: 'Inf',
  militia: 'Mil',
  cavalry: 'Cav',
  guard: 'Gd',
  artillery: 'Art',
  feudalInfantry: 'F.Inf',
  feudalCavalry: 'F.Cav',
  cossack: 'Cossack',
  freikorps: 'Freikorps',
  guerilla: 'Guerilla',
};
export const BATTLE_FACTOR_ORDER = Object.keys(BATTLE_FACTOR_LABEL) as BattleFactorType[];

/** The types present in `f`, in card order, with their counts. */
export function factorParts(f: BattleFactors): { type: BattleFactorType; count: number }[] {
  return BATTLE_FACTOR_ORDER.filter((t) => (f[t] ?? 0) > 0).map((t) => ({ type: t, count: f[t]! }));
}

/** "12 Inf, 3 Cav", or "none". */
export function battleFactorsText(f: BattleFactors): string {
  const parts = factorParts(f).map((p) => `${p.count} ${BATTLE_FACTOR_LABEL[p.type]}`);
  return parts.length ? parts.join(', ') : 'none';
}

export function battleFactorTotal(f: BattleFactors): number {
  return BATTLE_FACTOR_ORDER.reduce((n, t) => n + (f[t] ?? 0), 0);
}

/** A signed number as the charts print modifiers: "+1", "−2", "0". */
export function signed(n: number): string {
  if (n > 0) return `+${trim(n)}`;
  if (n < 0) return `−${trim(-n)}`;
  return '0';
}

/** Morale levels and losses keep one decimal ("3.5", "2"); never float noise. */
export function trim(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export const percent = (p: number): string => `${Math.round(p * 100)}%`;

export const modifierSum = (ms: readonly BattleModifier[]): number => ms.reduce((s, m) => s + m.value, 0);

/** "Napoleon (S5 T6, max 6)": strategic, tactical and tactical maximum (10.6.1). */
export function leaderText(l: BattleLeader): string {
  return `${l.name} (S${l.strategic} T${l.tactical}, max ${l.tacticalMax}${l.cavalry ? ', cavalry' : ''})`;
}

const FACE_NAME: Record<string, string> = {
  infantry: 'infantry corps',
  light: 'light corps',
  cavalry: 'cavalry corps',
  guard: 'guard corps',
  artillery: 'artillery corps',
  feudal: 'feudal corps',
  insurrection: 'insurrection corps',
  tyrol: 'Tyrolean corps',
  cossack: 'cossack',
  freikorps: 'freikorps',
  guerilla: 'guerilla',
};

/** A unit as its viewer knows it: its name once revealed, else its counter's face. */
export function unitTitle(u: BattleUnit): string {
  if (u.kind === 'garrison') return `Garrison (${powerName(u.nationality)})`;
  const face = u.face ? (FACE_NAME[u.face] ?? u.face) : 'corps';
  if (u.name) return u.name;
  return `${powerName(u.nationality)} ${face}`;
}

/** A counter of the battle by its title, or "a corps" when the record does not list it (never its handle). */
export function counterTitle(b: BattleRecord, counter: string): string {
  const u = [...b.attacker.units, ...b.defender.units].find((x) => x.counter === counter);
  return u ? unitTitle(u) : 'a corps';
}

/**
 * Issue 15: the battle's free text (modifier labels such as "+2 <handle> intrinsic strategic",
 * the chart's notes) with ids named: the battle's own units by their title as this viewer knows
 * them, other counters and places by `names`. Ids the view uses to look things up are kept.
 */
export function namedBattle(b: BattleRecord, names: TextNames): BattleRecord {
  const units = new Map([...b.attacker.units, ...b.defender.units].map((u) => [u.counter, unitTitle(u)]));
  const n: TextNames = { ...names, counter: (h) => units.get(h) ?? names.counter?.(h) };
  const walk = (x: unknown, key: string): unknown => {
    if (typeof x === 'string') return key === 'label' || key === 'notes' ? nameText(x, n) : x;
    if (Array.isArray(x)) return x.map((v) => walk(v, key));
    if (x !== null && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, walk(v, k)]));
    return x;
  };
  return walk(b, '') as BattleRecord;
}

/** The side as words: "France" or "Austria and Russia". */
export const sideText = (b: BattleRecord, side: BattleSide): string => listText(b[side].powers.map(powerName));

/** A verb agreeing with the side: "France wins", "Austria and Russia win". */
export const sideVerb = (b: BattleRecord, side: BattleSide, verb: string): string => `${sideText(b, side)} ${verb}${b[side].powers.length === 1 ? 's' : ''}`;

export const SIDE_NAME: Record<BattleSide, string> = { attacker: 'Attacker', defender: 'Defender' };

/** What the battle waits for, for the header. */
export const STAGE_TEXT: Record<BattleStage, string> = {
  join: 'powers in the area may join a side (7.3.8), the besieged may come out (7.5.4.2.3)',
  retire: 'the defender may retire into the city (7.5.1.1)',
  commander: 'choosing commanders (10.6.1.1)',
  trivial: 'both commanders say in secret whether they agree to a trivial combat (7.5.3)',
  chits: 'both sides choose their chits in secret (7.5.2.1)',
  division: 'the outflanking side divides its force (7.5.2.3)',
  losses: 'losses are allocated (7.5.2.9.2)',
  reinforcements: 'reinforcement attempts (7.5.2.11)',
  endOfDay: 'each side decides in secret to fight on or withdraw (7.5.2.13)',
  retreat: 'the retreat route is chosen (7.5.2.10.3)',
  over: 'the battle is over',
};

/** A round's result: who broke, who won. */
export function roundOutcomeText(b: BattleRecord, o: BattleRoundOutcome): string {
  switch (o.kind) {
    case 'continue':
      return 'Both stand';
    case 'victory':
      return `${sideVerb(b, o.victor, 'win')}${o.loserEliminated ? '; the enemy is eliminated' : ''}${o.breakAndEliminated ? ' (broken, but the enemy was eliminated)' : ''}`;
    case 'bothBreak':
      return 'Both sides break';
    case 'bothEliminated':
      return 'Both sides are eliminated';
  }
}

export function outcomeText(b: BattleRecord, o: BattleOutcome): string {
  switch (o.kind) {
    case 'victory':
    case 'bothBreak':
    case 'bothEliminated':
      return roundOutcomeText(b, o);
    case 'avoided':
      return `${sideText(b, 'defender')} withdrew before the fighting`;
    case 'withdrawal':
      return `${listText(o.withdrawing.map((s) => sideText(b, s)))} withdrew`;
    case 'undecided':
      return 'Nobody won in the one day of a limited combat: the relief failed and the siege goes on';
  }
}

export function dayEndText(e: BattleDayEnd): string {
  switch (e.kind) {
    case 'avoided':
      return 'The defender got away before the first round';
    case 'withdrew':
      return `A side withdrew after round ${e.afterRound}`;
    case 'decided':
      return 'The day decided the battle';
    case 'dayOver':
      return 'Three rounds without a decision: the day ends';
  }
}

/** "Wagram (area 412)": the caller names the area; terrain in words. */
export function terrainText(terrain: string, river: boolean): string {
  const t = terrain === 'clear' || terrain === '' ? 'open ground' : terrain;
  return river ? `${t}, attacker crossing a river` : t;
}
