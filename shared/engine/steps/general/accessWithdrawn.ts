// 10.3.1.2.1 voluntary access withdrawn in the Diplomacy Step (4.1): closed to new entries at once;
// the corps that used it keep what 10.3.1.2.1.1-2 leave them (rules/political/access.ts
// `keptAccess`, read by land movement's `hasAccess` and `mayOccupy`). So that the right can be
// told, every corps entering a power's territory under its voluntary access is noted on the
// agreement with the provinces it crosses (`noteAccessUse`, from land movement), and dropped once
// it is back in its own power's territory or the access is gone.
import { POWER_NAMES, atWar, operatorOf } from '../../../model';
import type { AccessAgreement, AccessUse, AreaId, GameState, LandMap, MajorPower, ProvinceId } from '../../../model';
import { voluntaryAccess, withdrawnAgreement } from '../../../rules/political/access';
import { territoryOf } from '../../../rules/land/movement';
import type { Mover } from '../../../rules/land/movement';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';

const agreementsOf = (state: GameState): readonly AccessAgreement[] => state.relations.access ?? [];
const setAgreements = (tx: Tx, access: readonly AccessAgreement[]) => patch(tx, { relations: { ...tx.state.relations, access } });

/** 10.3.1.2.1 the Diplomacy option's label: what withdrawing leaves to the grantee's corps (handles and areas, named by the reader's client). */
export function withdrawLabel(state: GameState, grantor: MajorPower, grantee: MajorPower, map?: LandMap): string {
  const a = voluntaryAccess(state, grantor, grantee);
  const kept = a ? withdrawnAgreement(state, map, a) : null;
  const base = `Withdraw ${POWER_NAMES[grantee]}'s access`;
  if (!kept?.used?.length) return base;
  const inside = kept.used.filter((u) => u.inside).length;
  const outside = kept.used.length - inside;
  const parts = [
    inside > 0 ? `${inside} corps inside keep moving, garrisoning and placing depots as agreed (10.3.1.2.1.1)` : '',
    outside > 0 ? `${outside} corps that passed through may come back the way they went (10.3.1.2.1.2)` : '',
  ].filter((x) => x !== '');
  return `${base}: closed to new entries; ${parts.join('; ')}`;
}

/** 10.3.1.2.1 `grantor` withdraws `grantee`'s voluntary access. */
export function withdrawAccess(tx: Tx, grantor: MajorPower, grantee: MajorPower): void {
  const a = voluntaryAccess(tx.state, grantor, grantee);
  if (!a) return;
  const kept = withdrawnAgreement(tx.state, tx.data.land, a);
  setAgreements(tx, agreementsOf(tx.state).flatMap((x) => (x === a ? (kept ? [kept] : []) : [x])));
  const used = kept?.used ?? [];
  const conditions = used.length === 0 ? '' : `kept by ${used.length} corps that used it: ${used.map((u) => u.counter).join(', ')} (10.3.1.2.1.1-2)`;
  emit(tx, { type: 'accessChanged', grantor, grantee, granted: false, kind: 'voluntary', conditions, rule: '10.3.1.2.1' });
}

/**
 * 10.3.1.2.1.1-2 after a corps of `power` moved into `area`: entering a power's territory under
 * its voluntary access notes the corps and the province on that agreement; a noted corps back in
 * its own power's territory, or entering by forcible access, is dropped from every agreement.
 */
export function noteAccessUse(tx: Tx, power: MajorPower, mover: Mover, area: AreaId): void {
  const all = agreementsOf(tx.state);
  const map = tx.data.land;
  if (!mover.corps || all.length === 0 || !map || operatorOf(tx.state, mover.corps) !== power) return;
  const owner = territoryOf(tx.state, map, area);
  const province = (map.area(area)?.province ?? null) as ProvinceId | null;
  const counter = mover.counter;
  let changed = false;
  const next = all.flatMap((a): AccessAgreement[] => {
    const mine = a.used?.find((u) => u.counter === counter);
    if (owner === power) {
      if (!mine) return [a];
      changed = true; // back home: its right is spent
      const used = (a.used ?? []).filter((u) => u !== mine);
      return a.withdrawn !== undefined && used.length === 0 ? [] : [{ ...a, used }];
    }
    if (owner === null || a.grantee !== power || a.grantor !== owner || (a.kind ?? 'voluntary') !== 'voluntary' || a.withdrawn !== undefined || atWar(tx.state, power, owner)) return [a];
    const where = a.provinces ?? [];
    if (province !== null && where.length > 0 && !where.includes(province)) return [a]; // outside the agreed provinces: forcible access, not a use
    if (mine && (province === null || mine.provinces.includes(province))) return [a];
    changed = true;
    const use: AccessUse = { counter, provinces: province === null ? [...(mine?.provinces ?? [])] : [...(mine?.provinces ?? []), province] };
    return [{ ...a, used: [...(a.used ?? []).filter((u) => u !== mine), use] }];
  });
  if (changed) setAgreements(tx, next);
}
