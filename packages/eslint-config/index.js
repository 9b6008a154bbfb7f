// Shared flat config: type-aware rules, all as errors. Packages call `base(import.meta.dirname)`.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import path from 'node:path';
import { moduleStyleConfig } from './modules.js';
import { serviceBoundaryConfig } from './services.js';

/** @param {string} tsconfigRootDir the package directory */
export function base(tsconfigRootDir) {
  return tseslint.config(
    { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '**/*.config.*', 'eslint.config.js'] },
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.node },
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      rules: {
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/no-extraneous-class': 'off',
        '@typescript-eslint/no-non-null-assertion': 'error',
      },
    },
    {
      // Tests may use looser typing of fixtures, but promises must still be awaited.
      files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
      rules: {
        '@typescript-eslint/no-non-null-assertion': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
      },
    },
    // No service imports another's package, except the gateway's composition root (services.js).
    ...serviceBoundaryConfig(tsconfigRootDir),
    // Services' modules: one plugin typing, one way of passing dependencies (modules.js).
    ...moduleStyleConfig(packageNameOf(tsconfigRootDir)),
  );
}

function packageNameOf(packageDir) {
  const manifest = path.join(packageDir, 'package.json');
  return fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).name : undefined;
}
