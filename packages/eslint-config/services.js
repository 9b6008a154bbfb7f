// Service boundaries: a service never imports another service's package. Each service is a plugin
// that the gateway's composition root hosts in all-in-one mode, and that root is the one file of
// the platform's source that may import them; in split mode the services only meet over HTTP and NATS,
// so whatever they share lives in packages/ (contracts, db, service-kit, access, ...).
import fs from 'node:fs';
import path from 'node:path';

/** The packages of the services (apps/gateway, judge-dispatch, contest, community, judge-node). */
export const SERVICE_PACKAGES = ['@oj/gateway', '@oj/judge-dispatch', '@oj/contest', '@oj/community', '@oj/judge-node'];

/**
 * Where a service package may be imported: the gateway's composition root, which registers the
 * services' plugins in all-in-one mode (src/services.ts), and the gateway's tests, which build that
 * composed process (route ownership, the two modes, the message catalogue).
 */
export const SERVICE_IMPORTERS = { '@oj/gateway': ['src/services.ts', 'test/**'] };

/** The service package `source` names (`@oj/contest`, `@oj/contest/x`), or null. */
export function servicePackageOf(source) {
  return SERVICE_PACKAGES.find((name) => source === name || source.startsWith(`${name}/`)) ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
const servicesRule = {
  meta: {
    type: 'problem',
    docs: { description: "A service does not import another service's package; only the gateway's composition root hosts them." },
    schema: [{ type: 'object', properties: { self: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const self = context.options[0]?.self;
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = servicePackageOf(node.value);
      if (!target || target === self) return;
      context.report({
        node,
        message: `${target} is another service: services do not import each other (only apps/gateway/src/services.ts hosts them); share through packages/`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const servicesPlugin = { rules: { services: servicesRule } };

/** The config block that turns the rule on for a package (every package: none may import a service). */
export function serviceBoundaryConfig(packageDir) {
  const manifest = path.join(packageDir, 'package.json');
  const self = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).name : undefined;
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      ignores: SERVICE_IMPORTERS[self] ?? [],
      plugins: { 'oj-services': servicesPlugin },
      rules: { 'oj-services/services': ['error', self ? { self } : {}] },
    },
  ];
}
