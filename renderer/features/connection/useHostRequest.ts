import { useCallback, useState } from 'react';
import { useGameClient } from '../../app/clientContext';

type Client = ReturnType<typeof useGameClient>;
type Request = Parameters<Client['request']>[0];
type Answer = Awaited<ReturnType<Client['request']>>;

/**
 * One request from the host's own panels at a time: `busy` while it is out, `message` the host's
 * refusal (or a failure to reach it), or what `onDone` says about an accepted answer.
 */
export function useHostRequest() {
  const client = useGameClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = useCallback(
    async (request: Request, onDone?: (answer: Answer) => string | null) => {
      setBusy(true);
      setMessage(null);
      try {
        const a = await client.request(request);
        setMessage(a.type === 'rejected' ? a.error.message : (onDone?.(a) ?? null));
      } catch (e) {
        setMessage(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    },
    [client],
  );
  return { client, busy, message, run };
}
