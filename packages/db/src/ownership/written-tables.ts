// Which table a data-changing statement writes, read from its SQL. Covers the statements TypeORM
// builds and the ones the services write by hand: INSERT [IGNORE] INTO, REPLACE INTO,
// UPDATE [IGNORE] t [alias] SET / UPDATE t JOIN ... SET, DELETE FROM t, DELETE alias FROM t alias.

const NAME = '(?:`([^`]+)`|([A-Za-z0-9_$]+))';
const QUALIFIED = `(?:${NAME}\\.)?${NAME}`;
const MODIFIERS = '(?:(?:LOW_PRIORITY|DELAYED|HIGH_PRIORITY|QUICK|IGNORE)\\s+)*';

const INSERT = new RegExp(`^(?:INSERT|REPLACE)\\s+${MODIFIERS}(?:INTO\\s+)?${QUALIFIED}`, 'i');
const UPDATE = new RegExp(`^UPDATE\\s+${MODIFIERS}${QUALIFIED}`, 'i');
const DELETE_FROM = new RegExp(`^DELETE\\s+${MODIFIERS}FROM\\s+${QUALIFIED}`, 'i');
// Multi-table DELETE: `DELETE j FROM judge j ...` names the written alias first.
const DELETE_ALIAS = new RegExp(`^DELETE\\s+${MODIFIERS}${NAME}(?:\\s*,\\s*${NAME})*\\s+FROM\\s+${QUALIFIED}`, 'i');

const WRITE = /^(?:INSERT|REPLACE|UPDATE|DELETE)\b/i;

// Each NAME is two groups (quoted, bare); a QUALIFIED name is schema then table.
function nameOf(match: RegExpMatchArray, from: number): string | undefined {
  return match[from + 3] ?? match[from + 4];
}

/** True when the statement changes rows (INSERT, REPLACE, UPDATE, DELETE). */
export function isWriteStatement(sql: string): boolean {
  return WRITE.test(stripLeading(sql));
}

/**
 * The table a data-changing statement writes, or null for any other statement. A statement whose
 * target cannot be read throws: an unknown write must not pass unchecked.
 */
export function writtenTable(sql: string): string | null {
  const text = stripLeading(sql);
  if (!WRITE.test(text)) return null;
  const insert = INSERT.exec(text);
  if (insert) return tableOf(insert, 0, sql);
  const update = UPDATE.exec(text);
  if (update) return tableOf(update, 0, sql);
  const deleteFrom = DELETE_FROM.exec(text);
  if (deleteFrom) return tableOf(deleteFrom, 0, sql);
  const deleteAlias = DELETE_ALIAS.exec(text);
  if (deleteAlias) return tableOf(deleteAlias, 4, sql);
  throw new Error(`cannot tell which table this statement writes: ${sql.slice(0, 120)}`);
}

function tableOf(match: RegExpMatchArray, from: number, sql: string): string {
  const table = nameOf(match, from);
  if (table === undefined) throw new Error(`cannot tell which table this statement writes: ${sql.slice(0, 120)}`);
  return table;
}

// Leading blanks and comments (`/* ... */`, `-- ...`) do not change what a statement does.
function stripLeading(sql: string): string {
  let text = sql.trimStart();
  for (;;) {
    if (text.startsWith('/*')) text = text.slice(text.indexOf('*/') + 2).trimStart();
    else if (text.startsWith('-- ')) text = text.slice(text.indexOf('\n') + 1).trimStart();
    else return text;
  }
}
