import { create } from 'zustand';
import { evict, touch } from '../../lib/lru';

/** A page's tab: keyed by path; `to` is the last address seen there (filters in the query come back with it). */
export interface VisitedTab {
  key: string;
  title: string;
  to: string;
}

interface TabsState {
  /** The visited-tab bar (at most `visitedTabs`, oldest dropped). */
  tabs: VisitedTab[];
  /** Pages kept alive (at most `keepAlivePages`), least recently used first. */
  cached: string[];
  visit(tab: VisitedTab, limits: { visitedTabs: number; keepAlivePages: number }): void;
  close(key: string): void;
  /** Drops a page from the kept-alive ones (its tab stays): 刷新 mounts it afresh. */
  drop(key: string): void;
  clear(): void;
}

/** Visited tabs and keep-alive keys (document 2 §2, DECISIONS.md: 2 tabs, 5 pages). */
export const useTabs = create<TabsState>()((set) => ({
  tabs: [],
  cached: [],
  visit: (tab, limits) =>
    set((state) => {
      const keys = touch(state.tabs.map((t) => t.key), tab.key, limits.visitedTabs);
      const known = new Map([...state.tabs.map((t) => [t.key, t] as const), [tab.key, tab]]);
      return { tabs: keys.map((key) => known.get(key)!), cached: touch(state.cached, tab.key, limits.keepAlivePages) };
    }),
  close: (key) => set((state) => ({ tabs: state.tabs.filter((t) => t.key !== key), cached: evict(state.cached, key) })),
  drop: (key) => set((state) => ({ cached: evict(state.cached, key) })),
  clear: () => set({ tabs: [], cached: [] }),
}));
