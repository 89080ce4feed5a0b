/** 1.2 The seven major powers, in the order the rules list them. */
export const MAJOR_POWERS = ['france', 'britain', 'spain', 'austria', 'prussia', 'russia', 'turkey'] as const;
export type MajorPower = (typeof MAJOR_POWERS)[number];
export type ByPower<T> = Record<MajorPower, T>;

export const POWER_NAMES: ByPower<string> = {
  france: 'France',
  britain: 'Great Britain',
  spain: 'Spain',
  austria: 'Austria',
  prussia: 'Prussia',
  russia: 'Russia',
  turkey: 'Turkey',
};

export function isMajorPower(value: unknown): value is MajorPower {
  return typeof value === 'string' && (MAJOR_POWERS as readonly string[]).includes(value);
}
