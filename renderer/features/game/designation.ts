import type { CorpsType } from '../../../shared/model/forces';

const ROMAN = /^[IVXL]+$/;
/** Words that say what a formation is rather than which one. */
const FILLER = new Set(['of', 'the', 'and', 'with', 'army', 'corps', 'division', 'contingent', 'troops', 'column', 'brigade']);

/**
 * The short designation printed on a corps counter ("IV", "I C", "Gd"), from the corps' name:
 * its roman number (with C for a cavalry corps, R for a reserve corps), Gd for a guard corps,
 * else the first letters of the name's own words ("Bav" for the Bavarian Army, "ItC" for the
 * Army of Italy's cavalry). Display only: the full name is in the stack panel.
 */
export function designation(name: string, type?: CorpsType): string {
  const words = name.split(/[\s,()]+/).filter(Boolean);
  const first = words[0] ?? '';
  if (ROMAN.test(first)) {
    const second = (words[1] ?? '').toLowerCase();
    return second === 'cavalry' ? `${first} C` : second === 'reserve' ? `${first} R` : first;
  }
  if (type === 'guard' || /\bGuards?\b/.test(name)) return 'Gd';
  const own = words.filter((w) => !FILLER.has(w.toLowerCase()));
  if (own.length === 0) return first.slice(0, 3);
  if (own.length === 1) return own[0]!.slice(0, 3);
  // "2nd" keeps its digit; other words give their initial
  return own
    .slice(0, 3)
    .map((w, i) => (/^\d/.test(w) ? w[0]! : i === 0 && own.length === 2 ? w.slice(0, 2) : w[0]!.toUpperCase()))
    .join('');
}
