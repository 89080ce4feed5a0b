// 7.5.2.11 reinforcement attempts from adjacent areas, cities and powers outside the battle.
import { LEGAL, MAJOR_POWERS, atWar, operatorOf } from '../../../../model';
import type { AreaId, BattleProgress, BattleSide, CityId, Corps, CounterId, LeaderId, MajorPower, ForceRef } from '../../../../model';
import { commanderAfterReinforcement, reinforcementRoll, type CombatUnit } from '../../../../rules/land/combat';
import { emit, openDecision, patch, roll } from '../../../tx';
import type { Tx } from '../../../tx';
import { landMap, landTurn } from '../landState';
import { corpsInCity, isCityBesieged, isEnemy } from '../../../../rules/land/movement';
import { combatAreas, combatContext, combatUnitOf, refreshForces, SIDES, sideLeaders, sidesInBattle, terrainOf, toModifiers } from './forces';
import { other, progressOf, revealUnits, setProgress, withRecord } from './battleState';
import { reinforcementAttemptsAllowed } from '../../../../rules/land/reaction';

interface Source {
  readonly key: string;
  readonly power: MajorPower;
  readonly area: AreaId;
  /** 7.5.2.11.1 the city they come out of, or null from the field. */
  readonly city: CityId | null;
  readonly units: readonly string[];
  readonly leader: LeaderId | null;
  readonly label: string;
}

/** Areas where a combat of this sequence is fought, was fought, or is still to be fought. */
function combatAreasThisSequence(tx: Tx): Set<string> {
  const phasing = tx.state.cursor.phasing;
  const fought = (landTurn(tx.state).battles ?? []).filter((b) => b.attacker.powers.some((x) => phasing.includes(x))).map((b) => b.area as string);
  return new Set([...combatAreas(tx.state, phasing), ...fought]);
}

/**
 * 7.5.2.11.1.3 The powers that may reinforce a side: its own, and any other major power at war
 * with every side of the other (4.6.5.3 a minor at war alone counts as its own side) and with
 * none of this one (it joins the side on arrival).
 */
function reinforcingPowers(tx: Tx, p: BattleProgress, side: BattleSide): MajorPower[] {
  const mine = p.record[side].powers;
  const theirs = p.record[other(side)].powers;
  const theirSides = sidesInBattle(tx.state, p, other(side));
  const outsiders = MAJOR_POWERS.filter((x) => !mine.includes(x) && !theirs.includes(x)
    && theirSides.every((e) => isEnemy(tx.state, x, e)) && !mine.some((f) => atWar(tx.state, x, f)));
  return [...mine, ...outsiders];
}

/**
 * 7.5.2.11.1-2 The groups of a side that may try to join: field forces of the side's powers
 * (7.5.2.11.1.3 allies included) in adjacent land areas (not across a crossing arrow), not in an
 * area with a combat of their own this sequence, and unbesieged corps in a city of the battle area
 * or of an adjacent one; with a leader the whole stack (field or city) rolls once, else each corps
 * alone (irregulars only with a leader).
 */
function reinforcementSources(tx: Tx, p: BattleProgress, side: BattleSide): Source[] {
  const s = tx.state;
  const map = landMap(tx);
  const busy = combatAreasThisSequence(tx);
  const powers = reinforcingPowers(tx, p, side);
  const out: Source[] = [];
  const mine = (n: ForceRef) => {
    const c = operatorOf(s, n); // B.4 a lent corps reinforces its borrower's battles
    return c !== null && powers.includes(c) ? c : null;
  };
  const group = (area: AreaId, city: CityId | null, corps: readonly Corps[], irregulars: readonly string[]) => {
    const where = city ? `${city} (area ${area})` : `area ${area}`;
    for (const power of powers) {
      const own = corps.filter((c) => mine(c) === power);
      if (own.length === 0) continue;
      const leaders = s.leaders.filter((l) => l.owner === power && l.location.kind === 'corps' && own.some((c) => c.counter === (l.location as { counter: string }).counter));
      const best = sideLeaders(s, own.map((c) => c.counter), p.record.homeOf ?? null).filter((l) => leaders.some((x) => x.id === l.id)).sort((a, b) => b.strategic - a.strategic)[0];
      if (best) {
        const irr = irregulars.filter((k) => {
          const i = s.irregulars.find((x) => x.counter === k);
          return i !== undefined && mine(i) === power;
        });
        const key = city ? `${area}@${city}` : area;
        out.push({ key, power, area, city, units: [...own.map((c) => c.counter), ...irr], leader: best.id as LeaderId, label: `${own.length} corps from ${where} with ${best.id}` });
      } else
        for (const c of own) out.push({ key: `${area}:${c.counter}`, power, area, city, units: [c.counter], leader: null, label: `${c.name} from ${where}` });
    }
  };
  const cities = (area: AreaId) => {
    for (const city of map.area(area)?.cities ?? []) {
      // 7.5.2.11.1 unbesieged: in the battle area the enemy in the field is fighting this battle
      if (area !== p.record.area && isCityBesieged(s, area, city.id, map)) continue;
      group(area, city.id, corpsInCity(s, area, city.id).filter((c) => mine(c)), []);
    }
  };
  cities(p.record.area);
  for (const e of map.edges(p.record.area)) {
    if (e.crossingSea !== null) continue;
    cities(e.to);
    if (busy.has(e.to)) continue;
    const corps = s.corps.filter((c) => c.location.kind === 'area' && c.location.area === e.to && c.location.city === undefined && mine(c));
    // 7.5.2.11.1 guerillas reinforce too, with a leader (7.5.2.11.2), but only an attack: they may
    // not be attacked in the field (10.1.1.3), so they never join a defence
    const irregulars = s.irregulars.filter((i) => i.area === e.to && (i.kind !== 'guerilla' || side === 'attacker') && mine(i)).map((i) => i.counter);
    group(e.to, null, corps, irregulars);
  }
  return out;
}

export function openReinforcements(tx: Tx): void {
  if (!reinforcementAttemptsAllowed(tx.state)) return; // opt:12.3.7.4.6 (2) none with reaction moves
  const p = progressOf(tx)!;
  for (const side of SIDES) {
    const sources = reinforcementSources(tx, p, side);
    for (const power of reinforcingPowers(tx, p, side)) {
      const mine = sources.filter((x) => x.power === power);
      if (mine.length === 0) continue;
      openDecision(tx, {
        power, kind: 'land/combatReinforce', step: 'land/fieldCombat', rule: '7.5.2.11', secret: false, select: 'many', group: null,
        prompt: `After round ${p.round} in area ${p.record.area}: choose the forces that try to join the ${side} (none is fine).`,
        options: mine.map((x) => ({ value: x.key, label: x.label, verdict: LEGAL })),
      });
    }
  }
}

/** 7.5.2.11.2-5 One roll per chosen group; arrivals join the side (final morale unchanged). */
export function attemptReinforcements(tx: Tx, power: MajorPower, keys: readonly string[]): void {
  for (const key of keys) {
    const p = progressOf(tx)!;
    const side = SIDES.find((x) => reinforcingPowers(tx, p, x).includes(power));
    const src = side ? reinforcementSources(tx, p, side).find((x) => x.key === key && x.power === power) : undefined;
    if (!side || !src) continue;
    const map = landMap(tx);
    const edge = map.edges(src.area).find((e) => e.to === p.record.area);
    const units = src.units.map((k) => combatUnitOf(tx.state, src.area, k)).filter((u): u is CombatUnit => u !== null);
    const leader = src.leader ? sideLeaders(tx.state, src.units, p.record.homeOf ?? null).find((l) => l.id === src.leader) ?? null : null;
    const input = { terrain: terrainOf(map, src.area), acrossRiver: edge?.river ?? false, byArrowOrSea: false, otherCombat: false, units, leader };
    const die = roll(tx, '7.5.2.11.2', `reinforcement from ${src.city ? `${src.city} in ` : ''}area ${src.area}`);
    const r = reinforcementRoll(input, die);
    let q: BattleProgress = withRecord(p, (rec) => ({
      ...rec,
      reinforcements: [...rec.reinforcements, {
        day: rec.day, afterRound: p.round, side, power, from: src.area, ...(src.city ? { fromCity: src.city } : {}), counters: src.units, die, rating: r.rating, modifiers: toModifiers(r.parts), arrived: r.arrived,
      }],
    }));
    if (r.arrived) {
      const area = p.record.area;
      patch(tx, {
        corps: tx.state.corps.map((c) => (src.units.includes(c.counter) ? { ...c, location: { kind: 'area', area } } : c)),
        irregulars: tx.state.irregulars.map((i) => (src.units.includes(i.counter) ? { ...i, area } : i)),
      });
      for (const k of src.units) emit(tx, { type: 'counterMoved', counter: k as CounterId, from: src.area, to: area, cost: 0, rule: '7.5.2.11' });
      const current = combatContext(tx.state, q)[side].commander;
      const commander = leader ? commanderAfterReinforcement(current, leader).id : current?.id ?? null;
      q = {
        ...q,
        units: { ...q.units, [side]: [...q.units[side], ...src.units] },
        counted: { ...q.counted, [side]: [...q.counted[side], ...src.units] },
        commanders: { ...q.commanders, [side]: (commander as LeaderId | null) },
      };
      revealUnits(tx, src.units, [...q.record.attacker.powers, ...q.record.defender.powers]);
      const joined = { day: q.record.day, afterRound: p.round };
      // 7.5.2.11.1.3 an ally arriving joins the side
      const powers = q.record[side].powers.includes(power) ? q.record[side].powers : [...q.record[side].powers, power];
      const rec = refreshForces(tx.state, withRecord(q, (x) => ({ ...x, [side]: { ...x[side], powers } })));
      q = { ...q, record: { ...rec, [side]: { ...rec[side], units: rec[side].units.map((u) => (src.units.includes(u.counter) ? { ...u, joined } : u)) } } };
    }
    setProgress(tx, q);
  }
}
