import type { CSSProperties } from 'react';

/**
 * A spinner for the shell's own waits (page chunks, guards). antd's Spin would add its code to
 * every first load; this one is a CSS ring (styles in index.html).
 */
export function Loading({ style, 'data-testid': testId = 'page-loading' }: { style?: CSSProperties; 'data-testid'?: string }) {
  return (
    <div role="status" aria-busy="true" className="oj-loading" style={style} data-testid={testId}>
      <span className="oj-loading-ring" />
    </div>
  );
}
