/** A failure that is the job's fault (bad language, missing data, broken checker): reported as System Error, never retried. */
export class JobError extends Error {}
