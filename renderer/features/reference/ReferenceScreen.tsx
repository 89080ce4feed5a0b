import { useEffect, useMemo, useState } from 'react';
import { loadMap } from '../../../shared/data/map';
import { dataSources, SOURCE_GROUPS, SOURCE_GROUP_TITLES, type DataSource } from '../../../shared/data/sources';
import { COVERAGE_SECTIONS, COVERAGE_TOTALS, RULES, ruleCoverage } from '../../../shared/data/rules';
import type { Provenance } from '../../../shared/model';

type Tab = 'sources' | 'rules';

function provenanceText(p: Provenance): string {
  return p.kind === 'reconstructed' ? p.method : p.source;
}

function ProvenanceBadge({ kind }: { kind: Provenance['kind'] }) {
  return <span className={`prov prov-${kind}`}>{kind}</span>;
}

function SourcesTab({ sources }: { sources: readonly DataSource[] }) {
  return (
    <div className="ref-body">
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
          {pct(COVERAGE_TOTALS.implemented, COVERAGE_TOTALS.needingCode)}), {COVERAGE_TOTALS.tested} tested.
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
                    <span className={`badge ${c.implemented ? 'yes' : 'no'}`}>{c.implemented ? 'implemented' : 'not implemented'}</span>
                    <span className={`badge ${c.tested ? 'yes' : 'no'}`}>{c.tested ? 'tested' : 'not tested'}</span>
                  </>
                ) : (
                  <span className="badge none" title={r.reasonNoCode}>
                    no code needed
                  </span>
                )}
                {r.optional && <span className="badge opt">optional</span>}
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

/** Rules & data sources: the rule index with what is implemented and tested, and the provenance of every table. */
export function ReferenceScreen({ onBack }: { onBack: () => void }) {
  const [tab, setTab] = useState<Tab>('sources');
  const sources = useMemo(() => {
    const m = loadMap();
    return m.ok ? dataSources({ map: m.map.data }) : [];
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onBack]);
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
      {tab === 'sources' ? <SourcesTab sources={sources} /> : <RulesTab />}
    </main>
  );
}
