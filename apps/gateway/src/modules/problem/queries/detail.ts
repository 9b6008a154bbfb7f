import type { DataSource } from 'typeorm';
import { parseExamples } from '@oj/contracts';
import type { ProblemDetailDto, ProblemDetailResponseDto } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import type { ProblemRow } from '@oj/db';
import { NotFoundError } from '@oj/service-kit';
import { problemCodeTemplates, problemLanguages } from './languages.ts';
import { ProblemMessage } from '../messages.ts';
import { countsByProblem, emptyCounts, tagsByProblem } from './related.ts';
import { myStatus } from './status.ts';
import { canView } from '../visibility.ts';
import type { Viewer } from '../visibility.ts';

/** Names of the files in a `{name: content}` JSON column; contents never leave the server here. */
export function extraFileNames(json: string | null): string[] {
  if (json === null || json.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.keys(parsed) : [];
  } catch {
    return [];
  }
}

/** The solver-facing fields of a problem: an allow-list, so new columns never leak by default. */
export function toDetailDto(problem: ProblemRow): ProblemDetailDto {
  return {
    id: problem.id,
    problemId: problem.problemId,
    title: problem.title,
    author: problem.author,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    examples: parseExamples(problem.examples),
    hint: problem.hint,
    source: problem.source,
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    difficulty: problem.difficulty,
    type: problem.type,
    auth: problem.auth,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    ioScore: problem.ioScore,
    codeShare: problem.codeShare,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName,
    ioWriteFileName: problem.ioWriteFileName,
    isRemote: problem.isRemote,
    gid: problem.gid,
    userExtraFile: extraFileNames(problem.userExtraFile),
    gmtCreate: problem.gmtCreate.toISOString(),
    gmtModified: problem.gmtModified.toISOString(),
  };
}

/** A problem the viewer may open, by pid or display id; 404 (same text) when missing or hidden. */
export async function findViewableProblem(db: DataSource, where: { id: number } | { problemId: string }, viewer: Viewer, gid?: number | null): Promise<ProblemRow> {
  const problem = await db.getRepository(ProblemEntity).findOne({ where });
  if (!problem || !canView(problem, viewer, gid)) throw new NotFoundError(ProblemMessage.problemNotExists);
  return problem;
}

/** Everything the problem page needs in one answer. */
export async function problemDetail(db: DataSource, problemId: string, viewer: Viewer, gid?: number | null): Promise<ProblemDetailResponseDto> {
  const problem = await findViewableProblem(db, { problemId }, viewer, gid);
  const [tags, counts, languages, templates, status] = await Promise.all([
    tagsByProblem(db, [problem.id]),
    countsByProblem(db, [problem.id]),
    problemLanguages(db, problem.id),
    problemCodeTemplates(db, problem.id),
    myStatus(db, viewer.uid, problem.id),
  ]);
  return {
    problem: toDetailDto(problem),
    tags: tags.get(problem.id) ?? [],
    languages: languages.map((language) => language.name),
    codeTemplate: Object.fromEntries(
      templates.filter((template) => languages.some((language) => language.id === template.lid)).map((template) => [template.language, template.code]),
    ),
    problemCount: counts.get(problem.id) ?? emptyCounts(),
    myStatus: status,
  };
}
