import { createShellStore } from '@oj/app-shell';
import type { ShellState } from '@oj/app-shell';

/** Builds the admin store: the shell's reducers, nothing of its own yet. Tests pass a preloaded state. */
export function createAppStore(preloadedState?: Partial<ShellState>) {
  return createShellStore({}, preloadedState);
}

/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>;
