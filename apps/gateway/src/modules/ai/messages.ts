// Every message the AI helpers (spec 01 §1, §7 "AI (event streams)") and their admin config send.

/** Messages of the AI calls and of the AI config calls. */
export const AiMessage = {
  chatClosed: 'AI chat is not open on this site',
  notConfigured: 'The AI service is not configured',
  unavailable: 'The AI service is unavailable, please try again later',
  // Refusals of the rules (400). Missing and hidden problems and submissions reuse the 404 texts.
  submissionNotExists: 'The submission does not exist',
  contestProblem: 'AI help is not available for contest problems',
  contestSubmission: 'AI help is not available for contest submissions',
  statusNotAllowed: 'AI help is only available for Compile Error, Wrong Answer and Accepted submissions',
  notCompileError: 'Only a Compile Error submission can be explained',
  busy: 'An AI answer is still being written, please wait for it to finish',
  tooFast: (seconds: number) => `Please wait ${seconds} seconds before asking the AI again`,
  // Failures after the stream started: sent as `data: {"error": …}`.
  timedOut: 'The AI answer took too long and was stopped',
  failed: 'The AI service failed while answering, please try again later',
  // Admin config.
  updated: 'Update Successfully',
  apiUrlInvalid: 'apiUrl must be an http or https URL',
  modelInvalid: 'model must be 1 to 100 characters without control characters',
  apiKeyInvalid: 'apiKey must not contain control characters or spaces',
} as const;
