/**
 * Listens for the console's uncaught errors and hands them to the error reporter (./error-report), which is loaded
 * only when the first one happens: these few lines are all the login page carries.
 */
type Kind = 'script' | 'promise' | 'render';

export function reportLater(kind: Kind, error: unknown, extraStack?: string) {
  void import('./error-report').then(({ reportError }) => reportError(kind, error, extraStack)).catch(() => {});
}

export function installErrorReporting() {
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an image) has no error object: not a script error.
    if (event.error === undefined && !event.message) return;
    if (event.filename && /^(chrome|moz|safari)-extension:/.test(event.filename)) return;
    reportLater('script', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => reportLater('promise', event.reason));
}
