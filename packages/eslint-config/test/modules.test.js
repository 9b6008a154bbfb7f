import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { MODULE_STYLE_PACKAGES, moduleStyleConfig } from '../modules.js';

const PLUGIN_FILE = 'src/modules/x/routes.ts';

/** The messages of the module-style rules for `code` written in `file` of a service package (TypeScript syntax, no type information). */
function lint(code, file = PLUGIN_FILE, packageName = '@oj/contest') {
  const cwd = path.resolve(import.meta.dirname, '../../../apps/contest');
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...moduleStyleConfig(packageName)];
  return new Linter({ configType: 'flat', cwd })
    .verify(code, config, { filename: path.join(cwd, file) })
    .map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

describe('module style: one plugin typing, deps instead of the app', () => {
  it('refuses the other plugin typings', () => {
    expect(lint("import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';")).toEqual([
      expect.stringContaining('no-restricted-imports'),
    ]);
    expect(lint("import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';")).toHaveLength(1);
    expect(lint("import type { FastifyPluginAsync } from 'fastify';")).toHaveLength(1);
    expect(lint("import type { FastifyInstance, FastifyPluginCallback } from 'fastify';")).toHaveLength(1);
  });

  it('refuses a plugin calling done() by hand', () => {
    const code = "export const routes = (app: any, _options: object, done: () => void) => {\n  app.get('/x', () => 1);\n  done();\n};";
    expect(lint(code)).toEqual([expect.stringContaining('does not call done()')]);
  });

  it('refuses a use case or an object taking the Fastify app', () => {
    const useCase =
      "import type { FastifyInstance } from 'fastify';\nexport async function submit(app: FastifyInstance, id: number) { return app.db.query(String(id)); }";
    expect(lint(useCase, 'src/modules/x/use-cases.ts')).toEqual([expect.stringContaining('never the Fastify app')]);
    const picked = "import type { FastifyInstance } from 'fastify';\nexport const push = (app: Pick<FastifyInstance, 'log'>) => app.log;";
    expect(lint(picked)).toEqual([expect.stringContaining('never a part of the Fastify app')]);
    const holder = "import type { FastifyInstance } from 'fastify';\nexport interface Context { app: FastifyInstance; limit: number }";
    expect(lint(holder)).toEqual([expect.stringContaining('does not hold the Fastify app')]);
    const method = "import type { FastifyInstance } from 'fastify';\nexport class Boards { constructor(app: FastifyInstance) { void app; } }";
    expect(lint(method, 'src/modules/board/scoreboards.ts')).toHaveLength(1);
  });

  it('takes the house style, and leaves app.ts (where deps are built) and preHandler hooks alone', () => {
    const module = [
      "import type { ModulePlugin } from '@oj/service-kit';",
      "import type { Deps } from '../../deps.ts';",
      'export const routes: ModulePlugin<Deps> = async (app, { deps }) => {',
      "  app.get('/x', { preHandler: app.authenticate }, async () => submit(deps, 1));",
      '};',
      "export async function submit(deps: Pick<Deps, 'db'>, id: number) { return deps.db.query(String(id)); }",
      'export const hook = (request: unknown, reply: unknown, done: () => void) => done();',
    ].join('\n');
    expect(lint(module)).toEqual([]);
    expect(lint("import type { FastifyInstance } from 'fastify';\nexport function build(app: FastifyInstance) { return app; }", 'src/app.ts')).toEqual([]);
    expect(
      lint("import type { FastifyInstance } from 'fastify';\nexport function build(app: FastifyInstance) { return app; }", 'src/modules/x/use-cases.ts'),
    ).toHaveLength(1);
    expect(lint("import type { FastifyInstance } from 'fastify';\nexport function createDeps(app: FastifyInstance) { return app; }", 'src/deps.ts')).toEqual(
      [],
    );
  });

  it('holds every service package to it', () => {
    expect(MODULE_STYLE_PACKAGES).toEqual(expect.arrayContaining(['@oj/contest', '@oj/community', '@oj/judge-dispatch', '@oj/gateway']));
    expect(lint("import type { FastifyPluginAsync } from 'fastify';", 'src/spa.ts')).toEqual([]);
    expect(lint("import type { FastifyPluginAsync } from 'fastify';", PLUGIN_FILE, '@oj/web')).toEqual([]);
  });
});
