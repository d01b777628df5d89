import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@depot/shared/validation/zod-locale';

// jsdom has no matchMedia; antd's responsive helpers ask it on every render.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; antd's tables, selects, text areas and popups measure themselves
// with one. One stand-in here rather than a stub in every test file.
if (typeof globalThis.ResizeObserver === 'undefined') {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
