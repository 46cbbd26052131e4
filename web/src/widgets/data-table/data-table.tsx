import { DownOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Dropdown, Empty, Grid, Popover, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { useGate } from '../../shell/session/gate';
import { useSession } from '../../shell/session/store';
import type { Column, RowAction } from '../resource/types';
import { columnsKey, readHidden, splitActions, writeHidden } from './column-chooser';

/** Page sizes of lists and of timelines (document 1 §2). */
export const PAGE_SIZES = [20, 50, 100] as const;
export const TIMELINE_SIZES = [20, 50, 100, 200] as const;

/** Above this many rows on screen the table renders only the visible ones. */
const VIRTUAL_FROM = 100;

export interface DataTableProps<Row> {
  /** Names the table for the remembered column choice. */
  id: string;
  rowKey: keyof Row & string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  total: number;
  /** The server stopped counting (`paging_header.total_capped`): `total` is a lower bound and pages end there. */
  totalCapped?: boolean;
  page: number;
  size: number;
  sizes?: readonly number[];
  onPage: (page: number, size: number) => void;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  actions?: readonly RowAction<Row>[];
  selection?: { selected: readonly Key[]; onChange: (keys: Key[], rows: Row[]) => void };
  expand?: (row: Row) => ReactNode;
  /** Shown left of the column chooser, above the table (page buttons: 新增, 导出…). */
  toolbar?: ReactNode;
}

/**
 * The table of every list (document 1 §2): 序号, selection, expandable rows, an operations column (four
 * buttons, the rest under 更多, each gated by permission), a column chooser remembered per user and table,
 * pagination 20/50/100, virtual rows past 100, and loading, empty and error states.
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { id, rowKey, columns, rows, total, totalCapped, page, size, sizes = PAGE_SIZES, onPage, loading, error, onRetry, actions = [], selection, expand, toolbar } = props;
  const gate = useGate();
  const { modal } = App.useApp();
  const managerId = useSession((s) => s.user?.manager_id);
  const storageKey = columnsKey(managerId, id);
  const allowed = useMemo(() => columns.filter(gate), [columns, gate]);
  const [hidden, setHidden] = useState(() => readHidden(storageKey, columns.filter((c) => c.defaultHidden).map((c) => c.key)));
  const allowedActions = useMemo(() => actions.filter(gate), [actions, gate]);
  // On a phone a column pinned left (the record's number) and 操作 pinned right can fill the screen between them: only
  // 操作 stays pinned there.
  const narrow = Grid.useBreakpoint().md === false;

  const run = (action: RowAction<Row>, row: Row) => {
    if (!action.confirm) return void action.onClick(row);
    modal.confirm({
      title: typeof action.confirm === 'function' ? action.confirm(row) : action.confirm,
      okButtonProps: { danger: action.danger },
      onOk: () => action.onClick(row),
    });
  };

  const tableColumns: TableColumnsType<Row> = [
    { key: '__index', title: '序号', width: 64, align: 'center', render: (_value, _row, index) => (page - 1) * size + index + 1 },
    ...allowed
      .filter((column) => !hidden.includes(column.key))
      .map((column) => ({
        key: column.key,
        title: column.title,
        width: column.width,
        fixed: narrow && column.fixed === 'left' ? undefined : column.fixed,
        ellipsis: column.ellipsis,
        render: (_value: unknown, row: Row) => {
          const cell = column.render ? column.render(row) : column.value ? column.value(row) : (row as Record<string, ReactNode>)[column.key];
          return cell === undefined || cell === null || cell === '' ? '-' : cell;
        },
      })),
    ...(allowedActions.length > 0
      ? [
          {
            key: '__actions',
            title: '操作',
            fixed: 'right' as const,
            width: Math.min(allowedActions.length, 4) * 48 + (allowedActions.length > 4 ? 64 : 16),
            render: (_value: unknown, row: Row) => {
              const { buttons, more } = splitActions(allowedActions.filter((a) => a.when?.(row) ?? true));
              return (
                <Space size={0} wrap={false}>
                  {buttons.map((action) => (
                    <Button key={action.key} type="link" size="small" danger={action.danger} onClick={() => run(action, row)} style={{ paddingInline: 4 }}>
                      {action.label}
                    </Button>
                  ))}
                  {more.length > 0 && (
                    <Dropdown trigger={['hover', 'click']} menu={{ items: more.map((a) => ({ key: a.key, label: a.label, danger: a.danger })), onClick: ({ key }) => run(more.find((a) => a.key === key)!, row) }}>
                      <Button type="link" size="small" style={{ paddingInline: 4 }}>
                        更多 <DownOutlined />
                      </Button>
                    </Dropdown>
                  )}
                </Space>
              );
            },
          },
        ]
      : []),
  ];

  const chooser = (
    <Popover
      trigger="click"
      placement="bottomRight"
      title="显示列"
      content={
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          value={allowed.map((c) => c.key).filter((key) => !hidden.includes(key))}
          options={allowed.map((c) => ({ label: c.title, value: c.key }))}
          onChange={(visible) => {
            const next = allowed.map((c) => c.key).filter((key) => !visible.includes(key));
            setHidden(next);
            writeHidden(storageKey, next);
          }}
        />
      }
    >
      <Tooltip title="列设置">
        <Button icon={<SettingOutlined />} aria-label="列设置" data-testid="column-chooser" />
      </Tooltip>
    </Popover>
  );

  const virtual = rows.length > VIRTUAL_FROM;
  const width = tableColumns.reduce((sum, column) => sum + (Number(column.width) || 160), 0);
  const tableProps: TableProps<Row> = {
    rowKey,
    columns: tableColumns,
    dataSource: rows as Row[],
    loading,
    size: 'middle',
    virtual,
    scroll: virtual ? { x: width, y: 640 } : { x: 'max-content' },
    rowSelection: selection ? { selectedRowKeys: [...selection.selected], onChange: (keys, selected) => selection.onChange(keys, selected), preserveSelectedRowKeys: true } : undefined,
    expandable: expand ? { expandedRowRender: expand } : undefined,
    locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" /> },
    pagination: {
      current: page,
      pageSize: size,
      total,
      pageSizeOptions: sizes.map(String),
      showSizeChanger: true,
      showQuickJumper: true,
      showTotal: (count) => (totalCapped ? `超过 ${count.toLocaleString('zh-CN')} 条，可用查询条件缩小范围` : `共 ${count} 条`),
      onChange: (next, nextSize) => onPage(nextSize !== size ? 1 : next, nextSize),
    },
  };

  return (
    <div style={{ background: '#fff', padding: 16, borderRadius: 8 }} data-testid={`table-${id}`}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, gap: 8 }}>
        <Space wrap>{toolbar}</Space>
        {chooser}
      </div>
      {error && !loading ? <ErrorPanel error={error} onRetry={() => onRetry?.()} /> : <Table<Row> {...tableProps} />}
    </div>
  );
}
