// What antd needs from a browser that jsdom does not give (component tests only).
import { StyleProvider } from '@ant-design/cssinjs';
import { cleanup, configure, type RenderOptions } from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';

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

// How long findBy… and waitFor wait for what a test expects. antd in jsdom renders a validation message or a dialog in
// well under a second alone, but several seconds on the 2-CPU machine under load, where the library's 1 s default lost
// single runs. A limit only ends a wait that fails; a passing test never waits for it.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

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
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computed(element);

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
