import { formatDateTime, loggingList, type CallReply } from '@console/contract';
import { Descriptions, Typography } from 'antd';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';

type Row = CallReply<typeof loggingList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'manager_name', label: '操作人' },
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '操作或对象名称' },
  { kind: 'dateRange', key: 'time', keys: ['start_date', 'end_date'], label: '操作日期' },
  { kind: 'text', key: 'target_type', label: '对象类型', placeholder: '如 announcement、message' },
];

const columns: Column<Row>[] = [
  { key: 'create_time', title: '操作时间', width: 170, value: (row) => formatDateTime(row.create_time) },
  { key: 'manager_name', title: '操作人', width: 120 },
  { key: 'action', title: '操作', width: 200 },
  { key: 'target', title: '对象', width: 260, ellipsis: true, value: (row) => `${row.target_name || row.target_type}（${row.target_id}）` },
  { key: 'ip', title: 'IP 地址', width: 140 },
  { key: 'seqno', title: '请求序列号', width: 200, defaultHidden: true },
  { key: 'call', title: '接口', width: 240, defaultHidden: true },
];

const json = (value: unknown) => (value === null || value === undefined ? '（无）' : JSON.stringify(value, null, 2));

/** Before and after of one change, side by side. */
function Change({ row }: { row: Row }) {
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label="修改前">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'monospace', fontSize: 12 }}>{json(row.before)}</Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label="修改后">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'monospace', fontSize: 12 }}>{json(row.after)}</Typography.Paragraph>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** 操作日志 (`/account/logging/list`): who changed what and when, in the merchants the user may see; expand a row for before and after. */
export default function LoggingListPage() {
  return <ListPage id="logging" call={loggingList} rowKey="id" filters={filters} columns={columns} expand={(row) => <Change row={row} />} />;
}
