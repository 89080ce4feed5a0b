import { describe, expect, it } from 'vitest';
import geometryJson from '../../../assets/map/geometry.json';
import { loadMap } from '../../../shared/data/map';
import { geometrySchema } from './geometrySchema';
import { neighbourInDirection } from './keyboardNav';
import { arcStyle, areaFill, iceLinePairs, provinceLabelOrder } from './painter';
import { LAND_BLANK, NEUTRAL_MINOR, OUT_OF_SUPPLY, POWER_COLOURS, SUPPLY_STEPS, TERRAIN_COLOURS, WATER, valueColour } from './styles';
import { areaInfo, buildViewModel, supplyText } from './viewModel';
import { POWER_LABELS } from './names';

const loaded = loadMap();
if (!loaded.ok) throw new Error('map data does not load');
const model = buildViewModel(loaded.map.data);
const g = geometrySchema.parse(geometryJson);
const areaOf = (province: string) => model.provinces.get(province)!.areas[0]!;

describe('map mode colours', () => {
  it('colours terrain by the area terrain, and seas as water', () => {
    const a = model.data.areas.find((x) => x.kind === 'land' && x.terrain === 'mountain')!;
    expect(areaFill(model, undefined, 'terrain', a.id)).toBe(TERRAIN_COLOURS.mountain);
    const sea = model.data.areas.find((x) => x.kind === 'sea')!;
    expect(areaFill(model, undefined, 'political', sea.id)).toBe(WATER);
  });

  it('colours political control from the 1805 owners, overridden by the controllers prop', () => {
    expect(areaFill(model, undefined, 'political', areaOf('ile-de-france'))).toBe(POWER_COLOURS.france);
    expect(areaFill(model, undefined, 'political', areaOf('bavaria'))).toBe(NEUTRAL_MINOR);
    const controllers = { bavaria: { kind: 'major' as const, power: 'france' as const } };
    expect(areaFill(model, controllers, 'political', areaOf('bavaria'))).toBe(POWER_COLOURS.france);
  });

  it('7.4.2.1 colours supply by areas to the nearest depot, beyond reach as foraging ground, blank without a reach', () => {
    const [depot, one, three, far] = [areaOf('ile-de-france'), areaOf('champagne'), areaOf('lorraine'), areaOf('england')];
    const reach = { [depot]: 0, [one]: 1, [three]: 3 };
    expect(areaFill(model, undefined, 'supply', depot, reach)).toBe(SUPPLY_STEPS[0]);
    expect(areaFill(model, undefined, 'supply', one, reach)).toBe(SUPPLY_STEPS[1]);
    expect(areaFill(model, undefined, 'supply', three, reach)).toBe(SUPPLY_STEPS[3]);
    expect(areaFill(model, undefined, 'supply', far, reach)).toBe(OUT_OF_SUPPLY);
    expect(areaFill(model, undefined, 'supply', depot)).toBe(LAND_BLANK);
    expect(new Set(SUPPLY_STEPS).size).toBe(4);
  });

  it('7.4.2.1 says in words what supply costs in an area of the supply mode', () => {
    expect(supplyText(0, 'France')).toBe("France's depot area: supply costs ½");
    expect(supplyText(1, 'France')).toBe("1 area from France's nearest depot: supply costs 1");
    expect(supplyText(3, 'France')).toBe("3 areas from France's nearest depot: supply costs 3");
    expect(supplyText(undefined, 'France')).toBe("Beyond France's depots: a corps here must forage");
  });

  it('colours province values by money', () => {
    const england = model.provinces.get('england')!;
    expect(areaFill(model, undefined, 'values', areaOf('england'))).toBe(valueColour(england.money));
    expect(valueColour(30)).not.toBe(valueColour(1));
  });
});

describe('borders and labels', () => {
  it('draws rivers blue except along national borders, and never the raster frame', () => {
    expect(arcStyle({ kind: 'area', river: true, left: '1', right: '2', points: [] })).toBe('river');
    expect(arcStyle({ kind: 'national', river: true, left: '1', right: '2', points: [] })).toBe('national');
    expect(arcStyle({ kind: 'frame', left: null, right: '2', points: [] })).toBeNull();
  });

  it('draws the border between sea areas across an ice line as the ice line', () => {
    const ice = iceLinePairs(model);
    const line = model.data.iceLines[0]!;
    const [n, s] = [line.north[0]!, line.south[0]!];
    expect(arcStyle({ kind: 'sea', left: n, right: s, points: [] }, ice)).toBe('ice');
    const shared = g.arcs.filter((a) => a.kind === 'sea' && arcStyle(a, ice) === 'ice');
    expect(shared.length).toBeGreaterThan(0);
  });

  it('lets roomier provinces claim label space first', () => {
    const order = provinceLabelOrder(g);
    expect(order.length).toBe(Object.keys(g.provinces).length);
    expect(g.provinces[order[0]!]!.room).toBeGreaterThanOrEqual(g.provinces[order[order.length - 1]!]!.room);
  });
});

describe('area info and keyboard walk', () => {
  it('describes Prague area: province, city with spires and fleches, neighbours', () => {
    const prague = model.cities.get('prague')!;
    const info = areaInfo(model, undefined, prague.area, POWER_LABELS)!;
    expect(info.province?.id).toBe('bohemia');
    expect(info.controller).toBe('Austria');
    expect(info.cities.map((c) => c.name)).toContain('Prague');
    expect(info.neighbours.length).toBeGreaterThan(2);
  });

  it('walks to a neighbour lying in the pressed direction', () => {
    const from = model.cities.get('prague')!.area;
    const neighbours = model.neighbours.get(from)!;
    const east = neighbourInDirection(g, neighbours, from, 'east')!;
    expect(neighbours).toContain(east);
    expect(g.areas[east]!.label[0]).toBeGreaterThan(g.areas[from]!.label[0]);
  });
});
