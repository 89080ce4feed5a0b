import { useState } from 'react';
import { amendmentsOf, childRules, ruleById, ruleCoverage, RULES, type RuleEntry } from '../../../shared/data/rules';
import type { PowerView } from '../../../shared/model/view';
import { ChartsPanel } from './ChartsPanel';
import { rulingsFor, RULINGS_PRESENT } from './rulings';
import { closeRules, openRule, ruleBack, showRulesTab, useRulesPanel } from './rulesBus';
import { whereNow } from './whereNow';
import './rulesPanel.css';

/** A rule's number as a link that opens it in the panel. */
function RuleLink({ r }: { r: RuleEntry }) {
  return (
    <button type="button" className="rule-link" onClick={() => openRule(r.id)} title={r.summary ?? r.title}>
      <span className="rule-ref">{r.number}</span> {r.title}
    </button>
  );
}

/** The rule before and after `r` among its siblings (same parent, index order). */
function neighbours(r: RuleEntry): { prev: RuleEntry | undefined; next: RuleEntry | undefined } {
  const siblings = RULES.filter((x) => x.parent === r.parent && x.source === r.source && x.section === r.section);
  const i = siblings.findIndex((x) => x.id === r.id);
  return { prev: i > 0 ? siblings[i - 1] : undefined, next: i >= 0 ? siblings[i + 1] : undefined };
}

/** The rule's ancestors, outermost first. */
function ancestors(r: RuleEntry): RuleEntry[] {
  const out: RuleEntry[] = [];
  let p = r.parent ? ruleById(r.parent) : undefined;
  while (p && out.length < 12) {
    out.unshift(p);
    p = p.parent ? ruleById(p.parent) : undefined;
  }
  return out;
}

/** A rule number typed by the player, as the index spells it ("7.5.2", "v2.71 18.1" → "opt:18.1"). */
function findRule(q: string): RuleEntry | undefined {
  const t = q.trim().replace(/^rule\s+/i, '');
  return ruleById(t) ?? ruleById(`opt:${t}`) ?? RULES.find((r) => r.title.toLowerCase().includes(t.toLowerCase()) && t.length >= 3);
}

function RuleBody({ id, view }: { id: string; view: PowerView | null }) {
  const r = ruleById(id);
  if (!r) return <p className="rules-missing">Rule {id} is not in the index.</p>;
  const cov = ruleCoverage(r.id);
  const { prev, next } = neighbours(r);
  const kids = childRules(r.id);
  const amend = amendmentsOf(r.id);
  const rulings = rulingsFor(r.number);
  const now = whereNow(view, r.number);
  return (
    <article className="rule-body" data-rule={r.id}>
      {ancestors(r).length > 0 && (
        <nav className="rule-crumbs" aria-label="Parent rules">
          {ancestors(r).map((a) => (
            <RuleLink key={a.id} r={a} />
          ))}
        </nav>
      )}
      <h3>
        <span className="rule-ref">{r.number}</span> {r.title}
        {r.source === 'v2.71' && <span className="rule-source"> (Optional Rules and Errata v2.71)</span>}
      </h3>
      <p className="rule-summary">{r.summary ?? (r.needsCode ? 'No summary written yet.' : `Nothing to play: ${r.reasonNoCode ?? 'no game effect'}.`)}</p>
      <p className="rule-status">
        {cov.implemented ? 'Built in the engine' : r.needsCode ? 'Not built yet' : 'Nothing to build'}
        {cov.tested ? ', tested.' : '.'}
      </p>
      <section>
        <h4>Where it applies now</h4>
        {now.length > 0 ? (
          <ul data-testid="rule-now">
            {now.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        ) : (
          <p className="rule-quiet">Not in the current step or decision.</p>
        )}
      </section>
      {rulings.length > 0 && (
        <section className="rule-rulings" data-testid="rule-rulings">
          <h4>Our rulings</h4>
          {rulings.map((x, i) => (
            <div key={i} className="ruling">
              <strong>
                {x.rule} {x.title}
              </strong>
              {x.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
            </div>
          ))}
        </section>
      )}
      {amend.length > 0 && (
        <section>
          <h4>Changed or extended by v2.71</h4>
          <ul>
            {amend.map((a) => (
              <li key={a.id}>
                <RuleLink r={a} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {kids.length > 0 && (
        <section>
          <h4>Sub-rules</h4>
          <ul className="rule-kids">
            {kids.map((k) => (
              <li key={k.id}>
                <RuleLink r={k} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav className="rule-neighbours" aria-label="Neighbouring rules">
        {prev ? <RuleLink r={prev} /> : <span />}
        {next ? <RuleLink r={next} /> : <span />}
      </nav>
    </article>
  );
}

/**
 * Issue 15: the Rules panel (key `R`, or any rule badge clicked): the rule in our own words (never
 * the rulebook's prose), its parents, sub-rules and neighbours, the v2.71 entries on it, our
 * rulings from docs/RULINGS.md, and where it applies in the game now; a Charts tab beside it.
 */
export function RulesPanel({ view }: { view: PowerView | null }) {
  const s = useRulesPanel();
  const [query, setQuery] = useState('');
  const [miss, setMiss] = useState(false);
  if (!s.open) return null;
  const fallback = view?.where.stepRule ?? '7';
  return (
    <aside className="rules-panel" role="dialog" aria-label="Rules and charts" data-testid="rules-panel">
      <header>
        <nav role="tablist" aria-label="Rules or charts">
          <button role="tab" aria-selected={s.tab === 'rule'} className={s.tab === 'rule' ? 'active' : ''} onClick={() => showRulesTab('rule')}>
            Rules
          </button>
          <button role="tab" aria-selected={s.tab === 'charts'} className={s.tab === 'charts' ? 'active' : ''} onClick={() => showRulesTab('charts')}>
            Charts
          </button>
        </nav>
        {s.tab === 'rule' && (
          <form
            className="rules-find"
            onSubmit={(e) => {
              e.preventDefault();
              const r = findRule(query);
              setMiss(!r);
              if (r) openRule(r.id);
            }}
          >
            <input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Rule number or title" aria-label="Find a rule" />
            <button type="submit">Find</button>
          </form>
        )}
        <button className="rules-close" onClick={closeRules} aria-label="Close the rules panel" title="Close (R)">
          ×
        </button>
      </header>
      <div className="rules-content">
        {s.tab === 'rule' ? (
          <>
            {s.history.length > 0 && (
              <button type="button" className="rule-back" onClick={ruleBack}>
                ← Back
              </button>
            )}
            {miss && <p className="rules-missing">No rule matches “{query}”.</p>}
            <RuleBody id={s.rule ?? fallback} view={view} />
            {!RULINGS_PRESENT && <p className="rule-quiet">No rulings file in this build.</p>}
          </>
        ) : (
          <ChartsPanel chart={s.chart} view={view} />
        )}
      </div>
    </aside>
  );
}
