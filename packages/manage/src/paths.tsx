import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * Where the management screens lead once something is saved or chosen. The back office hosts them
 * under /admin, a group's admin mode under its group page; each host gives its own links, so the
 * editors are one piece with no host's routes in them.
 */
export interface ManagePaths {
  problemList: () => string;
  contestList: () => string;
  contestCreate: () => string;
  contestEdit: (cid: number) => string;
  contestProblems: (cid: number) => string;
  contestAnnouncements: (cid: number) => string;
  contestSubmissions: (cid: number) => string;
  contestProblemEdit: (cid: number, pid: number) => string;
  /** Creating a problem inside a contest (the back office's problem editor); absent where the host has none. */
  contestProblemCreate?: (cid: number) => string;
}

const ManagePathsContext = createContext<ManagePaths | null>(null);

/** Gives the management screens below it their host's links. */
export function ManagePathsProvider({ paths, children }: { paths: ManagePaths; children: ReactNode }) {
  return <ManagePathsContext value={paths}>{children}</ManagePathsContext>;
}

/** The host's links; a screen rendered outside a provider is a programming error. */
export function useManagePaths(): ManagePaths {
  const paths = useContext(ManagePathsContext);
  if (paths === null) throw new Error('the management screens need a ManagePathsProvider');
  return paths;
}
