// Flat config for the React apps and packages: the base rules plus hooks rules and browser globals;
// apps (a src/app folder) also get the layer rule of boundaries.js.
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { layerConfig } from './boundaries.js';
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
    ...layerConfig(tsconfigRootDir),
  ];
}
