import { Role } from '@oj/contracts';
import { describe, expect, it } from 'vitest';
import { groupByDifficulty, localDate } from '../../src/modules/account/queries/home.ts';
import { extensionOf, sniffImage } from '../../src/modules/account/image-type.ts';
import { permissionsOf } from '../../src/modules/account/routes/session.ts';

// Pure pieces of the account module; everything touching MariaDB, NATS or SMTP is tested end to end.

function bmpHeader(dibHeaderSize: number): Buffer {
  const data = Buffer.alloc(54);
  data.write('BM', 0, 'latin1');
  data.writeUInt32LE(54, 2);
  data.writeUInt32LE(dibHeaderSize, 14);
  return data;
}

describe('sniffImage', () => {
  it('recognises each accepted image kind by its magic bytes', () => {
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0]))).toBe('jpg');
    expect(sniffImage(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImage(Buffer.from('GIF87a\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImage(bmpHeader(40))).toBe('bmp');
  });

  it('refuses look-alikes and other content', () => {
    expect(sniffImage(Buffer.from('BM is just the start of a sentence here', 'latin1'))).toBeNull();
    expect(sniffImage(bmpHeader(7))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('reads extensions case-insensitively', () => {
    expect(extensionOf('Me.JPEG')).toBe('jpeg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('user home helpers', () => {
  it('groups solved problems under Easy, Mid and Hard, always present', () => {
    const problem = (problemId: string, difficulty: number) => ({ pid: 1, problemId, title: problemId, difficulty });
    expect(groupByDifficulty([])).toEqual({ Easy: [], Mid: [], Hard: [] });
    const groups = groupByDifficulty([problem('A', 2), problem('B', 0), problem('C', 5)]);
    expect(Object.fromEntries(Object.entries(groups).map(([name, list]) => [name, list.map((p) => p.problemId)]))).toEqual({
      Easy: ['B'],
      Mid: [],
      Hard: ['A'],
      'Level 5': ['C'],
    });
  });

  it('computes calendar days in a zone east or west of UTC', () => {
    const instant = new Date('2026-03-01T20:30:00Z');
    expect(localDate(instant, 0)).toBe('2026-03-01');
    expect(localDate(instant, 480)).toBe('2026-03-02');
    expect(localDate(new Date('2026-03-01T03:00:00Z'), -300)).toBe('2026-02-28');
  });

  it('derives permissions from role codes', () => {
    expect(permissionsOf([Role.User])).toEqual(['submit', 'discuss', 'comment']);
    expect(permissionsOf([Role.NoSubmitMuted])).toEqual(['discuss']);
    expect(permissionsOf([Role.SuperAdmin])).toEqual(['submit', 'discuss', 'comment', 'admin']);
  });

  it('bars each user sub-role (1003 to 1007) from exactly what spec 01 §6 and §3 say', () => {
    expect(permissionsOf([Role.NoSubmit])).toEqual(['discuss', 'comment']);
    expect(permissionsOf([Role.NoDiscuss])).toEqual(['submit', 'comment']);
    expect(permissionsOf([Role.Muted])).toEqual(['submit', 'discuss']);
    expect(permissionsOf([Role.NoSubmitNoDiscuss])).toEqual(['comment']);
    expect(permissionsOf([Role.NoSubmitMuted])).toEqual(['discuss']);
  });

  it('counts admin, problem admin and super admin, and only them, as admin roles', () => {
    for (const role of [Role.SuperAdmin, Role.Admin, Role.ProblemAdmin]) expect(permissionsOf([role])).toContain('admin');
    for (const role of [Role.User, Role.NoSubmit, Role.NoDiscuss, Role.Muted, Role.NoSubmitNoDiscuss, Role.NoSubmitMuted]) {
      expect(permissionsOf([role])).not.toContain('admin');
    }
  });
});
