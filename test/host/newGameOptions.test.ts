import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import type { HostMessage } from '../../shared/protocol';
import { smallCampaign } from '../engine/helpers';
import { SLOW_PROOF_OK } from './askClient';

describe('host: new game options (issue 7)', () => {
  it('a new game asking for a rule the engine does not know is refused with the rule named; 12.3.7.4 reaction moves (built) and 12.3.4 open', () => {
    const host = createHost({ appVersion: '1', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), limits: SLOW_PROOF_OK });
    const got: HostMessage[] = [];
    const session = host.connect((m) => got.push(m), { role: 'host' });
    session.receive(JSON.stringify({ type: 'newGame', requestId: 'n1', scenarioId: 'small-campaign', options: { rules: { noSuchRule: true, guardCommitment: true } }, seating: 'hotseat' }));
    const refused = got.find((m) => m.type === 'rejected');
    expect(refused).toMatchObject({ requestId: 'n1', error: { message: expect.stringContaining('noSuchRule') } });
    expect(got.some((m) => m.type === 'gameOpened')).toBe(false);
    // (an option the engine lists but does not build is refused the same way: shared/model/options.test.ts)
    session.receive(JSON.stringify({ type: 'newGame', requestId: 'n2', scenarioId: 'small-campaign', options: { rules: { reactionMoves: true, guardCommitment: true } }, seating: 'hotseat' }));
    expect(got.find((m) => m.type === 'gameOpened')).toMatchObject({ requestId: 'n2' });
    expect(host.table()!.state.options.rules.guardCommitment).toBe(true);
    expect(host.table()!.state.options.rules.reactionMoves).toBe(true);
  });
});
