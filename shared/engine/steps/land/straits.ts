// 7.4.3.3 a neutral holder of Constantinople is asked, once a turn as a power's Land Phase
// begins (its Depot step, before any supply is traced), whether that power may trace sea supply
// through the Dardanelles; the answer stands until the holder is asked again.
import { LEGAL, MAJOR_POWERS, POWER_NAMES } from '../../../model';
import type { MajorPower, StraitsLeave } from '../../../model';
import { straitsLeaveWanted } from '../../../rules/land/depots';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landMap, landTurn, patchLand } from './landState';

/** 7.4.3.3 ask the neutral holder on `power`'s behalf; true when a question was opened. */
export function askStraitsLeave(tx: Tx, power: MajorPower): boolean {
  const holder = straitsLeaveWanted(tx.state, landMap(tx), power);
  if (holder === null || !tx.state.powers[holder].inPlay) return false;
  const asked = landTurn(tx.state).straitsAsked ?? [];
  if (asked.includes(power)) return false;
  patchLand(tx, { straitsAsked: [...asked, power] });
  openDecision(tx, {
    power: holder,
    kind: 'land/straitsLeave',
    step: tx.state.cursor.step,
    rule: '7.4.3.3',
    prompt: `${POWER_NAMES[power]} asks leave to trace sea supply through the Dardanelles, which you hold at Constantinople. Your answer stands until you are asked again.`,
    secret: false,
    select: 'one',
    group: null,
    options: [
      { value: `grant:${power}`, label: `Give ${POWER_NAMES[power]} leave to pass`, verdict: LEGAL },
      { value: `refuse:${power}`, label: `Refuse ${POWER_NAMES[power]}`, verdict: LEGAL },
    ],
  });
  return true;
}

/** 7.4.3.3 the asker named in an answer value (`grant:<power>` · `refuse:<power>`), with the answer. */
export function parseStraitsAnswer(value: string): { power: MajorPower; granted: boolean } | null {
  const [verb, power] = value.split(':');
  if ((verb !== 'grant' && verb !== 'refuse') || !(MAJOR_POWERS as readonly string[]).includes(power ?? '')) return null;
  return { power: power as MajorPower, granted: verb === 'grant' };
}

/** 7.4.3.3 record the holder's answer (replacing its earlier one to the same power). */
export function recordStraitsLeave(tx: Tx, holder: MajorPower, value: string): MajorPower | null {
  const a = parseStraitsAnswer(value);
  if (!a) return null;
  const entry: StraitsLeave = { holder, power: a.power, granted: a.granted };
  patch(tx, { straitsLeave: [...(tx.state.straitsLeave ?? []).filter((l) => !(l.holder === holder && l.power === a.power)), entry] });
  emit(tx, { type: 'straitsLeaveAnswered', holder, power: a.power, granted: a.granted, rule: '7.4.3.3' });
  return a.power;
}
