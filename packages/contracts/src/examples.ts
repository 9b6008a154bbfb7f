/** One sample of a problem statement. */
export interface ProblemExample {
  input: string;
  output: string;
}

const EXAMPLE_PATTERN = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/**
 * Encodes samples as the one string the admin forms and the `problem.examples` column carry:
 * `<input>…</input><output>…</output>` per sample. Text must not itself contain those closing tags.
 */
export function formatExamples(examples: readonly ProblemExample[]): string {
  return examples.map((example) => `<input>${example.input}</input><output>${example.output}</output>`).join('');
}

/** Decodes the string of `formatExamples`; text outside the tag pairs is ignored. */
export function parseExamples(text: string | null | undefined): ProblemExample[] {
  if (!text) return [];
  return [...text.matchAll(EXAMPLE_PATTERN)].map((match) => ({ input: match[1] ?? '', output: match[2] ?? '' }));
}
