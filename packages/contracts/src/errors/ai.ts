import { defineMessages } from './define.ts';

// Every message the AI helpers (spec 01 §1, §7 "AI (event streams)") and their admin config send.

/** Messages of the AI calls and of the AI config calls. */
export const AiMessage = defineMessages('ai', {
  chatClosed: { as: 'forbidden', en: 'AI chat is not open on this site' },
  notConfigured: { as: 'unavailable', en: 'The AI service is not configured' },
  unavailable: { as: 'unavailable', en: 'The AI service is unavailable, please try again later' },
  // Refusals of the rules (400). Missing and hidden problems and submissions reuse the 404 texts.
  submissionNotExists: { as: 'notFound', en: 'The submission does not exist' },
  contestProblem: { as: 'badRequest', en: 'AI help is not available for contest problems' },
  contestSubmission: { as: 'badRequest', en: 'AI help is not available for contest submissions' },
  statusNotAllowed: { as: 'badRequest', en: 'AI help is only available for Compile Error, Wrong Answer and Accepted submissions' },
  notCompileError: { as: 'badRequest', en: 'Only a Compile Error submission can be explained' },
  busy: { as: 'tooManyRequests', en: 'An AI answer is still being written, please wait for it to finish' },
  tooFast: { as: 'tooManyRequests', params: ['seconds'], en: (seconds: number) => `Please wait ${seconds} seconds before asking the AI again` },
  // Failures after the stream started: sent as `data: {"error": …}`.
  timedOut: { as: 'unavailable', en: 'The AI answer took too long and was stopped' },
  failed: { as: 'unavailable', en: 'The AI service failed while answering, please try again later' },
  // Admin config.
  updated: { as: 'success', en: 'Update Successfully' },
  apiUrlInvalid: { as: 'badRequest', en: 'apiUrl must be an http or https URL' },
  modelInvalid: { as: 'badRequest', en: 'model must be 1 to 100 characters without control characters' },
  apiKeyInvalid: { as: 'badRequest', en: 'apiKey must not contain control characters or spaces' },
});
