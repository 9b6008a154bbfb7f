// Flat config for the React apps and packages: the base rules plus hooks rules and browser globals.
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { base } from './index.js';

/** @param {string} tsconfigRootDir the package directory */
export function react(tsconfigRootDir) {
  return [
    ...base(tsconfigRootDir),
    {
      languageOptions: { globals: { ...globals.browser } },
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
      },
    },
  ];
}
