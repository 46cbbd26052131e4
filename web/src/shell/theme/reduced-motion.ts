import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the user asked the system for less motion (`prefers-reduced-motion: reduce`). The console then turns antd's
 * motion off (`token.motion`): dialogs, drawers and messages appear at once instead of zooming and sliding. The browser
 * tests run Chromium with that preference, so a click never lands on a dialog that is still moving.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
