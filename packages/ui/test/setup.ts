// jsdom lacks matchMedia and ResizeObserver, which antd calls; RTL needs explicit cleanup without globals.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) =>
    ({
      matches: false,
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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
