import YAML from 'yaml';
import { ProblemPackageMessage as M } from '@oj/contracts';
import { refuse } from '../errors.ts';

/** 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) if (text.charCodeAt(index) === 10) line += 1;
  return line;
}

/** Parses JSON, refusing broken text with the file and line (V8 reports a position or a line). */
export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const lineMatch = /line (\d+)/.exec(detail);
    const positionMatch = /position (\d+)/.exec(detail);
    const line = lineMatch ? Number(lineMatch[1]) : positionMatch ? lineAt(text, Number(positionMatch[1])) : lineAt(text, text.length);
    return refuse(M.brokenJson(file, line, detail.replace(/\s*\(line \d+ column \d+\)/, '')), error);
  }
}

/** Parses one YAML document (aliases capped against expansion bombs), refusing broken text with the file and line. */
export function parseYaml(text: string, file: string): unknown {
  try {
    return YAML.parse(text, { maxAliasCount: 100, uniqueKeys: false }) as unknown;
  } catch (error) {
    const position = error instanceof YAML.YAMLError ? error.linePos?.[0] : undefined;
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return refuse(M.brokenYaml(file, position?.line ?? 1, detail), error);
  }
}
