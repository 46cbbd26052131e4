import { Activity, useEffect, useRef, type ReactElement } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet, type Location } from 'react-router';
import { useTabs } from './tabs-store';

/** How long after a page is shown again its scroll position is restored (document 1 §9: 20 ms). */
const SCROLL_RESTORE_DELAY_MS = 20;

/**
 * Keeps the recently used pages mounted behind React's <Activity>: a hidden page keeps its state (filters,
 * form input) while its effects stop. A hidden page keeps seeing the address it was left at, so that it
 * does not react to another page's URL. Pages leave when the LRU list drops them or their tab
 * is closed.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  // One instance per page path: a list whose filters change the query stays the same page.
  const key = location.pathname;
  const cached = useTabs((s) => s.cached);
  const pages = useRef(new Map<string, { element: ReactElement; location: Location }>());
  const scroll = useRef(new Map<string, number>());

  // The visible page follows the address; a hidden one keeps the address it was left at.
  if (outlet) pages.current.set(key, { element: outlet, location });
  for (const cachedKey of [...pages.current.keys()]) {
    if (cachedKey !== key && !cached.includes(cachedKey)) {
      pages.current.delete(cachedKey);
      scroll.current.delete(cachedKey);
    }
  }

  useEffect(() => {
    const saved = scroll.current.get(key) ?? 0;
    const timer = window.setTimeout(() => window.scrollTo({ top: saved }), SCROLL_RESTORE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      scroll.current.set(key, window.scrollY);
    };
  }, [key]);

  return (
    <>
      {[...pages.current].map(([pageKey, page]) => (
        <Activity key={pageKey} mode={pageKey === key ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={{ location: page.location, navigationType: 'POP' as never }}>{page.element}</LocationContext.Provider>
        </Activity>
      ))}
    </>
  );
}
