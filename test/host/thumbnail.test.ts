import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { memorySaveStore } from '../../main/saves';
import { commandFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { shippedScenarios } from '../fuzz/soak';
import { shippedGameData } from '../saves/seededGame';
import { askClient } from './askClient';

const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((png.width * y + x) * 4, (png.width * y + x) * 4 + 3)];

describe('save thumbnails (issue 8)', () => {
  it('draws the scenario\'s part of the map with a dot per corps, from the cache while the save is unchanged', { timeout: 60_000 }, () => {
    const data = shippedGameData();
    const scenario = shippedScenarios().find((s) => s.file.includes('1805'))!.json;
    const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(data), appVersion: 'test' });
    const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([scenario]), saves, data });
    const { ask } = askClient(host);
    const opened = ask({ type: 'newGame', scenarioId: scenario.id, seed: 2, seating: 'hotseat' });
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    const first = ask({ type: 'getThumbnail', saveId: opened.saveId });
    if (first.type !== 'thumbnail') throw new Error(JSON.stringify(first));
    const png = PNG.sync.read(Buffer.from(first.png, 'base64'));
    expect([png.width, png.height]).toEqual([200, 150]);
    // French corps are drawn in France's blue somewhere; seas and land in their own colours.
    const colours = new Set<string>();
    for (let y = 0; y < png.height; y++) for (let x = 0; x < png.width; x++) colours.add(pixel(png, x, y).join(','));
    expect(colours.has('47,95,168')).toBe(true);
    expect(colours.has('159,195,217')).toBe(true);
    expect(colours.has('239,230,207')).toBe(true);
    // Asked again unchanged: the same picture, from the cache.
    expect(ask({ type: 'getThumbnail', saveId: opened.saveId })).toMatchObject({ png: first.png });
    // After a command the save has changed; its thumbnail is drawn from the new state.
    const s = host.table()!.state;
    const d = s.pending[0]!;
    const seat = opened.seats.find((x) => x.power === d.power)!;
    const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
    expect(ask({ type: 'command', seatToken: seat.seatToken, basedOnVersion: s.version, command: commandFor(d, legal[0] ?? 'done') }).type).toBe('accepted');
    expect(ask({ type: 'getThumbnail', saveId: opened.saveId }).type).toBe('thumbnail');
    expect(ask({ type: 'getThumbnail', saveId: 'no-such-save' }).type).toBe('rejected');
  });
});
