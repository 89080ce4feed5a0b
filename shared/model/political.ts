import type { MajorPower } from './powers';
import type { CorpsId, CounterId, LeaderId, MinorId, ProvinceId } from './ids';
import type { GameDate } from './calendar';

/** A pair of powers in MAJOR_POWERS order (the same shape as `PowerPair` in state.ts). */
type PowerPair = readonly [MajorPower, MajorPower];

/**
 * Section 4 and 10 records kept between turns (the Political Phase's own state). Every field is
 * public (the diplomacy board shows them) except `notes`, which only the two powers of each note
 * may see (4.1; `viewFor` filters it and `redactEvent` hides the note events).
 *
 * The Economic Phase reads `debts` (8.5.2: formal debts to pay), `tradeRestrictions` (B.6: trade a
 * power may not collect from another) and `status` (8.1 victory points, 8.6 adjustment, 10.5.2 instability) through the pure
 * functions of `shared/rules/political`.
 */
export interface PoliticalState {
  /** 10.5 each power's political status marker: 0-based place on the whole display, left (Fiasco 1) to right. */
  readonly status: Readonly<Record<MajorPower, number>>;
  /** 10.5 the path of every marker: one entry per month that saw a change (the chart on the card). */
  readonly statusHistory: readonly StatusSnapshot[];
  /** 10.5.1 powers pushed off the low end: must sue every enemy for peace in the next Peace Step. */
  readonly mustSue: readonly MajorPower[];
  /** 4.5.3 / 4.7.1 alliances broken, with the date and who broke them. */
  readonly brokenAlliances: readonly { readonly powers: PowerPair; readonly date: GameDate; readonly by: MajorPower }[];
  /** 4.4.5.2 when each war began and how (the order victors choose peace terms in). */
  readonly warsBegun: readonly WarStart[];
  /** 4.2 / 4.6 major powers at war with a minor country (declared on it while neutral, until conquest or lapse, 4.6.6). */
  readonly minorWars: readonly { readonly minor: MinorId; readonly power: MajorPower; readonly since: GameDate }[];
  /** 4.4.9 (v2.71) royal marriages made by peace term B.5; a declaration of war between them costs one more point. */
  readonly royalMarriages: readonly { readonly powers: PowerPair; readonly since: GameDate; readonly allianceUntil: GameDate }[];
  /** 8.5.2 formal debts from peace terms B.3, C.3 and C.7 (and loans once the Economic Phase makes them). */
  readonly debts: readonly PeaceDebt[];
  /** B.6 trade the restricted power may not carry on with `with`. */
  readonly tradeRestrictions: readonly PeaceTradeRestriction[];
  /** B.4 corps on loan: the borrower runs it until `until`. */
  readonly corpsOnLoan: readonly { readonly corps: CorpsId; readonly owner: MajorPower; readonly borrower: MajorPower; readonly until: GameDate }[];
  /** C.6 leaders removed from the game by a peace. */
  readonly removedLeaders: readonly LeaderId[];
  /** 4.4.8 powers permanently out of the game after a final peace. */
  readonly outOfGame: readonly MajorPower[];
  /** C.8 / C.9 whether the Holy Roman Empire has been dissolved. */
  readonly holyRomanEmpireDissolved: boolean;
  /** 4.1 private notes: each only ever reaches its sender and recipient. */
  readonly notes: readonly DiplomaticNote[];
  /** 4.1 the Diplomacy Step's timer, set by the table (minutes; 0 = untimed) and its pause state. */
  readonly diplomacy: { readonly minutes: number; readonly paused: boolean };
  /** The peace being made now (4.4): engine working record, cleared at the end of the step. */
  readonly peace?: PeaceProgress;
  /** 4.3 calls to allies under way: engine working record. */
  readonly calls?: CallProgress;
  /** 4.6 minors declared on this turn still to be given a controller. */
  readonly minorControl?: readonly MinorControlProgress[];
  /** 4.6.3.2 minors whose controllers still set up their forces; the first is being set up while a `political/minorSetup` decision is open. */
  readonly minorSetups?: readonly MinorId[];
  /** 4.4.6.2 fleets of `power` in `from`'s ports must leave them in the Naval Phase of `month` (the next one after the peace). */
  readonly fleetsLeave?: readonly { readonly power: MajorPower; readonly from: MajorPower; readonly month: GameDate }[];
}

export interface StatusSnapshot {
  readonly date: GameDate;
  readonly positions: Readonly<Record<MajorPower, number>>;
}

export interface WarStart {
  readonly powers: PowerPair;
  readonly date: GameDate;
  /** Declared in 4.2, joined answering a call (4.3.2 counts as later than the caller), or forced (4.6.4.2). */
  readonly how: 'declaration' | 'call' | 'forced' | 'support' | 'access' | 'scenario';
  /** Index within the month: calls come after the declarations they answer. */
  readonly order: number;
}

/**
 * 10.3.1.2 Access: `grantee`'s forces may be in `grantor`'s territory. Kept in
 * `relations.access` (which land movement reads); the fields past the pair are optional so
 * scenarios and older saves stay valid.
 */
export interface AccessAgreement {
  readonly grantor: MajorPower;
  readonly grantee: MajorPower;
  /** voluntary (10.3.1.2.2, conditions are the players'), unconditional from peace term C.5 (10.3.1.2.3), or 12.4 limited access after a peace. */
  readonly kind?: 'voluntary' | 'unconditional' | 'limited';
  /** 10.3.1.2.2 provinces the access is limited to (absent or empty = all the grantor's territory). */
  readonly provinces?: readonly ProvinceId[];
  /** 10.3.1.2.2 the conditions as the grantor wrote them (public text, shown on the board). */
  readonly conditions?: string;
  readonly since?: GameDate;
  /** 12.4 (option) limited access: forces must be out by the end of this month. */
  readonly until?: GameDate;
  /** 12.4.1 (option) a C.5 victor's limited access: only its garrisons in capital cities must leave. */
  readonly capitalsOnly?: boolean;
  /** 10.3.1.2.1.1-2 (general branch) corps that entered under this voluntary access, with the provinces they crossed; `inside` once withdrawn: in the grantor's territory when it was. */
  readonly used?: readonly AccessUse[];
  /** 10.3.1.2.1 (general branch) the month the grantor withdrew it: closed to everyone but the corps in `used`. */
  readonly withdrawn?: GameDate;
}

/** 10.3.1.2.1.1-2 one corps (public counter handle) that entered a power's territory by its voluntary access. */
export interface AccessUse {
  readonly counter: CounterId;
  readonly provinces: readonly ProvinceId[];
  readonly inside?: boolean;
}

/** 4.4 B.3 / C.3 / C.7 a formal debt as the diplomacy board shows it (the Economic Phase pays its copy in `economy.debts`): `debtor` owes `creditor` money in the Economic Phases listed. */
export interface PeaceDebt {
  readonly debtor: MajorPower;
  readonly creditor: MajorPower;
  /** Peace term (B.3, C.3, C.7) or 'loan'. */
  readonly source: string;
  /** What is due, in order: the money and the first month of the Economic Phase it falls due in. */
  readonly instalments: readonly { readonly due: GameDate; readonly amount: number; readonly kind: 'money' | 'colonialTrade' }[];
}

/** B.6 The restricted power may not trade with `with` (closes its ports to it) until `until`. */
export interface PeaceTradeRestriction {
  readonly restricted: MajorPower;
  readonly with: MajorPower;
  /** The victor who imposed it (may declare war despite the enforced peace if it is broken). */
  readonly imposedBy: MajorPower;
  readonly until: GameDate;
}

/** 4.1 A private note between two powers. */
export interface DiplomaticNote {
  readonly from: MajorPower;
  readonly to: MajorPower;
  readonly date: GameDate;
  readonly text: string;
}

/** 4.4 The peace being made: suits, offers and the terms chosen so far. */
export interface PeaceProgress {
  readonly treaties: readonly Treaty[];
  /** The loser whose terms are being chosen: victors pick in `order` (4.4.5.2), `next` indexes it. */
  readonly current: { readonly loser: MajorPower; readonly order: readonly MajorPower[]; readonly next: number } | null;
}

export interface Treaty {
  readonly loser: MajorPower;
  readonly victor: MajorPower;
  /** null until the victor offers (4.4.2.2). */
  readonly kind: 'conditional' | 'unconditional' | null;
  /** null until the loser answers an unconditional offer; a conditional one is accepted. */
  readonly accepted: boolean | null;
  /** Terms chosen, each with its parameter ("B.7:minor:bavaria", "C.6:napoleon"); the loser's list-A term first. */
  readonly terms: readonly string[];
  /** The victor stopped choosing (or has no more picks). */
  readonly done: boolean;
  /** 10.5.1 the loser was pushed off the display and had to sue. */
  readonly forced: boolean;
}

/** 4.3 the call order and the calls still to make. */
export interface CallProgress {
  /** Calls still to be made, in order (defenders first, 4.3.1.1; by competitive dice among them). */
  readonly queue: readonly CallEntry[];
  /** The call being answered: the allies whose answer is awaited. */
  readonly current: (CallEntry & { readonly waiting: readonly MajorPower[] }) | null;
  /** 4.3.1.1 defenders that called at least one ally (their aggressors may then call). */
  readonly attempted: readonly MajorPower[];
  /** 10.3.4.3 calls after a war declared during land movement: their decisions hold the movers (absent: the 4.3 step). */
  readonly during?: 'land/movement';
}

export interface CallEntry {
  readonly caller: MajorPower;
  readonly enemy: MajorPower;
  readonly role: 'defender' | 'aggressor';
}

/** 4.6 one neutral minor declared on this turn. */
export interface MinorControlProgress {
  readonly minor: MinorId;
  readonly aggressors: readonly MajorPower[];
  /** 4.6.4.1 every power that declared war on it this turn, those who backed down included (absent: `aggressors`). */
  readonly declared?: readonly MajorPower[];
}
