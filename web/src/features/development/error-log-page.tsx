import { clientErrorKindText, developmentErrorList, formatDateTime, type CallReply } from '@console/contract';
import { Button, Tag, Typography } from 'antd';
import { CopyText } from '../../widgets/copy-text/copy-text';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField } from '../../widgets/resource/types';

type Row = CallReply<typeof developmentErrorList>['row'][number];

const KINDS = ['script', 'promise', 'render', 'server'] as const;
const kindColour: Record<string, string> = { script: 'red', promise: 'orange', render: 'magenta', server: 'purple' };

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '错误信息或页面' },
  { kind: 'select', key: 'kind', label: '错误类型', options: KINDS.map((k) => ({ label: clientErrorKindText(k), value: k })) },
  { kind: 'dateRange', key: 'time', keys: ['start_date', 'end_date'], label: '日期' },
  { kind: 'text', key: 'seqno', label: '请求序列号', placeholder: '用户看到的序列号', maxLength: 64 },
  { kind: 'remote', key: 'merchant', label: '商户', source: 'merchant-below', placeholder: '商户名称或商户号' },
  { kind: 'text', key: 'manager_name', label: '账号' },
];

const columns: Column<Row>[] = [
  { key: 'create_time', title: '时间', width: 170, value: (row) => formatDateTime(row.create_time) },
  { key: 'kind', title: '类型', width: 130, render: (row) => <Tag color={kindColour[row.kind]}>{clientErrorKindText(row.kind)}</Tag> },
  { key: 'message', title: '错误信息', width: 320, ellipsis: true },
  { key: 'page', title: '页面或接口', width: 260, ellipsis: true },
  { key: 'merchant', title: '商户', width: 200, ellipsis: true, value: (row) => `${row.merchant_name}（${row.merchant}）` },
  { key: 'manager_name', title: '账号', width: 110 },
  { key: 'seqno', title: '请求序列号', width: 200, render: (row) => (row.seqno ? <CopyText text={row.seqno}>{row.seqno}</CopyText> : '-') },
  { key: 'release', title: '前端版本', width: 160, defaultHidden: true, value: (row) => row.release || '-' },
  { key: 'user_agent', title: '浏览器', width: 260, ellipsis: true, defaultHidden: true },
  { key: 'ip', title: 'IP 地址', width: 130, defaultHidden: true },
];

/** A row's whole message and stack (the component stack for a render failure), to copy into an issue. */
function Detail({ row }: { row: Row }) {
  // A browser's stack starts with the message itself: then the stack alone says it all.
  const text = row.stack.startsWith(row.message) ? row.stack : `${row.message}\n\n${row.stack || '（无调用栈）'}`;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography.Text type="secondary" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {row.page} · {row.user_agent || '未知浏览器'}
        </Typography.Text>
        <CopyText text={`${clientErrorKindText(row.kind)} ${row.seqno} ${row.page}\n${text}`} trigger={<Button size="small">复制全部</Button>} />
      </div>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'monospace', fontSize: 12, maxHeight: 360, overflow: 'auto', background: 'rgba(0,0,0,0.02)', padding: 8 }}>
        {text}
      </Typography.Paragraph>
    </div>
  );
}

/**
 * 错误日志 (`/development/error-log`): what went wrong for users — the console's script errors, uncaught promises and
 * pages that failed to render, and the server's unexpected failures under the seqno the user was shown. By default the
 * last 7 days; expand a row for its stack. docs/decisions.md, "Development tools".
 */
export default function ErrorLogPage() {
  return <ListPage id="development-error" call={developmentErrorList} rowKey="id" filters={filters} columns={columns} expand={(row) => <Detail row={row} />} />;
}
