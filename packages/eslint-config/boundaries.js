// The layers of a React app's src/ (bulletproof-react): shared code → features → app. Imports flow one
// way only, and a feature never imports another feature: pages in app/ compose them. A local rule,
// because it resolves the `@/` alias and relative paths alike, which no-restricted-imports cannot.
import fs from 'node:fs';
import path from 'node:path';

/** The layer of a file under `srcDir`, or null outside it. */
export function layerOf(file, srcDir) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, second] = relative.split(path.sep);
  // main.tsx and the test harness put the whole app together, like app/ itself.
  if (first === 'app' || first === 'testing' || /^main\.tsx?$/.test(first ?? '')) return { kind: 'app', name: 'app' };
  if (first === 'features' && second) return { kind: 'feature', name: second };
  return { kind: 'shared', name: 'shared' };
}

function resolveImport(source, file, srcDir) {
  if (source.startsWith('@/')) return path.join(srcDir, source.slice(2));
  if (source.startsWith('./') || source.startsWith('../')) return path.resolve(path.dirname(file), source);
  return null;
}

/** Why `from` may not import `to`, or null when it may. */
export function violation(from, to) {
  if (from.kind === 'app') return null;
  if (to.kind === 'app') return `${layerName(from)} must not import app/: imports flow shared → features → app`;
  if (from.kind === 'shared' && to.kind === 'feature') return `shared code must not import features/${to.name}: imports flow shared → features → app`;
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    return `features/${from.name} must not import features/${to.name}: features do not import each other, app/ composes them`;
  }
  return null;
}

function layerName(layer) {
  return layer.kind === 'feature' ? `features/${layer.name}` : 'shared code';
}

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow shared → features → app; features do not import each other.' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, required: ['srcDir'], additionalProperties: false }],
  },
  create(context) {
    const { srcDir } = context.options[0];
    const file = context.filename;
    const from = layerOf(file, srcDir);
    if (!from || from.kind === 'app') return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = resolveImport(node.value, file, srcDir);
      const to = target && layerOf(target, srcDir);
      const reason = to && violation(from, to);
      if (reason) context.report({ node, message: reason });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The plugin, and the config block that turns the rule on for an app with a src/app folder. */
export const layersPlugin = { rules: { layers: layersRule } };

/** @param {string} packageDir */
export function layerConfig(packageDir) {
  const srcDir = path.join(packageDir, 'src');
  if (!fs.existsSync(path.join(srcDir, 'app'))) return [];
  return [{ files: ['src/**/*.{ts,tsx}'], plugins: { oj: layersPlugin }, rules: { 'oj/layers': ['error', { srcDir }] } }];
}
