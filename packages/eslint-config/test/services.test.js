import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { serviceBoundaryConfig } from '../services.js';

const repo = path.resolve(import.meta.dirname, '../../..');

/** The rule's messages for `code` written in `file` of the package in `packageDir` (relative to the repo); the first block stands for the rest of the shared config. */
function lint(packageDir, file, code) {
  const cwd = path.join(repo, packageDir);
  return new Linter({ configType: 'flat', cwd })
    .verify(code, [{ files: ['**/*.ts'] }, ...serviceBoundaryConfig(cwd)], { filename: path.join(cwd, file) })
    .map((message) => message.message);
}

describe('oj-services/services: no service imports another', () => {
  it('refuses a service importing another service, however it imports it', () => {
    expect(lint('apps/judge-dispatch', 'src/app.ts', "import { gatewayService } from '@oj/gateway';")).toHaveLength(1);
    expect(lint('apps/contest', 'src/x.ts', "export { SubmissionMessage } from '@oj/judge-dispatch';")).toHaveLength(1);
    expect(lint('apps/community', 'test/x.test.ts', "const m = await import('@oj/contest');")).toHaveLength(1);
    expect(lint('apps/judge-dispatch', 'test/x.ts', "import { a } from '@oj/judge-node/src/x.ts';")).toHaveLength(1);
    expect(lint('apps/gateway', 'src/app.ts', "import { communityService } from '@oj/community';")).toHaveLength(1);
  });

  it('lets the gateway composition root and its tests host them, and packages be imported', () => {
    expect(lint('apps/gateway', 'src/services.ts', "import { contestService } from '@oj/contest';")).toEqual([]);
    expect(lint('apps/gateway', 'test/modes.test.ts', "import { judgeDispatchService } from '@oj/judge-dispatch';")).toEqual([]);
    expect(lint('apps/judge-dispatch', 'src/app.ts', "import { ok } from '@oj/service-kit'; import { x } from '@oj/contracts';")).toEqual([]);
  });

  it('refuses packages importing a service too', () => {
    expect(lint('packages/db', 'src/x.ts', "import { gatewayService } from '@oj/gateway';")).toHaveLength(1);
  });
});
