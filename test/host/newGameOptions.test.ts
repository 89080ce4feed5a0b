import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import type { HostMessage } from '../../shared/protocol';
import { smallCampaign } from '../engine/helpers';
import { SLOW_PROOF_OK } from './askClient';

describe('host: new game options (issue 7)', () => {
  it('12.3.7.4 a new game asking for Reaction moves, not built, is refused with the option named; 12.3.4 alone opens', () => {
    const host = createHost({ appVersion: '1', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), limits: SLOW_PROOF_OK });
    const got: HostMessage[] = [];
    const session = host.connect((m) => got.push(m), { role: 'host' });
    session.receive(JSON.stringify({ type: 'newGame', requestId: 'n1', scenarioId: 'small-campaign', options: { rules: { reactionMoves: true, guardCommitment: true } }, seating: 'hotseat' }));
    const refused = got.find((m) => m.type === 'rejected');
    expect(refused).toMatchObject({ requestId: 'n1', error: { code: 'illegal', message: expect.stringMatching(/^Optional rule 12\.3\.7\.4 Reaction moves \(v2\.71\) is not built yet: /) } });
    expect(got.some((m) => m.type === 'gameOpened')).toBe(false);
    session.receive(JSON.stringify({ type: 'newGame', requestId: 'n2', scenarioId: 'small-campaign', options: { rules: { guardCommitment: true } }, seating: 'hotseat' }));
    expect(got.find((m) => m.type === 'gameOpened')).toMatchObject({ requestId: 'n2' });
    expect(host.table()!.state.options.rules.guardCommitment).toBe(true);
  });
});
