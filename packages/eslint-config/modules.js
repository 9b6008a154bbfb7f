// Module style of the services (STYLE.md "Module dependencies" and "Plugin typing"): a module is a
// `ModulePlugin<Deps>` from @oj/service-kit (async, TypeBox, options `{ deps }`), and a use case
// takes `Pick<Deps, ...>`, never the Fastify app. The other plugin typings, a plugin's hand-called
// `done`, and a function of a module taking the app are refused in the services' src/.

/** The service packages held to the module style (each converted service is listed here). */
export const MODULE_STYLE_PACKAGES = ['@oj/contest', '@oj/community', '@oj/judge-dispatch', '@oj/gateway'];

const TYPING = 'a service module is a ModulePlugin<Deps> from @oj/service-kit (async, TypeBox, options { deps })';

/** no-restricted-imports: the plugin typings a module may not use. */
export const RESTRICTED_PLUGIN_TYPINGS = {
  paths: [
    { name: 'fastify', importNames: ['FastifyPluginAsync', 'FastifyPluginCallback'], message: TYPING },
    {
      name: '@fastify/type-provider-typebox',
      importNames: ['FastifyPluginAsyncTypebox', 'FastifyPluginCallbackTypebox'],
      message: `${TYPING}; it is the one alias of FastifyPluginAsyncTypebox`,
    },
  ],
};

/** no-restricted-syntax: the shapes refused in the services' src/. */
export const RESTRICTED_MODULE_SYNTAX = [
  {
    selector: ':function[params.length=3][params.0.name=/^(app|fastify|instance)$/][params.2.name="done"]',
    message: `a plugin does not call done() by hand: ${TYPING}`,
  },
  {
    selector: ':function > Identifier.params[typeAnnotation.typeAnnotation.typeName.name="FastifyInstance"]',
    message: 'a use case takes Pick<Deps, ...> (the deps built once in app.ts), never the Fastify app',
  },
  {
    selector:
      ':function > Identifier.params[typeAnnotation.typeAnnotation.typeName.name="Pick"][typeAnnotation.typeAnnotation.typeArguments.params.0.typeName.name="FastifyInstance"]',
    message: 'a use case takes Pick<Deps, ...> (the deps built once in app.ts), never a part of the Fastify app',
  },
  {
    selector: 'TSPropertySignature[key.name=/^(app|ctx)$/] TSTypeReference[typeName.name="FastifyInstance"]',
    message: "a dependencies object does not hold the Fastify app: build `deps` in app.ts (ServiceDeps and the service's own objects)",
  },
];

/** The config blocks of a package: the module style in src/ of the listed service packages. */
export function moduleStyleConfig(packageName) {
  if (!MODULE_STYLE_PACKAGES.includes(packageName)) return [];
  return [
    {
      // The modules; app.ts and deps.ts build deps from the app, and infrastructure plugins stay as they are.
      files: ['src/modules/**/*.ts'],
      rules: {
        'no-restricted-imports': ['error', RESTRICTED_PLUGIN_TYPINGS],
        'no-restricted-syntax': ['error', ...RESTRICTED_MODULE_SYNTAX],
      },
    },
    {
      // A module plugin is async by its one typing, also when it only declares routes (Fastify awaits it).
      files: ['src/modules/**/*.ts'],
      rules: { '@typescript-eslint/require-await': 'off' },
    },
  ];
}
