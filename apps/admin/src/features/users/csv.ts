// CSV in the browser (RFC 4180): the import reads the admin's file (the passwords sheets are written
// by shared/csv-file.ts). UTF-8 only, as spec 03 §2.19 says; a byte-order mark is dropped.

/**
 * Parses CSV text into rows of cells: comma-separated, fields in double quotes may hold commas,
 * line breaks and doubled quotes (""), CRLF or LF line ends. Blank lines are left out.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  while (index < source.length) {
    const char = source[index] ?? '';
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      index += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
    } else cell += char;
    index += 1;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** True when the first row names the columns rather than holding a user (its first cell is "username" or "用户名"). */
export function looksLikeHeader(row: readonly string[] | undefined): boolean {
  const first = row?.[0]?.trim().toLowerCase() ?? '';
  return first === 'username' || first === '用户名';
}
