// Child process of crash.test.ts: a host that autosaves in a tight loop until it is killed.
// It prints "ready <seq>" once the save is open and "ack <command id>" (or "undo <seq>") only
// after the transaction holding it has committed: those are the promises the test checks.
import { existsSync, writeSync } from 'node:fs';
import path from 'node:path';
import { sqliteSaveStore } from '../../main/saves';
import { toyEngine, toyGroup, toyNewSave, toyState } from './toyEngine';
import type { ToyCommand } from './toyEngine';

const [folder, id] = process.argv.slice(2);
if (!folder || !id) throw new Error('usage: crashChild <folder> <id>');
const say = (line: string) => writeSync(1, `${line}\n`);

const store = sqliteSaveStore(folder, { engine: toyEngine, appVersion: 'crash-child', snapshots: { maxReplay: 10, keepRecent: 4, keepEvery: 50 } });
const exists = existsSync(path.join(folder, `${id}.eiasave`));
const save = exists ? store.open(id) : store.create(toyNewSave(toyState(40), 'Crash lane', id));
let state = save.load().state;
say(`ready ${save.lastSeq()}`);

for (let i = 1; ; i++) {
  if (i % 9 === 0) {
    const undone = save.undo('france');
    if (undone.ok) {
      state = undone.state;
      say(`undo ${undone.seq}`);
      continue;
    }
  }
  const power = i % 3 === 0 ? 'britain' : 'france';
  const cid = `${process.pid}-${i}`;
  const command: ToyCommand = i % 11 === 0 ? { id: cid, power, op: 'roll' } : { id: cid, power, op: 'add', value: 1 + (i % 9) };
  const group = toyGroup(state, power, [command], { snapshot: i % 5 === 0 });
  save.append(group);
  state = group.stateAfter;
  say(`ack ${cid}`);
}
