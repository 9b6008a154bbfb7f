// The sheet of accounts just created with their one-time passwords: import from '.'.
export { PasswordCell, PasswordSheet } from './PasswordSheet.tsx';
export type { PasswordSheetProps } from './PasswordSheet.tsx';
