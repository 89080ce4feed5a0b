import type { HostMessage } from '../../shared/protocol';
import type { LanStatus } from './context';

export { joinCode, decodeJoinCode, joinUrl } from '../../shared/protocol';

/** The `lan` message for a status. */
export function lanMessage(requestId: string | undefined, available: boolean, status: LanStatus): Extract<HostMessage, { type: 'lan' }> {
  return {
    type: 'lan',
    ...(requestId ? { requestId } : {}),
    available,
    on: status.on,
    addresses: [...status.addresses],
    code: status.code,
    ...(status.problem ? { problem: status.problem } : {}),
  };
}
