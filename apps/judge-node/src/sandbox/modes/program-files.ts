/**
 * What the modes that let the program run alone share (default, special judge): its input and output
 * are files, on stdin and stdout or under the problem's file-IO names in its case directory.
 */
import { Verdict } from '@oj/contracts';
import { archivePath } from '../layout.ts';
import type { TarEntry } from '../tar.ts';
import type { CaseOutcome, CasePlanInput, CaseVerdict, ModeCasePlan } from './strategy.ts';

/** The program's input in the run archive, its file-IO files, and where its output lands. */
export function programFiles({ loaded, paths, io }: CasePlanInput): Pick<ModeCasePlan, 'programIo' | 'runFiles' | 'outputPath'> {
  const cwd = archivePath(paths.cwd);
  const input = archivePath(paths.input);
  const runFiles: TarEntry[] = [{ type: 'file', path: input, content: loaded.input }];
  if (io.inputFileName) runFiles.push({ type: 'link', path: `${cwd}/${io.inputFileName}`, target: input });
  // Created by root and writable by all: the program can fill it but not replace it with a link.
  const fileOutput = io.outputFileName ? `${paths.cwd}/${io.outputFileName}` : null;
  if (fileOutput) runFiles.push({ type: 'file', path: archivePath(fileOutput), content: '', mode: 0o666 });
  return {
    // With an output file, stdout is ignored: it goes to /dev/null.
    programIo: { ...(fileOutput ? {} : { stdout: paths.stdout }), ...(io.inputFileName ? {} : { stdin: paths.input }) },
    runFiles,
    outputPath: fileOutput ?? paths.stdout,
  };
}

/**
 * The verdict before the output is judged: the program's own failure (its stderr appended), or
 * Accepted when there is no answer to judge by (a test run without an expected output). Null: judge it.
 */
export function verdictBeforeOutput({ program, stderr, loaded }: CaseOutcome): CaseVerdict | null {
  if (!program.ok) return { status: program.status, message: stderr ? `${program.message}\n${stderr}` : program.message };
  if (loaded.answer === null) return { status: Verdict.Accepted, message: stderr };
  return null;
}
