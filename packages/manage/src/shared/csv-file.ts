// CSV written in the browser (RFC 4180), for the sheets the back office hands out once (generated
// accounts and their passwords). Reading CSV is the users feature's (its import).
import { saveBlob } from './download-file.ts';

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Rows as CSV text (CRLF line ends, with a byte-order mark so spreadsheet programs read it as UTF-8). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

/** Offers rows as a CSV file download. */
export function downloadCsv(fileName: string, rows: readonly (readonly string[])[]): void {
  saveBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
