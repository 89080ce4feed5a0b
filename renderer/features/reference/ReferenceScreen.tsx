import { useEscape } from '../../app/useEscape';
import { useEffect, useMemo, useState } from 'react';
import { loadMap } from '../../../shared/data/map';
import { dataSources, SOURCE_GROUPS, SOURCE_GROUP_TITLES, type DataSource } from '../../../shared/data/sources';
import { COVERAGE_SECTIONS, COVERAGE_TOTALS, RULES, ruleCoverage } from '../../../shared/data/rules';
import { OPTION_STATUS_LABEL, optionalRuleNumbered, type Provenance } from '../../../shared/model';
import type { DataPackMessage } from '../../../shared/protocol';
import { useGameClient } from '../../app/clientContext';

type Tab = 'sources' | 'rules';

function provenanceText(p: Provenance): string {
  return p.kind === 'reconstructed' ? p.method : p.source;
}

function ProvenanceBadge({ kind }: { kind: Provenance['kind'] }) {
  return <span className={`prov prov-${kind}`}>{kind}</span>;
}

/** Which data new games use, and a form to load a player's pack (a folder on the host's machine). */
function DataPackPanel({ pack, onPack }: { pack: DataPackMessage | null; onPack: (p: DataPackMessage) => void }) {
  const client = useGameClient();
  const [folder, setFolder] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const load = async (target: string | null) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await client.request({ type: 'setDataPack', folder: target });
      if (answer.type === 'dataPack') onPack(answer);
      else if (answer.type === 'rejected') setFailure(answer.error.message);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ref-pack" data-testid="data-pack">
      <h2>Data pack</h2>
      <p>
        {pack === null
          ? 'Asking the host which data it plays with…'
          : pack.folder === null
            ? 'New games use the shipped data.'
            : `New games use the pack in ${pack.folder}, which replaces ${pack.overridden.length} table${pack.overridden.length === 1 ? '' : 's'}: ${pack.overridden.join(', ')}.`}
        {pack && <span className="ref-file"> Data hash {pack.hash.slice(0, 12)}, recorded in every save.</span>}
      </p>
      <p className="ref-intro">
        A pack is a folder of JSON files laid out like the game's <code>assets/</code> (for example <code>charts/pursuit.json</code>);
        each file replaces that table and is checked before any game uses it. Games in progress keep the data they started with.
      </p>
      <form
        className="ref-pack-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (folder.trim()) void load(folder.trim());
        }}
      >
        <input value={folder} onChange={(e) => setFolder(e.target.value)} placeholder="/path/to/my-pack" aria-label="Data pack folder on the host" />
        <button className="title-button small" type="submit" disabled={busy || !folder.trim()}>
          Load pack
        </button>
        <button className="title-button small" type="button" disabled={busy || pack?.folder === null} onClick={() => void load(null)}>
          Use shipped data
        </button>
      </form>
      {failure && <p className="title-error">{failure}</p>}
      {pack && pack.errors.length > 0 && (
        <div className="ref-pack-errors" role="alert">
          <p>The pack was not loaded; nothing changed. Problems found:</p>
          <ul>
            {pack.errors.map((e, i) => (
              <li key={i}>
                <code>{e.file}</code>
                {e.path && (
                  <>
                    {' at '}
                    <code>{e.path}</code>
                  </>
                )}
                : expected {e.expected}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function SourcesTab({ sources, pack, onPack }: { sources: readonly DataSource[]; pack: DataPackMessage | null; onPack: (p: DataPackMessage) => void }) {
  return (
    <div className="ref-body">
      <DataPackPanel pack={pack} onPack={onPack} />
      <p className="ref-intro">
        Where every table comes from. <em>Transcribed</em> tables were read from a printed component or a public transcription of it;{' '}
        <em>extracted</em> values were read from a redrawn map image and checked by eye; <em>reconstructed</em> tables were not found and
        were rebuilt from the rules and the history of 1805-1815, by the method given. A player who owns the printed game can replace any
        table with a data pack.
      </p>
      {SOURCE_GROUPS.map((g) => (
        <section key={g} className="ref-group">
          <h2>{SOURCE_GROUP_TITLES[g]}</h2>
          <table className="ref-table" data-testid={`sources-${g}`}>
            <thead>
              <tr>
                <th>Table</th>
                <th>Provenance</th>
                <th>Source or method</th>
                <th>Rules</th>
              </tr>
            </thead>
            <tbody>
              {sources
                .filter((s) => s.group === g)
                .map((s) => (
                  <tr key={s.id}>
                    <td>
                      {s.title}
                      <div className="ref-file">{s.file}</div>
                    </td>
                    <td>
                      <ProvenanceBadge kind={s.provenance.kind} />
                      {s.pack && <span className="prov prov-pack">pack</span>}
                      {s.mix && (
                        <div className="ref-mix">
                          {Object.entries(s.mix)
                            .map(([k, n]) => `${n} ${k}`)
                            .join(', ')}
                        </div>
                      )}
                    </td>
                    <td className="ref-method">{provenanceText(s.provenance)}</td>
                    <td className="ref-rules">{s.rules.join(', ')}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

function RulesTab() {
  const [query, setQuery] = useState('');
  const [section, setSection] = useState('base:7');
  const rules = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (q)
      return RULES.filter(
        (r) => r.number.startsWith(q) || r.title.toLowerCase().includes(q) || (r.summary ?? '').toLowerCase().includes(q),
      ).slice(0, 300);
    const [source, sec] = section.split(':');
    return RULES.filter((r) => (source === 'base' ? r.source === 'base' : r.source !== 'base') && r.section === sec);
  }, [query, section]);
  const pct = (n: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * n) / of)}%`);
  return (
    <div className="ref-body rules-body">
      <aside className="ref-sections">
        <label className="ref-search">
          Find a rule
          <input
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="7.4.1 or forage"
            aria-label="Find a rule by number or words"
          />
        </label>
        <div className="ref-totals" data-testid="coverage-totals">
          {COVERAGE_TOTALS.implemented} of {COVERAGE_TOTALS.needingCode} rules that need code are implemented (
          {pct(COVERAGE_TOTALS.implemented, COVERAGE_TOTALS.needingCode)}), {COVERAGE_TOTALS.partial} partly built, {COVERAGE_TOTALS.tested} tested.
        </div>
        <ul>
          {COVERAGE_SECTIONS.map((s) => (
            <li key={s.group}>
              <button
                className={s.group === section && !query ? 'active' : ''}
                onClick={() => {
                  setQuery('');
                  setSection(s.group);
                }}
              >
                <span>{s.label}</span>
                <span className="ref-count">
                  {s.implemented}/{s.needingCode}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <div className="ref-rules-list" data-testid="rules-list">
        {rules.map((r) => {
          const c = ruleCoverage(r.id);
          return (
            <article key={r.id} className="ref-rule">
              <header>
                <span className="ref-number">{r.source === 'base' ? r.number : `v2.71 ${r.number}`}</span>
                <span className="ref-title">{r.title}</span>
                {r.needsCode ? (
                  <>
                    {c.partial ? (
                      <span className="badge partial" title={c.missing.map((m) => m.text).join('; ')}>
                        partly built
                      </span>
                    ) : (
                      <span className={`badge ${c.implemented ? 'yes' : 'no'}`}>{c.implemented ? 'implemented' : 'not implemented'}</span>
                    )}
                    <span className={`badge ${c.tested ? 'yes' : 'no'}`}>{c.tested ? 'tested' : 'not tested'}</span>
                  </>
                ) : (
                  <span className="badge none" title={r.reasonNoCode}>
                    no code needed
                  </span>
                )}
                {r.optional && <span className="badge opt">optional</span>}
                {r.optional && <OptionBadge number={r.number} />}
                {r.campaignOnly && <span className="badge opt">campaign only</span>}
              </header>
              {r.summary && <p>{r.summary}</p>}
              {r.amends && <p className="ref-amends">Amends base rule {r.amends}.</p>}
            </article>
          );
        })}
        {rules.length === 0 && <p>No rule matches.</p>}
      </div>
    </div>
  );
}

/** The game option this rule is, with how far the engine builds it (as on the New game screen). */
function OptionBadge({ number }: { number: string }) {
  const o = optionalRuleNumbered(number);
  if (!o) return null;
  const kind = o.status === 'built' ? 'yes' : o.status === 'partial' ? 'opt' : 'no';
  return (
    <span className={`badge ${kind}`} data-testid="option-status" title={o.status === 'built' ? o.title : `${o.title}: ${o.missing}`}>
      option {OPTION_STATUS_LABEL[o.status]}
    </span>
  );
}

/** Rules & data sources: the rule index with what is implemented and tested, and the provenance of every table. */
export function ReferenceScreen({ onBack }: { onBack: () => void }) {
  const [tab, setTab] = useState<Tab>('sources');
  const client = useGameClient();
  const [pack, setPack] = useState<DataPackMessage | null>(null);
  // Until the host answers, the shipped tables; then the host's, with pack tables marked.
  const shipped = useMemo(() => {
    const m = loadMap();
    return m.ok ? dataSources({ map: m.map.data }) : [];
  }, []);
  const sources = pack ? (pack.sources as DataSource[]) : shipped;
  useEffect(() => {
    let live = true;
    client
      .request({ type: 'getDataPack' })
      .then((answer) => {
        if (live && answer.type === 'dataPack') setPack(answer);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [client]);
  useEscape(onBack);
  return (
    <main className="ref-screen">
      <header className="ref-header">
        <button className="title-button small" onClick={onBack}>
          ← Back <kbd>Esc</kbd>
        </button>
        <h1>Rules &amp; data sources</h1>
        <nav role="tablist" aria-label="Reference">
          <button
            role="tab"
            aria-selected={tab === 'sources'}
            className={tab === 'sources' ? 'active' : ''}
            onClick={() => setTab('sources')}
          >
            Data sources
          </button>
          <button role="tab" aria-selected={tab === 'rules'} className={tab === 'rules' ? 'active' : ''} onClick={() => setTab('rules')}>
            Rules
          </button>
        </nav>
      </header>
      {tab === 'sources' ? <SourcesTab sources={sources} pack={pack} onPack={setPack} /> : <RulesTab />}
    </main>
  );
}
