import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../shared/model/events';
import { filterLines, logLines } from './eventText';
import { placesOf, seatNames } from './logNames';
import { loadMap } from '../../../shared/data/map';
import type { PowerView } from '../../../shared/model/view';

const loaded = loadMap();
if (!loaded.ok) throw new Error('shipped map invalid');

const log = [
  { type: 'phaseBegan', phase: 'political', rule: '3.1', date: { month: 3, year: 1805 } },
  { type: 'warDeclared', aggressor: 'russia', defender: 'france', rule: '4.2' },
  { type: 'phaseBegan', phase: 'land', rule: '3.4', date: { month: 3, year: 1805 } },
  { type: 'positionAnnounced', power: 'france', phase: 'land', rule: '7.1', position: 1 },
  { type: 'depotPlaced', owner: 'austria', area: '316', depot: 'd1', rule: '7.2' },
] as unknown as GameEvent[];

describe('game log', () => {
  it('says each event in words with its rule, phase and powers', () => {
    const lines = logLines(log, 10);
    expect(lines[1]).toEqual({ index: 11, text: 'Russia declared war on France.', rule: '4.2', powers: ['russia', 'france'], phase: 'political' });
    expect(lines[3]!.text).toBe('France will move second in the Land Phase.');
    expect(lines[4]!.phase).toBe('land');
  });

  it('filters by power and by phase', () => {
    const lines = logLines(log, 0);
    expect(filterLines(lines, { power: 'france', phase: 'all' }).map((l) => l.index)).toEqual([1, 3]);
    expect(filterLines(lines, { power: 'all', phase: 'land' }).map((l) => l.index)).toEqual([2, 3, 4]);
    expect(filterLines(lines, { power: 'austria', phase: 'political' })).toEqual([]);
  });

  it('7.5 field combat answers read in words: losses by type, reinforcements by place, trivial and end-of-day choices', () => {
    const answered = (kind: string, answer: unknown) =>
      logLines([{ type: 'decisionAnswered', decision: 'd1', power: 'austria', kind, secret: false, answer }] as unknown as GameEvent[], 0, (c) => (c === 'k1' ? 'I Corps' : undefined))[0]!.text;
    expect(answered('land/combatLosses', 'infantry:6')).toBe('Austria answered its combat losses: 6 infantry factors.');
    expect(answered('land/combatLosses', 'infantry:2,cavalry:1,artillery:0')).toBe('Austria answered its combat losses: 2 infantry factors and 1 cavalry factor.');
    expect(answered('land/combatReinforce', ['340@mantua', '475', '476:k1'])).toContain('the forces in Mantua (area 340), the forces in area 475 and I Corps from area 476');
    expect(answered('land/combatReinforce', [])).toContain('no force tries');
    const revealed = logLines([{ type: 'secretsRevealed', group: 'g1', kind: 'land/combatTrivial', rule: '7.5.3', answers: [{ power: 'austria', answer: 'full' }, { power: 'france', answer: 'trivial' }] }] as unknown as GameEvent[], 0)[0]!.text;
    expect(revealed).toBe('Secret answers revealed: Austria: the full field combat; France: a trivial combat.');
  });

  it('7.4.1.3 / 7.4.5.2 forage-loss answers read as factors of a named corps, one factor singular', () => {
    const answered = (answer: string) =>
      logLines([{ type: 'decisionAnswered', decision: 'd9', power: 'france', kind: 'land/forageLosses', secret: false, answer }] as unknown as GameEvent[], 0, (c) => (c === 'k9vq3rb' ? 'I Corps' : undefined))[0]!.text;
    expect(answered('k9vq3rb:infantry')).toBe('France answered which factors foraging costs: 1 infantry factor of I Corps.');
    expect(answered('x2:feudalCavalry')).toBe('France answered which factors foraging costs: 1 feudal cavalry factor of a corps.');
    expect(answered('k9vq3rb:militia:326:munich')).toBe('France answered which factors foraging costs: 1 militia factor of the garrison I Corps left in Munich.');
    expect(answered('siege:474:vienna:garrison-austria:militia')).toBe('France answered which factors foraging costs: 1 militia factor of the garrison in Vienna.');
    expect(answered('siege:474:vienna:k9vq3rb:guard')).toBe('France answered which factors foraging costs: 1 guard factor of I Corps in Vienna.');
  });

  it('7.5.4.1.3.3 / 7.5.4.2.1.3 / 7.5.4.1.2.1 a siege combat or sortie loss reads as a factor of the city\'s garrison or of a named corps', () => {
    const answered = (answer: string) =>
      logLines([{ type: 'decisionAnswered', decision: 'd9', power: 'austria', kind: 'land/siege', secret: false, answer }] as unknown as GameEvent[], 0, (c) => (c === 'k9vq3rb' ? 'I Corps' : undefined))[0]!.text;
    expect(answered('loss:vienna:infantry:garrison:austria')).toBe('Austria answered siege orders: 1 infantry factor of the Vienna garrison.');
    expect(answered('loss:vienna:cavalry:k9vq3rb')).toBe('Austria answered siege orders: 1 cavalry factor of I Corps at Vienna.');
    expect(answered('sloss:475:linz:france:militia:garrison:austria')).toBe('Austria answered siege orders: 1 militia factor of the Linz garrison.');
    expect(answered('assault:474:vienna')).toBe('Austria answered siege orders: an assault attempt on Vienna.');
  });

  it('issue 15: names the viewer\'s own corps, hidden corps by their face, areas by city or province and number, never a handle', () => {
    const moved = [{ type: 'counterMoved', counter: 'k9vq3rb', from: '326', to: '479', cost: 2, rule: '7.3.1' }] as unknown as GameEvent[];
    expect(logLines(moved, 0, () => 'I Corps')[0]!.text).toBe('I Corps moved from area 326 to area 479 (2 MP).');
    expect(logLines(moved, 0)[0]!.text).toBe('A corps moved from area 326 to area 479 (2 MP).');
    const places = placesOf(loaded.map);
    const seen = { corps: [{ counter: 'k9vq3rb', nationality: 'austria', type: 'infantry', movement: 4, location: { kind: 'area', area: '479' }, identity: null }], irregulars: [], leaders: [], minors: [] } as unknown as PowerView;
    expect(logLines(moved, 0, seatNames(seen, places))[0]!.text).toBe('Austrian corps (hidden) moved from Munich (area 326) to Salzburg (area 479) (2 MP).');
    const rolled = [{ type: 'diceRolled', rule: '7.4.1', purpose: 'forage for k9vq3rb', sides: 6, value: 4, forced: false }] as unknown as GameEvent[];
    expect(logLines(rolled, 0, seatNames(seen, places))[0]!.text).toBe('Die rolled for forage for Austrian corps (hidden): 4.');
    const order = [{ type: 'decisionAnswered', decision: 'd1', power: 'austria', kind: 'land/movement', secret: false, answer: 'move:k9vq3rb:320' }] as unknown as GameEvent[];
    expect(logLines(order, 0, seatNames(seen, places))[0]!.text).toBe('Austria answered movement orders: Austrian corps (hidden) to Ulm (area 320).');
    // 7.3.1.4 a corps ending its move to forage at once
    const forage = [{ type: 'decisionAnswered', decision: 'd2', power: 'austria', kind: 'land/movement', secret: false, answer: 'forage:k9vq3rb' }] as unknown as GameEvent[];
    expect(logLines(forage, 0, seatNames(seen, places))[0]!.text).toBe('Austria answered movement orders: Austrian corps (hidden) ends its move and forages.');
  });

  it('7.3.6.2 / 7.4.5.2 a depot garrison\'s and the besiegers\' answers in words', () => {
    const answered = (answer: string) =>
      logLines([{ type: 'decisionAnswered', decision: 'd9', power: 'austria', kind: 'land/depotGarrison', secret: false, answer }] as unknown as GameEvent[], 0)[0]!.text;
    expect(answered('keep:d4')).toBe('Austria answered whether its depot garrison destroys the depot: keep the depot.');
    expect(answered('destroy:d4:salzburg')).toBe('Austria answered whether its depot garrison destroys the depot: destroy the depot, its garrison going into Salzburg.');
    expect(answered('destroy:d4:surrender')).toBe('Austria answered whether its depot garrison destroys the depot: destroy the depot, its garrison surrendering.');
    const besiegers = (answer: string) =>
      logLines([{ type: 'decisionAnswered', decision: 'd9', power: 'france', kind: 'land/besiegedCity', secret: false, answer }] as unknown as GameEvent[], 0, () => 'I Corps')[0]!.text;
    expect(besiegers('control:austria:k1:cavalry:474:vienna')).toBe('France answered whether to occupy a city its siege emptied: hold Vienna with 1 cavalry factor of I Corps.');
    expect(besiegers('leave:austria:474:vienna')).toBe('France answered whether to occupy a city its siege emptied: leave Vienna empty.');
  });
});
