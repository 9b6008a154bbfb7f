import type { DataSource } from 'typeorm';
import { fail } from '@oj/service-kit';
import type { AccessPlace, Viewer } from '../visibility.ts';
import { findViewableProblem } from './detail.ts';
import { ProblemMessage } from '@oj/contracts';

/** One user extra file of a problem, ready to send. */
export interface ExtraFile {
  /** The name as stored (the key of `userExtraFile`). */
  name: string;
  content: string;
}

/** Slashes, backslashes and control characters would make a name a path (or break a header). */
function hasPathCharacter(name: string): boolean {
  for (const character of name) {
    const code = character.charCodeAt(0);
    if (character === '/' || character === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Whether a requested name is one file's name, not a path (nor `.`, `..` or blank). */
export function isPlainFileName(name: string): boolean {
  return !hasPathCharacter(name) && name !== '.' && name !== '..' && name.trim() !== '';
}

/** The `{name: content}` map of a JSON column; anything else (empty, broken, not an object) holds no file. */
function filesOf(json: string | null): Record<string, unknown> {
  if (json === null || json.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A user extra file (the Problem Annex tab) of a problem the viewer may open: the same 404 as the
 * detail for a hidden problem. Only `userExtraFile` is read: judge-side files never leave here.
 */
export async function findUserExtraFile(db: DataSource, pid: number, name: string, viewer: Viewer, place: AccessPlace = {}): Promise<ExtraFile> {
  if (!isPlainFileName(name)) throw fail(ProblemMessage.extraFileBadName);
  const problem = await findViewableProblem(db, { id: pid }, viewer, place);
  const files = filesOf(problem.userExtraFile);
  const content = Object.hasOwn(files, name) ? files[name] : undefined;
  if (typeof content !== 'string') throw fail(ProblemMessage.extraFileNotExists);
  return { name, content };
}

/**
 * A Content-Disposition value that names the file safely: an ASCII fallback with every quote,
 * separator and non-ASCII character replaced, and the exact name in RFC 5987 form.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\/;%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
