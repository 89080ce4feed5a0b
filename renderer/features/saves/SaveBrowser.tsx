import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveSummaryMessage } from '../../../shared/protocol';
import type { MajorPower } from '../../../shared/model/powers';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGameClient } from '../../app/clientContext';
import { tableSeated } from '../../app/store';
import { useEscapeBack } from '../commands/useEscapeBack';
import { clearPasswords } from '../handover';
import { isPower, POWER_NAME, powerName } from '../game/names';
import { playedText, sizeText } from './saveFormat';
import { replayHash } from '../../app/routing';
import { downloadExport, toBase64, uploadChunks, uploadProblem } from './transferFile';
import '../newGame/newGame.css';
import './saves.css';

type Pending = { kind: 'rename' | 'duplicate'; id: string; name: string } | { kind: 'delete'; id: string } | null;

/** Load game: every save with load, rename, duplicate and delete; broken files with their error. */
export function SaveBrowser({ onBack, onLoaded }: { onBack(): void; onLoaded(): void }) {
  const client = useGameClient();
  const dispatch = useAppDispatch();
  const listing = useAppSelector((s) => s.hostView.saves);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  // Map thumbnails by save, keyed by its last write so a changed save is drawn again.
  const [thumbs, setThumbs] = useState<Record<string, { key: string; src: string }>>({});
  // Escape cancels a rename, copy or delete in progress; otherwise it goes back.
  const cancel = useCallback(() => setPending(null), []);
  useEscapeBack(pending ? cancel : onBack);

  const refresh = useCallback(() => client.request({ type: 'listSaves' }).catch((e: unknown) => setError(String(e))), [client]);
  const scenarios = useAppSelector((s) => s.hostView.scenarios);
  useEffect(() => {
    void refresh();
    if (scenarios === null) client.request({ type: 'listScenarios' }).catch(() => {});
  }, [refresh, client, scenarios]);
  useEffect(() => {
    let live = true;
    const wanted = (listing?.saves ?? []).filter((s) => thumbs[s.id]?.key !== `${s.updatedAt}#${s.entries}`);
    void (async () => {
      for (const s of wanted) {
        const a = await client.request({ type: 'getThumbnail', saveId: s.id }).catch(() => null);
        if (!live) return;
        if (a?.type === 'thumbnail') setThumbs((t) => ({ ...t, [s.id]: { key: `${s.updatedAt}#${s.entries}`, src: `data:image/png;base64,${a.png}` } }));
      }
    })();
    return () => {
      live = false;
    };
    // Only a new listing asks again; `thumbs` changing must not.
  }, [listing, client]);
  const scenarioTitle = (id: string) => scenarios?.find((s) => s.id === id)?.title ?? id;

  async function act(work: () => ReturnType<typeof client.request>, after?: (answer: Awaited<ReturnType<typeof client.request>>) => void) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const a = await work();
      if (a.type === 'rejected') setError(a.error.message);
      else after?.(a);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      setPending(null);
      void refresh();
    }
  }

  /** Export: the host sends a consistent copy of the file, which the browser downloads. */
  const exportFile = (s: SaveSummaryMessage) =>
    act(async () => {
      // Issue 14: the file comes in chunks, the first answering the request.
      const file = await downloadExport(client, s.id);
      const a = file.answer;
      if (file.data !== null && a.type === 'saveFileChunk') {
        const url = URL.createObjectURL(new Blob([file.data as Uint8Array<ArrayBuffer>], { type: 'application/vnd.sqlite3' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = a.fileName;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        setDone(`Exported “${s.name}” as ${a.fileName}.`);
      }
      return a;
    });

  /** Import: the file goes to the host in chunks; the host validates it and adds it as a new save. */
  const importFile = (file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    void act(async () => {
      const chunks = uploadChunks(toBase64(new Uint8Array(await file.arrayBuffer())));
      const uploadId = `up-${Date.now().toString(36)}`;
      let answer: Awaited<ReturnType<typeof client.request>> | null = null;
      for (const [index, data] of chunks.entries()) {
        answer = await client.request({ type: 'importSaveChunk', uploadId, index, total: chunks.length, data, fileName: file.name });
        if (answer.type !== 'accepted') break;
      }
      if (answer?.type === 'saveImported') setDone(`Imported ${file.name} as “${answer.save.name}”.`);
      return answer!;
    });
  };

  const load = (s: SaveSummaryMessage) =>
    act(
      () => client.request({ type: 'loadGame', saveId: s.id }),
      (a) => {
        clearPasswords();
        // Issue 14: the players' names come back with the seats, so one person's powers pass without a curtain.
        const players: Partial<Record<MajorPower, string>> = {};
        if (a.type === 'gameOpened') for (const seat of a.seats) if (isPower(seat.power)) players[seat.power] = seat.player ?? POWER_NAME[seat.power];
        dispatch(tableSeated(players));
        onLoaded();
      },
    );

  return (
    <main className="save-browser">
      <header className="screen-head">
        <button type="button" onClick={onBack}>
          ← Title
        </button>
        <h1>Load game</h1>
        <span className="save-head-buttons">
          <button type="button" disabled={busy} onClick={() => picker.current?.click()} title="Add a save file from this computer">
            Import…
          </button>
          <input
            ref={picker}
            type="file"
            accept=".eiasave"
            hidden
            data-testid="import-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) importFile(file);
            }}
          />
          <button type="button" onClick={() => void refresh()}>
            Refresh
          </button>
        </span>
      </header>
      {error && <p role="alert" className="save-error">{error}</p>}
      {done && (
        <p role="status" className="save-done">
          {done}
        </p>
      )}
      {listing === null ? (
        <p>Asking the host for its saves…</p>
      ) : listing.saves.length === 0 ? (
        <p>No saves yet: every game is saved after each command, so start one from New game.</p>
      ) : (
        <table className="save-table" data-testid="save-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Scenario</th>
              <th>Date in game</th>
              <th>Powers</th>
              <th>Last played</th>
              <th>Size</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {listing.saves.map((s) => (
              <tr key={s.id} data-save={s.id}>
                <td>
                  {pending && pending.id === s.id && pending.kind !== 'delete' ? (
                    <form
                      onSubmit={(e) => {
                        e.preventDefault();
                        const name = pending.name.trim();
                        if (!name) return;
                        void act(() => client.request(pending.kind === 'rename' ? { type: 'renameSave', saveId: s.id, name } : { type: 'duplicateSave', saveId: s.id, name }));
                      }}
                    >
                      <input aria-label={pending.kind === 'rename' ? 'New name' : 'Name of the copy'} autoFocus value={pending.name} maxLength={80} onChange={(e) => setPending({ ...pending, name: e.target.value })} />
                      <button type="submit" disabled={busy}>
                        {pending.kind === 'rename' ? 'Rename' : 'Duplicate'}
                      </button>
                      <button type="button" onClick={() => setPending(null)}>
                        Cancel
                      </button>
                    </form>
                  ) : (
                    <strong className="save-name">{s.name}</strong>
                  )}
                  {s.unbuiltOptions.length > 0 && (
                    <div className="save-warning" data-testid="save-unbuilt-options">
                      Optional rules switched on that this version does not build, so they have no effect: {s.unbuiltOptions.join('; ')}
                    </div>
                  )}
                  {thumbs[s.id] && <img className="save-thumb" src={thumbs[s.id]!.src} width={120} height={90} alt={`Map of “${s.name}”`} />}
                </td>
                <td>{scenarioTitle(s.scenario)}</td>
                <td>
                  {s.gameDate}
                  <div className="save-phase">{s.phaseLabel}</div>
                </td>
                <td>{s.powers.map(powerName).join(', ')}</td>
                <td>{playedText(s.updatedAt)}</td>
                <td>
                  {sizeText(s.sizeBytes)}
                  <div className="save-phase">{s.entries} entries</div>
                </td>
                <td className="save-actions">
                  {pending?.kind === 'delete' && pending.id === s.id ? (
                    <span role="alertdialog" aria-label="Confirm deletion">
                      Delete “{s.name}” for good?{' '}
                      <button type="button" className="danger" autoFocus disabled={busy} onClick={() => void act(() => client.request({ type: 'deleteSave', saveId: s.id }))}>
                        Delete
                      </button>{' '}
                      <button type="button" onClick={() => setPending(null)}>
                        Keep
                      </button>
                    </span>
                  ) : (
                    <>
                      <button type="button" className="primary" disabled={busy} onClick={() => void load(s)}>
                        Load
                      </button>
                      <button type="button" disabled={busy} onClick={() => (window.location.hash = replayHash({ saveId: s.id, back: 'loadGame' }))} title="Step through the game as one power saw it">
                        Replay
                      </button>
                      <button type="button" disabled={busy} onClick={() => void exportFile(s)} title="Download the save file">
                        Export
                      </button>
                      <button type="button" disabled={busy} onClick={() => setPending({ kind: 'rename', id: s.id, name: s.name })}>
                        Rename
                      </button>
                      <button type="button" disabled={busy} onClick={() => setPending({ kind: 'duplicate', id: s.id, name: `${s.name} (copy)` })}>
                        Duplicate
                      </button>
                      <button type="button" disabled={busy} onClick={() => setPending({ kind: 'delete', id: s.id })}>
                        Delete…
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {listing && listing.broken.length > 0 && (
        <section className="save-broken" aria-label="Files that could not be opened">
          <h2>Files that could not be opened</h2>
          <ul>
            {listing.broken.map((b) => (
              <li key={b.id}>
                <code>{b.location}</code>: {b.message.startsWith(`${b.location}: `) ? b.message.slice(b.location.length + 2) : b.message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
