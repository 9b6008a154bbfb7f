import { ProblemPackageMessage } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';

export { ProblemPackageMessage };

/**
 * A package refused for a reason its user can fix. `serverMessage` is a declared message (code, values,
 * English; zh-CN in @oj/i18n/server): the API answers it as a 400 with `fail(error.serverMessage)`.
 */
export class PackageError extends Error {
  readonly serverMessage: ServerMessage;

  constructor(message: ServerMessage, options?: { cause?: unknown }) {
    super(message.en, options);
    this.name = 'PackageError';
    this.serverMessage = message;
  }

  /** The stable code, e.g. `problemPackage.entryRatio`. */
  get code(): string {
    return this.serverMessage.code;
  }
}

/** Throws a PackageError of `message`. */
export function refuse(message: ServerMessage, cause?: unknown): never {
  throw new PackageError(message, cause === undefined ? undefined : { cause });
}
