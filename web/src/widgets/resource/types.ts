import type { ReactNode } from 'react';

/** An element's gate (document 1 §6): hidden unless the user holds one of the permissions and owns one of the products. */
export interface Gate {
  permission?: readonly string[];
  product?: readonly string[];
}

export interface OptionItem {
  label: string;
  value: string | number;
}

/** A search-panel field; its value travels in the page's query string under `key` (a date range under `keys`). */
export type FilterField = Gate & { key: string; label: string } & (
    | { kind: 'text'; placeholder?: string; maxLength?: number }
    | { kind: 'select'; options: readonly OptionItem[]; multiple?: boolean }
    | { kind: 'date' }
    | { kind: 'dateRange'; keys: readonly [string, string] }
    /** The remote-search dropdown over an option source of `session/option/list` (merchant, product…). */
    | { kind: 'remote'; source: string; placeholder?: string }
    /**
     * A control of its own (the park picker, the area picker): `render` gives the element, which the panel's Form.Item
     * hands `value` and `onChange`; its value travels as text under `key` (empty: no filter).
     */
    | { kind: 'custom'; render: () => ReactNode }
  );

/** A table column: `render` gets the row; `value` picks the cell text when there is no render. */
export interface Column<Row> extends Gate {
  key: string;
  title: string;
  value?: (row: Row) => ReactNode;
  render?: (row: Row) => ReactNode;
  width?: number;
  fixed?: 'left' | 'right';
  /** Not shown until the user ticks it in the column chooser. */
  defaultHidden?: boolean;
  ellipsis?: boolean;
}

/** A row operation: a link button in the operations column (after the fourth, in 更多). */
export interface RowAction<Row> extends Gate {
  key: string;
  label: string;
  onClick: (row: Row) => void | Promise<unknown>;
  danger?: boolean;
  /** Asks first (destructive actions): the question shown. */
  confirm?: string | ((row: Row) => string);
  /** Shown for this row only when true (e.g. 启用 only on disabled rows). */
  when?: (row: Row) => boolean;
}
