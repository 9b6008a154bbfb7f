import { defineMessages } from './define.ts';

/** Messages of the test-data upload and download (English; zh-CN in @oj/i18n/server). */
export const TestDataMessage = defineMessages('testData', {
  uploaded: { as: 'success', en: 'Upload Testcase Successfully' },
  fileRequired: { as: 'badRequest', en: 'Please choose a zip archive of test data to upload' },
  uploadMalformed: { as: 'badRequest', en: 'The upload is malformed: send the archive as multipart/form-data' },
  tooLarge: { as: 'badRequest', params: ['maxMb'], en: (maxMb: number) => `The archive is larger than ${maxMb} MB` },
  notZip: { as: 'badRequest', params: ['name'], en: (name: string) => `${name} is not a zip archive: upload a .zip file of test data` },
  damaged: { as: 'badRequest', params: ['name'], en: (name: string) => `${name} is damaged and cannot be read as a zip archive` },
  empty: { as: 'badRequest', en: 'The archive is empty' },
  noCases: { as: 'badRequest', en: 'The archive holds no test data: put pairs of files such as 1.in and 1.out (or 1.ans) in it' },
  tooManyFiles: {
    as: 'badRequest',
    params: ['count', 'max'],
    en: (count: number, max: number) => `The archive holds ${count} files, more than the ${max} allowed`,
  },
  outsideRoot: {
    as: 'badRequest',
    params: ['name'],
    en: (name: string) => `Archive entry ${name} points outside the archive (absolute path, drive letter or ..)`,
  },
  symlink: { as: 'badRequest', params: ['name'], en: (name: string) => `Archive entry ${name} is a symbolic link; only plain files are accepted` },
  encrypted: { as: 'badRequest', params: ['name'], en: (name: string) => `Archive entry ${name} is encrypted; upload an archive without a password` },
  duplicateName: { as: 'badRequest', params: ['name'], en: (name: string) => `The archive holds ${name} more than once` },
  duplicateCase: {
    as: 'badRequest',
    params: ['first', 'second'],
    en: (first: string, second: string) => `${first} and ${second} are the same test case; keep only one of them`,
  },
  badFileName: {
    as: 'badRequest',
    params: ['name'],
    en: (name: string) => `Test data file name ${name} is not allowed: use letters, digits, '.', '_' and '-' (at most 128 characters)`,
  },
  severalFolders: {
    as: 'badRequest',
    params: ['first', 'second'],
    en: (first: string, second: string) => `Test data files must all be in one folder: ${first} and ${second} are not`,
  },
  inputWithoutOutput: {
    as: 'badRequest',
    params: ['name', 'base'],
    en: (name: string, base: string) => `${name} has no matching output file (${base}.out or ${base}.ans)`,
  },
  outputWithoutInput: { as: 'badRequest', params: ['name', 'base'], en: (name: string, base: string) => `${name} has no matching input file (${base}.in)` },
  unzippedTooLarge: { as: 'badRequest', params: ['maxMb'], en: (maxMb: number) => `The archive unpacks to more than ${maxMb} MB` },
  entryRatio: {
    as: 'badRequest',
    params: ['name', 'ratio'],
    en: (name: string, ratio: number) => `Archive entry ${name} expands more than ${ratio} times its packed size: refused as a possible zip bomb`,
  },
  entryUnreadable: {
    as: 'badRequest',
    params: ['name'],
    en: (name: string) => `Archive entry ${name} cannot be unpacked (damaged or an unsupported compression method)`,
  },
  casesRequired: { as: 'badRequest', en: 'Judge Samples is required' },
  stagingUnknown: { as: 'badRequest', en: 'The uploaded test data has expired or does not exist: upload the archive again' },
  problemNotFound: { as: 'notFound', en: 'The problem does not exist' },
  noTestData: { as: 'notFound', en: 'This problem has no test data' },
});
