// The optional AI helpers (spec 01 §2, §7): their buttons and the answer dialog.
export const aiMessages = {
  ai: {
    explainProblem: 'AI explanation',
    explainCompileError: 'Explain compile error',
    provideIdea: 'Solution idea',
    perfectCode: 'Code review',
    titles: {
      explainProblem: 'AI explanation of the problem',
      explainCompileError: 'AI explains the compile error',
      provideIdea: 'AI solution idea',
      perfectCode: 'AI code review',
    },
    thinking: 'Thinking...',
    stop: 'Stop',
    retry: 'Retry',
    stopped: 'Stopped: the answer above is incomplete.',
    failed: 'The AI could not answer',
    empty: 'The AI gave no answer.',
    disclaimer: 'Written by AI: it can be wrong, so check before you rely on it.',
    loginFirst: 'Please login first',
  },
} as const;
