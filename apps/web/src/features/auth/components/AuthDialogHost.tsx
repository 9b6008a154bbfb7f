import { Suspense, lazy, useState } from 'react';
import { selectAuthDialogOpen, useAuthUiSelector } from '../auth-slice.ts';

const AuthDialog = lazy(() => import('./AuthDialog.tsx').then((module) => ({ default: module.AuthDialog })));

/**
 * Mounts the sign-in dialog the first time it is opened, so its forms stay out of the first page
 * load; once mounted it stays, so later opens and closes animate as usual.
 */
export function AuthDialogHost() {
  const open = useAuthUiSelector(selectAuthDialogOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
