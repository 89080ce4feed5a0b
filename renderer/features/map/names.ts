import type { MajorPower } from '../../../shared/model';

/**
 * Display names of the powers and the search key normaliser. The renderer may take only types
 * from shared/model (STYLE.md A), so the list is restated here; the `Record` type makes the
 * compiler reject a missing or extra power.
 */
export const POWER_LABELS: Record<MajorPower, string> = {
  france: 'France',
  britain: 'Great Britain',
  spain: 'Spain',
  austria: 'Austria',
  prussia: 'Prussia',
  russia: 'Russia',
  turkey: 'Turkey',
};
export const POWER_ORDER = Object.keys(POWER_LABELS) as MajorPower[];

/** Search key: ASCII, lower case, words joined by '-' (the same shape as the data's ids). */
export function searchKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
