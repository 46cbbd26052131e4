import { useEffect, useRef } from 'react';

/**
 * Runs `apply` after a render in which `deps` changed (and after the first) — but not when the component's effects
 * are merely created again with the same deps. A kept-alive page (KeepAliveOutlet's <Activity>) has its effects
 * destroyed while hidden and re-created when shown: an effect that fills a form from its source would overwrite what
 * the user typed before switching away. Fill forms from props through this.
 */
export function useOnChange(apply: () => void, deps: readonly unknown[]) {
  const applied = useRef<readonly unknown[] | undefined>(undefined);
  useEffect(() => {
    const last = applied.current;
    if (last && last.length === deps.length && last.every((dep, i) => Object.is(dep, deps[i]))) return;
    applied.current = deps;
    apply();
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
}
