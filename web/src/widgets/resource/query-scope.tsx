import { createContext, useContext } from 'react';

/**
 * Values every call of the pages below sends, fixed by where the page is opened rather than chosen on it: the partner's
 * and group's 停车管理 look into one merchant (`{ merchant: 100101 }`, docs/decisions.md, "The partner's and group's
 * 停车管理"). `ListPage` sends them with its filters and leaves out the filters and columns they make pointless (the
 * key itself and its `…_name`); the park picker offers only that merchant's parks. Empty everywhere else.
 */
export type QueryScope = Readonly<Record<string, string | number>>;

const none: QueryScope = {};
const QueryScopeContext = createContext<QueryScope>(none);

export const QueryScopeProvider = QueryScopeContext.Provider;

export const useQueryScope = (): QueryScope => useContext(QueryScopeContext);

/** Whether a filter or column of `key` is fixed by the scope (`merchant` fixes `merchant` and `merchant_name`). */
export const fixedByScope = (scope: QueryScope, key: string) => key in scope || (key.endsWith('_name') && key.slice(0, -5) in scope);
