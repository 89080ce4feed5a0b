import type { Host } from '../../main/host';
import type { HostMessage } from '../../shared/protocol';

/** A test client of `host`: `ask` sends a request with a fresh id and returns the host's answer to it. */
export function askClient(host: Host) {
  const got: HostMessage[] = [];
  const session = host.connect((m) => got.push(m));
  let n = 0;
  const ask = (m: Record<string, unknown>): HostMessage => {
    const requestId = `r${++n}`;
    session.receive(JSON.stringify({ ...m, requestId }));
    const a = got.find((x) => 'requestId' in x && x.requestId === requestId);
    if (!a) throw new Error(`no answer to ${String(m.type)}`);
    return a;
  };
  return { got, ask, session };
}
