import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Loading } from '@/components/Loading.tsx';

// The lazy pages themselves come from @oj/app-shell (lazyPage), shared with the admin app.

/** The spinner a lazy page shows while its chunk loads. */
export function PageFallback() {
  return <Loading />;
}

/** Suspense boundary with the page spinner. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageFallback />}>{children}</Suspense>;
}
