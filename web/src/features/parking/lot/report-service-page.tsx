import { formatDateTime, reportServiceItems, reportServiceList, reportServiceSet, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage, listKey } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';

// 上报服务 (`/parking-merchant/config/report-service`): per park, its number on the city's parking supervision platform,
// the data reported and whether reporting is on — 设置 in a dialog, 暂停 / 开启 asked first. docs/decisions.md, "Parking
// members, member settings, reporting service; the 停车管理's 客户, 会员, 优惠券".

type Row = CallReply<typeof reportServiceList>['row'][number];
const itemOptions = Object.entries(reportServiceItems).map(([value, label]) => ({ label, value: Number(value) }));
const itemsText = (items: number[]) => items.map((i) => reportServiceItems[i as 1] ?? i).join('、');

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '停车场', placeholder: '停车场名称或编号', maxLength: 50 },
  { kind: 'select', key: 'enabled', label: '上报状态', options: [{ label: '上报中', value: 1 }, { label: '未上报', value: 0 }] },
];

const columns: Column<Row>[] = [
  { key: 'park_name', title: '停车场', width: 200, fixed: 'left', ellipsis: true, render: (r) => <Space size={4}>{r.park_name}{r.park_status !== 1 && <Tag>已停用</Tag>}</Space> },
  { key: 'park_code', title: '车场编号', width: 110 },
  { key: 'city_park_code', title: '城市平台车场编号', width: 170, value: (r) => r.city_park_code || '-' },
  { key: 'items', title: '上报数据', width: 220, value: (r) => (r.items.length ? itemsText(r.items) : '-') },
  { key: 'enabled', title: '状态', width: 100, render: (r) => (!r.configured ? <Tag>未设置</Tag> : r.enabled ? <Tag color="success">上报中</Tag> : <Tag color="warning">已暂停</Tag>) },
  { key: 'remark', title: '备注', width: 220, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'update_time', title: '设置', width: 200, value: (r) => (r.update_time ? `${r.operator} · ${formatDateTime(r.update_time)}` : '-') },
];

interface Values {
  city_park_code: string;
  items: number[];
  enabled: boolean;
  remark?: string;
}

const bodyOf = (r: Row, v: Values) => ({ park_code: r.park_code, city_park_code: v.city_park_code.trim().toUpperCase(), items: v.items as (1 | 2 | 3)[], enabled: v.enabled, remark: v.remark?.trim() || undefined });

function Counts({ query }: { query: Record<string, unknown> }) {
  const reply = useQuery({ queryKey: listKey(reportServiceList, query), queryFn: () => send(reportServiceList, query as never, { silent: true }) });
  if (!reply.data) return null;
  return (
    <Typography.Text type="secondary" data-testid="report-service-counts">
      停车场 <Typography.Text strong>{reply.data.counts.parks}</Typography.Text> 个，上报中 <Typography.Text strong>{reply.data.counts.enabled}</Typography.Text> 个
    </Typography.Text>
  );
}

export default function ReportServicePage() {
  const changed = useChanged(reportServiceList);
  const [editing, setEditing] = useState<Row | null>(null);
  const toggle = (on: boolean): RowAction<Row> => ({
    key: on ? 'resume' : 'pause',
    label: on ? '开启上报' : '暂停上报',
    danger: !on,
    permission: ['parking:report:service:update'],
    when: (r) => r.configured && r.enabled !== on,
    confirm: (r) => (on ? `开启「${r.park_name}」的上报？将按设置向城市平台上报${itemsText(r.items)}。` : `暂停「${r.park_name}」的上报？暂停期间城市平台收不到该停车场的数据。`),
    onClick: async (r) => {
      await send(reportServiceSet, bodyOf(r, { city_park_code: r.city_park_code, items: r.items, enabled: on, remark: r.remark }));
      await changed(on ? '已开启上报' : '已暂停上报');
    },
  });
  const actions: RowAction<Row>[] = [{ key: 'edit', label: '设置', permission: ['parking:report:service:update'], onClick: setEditing }, toggle(false), toggle(true)];
  return (
    <>
      <ListPage id="parking-report-service" call={reportServiceList} rowKey="park_code" filters={filters} columns={columns} actions={actions} toolbar={({ query }) => <Counts query={query} />} />
      <FormDialog<Values>
        open={!!editing}
        title={`上报服务 · ${editing?.park_name ?? ''}`}
        name="parking-report-service"
        width={560}
        initialValues={editing?.configured ? { city_park_code: editing.city_park_code, items: editing.items, enabled: editing.enabled, remark: editing.remark } : { items: [1, 2], enabled: true }}
        changes={[reportServiceList]}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          await send(reportServiceSet, bodyOf(editing!, v));
          return '上报服务已保存';
        }}
      >
        <Form.Item
          name="city_park_code"
          label="城市平台车场编号"
          extra="城市静态交通平台为该停车场分配的编号"
          rules={[{ required: true, whitespace: true, message: '请填写城市平台车场编号' }, { pattern: /^[A-Za-z0-9-]{6,32}$/, message: '编号为 6–32 位字母、数字或 -' }]}
        >
          <Input maxLength={32} placeholder="如 440304-P0012" />
        </Form.Item>
        <Form.Item name="items" label="上报数据" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项上报数据' }]}>
          <Checkbox.Group options={itemOptions} />
        </Form.Item>
        <Form.Item name="enabled" label="上报" valuePropName="checked">
          <Switch checkedChildren="上报中" unCheckedChildren="暂停" />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={100} showCount />
        </Form.Item>
      </FormDialog>
    </>
  );
}
