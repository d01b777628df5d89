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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
