import Database from 'better-sqlite3';
import { SaveError } from './errors';
import { SCHEMA_OF_FORMAT } from './schema';

interface SchemaRow {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

const normalise = (sql: string | null) => (sql ?? '').replace(/\s+/g, ' ').trim();
const key = (r: SchemaRow) => `${r.type}\u0000${r.name}\u0000${r.tbl_name}\u0000${normalise(r.sql)}`;

const reference = new Map<number, Set<string>>();

/** The schema rows a save of `format` has, read from an in-memory database built the same way. */
function referenceOf(format: number): Set<string> | undefined {
  const known = reference.get(format);
  if (known) return known;
  const statements = SCHEMA_OF_FORMAT[format];
  if (statements === undefined) return undefined;
  const db = new Database(':memory:');
  try {
    db.exec(statements);
    const rows = new Set((db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema').all() as SchemaRow[]).map(key));
    reference.set(format, rows);
    return rows;
  } finally {
    db.close();
  }
}

/**
 * Issue 14 Before any query touches a save from elsewhere: its schema must be exactly ours for
 * its format (the same tables, columns, constraints and indexes, each with the same text), so
 * no view, trigger or extra table can make a later query recurse or run long. Only SQLite's own
 * schema table is read here, and reading it runs nothing the file defines.
 */
export function checkSchema(db: Database.Database, format: number, location: string): void {
  const expected = referenceOf(format);
  if (!expected) throw new SaveError('damaged', location, `the save has an unknown format (${format}).`);
  const rows = db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema').all() as SchemaRow[];
  const strange = rows.filter((r) => !expected.has(key(r)));
  if (strange.length > 0) {
    const r = strange[0]!;
    const what = r.type === 'view' || r.type === 'trigger' ? `a ${r.type}` : r.type === 'table' && rows.filter((x) => x.name === r.name).length === 1 && ![...expected].some((k) => k.split('\u0000')[1] === r.name) ? 'a table of another program' : `a ${r.type} that differs from ours`;
    throw new SaveError('foreignDatabase', location, `the save's database holds ${what} ("${r.name.slice(0, 40)}"); only the tables of an Empires in Arms save are accepted.`);
  }
  if (rows.length !== expected.size) throw new SaveError('damaged', location, `the save's database lacks ${expected.size - rows.length} of its tables or indexes.`);
}
