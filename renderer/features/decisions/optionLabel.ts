import type { PowerView } from '../../../shared/model/view';

/**
 * Option labels name counters by their public handle and areas by number; this spells them
 * out for the player: the seat's own corps by name (the view already holds the identity),
 * areas with their province, cities by their printed name. Text only; the option's value is sent unchanged.
 */
export function optionLabeller(
  view: PowerView,
  provinceOfArea: (area: string) => string | undefined,
  cityName: (city: string) => string | undefined = () => undefined,
): (label: string) => string {
  const names = new Map<string, string>();
  for (const c of view.corps) if (c.identity) names.set(c.counter, c.identity.name);
  const spell = (word: string): string => {
    const named = names.get(word);
    if (named !== undefined) return named;
    if (/^\d{3}$/.test(word)) {
      const province = provinceOfArea(word);
      return province ? `${word} (${province})` : word;
    }
    return cityName(word) ?? word;
  };
  return (label) =>
    label
      .split(/(\s+)/)
      .map((word) => {
        // A handle or city id may sit in brackets or before a comma: '(march to vienna)'.
        const m = /^([("'[]*)(.*?)([)"'\],.;:!?]*)$/.exec(word)!;
        return `${m[1]}${spell(m[2]!)}${m[3]}`;
      })
      .join('');
}
