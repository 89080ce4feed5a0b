import { z } from 'zod';
import { chartHeader, combatTableIdSchema, type CombatTableId } from './common';

/** 12.2.6.1.1 The naval tactical chits (the chart's spelling in our data). */
export const NAVAL_CHITS = ['melee', 'linearAttack', 'linearDefence'] as const;
export type NavalChit = (typeof NAVAL_CHITS)[number];
const chit = z.enum(NAVAL_CHITS);

const three = z.tuple([combatTableIdSchema, combatTableIdSchema, combatTableIdSchema]);
/** The second set of a melee cell: no table in the first round (closing is rolled after a round). */
const afterClosing = z.tuple([z.null(), combatTableIdSchema, combatTableIdSchema]);

const cellSchema = z.object({
  attacker: chit,
  defender: chit,
  /** Tables of each side for rounds 1-3; for a melee against a linear chit, until the melee side closes. */
  before: z.object({ attacker: three, defender: three }),
  /** 12.2.6.1.4.1 the second set, once the melee side has closed; null where no side chose melee against a linear chit. */
  after: z.object({ attacker: afterClosing, defender: afterClosing }).nullable(),
  /** Why the reading of this cell was uncertain, or null. */
  uncertain: z.string().min(1).nullable(),
});
export type TacticalNavalCell = z.infer<typeof cellSchema>;

const range = z.object({ min: z.number().int().min(1).max(6), max: z.number().int().min(1).max(6) });

export const tacticalNavalSchema = z
  .object({
    ...chartHeader('tactical-naval'),
    chits: z.tuple([z.literal('melee'), z.literal('linearAttack'), z.literal('linearDefence')]),
    cells: z.array(cellSchema).length(9),
    modifiers: z.array(z.object({ id: z.enum(['britishAggressive', 'frenchDefensive', 'twiceAsMany', 'halfAsMany', 'fleetAfterSecond']), value: z.number().int(), label: z.string().min(1) })).length(5),
    closing: z.object({ linearAttack: range, linearDefence: range, nelsonMaxModifier: z.number().int().min(0).max(2), uncertain: z.string().optional() }),
    /** 12.2.6.2 blockade battles: no chits, fixed tables. */
    blockade: z.object({ blockading: three, running: three }),
    /** 12.2.6.3 port raids: the harbour guns' single roll, then fixed tables. */
    portRaid: z.object({ harbour: combatTableIdSchema, attacking: three, defending: three }),
  })
  .superRefine((c, ctx) => {
    // every pair of chits exactly once
    for (const a of NAVAL_CHITS)
      for (const d of NAVAL_CHITS) {
        const n = c.cells.filter((x) => x.attacker === a && x.defender === d).length;
        if (n !== 1) ctx.addIssue({ code: 'custom', path: ['cells'], message: `expected one cell for ${a} against ${d}, found ${n}` });
      }
    c.cells.forEach((cell, i) => {
      const mixed = (cell.attacker === 'melee') !== (cell.defender === 'melee');
      if (mixed !== (cell.after !== null))
        ctx.addIssue({ code: 'custom', path: ['cells', i, 'after'], message: 'expected a second set exactly where one side chose melee and the other a linear chit' });
    });
  });
export type TacticalNavalChart = z.infer<typeof tacticalNavalSchema>;

/** 12.2.6.1.2 / 12.2.6.1.4 the cell crossing the two chits. */
export function tacticalCell(chart: TacticalNavalChart, attacker: NavalChit, defender: NavalChit): TacticalNavalCell {
  const cell = chart.cells.find((c) => c.attacker === attacker && c.defender === defender);
  if (!cell) throw new Error(`tactical naval chart has no cell ${attacker}/${defender}`);
  return cell;
}

/**
 * 12.2.6.1.4 / 12.2.6.1.4.1 the combat table each side uses in round `round` (1-3): the first
 * set until the melee side has closed, the second once it has.
 */
export function tacticalTables(chart: TacticalNavalChart, attacker: NavalChit, defender: NavalChit, round: number, closed: boolean): { attacker: CombatTableId; defender: CombatTableId } {
  const cell = tacticalCell(chart, attacker, defender);
  const i = Math.min(3, Math.max(1, Math.trunc(round))) - 1;
  const set = closed && cell.after && cell.after.attacker[i] !== null ? cell.after : cell.before;
  return { attacker: set.attacker[i] ?? cell.before.attacker[i]!, defender: set.defender[i] ?? cell.before.defender[i]! };
}

/** 12.2.6.1.4.1 the melee force closes with a linear enemy on a roll within the chart's range (after Nelson's modifier). */
export function closes(chart: TacticalNavalChart, enemyChit: NavalChit, modifiedRoll: number): boolean {
  if (enemyChit === 'melee') return true;
  const r = chart.closing[enemyChit];
  return modifiedRoll <= r.max;
}
