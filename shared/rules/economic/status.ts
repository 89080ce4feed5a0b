// 10.5 Where each power's marker stands on the Political Status Display, as the Economic Phase
// reads it (8.1 victory points, 8.6 adjustment, 10.5.2 economic loss, 10.6.4.1 Fiasco).
//
// The display's movement belongs to the Political Phase (shared/rules/political/status once it
// lands). Until then the engine keeps political points as a running sum on each power, and a
// marker's place is its starting box (the scenario's, else the campaign's printed start, 2.4.3.3)
// moved by that sum and held at the ends of the display (10.5.1). `settleStatus` in the engine
// re-anchors the start whenever a marker is held at an end, so later points move it from there.
// To unify after the merge: read the marker from the political engineer's record and drop
// `EconomyState.statusStart`.
import type { GameState, MajorPower, StatusBoxRef } from '../../model';
import { DEFAULT_CHARTS, statusTrack, type ChartBundle, type StatusBox } from '../../data/charts';

/** 10.5.1 the display as one track, left (Fiasco 1) to right (top of Dominant). */
export const displayTrack = (charts: ChartBundle = DEFAULT_CHARTS): StatusBox[] => statusTrack(charts['political-status']);

/** The track position of a box given by zone and number, or null if the display has no such box. */
export function positionOf(box: StatusBoxRef, charts: ChartBundle = DEFAULT_CHARTS): number | null {
  return displayTrack(charts).find((b) => b.zone === box.zone && b.number === box.box)?.position ?? null;
}

/** 2.4.3.3 the printed 1805 (campaign I) starting box of a power, as a track position. */
export function printedStart(power: MajorPower, charts: ChartBundle = DEFAULT_CHARTS): number {
  const s = charts['political-status'].startingBoxes.boxes.find((b) => b.power === power && b.campaign === 'I');
  return (s && positionOf({ zone: s.zone, box: s.number }, charts)) ?? 0;
}

/** The position the marker started from (after re-anchoring at an end, see `settleStatus`). */
export function statusStart(state: GameState, power: MajorPower, charts: ChartBundle = DEFAULT_CHARTS): number {
  return state.economy?.statusStart[power] ?? printedStart(power, charts);
}

/** 10.5.1 the marker's unclamped place: its start moved by the political points gained and lost since. */
export const rawStatus = (state: GameState, power: MajorPower, charts: ChartBundle = DEFAULT_CHARTS): number =>
  statusStart(state, power, charts) + state.powers[power].politicalPoints;

/** 10.5.1 the marker's box now; it never leaves either end of the display. */
export function statusBoxOf(state: GameState, power: MajorPower, charts: ChartBundle = DEFAULT_CHARTS): StatusBox {
  const track = displayTrack(charts);
  const at = Math.min(track.length - 1, Math.max(0, rawStatus(state, power, charts)));
  return track[at]!;
}

/** Words for a box: "Neutral 9", "Dominant 2". */
export function boxName(box: Pick<StatusBox, 'zone' | 'number'>): string {
  return `${box.zone[0]!.toUpperCase()}${box.zone.slice(1)} ${box.number}`;
}
