import { MAJOR_POWERS, POWER_NAMES, slug } from '../../../shared/model';

/** Display names of the powers, in the rules' order. */
export const POWER_LABELS = POWER_NAMES;
export const POWER_ORDER = MAJOR_POWERS;

/** Search key: the same shape as the data's ids (ASCII, lower case, words joined by '-'). */
export const searchKey = slug;
