// The jsdom set-up of every front-end test project (web, admin, ui): `setupFiles` points here through
// `@oj/ui/testing/jsdom-setup`. jsdom lacks matchMedia and ResizeObserver, which antd calls. matchMedia evaluates min/max-width
// queries against window.innerWidth, so a test picks a layout by setting the width before rendering.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

function matches(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as Partial<MediaQueryList>,
});

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoopResizeObserver });

// Pages are lazy chunks: their first import in a test run takes a few seconds on a busy machine.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  window.innerWidth = 1024;
});

// jsdom has no canvas; returning null (as a browser without canvas would) keeps its console quiet.
HTMLCanvasElement.prototype.getContext = () => null;
