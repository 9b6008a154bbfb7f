/**
 * Wire shapes of the test-data files (spec 03 §7 "Files"): the zip upload, whose answer lists the
 * cases found (`fileList`) and names the staged archive (`fileListDir`), which the problem save
 * then commits as the problem's new data version; and the download of a problem's current data.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** upload-testcase-zip query: the group of the problem being edited (spec 03 §5 "Test-case upload"). */
export const UploadTestCaseQuerySchema = Type.Object(
  {
    gid: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Group id of the problem, when it is a group problem (its admins upload)' }),
    ),
  },
  { additionalProperties: false },
);
export type UploadTestCaseQueryDto = Static<typeof UploadTestCaseQuerySchema>;

/** One case found in an uploaded archive: its file names (as stored) and the score split evenly (spec 03 §4). */
export const UploadedTestCaseSchema = Type.Object({
  input: Type.String({ description: 'Input file name, e.g. 1.in' }),
  output: Type.String({ description: 'Expected output file name, e.g. 1.out or 1.ans' }),
  score: Type.Integer({ minimum: 0, description: '100 split evenly over the cases, the remainder to the last cases' }),
  groupNum: Type.Optional(Type.Integer({ minimum: 1, description: 'Subtask group; absent until the admin sets one' })),
});
export type UploadedTestCaseDto = Static<typeof UploadedTestCaseSchema>;

/** What a staging id (`fileListDir`) looks like; the id is opaque to clients. */
export const TEST_DATA_STAGING_ID_PATTERN = '^[a-z0-9]{8,40}$';

/** upload-testcase-zip answer. */
export const UploadTestCaseResultSchema = Type.Object({
  fileList: Type.Array(UploadedTestCaseSchema, { description: 'The cases, in natural order of their input names (1, 2, 10)' }),
  fileListDir: Type.String({
    pattern: TEST_DATA_STAGING_ID_PATTERN,
    description: 'Staging id of the archive: send it back as uploadTestcaseDir when saving the problem (kept 24 h)',
  }),
});
export type UploadTestCaseResultDto = Static<typeof UploadTestCaseResultSchema>;

/** download-testcase query. */
export const DownloadTestCaseQuerySchema = Type.Object(
  { pid: Type.Integer({ minimum: 1, description: 'Problem id (numeric)' }) },
  { additionalProperties: false },
);
export type DownloadTestCaseQueryDto = Static<typeof DownloadTestCaseQuerySchema>;
