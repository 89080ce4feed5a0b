/**
 * 10.5 The Political Status Display as pure functions over the game state.
 *
 * API (for the Economic Phase and the table):
 * - `statusOf(state, power)` → the box a power's marker is in: zone, box number, place on the
 *   whole track, victory points (8.1), political status adjustment (8.6), economic loss number
 *   (10.5.2) and status modifier (4.6.2.2, 10.5.3).
 * - `statusTrackBoxes()` → every box left (Fiasco 1) to right (Dominant 6).
 * - `moveMarker(position, points)` → 10.5.1 where a marker ends after a change of points, and
 *   whether it was pushed off the low end (must sue for peace, 10.5.1).
 * - `inInstabilityOrFiasco(state, power)` → 10.5.2 / 4.6.1 / 4.6.8.
 * - `statusModifier(state, power)` → 4.6.2.2 / 10.5.3.
 * - `statusPath(state, power)` → the marker's path over time (one point per month with a change).
 * - `initialStatusPosition(power, year)` → 2.4.3.3 the printed start box (campaign I 1805,
 *   II 1812, III 1813; the nearest campaign for other years).
 * The engine moves markers for every `politicalPointsChanged` event (`steps/effects.ts`), so a
 * marker is always where the points logged so far have put it.
 */
import { charts } from '../../data/charts';
import type { CampaignNumeral, StatusBox } from '../../data/charts';
import type { GameDate, GameState, MajorPower } from '../../model';

/** Every box of the display, left (worst) to right (best). */
export function statusTrackBoxes(): StatusBox[] {
  return charts.statusTrack();
}

/** The box at a 0-based place on the track (clamped to the ends). */
export function statusBoxAt(position: number): StatusBox {
  const track = charts.statusTrack();
  return track[Math.max(0, Math.min(track.length - 1, position))]!;
}

/** 10.5.1 The marker after `points` political points: it stops at either end; off the low end it must sue. */
export function moveMarker(position: number, points: number): { position: number; pushedOffBottom: boolean } {
  return charts.moveStatus(position, points);
}

/** 2.4.3.3 campaign numeral for a start year: I up to 1811, II in 1812, III from 1813. */
export function campaignForYear(year: number): CampaignNumeral {
  return year <= 1811 ? 'I' : year === 1812 ? 'II' : 'III';
}

/** 2.4.3.3 The printed start box of a power for a game starting in `year` (middle of Neutral if none). */
export function initialStatusPosition(power: MajorPower, year: number): number {
  const box = charts.startingBox(power, campaignForYear(year));
  if (box) return box.position;
  const track = charts.statusTrack();
  return track.find((b) => b.zone === 'neutral' && b.number === 6)?.position ?? Math.floor(track.length / 2);
}

/** The political record's marker, or the printed start box when the game has no record yet. */
function positionOf(state: GameState, power: MajorPower): number {
  return state.political?.status[power] ?? initialStatusPosition(power, state.date.year);
}

/** 10.5 The box a power's political status marker is in. */
export function statusOf(state: GameState, power: MajorPower): StatusBox {
  return statusBoxAt(positionOf(state, power));
}

/** 4.6.2.2 / 10.5.3 the status modifier of the zone the marker is in. */
export function statusModifier(state: GameState, power: MajorPower): number {
  return statusOf(state, power).statusModifier;
}

/** 10.5.2 / 4.6.1 whether the marker is in the Instability or Fiasco Zone. */
export function inInstabilityOrFiasco(state: GameState, power: MajorPower): boolean {
  const z = statusOf(state, power).zone;
  return z === 'instability' || z === 'fiasco';
}

/** 10.5 The marker's path: (date, place on the track) for the start and every month that moved it. */
export function statusPath(state: GameState, power: MajorPower): { date: GameDate; position: number }[] {
  const history = state.political?.statusHistory ?? [];
  const path = history.map((h) => ({ date: h.date, position: h.positions[power] }));
  if (path.length === 0) path.push({ date: state.date, position: positionOf(state, power) });
  return path;
}
