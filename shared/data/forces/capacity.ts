/** Corps box limits applied to a strength (2.4.2.1.1). */
import { FACTOR_TYPES } from '../../model';
import type { Factors, FactorType } from '../../model';
import type { Corps } from './schema';

export interface Overflow {
  /** The box that overflows; militia sharing the infantry box reports as 'infantry'. */
  readonly box: FactorType;
  readonly max: number;
  readonly have: number;
}

/**
 * 2.4.2.1.1 Boxes of `corps` that `factors` would overflow; empty when they fit. Infantry and
 * militia share one box when the corps' militia rule is 'shared'; a militia-only box (some Spanish
 * corps, the insurrection corps 10.1.4.3) takes no regular infantry; minor corps take no militia.
 */
export function corpsOverflow(corps: Corps, factors: Factors): Overflow[] {
  const out: Overflow[] = [];
  const infantryBox = corps.limits.infantry ?? 0;
  const infantry = factors.infantry ?? 0;
  const militia = factors.militia ?? 0;
  switch (corps.militia) {
    case 'shared':
      if (infantry + militia > infantryBox) out.push({ box: 'infantry', max: infantryBox, have: infantry + militia });
      break;
    case 'only':
      if (infantry > 0) out.push({ box: 'infantry', max: 0, have: infantry });
      if (militia > infantryBox) out.push({ box: 'militia', max: infantryBox, have: militia });
      break;
    case 'none':
      if (infantry > infantryBox) out.push({ box: 'infantry', max: infantryBox, have: infantry });
      if (militia > 0) out.push({ box: 'militia', max: 0, have: militia });
      break;
  }
  for (const kind of FACTOR_TYPES) {
    if (kind === 'infantry' || kind === 'militia') continue;
    const have = factors[kind] ?? 0;
    const max = corps.limits[kind] ?? 0;
    if (have > max) out.push({ box: kind, max, have });
  }
  return out;
}
