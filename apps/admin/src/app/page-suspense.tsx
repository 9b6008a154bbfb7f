import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Spin } from 'antd';

/** Suspense boundary of the lazy admin pages, with a spinner while a page's chunk loads. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} data-testid="page-loading">
          <Spin />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
