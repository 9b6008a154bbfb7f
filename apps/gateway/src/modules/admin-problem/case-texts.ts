import type { Deps } from '../../deps.ts';
import { MAX_CASE_TEXT_BYTES, testDataFileName } from '@oj/contracts';
import type { AdminProblemCaseDto } from '@oj/contracts';
import { openTestDataStore } from '@oj/judge-queue';

/** Most cases whose texts one read fetches; a manual problem with more is edited by upload. */
const MAX_CASES_WITH_TEXT = 100;

/**
 * The texts of a manual problem's cases, read from its data version in the object store, so the
 * form can show what was typed. A file over MAX_CASE_TEXT_BYTES, or any store failure, gives null
 * texts: the form then offers a new set of cases instead of an edit.
 */
export async function withCaseTexts(
  deps: Pick<Deps, 'testDataStore' | 'log'>,
  pid: number,
  caseVersion: string,
  cases: AdminProblemCaseDto[],
): Promise<AdminProblemCaseDto[]> {
  if (cases.length === 0 || cases.length > MAX_CASES_WITH_TEXT) return cases;
  try {
    const store = await openTestDataStore(deps.testDataStore.js, deps.testDataStore.natsNames);
    const textOf = async (file: string): Promise<string | null> => {
      const name = testDataFileName(pid, caseVersion, file);
      const info = await store.info(name);
      if (!info || info.deleted || info.size > MAX_CASE_TEXT_BYTES) return null;
      const bytes = await store.getBlob(name);
      return bytes ? new TextDecoder().decode(bytes) : null;
    };
    return await Promise.all(cases.map(async (item) => ({ ...item, inputContent: await textOf(item.input), outputContent: await textOf(item.output) })));
  } catch (error) {
    deps.log.warn({ err: error, pid }, 'could not read the texts of manual test cases');
    return cases.map((item) => ({ ...item, inputContent: null, outputContent: null }));
  }
}
