// What antd needs from a browser that jsdom does not give (component tests only).
import { StyleProvider } from '@ant-design/cssinjs';
import { cleanup, configure, type RenderOptions } from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { useTabs } from '../src/shell/layout/tabs-store';
import { useSession } from '../src/shell/session/store';
import { installed } from './send';

// Every render without antd's injected stylesheets: jsdom's getComputedStyle (which antd and testing-library's role
// queries call for every element) matches each element against every injected rule, and with them a page's test took
// eight times as long (docs/decisions.md, "Test run length"). jsdom lays nothing out, so no test loses what it checks.
vi.mock('@testing-library/react', async (original) => {
  const library = await original<typeof import('@testing-library/react')>();
  const withoutStyles = (Inner?: (props: { children: ReactNode }) => ReactNode) => ({ children }: { children: ReactNode }) =>
    createElement(StyleProvider, { mock: 'server' }, Inner ? createElement(Inner, null, children) : children);
  return {
    ...library,
    render: ((ui: ReactElement, options?: RenderOptions) => library.render(ui, { ...options, wrapper: withoutStyles(options?.wrapper as never) })) as typeof library.render,
  };
});

// The request layer's `send` goes to the function the test file installed (web/test/send.ts), else to the real one.
// A file that installs none starts with none: `installed` outlives the file where files share a worker.
installed.send = undefined;
vi.mock('../src/lib/request', async (original) => {
  const actual = await original<typeof import('../src/lib/request')>();
  const send = ((...args: Parameters<typeof actual.send>) => (installed.send ?? actual.send)(...args)) as typeof actual.send;
  return { ...actual, send };
});

// How long findBy… and waitFor wait for what a test expects. antd in jsdom renders a validation message or a dialog in
// well under a second alone, but several seconds on the 2-CPU machine under load, where the library's 1 s default lost
// single runs. A limit only ends a wait that fails; a passing test never waits for it.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // What a widget put into the page outside React (a copy's textarea, a portal's container) goes too.
  document.body.replaceChildren();
});

// Files share a worker's modules and its document (vitest.config.ts, isolate: false): each starts from the stores'
// first state, as it would in a worker of its own.
useSession.setState(useSession.getInitialState(), true);
useTabs.setState(useTabs.getInitialState(), true);

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// antd measures scrollbars through getComputedStyle with a pseudo-element, which jsdom does not implement.
if (!('pseudoless' in window.getComputedStyle)) {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = Object.assign((element: Element) => computed(element), { pseudoless: true });
}

// jsdom's Blob has no arrayBuffer(); browsers all do.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
