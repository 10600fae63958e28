import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { listaDeMedios } from './media';

// Lazy pages and Mantine's first render can take seconds on a busy 2-core machine: the
// find*/waitFor queries keep polling for up to 5 s (they still end as soon as the
// condition holds).
configure({ asyncUtilTimeout: 5000 });

// The web project runs without vitest globals, so Testing Library cannot clean up alone.
// The files of a worker share one jsdom (vitest.config.ts): each test leaves it as found.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// jsdom lacks the browser APIs Mantine relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: listaDeMedios(false),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// React Router's ScrollRestoration scrolls on navigation; jsdom does not implement it.
window.scrollTo = () => {};
