import { extname } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import yazl from 'yazl';
import { ContestAcSplitType } from '@oj/contracts';
import { findLanguage } from '@oj/judge-core';
import { CodeBatches } from './queries.ts';
import type { AcceptedSubmission } from './queries.ts';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
const UNSAFE_IN_PATHS = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** How the archive is split into folders: one per user or one per problem. */
export type SplitType = (typeof ContestAcSplitType)[keyof typeof ContestAcSplitType];

/** Longest name part kept (display ids and usernames are shorter in practice). */
const PART_MAX = 64;

/**
 * A name part safe in a zip path on every system: no separators, reserved or control characters,
 * no leading dot (nothing hidden, no `..`), never empty.
 */
export function safePart(text: string): string {
  const cleaned = text.replace(UNSAFE_IN_PATHS, '_').replace(/^\.+/, '_').slice(0, PART_MAX);
  return cleaned === '' ? '_' : cleaned;
}

/** The file extension of a language's source (judge-core's language table), `txt` when unknown. */
export function extensionOf(language: string): string {
  const spec = findLanguage(language);
  const extension = spec ? extname(spec.srcName).slice(1) : '';
  return extension === '' ? 'txt' : extension;
}

/**
 * The path of one submission in the archive: `<folder>/<displayId>_<username>_<submitId>.<ext>`,
 * the folder being the username (split by user) or the display id (split by problem). The
 * submitId keeps every path unique.
 */
export function entryPath(submission: AcceptedSubmission, displayId: string, split: SplitType): string {
  const problem = safePart(displayId);
  const user = safePart(submission.username);
  const folder = split === ContestAcSplitType.Problem ? problem : user;
  return `${folder}/${problem}_${user}_${submission.submitId}.${extensionOf(submission.language)}`;
}

/**
 * The zip of the given submissions, streamed as it is written: each file's code is read when the
 * zip reaches it (CodeBatches), so a contest of any size is never held in memory.
 */
export function zipSubmissions(
  db: DataSource,
  submissions: readonly AcceptedSubmission[],
  displayIds: ReadonlyMap<number, string>,
  split: SplitType,
): Readable {
  // Oldest first in the archive (the order the contest was solved in), and the codes read in that order.
  const ordered = [...submissions].sort((a, b) => a.submitId - b.submitId);
  const codes = new CodeBatches(
    db,
    ordered.map((submission) => submission.submitId),
  );
  const zip = new yazl.ZipFile();
  for (const submission of ordered) {
    const path = entryPath(submission, displayIds.get(submission.pid) ?? submission.displayPid, split);
    zip.addReadStreamLazy(path, { mtime: submission.submitTime }, (callback) => {
      codes
        .code(submission.submitId)
        .then((code) => {
          callback(null, Readable.from([Buffer.from(code, 'utf8')]));
        })
        .catch((error: unknown) => {
          callback(error, new PassThrough());
        });
    });
  }
  zip.end();
  const stream = new PassThrough();
  zip.outputStream.pipe(stream);
  zip.on('error', (error: Error) => stream.destroy(error));
  return stream;
}
