import type { Host } from '../../main/host';
import type { HostMessage } from '../../shared/protocol';

/**
 * A test client of `host`: `ask` sends a request with a fresh id and returns the host's answer to
 * it. `role` is what the transport vouches for: the host's own window (default) or a guest.
 */
export function askClient(host: Host, role: 'host' | 'guest' = 'host') {
  const got: HostMessage[] = [];
  const session = host.connect((m) => got.push(m), { role });
  let n = 0;
  const ask = (m: Record<string, unknown>): HostMessage => {
    const requestId = `r${++n}`;
    session.receive(JSON.stringify({ ...m, requestId }));
    const a = got.find((x) => 'requestId' in x && x.requestId === requestId);
    if (!a) throw new Error(`no answer to ${String(m.type)}`);
    return a;
  };
  /** `ask` for answers the host gives later (a long save proved in slices): waits up to `ms`. */
  const askLater = async (m: Record<string, unknown>, ms = 30_000): Promise<HostMessage> => {
    const requestId = `r${++n}`;
    session.receive(JSON.stringify({ ...m, requestId }));
    for (const until = Date.now() + ms; Date.now() < until; ) {
      const a = got.find((x) => 'requestId' in x && x.requestId === requestId);
      if (a) return a;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error(`no answer to ${String(m.type)} in ${ms} ms`);
  };
  /** Asks for a save's export and returns the whole file (all its chunks). */
  const exportSave = (saveId: string | null) => {
    const answer = ask({ type: 'exportSave', saveId });
    if (answer.type !== 'saveFileChunk') return { refused: answer };
    return exportedFile(got, answer.requestId);
  };
  return { got, ask, askLater, session, exportSave };
}

/**
 * The file of an export (issue 14: it comes in chunks): the chunks answering `requestId`
 * among `got`, in order and complete, joined; throws when any is missing.
 */
export function exportedFile(got: readonly HostMessage[], requestId: string): { fileName: string; data: string } {
  const chunks = got.filter((m): m is Extract<HostMessage, { type: 'saveFileChunk' }> => m.type === 'saveFileChunk' && m.requestId === requestId);
  const first = chunks[0];
  if (!first) throw new Error(`no export chunks for ${requestId}`);
  if (chunks.length !== first.total || chunks.some((c, i) => c.index !== i)) throw new Error(`export ${requestId}: ${chunks.length} of ${first.total} chunks`);
  return { fileName: first.fileName, data: chunks.map((c) => c.data).join('') };
}

/**
 * Host limits for tests: a save's proof runs to its end before the request returns (the host
 * slices long proofs to keep answering others; a test's small game is proven at once, however
 * busy the machine is).
 */
export const SLOW_PROOF_OK = { proofFirstSliceMs: 60_000 } as const;
