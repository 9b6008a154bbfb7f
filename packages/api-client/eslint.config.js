import { react } from '@oj/eslint-config/react';

// Wire shapes are the contract's (TypeBox in @oj/contracts): the endpoints take their types from
// it, so an object type written here would be a second copy that can drift from the server.
const WIRE_TYPES_FROM_CONTRACTS = 'Wire types come from @oj/contracts (Static<typeof Schema>); do not write them here.';

export default [
  ...react(import.meta.dirname),
  {
    files: ['src/endpoints/**', 'src/types/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSInterfaceDeclaration', message: WIRE_TYPES_FROM_CONTRACTS },
        { selector: 'TSTypeAliasDeclaration > TSTypeLiteral', message: WIRE_TYPES_FROM_CONTRACTS },
      ],
    },
  },
];
