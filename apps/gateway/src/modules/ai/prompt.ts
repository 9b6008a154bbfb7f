import { VERDICT_INFO, isVerdictCode, parseExamples } from '@oj/contracts';
import type { ProblemRow } from '@oj/db';
import type { ServerLanguage } from '@oj/service-kit';

// The prompts of the four AI helpers: a system message saying what to do and in which language,
// and a user message with the problem statement and, for submissions, the code and its result.
// Every part is capped so one call stays a few thousand tokens whatever the problem holds.

/** The four helpers of spec 01 §7. */
export type AiHelper = 'explain-problem' | 'explain-ce' | 'provide-idea' | 'perfect-code';

/** One chat message of the OpenAI chat-completions format. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The submission part of a prompt. */
export interface PromptSubmission {
  language: string;
  code: string;
  status: number;
  /** Compiler output (explain-ce). */
  errorMessage: string | null;
}

/** Caps, in characters. */
export const PROMPT_LIMITS = {
  statementPart: 6_000,
  examples: 3,
  examplePart: 1_000,
  code: 20_000,
  compilerMessage: 4_000,
} as const;

const TRUNCATED = '\n…(truncated)';

/** The text cut to `limit` characters (code points, so no half surrogate pair), marked when cut. */
export function capText(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit).join('')}${TRUNCATED}`;
}

function section(title: string, text: string | null | undefined, limit: number): string | null {
  const body = (text ?? '').trim();
  return body === '' ? null : `## ${title}\n${capText(body, limit)}`;
}

/** The statement as the solver sees it: title, description, input, output, samples, hint. */
export function statementText(problem: Pick<ProblemRow, 'title' | 'description' | 'input' | 'output' | 'examples' | 'hint'>): string {
  const examples = parseExamples(problem.examples)
    .slice(0, PROMPT_LIMITS.examples)
    .map(
      (example, index) =>
        `### Sample ${index + 1}\nInput:\n${capText(example.input, PROMPT_LIMITS.examplePart)}\nOutput:\n${capText(example.output, PROMPT_LIMITS.examplePart)}`,
    );
  const parts = [
    `# ${capText(problem.title.trim(), 200)}`,
    section('Description', problem.description, PROMPT_LIMITS.statementPart),
    section('Input', problem.input, PROMPT_LIMITS.statementPart),
    section('Output', problem.output, PROMPT_LIMITS.statementPart),
    examples.length > 0 ? `## Samples\n${examples.join('\n')}` : null,
    section('Hint', problem.hint, PROMPT_LIMITS.statementPart),
  ];
  return parts.filter((part): part is string => part !== null).join('\n\n');
}

function verdictName(status: number): string {
  return isVerdictCode(status) ? VERDICT_INFO[status].name : `status ${status}`;
}

function answerLanguage(language: ServerLanguage): string {
  return language === 'zh-CN' ? 'Answer in Simplified Chinese (zh-CN).' : 'Answer in English (en-US).';
}

const TASKS: Readonly<Record<AiHelper, string>> = {
  'explain-problem':
    'Explain the programming problem below to a student: what is asked, the input and output format, what the samples show and the constraints that matter. Do not give a full solution or code.',
  'explain-ce':
    "The student's program below failed to compile. Explain each compiler error in plain words, point to the lines that cause it and say how to fix them. Do not rewrite the whole program.",
  'provide-idea':
    'Give the student an idea for solving the problem below: the key observations, a suitable algorithm and its time and memory complexity, and pitfalls to watch for. Use their submission only to see where they stand. Do not give complete code.',
  'perfect-code':
    "Review the student's submission below: its correctness (for a wrong answer, the likely bugs and a failing case), edge cases, complexity and readability, with concrete suggestions. Show only short corrected snippets, not a complete program.",
};

/**
 * The system and user messages of one helper. The statement, code and compiler output are the
 * student's material, fenced off and introduced as such, so the model treats them as data.
 */
export function buildPrompt(
  helper: AiHelper,
  problem: Pick<ProblemRow, 'title' | 'description' | 'input' | 'output' | 'examples' | 'hint'>,
  language: ServerLanguage,
  submission?: PromptSubmission,
): ChatMessage[] {
  const system = [
    'You are a helpful programming tutor on an online judge (competitive programming).',
    TASKS[helper],
    'Be clear and concise; use Markdown.',
    answerLanguage(language),
  ].join(' ');
  const parts = [`# Problem statement\n\n${statementText(problem)}`];
  if (submission) {
    parts.push(
      `# Submission\n\nLanguage: ${capText(submission.language, 64)}\nResult: ${verdictName(submission.status)}\n\n\`\`\`\n${capText(submission.code, PROMPT_LIMITS.code)}\n\`\`\``,
    );
    if (helper === 'explain-ce') {
      parts.push(`# Compiler message\n\n\`\`\`\n${capText((submission.errorMessage ?? '').trim() || '(empty)', PROMPT_LIMITS.compilerMessage)}\n\`\`\``);
    }
  }
  return [
    { role: 'system', content: system },
    { role: 'user', content: parts.join('\n\n') },
  ];
}
