import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layersPlugin } from '../boundaries.js';

const srcDir = path.resolve('/app/src');
const config = [{ files: ['**/*.ts'], plugins: { oj: layersPlugin }, rules: { 'oj/layers': ['error', { srcDir }] } }];

/** The layer rule's messages for `code` written in `file` (relative to src/). */
function lint(file, code) {
  return new Linter({ configType: 'flat', cwd: path.dirname(srcDir) })
    .verify(code, config, { filename: path.join(srcDir, file) })
    .map((message) => message.message);
}

describe('oj/layers: shared → features → app', () => {
  it('lets a feature import shared code and itself, by alias or relative path', () => {
    expect(
      lint('features/auth/components/Form.ts', "import a from '@/lib/format.ts'; import b from '../rules.ts'; import c from '@/features/auth/slice.ts';"),
    ).toEqual([]);
  });

  it('lets app/ import anything', () => {
    expect(lint('app/router.ts', "import a from '@/features/auth/slice.ts'; import b from './store.ts'; import c from '@/lib/x.ts';")).toEqual([]);
  });

  it('refuses a feature importing another feature, also lazily or through a relative path', () => {
    expect(lint('features/auth/x.ts', "import a from '@/features/ai/rules.ts';")).toHaveLength(1);
    expect(lint('features/auth/components/x.ts', "import a from '../../ai/rules.ts';")).toHaveLength(1);
    expect(lint('features/auth/x.ts', "const m = import('@/features/messages/menu.ts');")).toHaveLength(1);
    expect(lint('features/auth/x.ts', "export { a } from '@/features/ai/rules.ts';")).toHaveLength(1);
  });

  it('refuses a feature importing app/ (the store cycle)', () => {
    expect(lint('features/auth/components/x.ts', "import { useAppDispatch } from '@/app/store.ts';")).toEqual([
      'features/auth must not import app/: imports flow shared → features → app',
    ]);
  });

  it('refuses shared code importing features or app/', () => {
    expect(lint('lib/x.ts', "import a from '../features/auth/slice.ts';")).toHaveLength(1);
    expect(lint('hooks/x.ts', "import a from '@/app/store.ts';")).toHaveLength(1);
  });

  it('leaves packages and files outside src/ alone', () => {
    expect(lint('features/auth/x.ts', "import a from '@oj/app-shell'; import b from 'react';")).toEqual([]);
  });
});
