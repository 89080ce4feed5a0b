/// <reference types="vite/client" />
/**
 * Issue 15: docs/RULINGS.md (written by others) read through the build when present: each
 * "### <rule> <title>" entry with its question, reading and reason, shown in the Rules panel
 * beside its rule. Absent file: no rulings, nothing breaks.
 */
const files = import.meta.glob('../../../docs/RULINGS.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export interface Ruling {
  /** The rule number the entry is about ("10.3.2.1"). */
  readonly rule: string;
  readonly title: string;
  /** Paragraphs in plain text ("Question. …", "Reading. …", "Why. …"). */
  readonly paragraphs: readonly string[];
}

/** Entries of a RULINGS.md text: "### 7.5.2.9.1 Title" headings and their paragraphs. */
export function parseRulings(text: string): Ruling[] {
  const out: Ruling[] = [];
  let cur: { rule: string; title: string; lines: string[] } | null = null;
  const flush = () => {
    if (!cur) return;
    const paragraphs = cur.lines
      .join('\n')
      .split(/\n(?=\*\*)|\n\s*\n/)
      .map((p) => p.replace(/\*\*/g, '').replace(/`/g, '').replace(/\s+/g, ' ').trim())
      .filter((p) => p !== '');
    out.push({ rule: cur.rule, title: cur.title, paragraphs });
    cur = null;
  };
  for (const line of text.split('\n')) {
    const h = /^###\s+(\S+)\s*(.*)$/.exec(line);
    if (h) {
      flush();
      cur = { rule: h[1]!.replace(/[,:;]$/, ''), title: h[2] ?? '', lines: [] };
    } else if (/^#{1,2}\s/.test(line)) flush();
    else if (cur) cur.lines.push(line);
  }
  flush();
  return out;
}

const RULINGS: readonly Ruling[] = Object.values(files).flatMap(parseRulings);

/** Whether docs/RULINGS.md was found at build time. */
export const RULINGS_PRESENT = Object.keys(files).length > 0;

/** The rulings about `id` or one of its sub-rules (7.5.2 lists those on 7.5.2.9.1). */
export function rulingsFor(id: string, from: readonly Ruling[] = RULINGS): Ruling[] {
  return from.filter((r) => r.rule === id || r.rule.startsWith(`${id}.`));
}
