/** The deployment files under infra/, found and parsed for the checks in test/. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';

/** The repository's root. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/** Every file under `dir` (relative to the repository) whose name ends with one of `extensions`. */
export function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (path: string): void => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.some((extension) => entry.name.endsWith(extension))) found.push(relative(REPO_ROOT, full));
    }
  };
  walk(join(REPO_ROOT, dir));
  return found.sort();
}

/** The YAML documents of a file (several per file, `---` apart); a syntax error throws, naming the file. */
export function yamlDocuments(file: string): unknown[] {
  const documents = parseAllDocuments(readFileSync(join(REPO_ROOT, file), 'utf8'));
  return documents.map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((error) => error.message).join('; ')}`);
    return document.toJS() as unknown;
  });
}
