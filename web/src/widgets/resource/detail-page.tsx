import { loggingTimeline } from '@console/contract';
import { App, Button, Descriptions, Skeleton, Space, Tabs, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { useGate } from '../../shell/session/gate';
import type { Gate, RowAction } from './types';

/** One item of a detail: `render` gets the record; `value` picks the text; without either, the record's own `key`. */
export interface DetailField<Row> extends Gate {
  key: string;
  label: ReactNode;
  value?: (record: Row) => ReactNode;
  render?: (record: Row) => ReactNode;
  /** Columns the item spans, or `filled` for the rest of its row. */
  span?: number | 'filled';
  /** Shown for this record only when true (e.g. 驳回原因 only on rejected records). */
  when?: (record: Row) => boolean;
}

/** A tab under the fields: more fields, or anything the record renders (a timeline, a list). */
export interface DetailTab<Row> extends Gate {
  key: string;
  label: ReactNode;
  fields?: readonly DetailField<Row>[];
  render?: (record: Row) => ReactNode;
  /** Shown for this record only when true (e.g. the new customer's settings once its application is approved). */
  when?: (record: Row) => boolean;
}

/** A page button (编辑, 启用, 删除…); `primary` for the main one. */
export interface DetailAction<Row> extends RowAction<Row> {
  primary?: boolean;
}

export interface DetailPageProps<Row extends object> {
  /** Names the record in the query cache; mutations of the resource invalidate it. */
  loadKey: readonly unknown[];
  load: () => Promise<Row>;
  title?: ReactNode | ((record: Row) => ReactNode);
  fields?: readonly DetailField<Row>[];
  /** Items per row; default one on phones, two on tablets, three from 992 px. */
  column?: DescriptionsProps['column'];
  bordered?: boolean;
  tabs?: readonly DetailTab<Row>[];
  actions?: readonly DetailAction<Row>[];
  /** Where 返回 leads; without it no 返回 button. */
  back?: string;
  /** The tab open at first (e.g. from the address: a list's 支付路由 opens the detail on that tab). */
  activeTab?: string;
}

const DEFAULT_COLUMN = { xs: 1, sm: 2, lg: 3 } as const;

const isEmpty = (cell: ReactNode) => cell === undefined || cell === null || cell === '';

function descriptionItems<Row>(fields: readonly DetailField<Row>[], record: Row): NonNullable<DescriptionsProps['items']> {
  return fields
    .filter((field) => !field.when || field.when(record))
    .map((field) => {
      const cell = field.render ? field.render(record) : field.value ? field.value(record) : (record as Record<string, ReactNode>)[field.key];
      return { key: field.key, label: field.label, span: field.span, children: isEmpty(cell) ? '-' : cell };
    });
}

/**
 * A resource's detail screen: the record loaded with loading and error states, its fields (each behind its
 * gate), optional tabs and page actions. Actions that resolve refresh the record and any record timeline on screen.
 */
export function DetailPage<Row extends object>({ loadKey, load, title, fields = [], column = DEFAULT_COLUMN, bordered, tabs = [], actions = [], back, activeTab }: DetailPageProps<Row>) {
  const gate = useGate();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [running, setRunning] = useState<string>();
  const record = useQuery({ queryKey: loadKey, queryFn: () => load() });
  const shownFields = useMemo(() => fields.filter(gate), [fields, gate]);
  const shownTabs = useMemo(() => tabs.filter(gate), [tabs, gate]);
  const shownActions = useMemo(() => actions.filter(gate), [actions, gate]);

  const panel = { background: '#fff', padding: 24, borderRadius: 8 } as const;
  if (record.isLoading || (record.isError && record.isFetching)) return <Skeleton active paragraph={{ rows: 8 }} style={panel} />;
  if (record.error || !record.data) return <ErrorPanel error={record.error} onRetry={() => void record.refetch()} />;
  const data = record.data;

  const run = (action: DetailAction<Row>) => {
    const go = async () => {
      setRunning(action.key);
      try {
        await action.onClick(data);
        // The record, and its timeline: every change is in the audit log (as after useChanged).
        await Promise.all([client.invalidateQueries({ queryKey: loadKey }), client.invalidateQueries({ queryKey: [loggingTimeline.path] })]);
      } catch {
        // The request layer has shown why.
      } finally {
        setRunning(undefined);
      }
    };
    if (!action.confirm) return void go();
    modal.confirm({ title: typeof action.confirm === 'function' ? action.confirm(data) : action.confirm, okButtonProps: { danger: action.danger }, onOk: go });
  };

  const buttons = shownActions
    .filter((action) => !action.when || action.when(data))
    .map((action) => (
      <Button key={action.key} type={action.primary ? 'primary' : 'default'} danger={action.danger} loading={running === action.key} onClick={() => run(action)}>
        {action.label}
      </Button>
    ));
  const heading = typeof title === 'function' ? title(data) : title;

  return (
    <div className="detail-page" style={panel}>
      {(heading || buttons.length > 0 || back) && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {heading}
          </Typography.Title>
          <Space wrap>
            {buttons}
            {back && <Button onClick={() => navigate(back)}>返回</Button>}
          </Space>
        </div>
      )}
      {shownFields.length > 0 && <Descriptions column={column} bordered={bordered} items={descriptionItems(shownFields, data)} />}
      {shownTabs.some((tab) => !tab.when || tab.when(data)) && (
        <Tabs
          defaultActiveKey={activeTab}
          style={{ marginTop: shownFields.length > 0 ? 16 : 0 }}
          items={shownTabs.filter((tab) => !tab.when || tab.when(data)).map((tab) => ({
            key: tab.key,
            label: tab.label,
            children: (
              <>
                {tab.fields && <Descriptions column={column} bordered={bordered} items={descriptionItems(tab.fields.filter(gate), data)} />}
                {tab.render?.(data)}
              </>
            ),
          }))}
        />
      )}
    </div>
  );
}
