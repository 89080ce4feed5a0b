import { LEGAL, POWER_NAMES } from '../../model';
import type { DecisionOption, MajorPower, PhaseId } from '../../model';
import { emit, openDecision, patch } from '../tx';
import type { Tx } from '../tx';
import { LAND_PHASE_OTHERS, NAVAL_PHASE_OTHERS } from '../powerOrder';
import { landSequence } from '../../rules/campaign/combinations/effects';

/** The places `power` may take among the other powers in play, as 0-based positions. */
function positionOptions(others: readonly MajorPower[]): DecisionOption[] {
  return Array.from({ length: others.length + 1 }, (_, i) => ({
    value: i,
    label: i === 0 ? `first, before ${POWER_NAMES[others[0] as MajorPower]}` : `after ${POWER_NAMES[others[i - 1] as MajorPower]}`,
    verdict: LEGAL,
  }));
}

function begin(tx: Tx, power: MajorPower, others: readonly MajorPower[], kind: 'naval/announcePosition' | 'land/announcePosition', rule: string): void {
  openDecision(tx, {
    power,
    kind,
    step: kind,
    rule,
    prompt: 'Announce when in the sequence you will move this phase.',
    secret: false,
    select: 'one',
    group: null,
    options: positionOptions(others.filter((p) => tx.state.powers[p].inPlay)),
  });
}

/** 6.1 Great Britain announces its place in the Naval Phase sequence. */
export function beginNavalAnnouncement(tx: Tx): void {
  begin(tx, 'britain', NAVAL_PHASE_OTHERS, 'naval/announcePosition', '6.1');
}

/**
 * 7.1 France announces its place in the Land Phase sequence (campaigns only, 3.4); 11.8.2.3
 * (option) a lone risen dominant power announces instead, France taking its usual place.
 */
export function beginLandAnnouncement(tx: Tx): void {
  const seq = landSequence(tx.state, LAND_PHASE_OTHERS);
  if (seq.announcer) begin(tx, seq.announcer, seq.others, 'land/announcePosition', seq.rule);
}

export function applyAnnouncement(tx: Tx, phase: Extract<PhaseId, 'naval' | 'land'>, power: MajorPower, position: number): void {
  const rule = phase === 'naval' ? '6.1' : '7.1';
  patch(tx, { turn: { ...tx.state.turn, ...(phase === 'naval' ? { navalPosition: position } : { landPosition: position }) } });
  emit(tx, { type: 'positionAnnounced', power, phase, rule, position });
}
