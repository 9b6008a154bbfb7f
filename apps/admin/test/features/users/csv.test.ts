import { describe, expect, it } from 'vitest';
import { looksLikeHeader, parseCsv } from '@/features/users/csv.ts';
import { toCsv } from '@oj/manage/shared/csv-file.ts';

describe('CSV parsing in the browser', () => {
  it('reads plain rows, CRLF and LF line ends, a BOM, and drops blank lines', () => {
    const text = '\uFEFFalice,pass1,a@x.org,Alice,female,al,MIT\r\nbob,pass2\n\n张三,密码密码12,,张三,0,,北京大学\n';
    expect(parseCsv(text)).toEqual([
      ['alice', 'pass1', 'a@x.org', 'Alice', 'female', 'al', 'MIT'],
      ['bob', 'pass2'],
      ['张三', '密码密码12', '', '张三', '0', '', '北京大学'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = '"carol","pa,ss""word",,"Carol ""C""","1","multi\nline",School\ndave,pw123456';
    expect(parseCsv(text)).toEqual([
      ['carol', 'pa,ss"word', '', 'Carol "C"', '1', 'multi\nline', 'School'],
      ['dave', 'pw123456'],
    ]);
  });

  it('keeps empty trailing cells and a last line without a line end', () => {
    expect(parseCsv('eve,pw,,\nfrank,pw')).toEqual([
      ['eve', 'pw', '', ''],
      ['frank', 'pw'],
    ]);
  });

  it('spots a header row', () => {
    expect(looksLikeHeader(['username', 'password'])).toBe(true);
    expect(looksLikeHeader(['用户名', '密码'])).toBe(true);
    expect(looksLikeHeader(['alice', 'pw'])).toBe(false);
    expect(looksLikeHeader(undefined)).toBe(false);
  });

  it('writes CSV that reads back the same', () => {
    const rows = [
      ['username', 'password'],
      ['a,b', 'p"q'],
      ['line', 'x\ny'],
      [' lead', 'plain'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
