import { PlusOutlined } from '@ant-design/icons';
import {
  formatDateTime, MEMBER_CODE_BATCH_MAX, memberCodeBatchCreate, memberCodeList, memberCodeStateNames, memberCodeVoid, memberInventoryList, memberPeriodNames, type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { CopyText } from '../../widgets/copy-text/copy-text';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';

type Row = CallReply<typeof memberCodeList>['row'][number];
const UPDATE = ['user:member:update'];
const stateColors: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'default', 4: 'warning' };
/** `K7QF-M2XA-9PTB`: the code in groups of four, as it is printed. */
export const groupedCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

/** The packages with their priced periods and stock (the inventory list answers every package). */
function usePackages() {
  const query = useQuery({ queryKey: [memberInventoryList.path, 'options'], queryFn: () => send(memberInventoryList, { page_size: 100 }, { silent: true }) });
  return query.data?.row ?? [];
}

/** 会员兑换码: codes redeemed in the app for a package's period, made in batches; unused ones can be voided. */
export default function MemberCodePage() {
  const gate = useGate();
  const packages = usePackages();
  const [creating, setCreating] = useState(false);
  const [voiding, setVoiding] = useState<Row[] | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'code', label: '兑换码', placeholder: '完整或开头部分' },
      { kind: 'text', key: 'batch_no', label: '批次号' },
      { kind: 'select', key: 'package_uuid', label: '套餐', options: packages.map((p) => ({ value: p.package_uuid, label: `${p.type_name} · ${p.package_name}` })) },
      { kind: 'select', key: 'state', label: '状态', options: Object.entries(memberCodeStateNames).map(([value, label]) => ({ value: Number(value), label })) },
    ],
    [packages],
  );
  const columns: Column<Row>[] = [
    { key: 'code', title: '兑换码', width: 190, fixed: 'left', render: (r) => <CopyText text={groupedCode(r.code)} /> },
    { key: 'batch_no', title: '批次号', width: 190 },
    { key: 'package', title: '会员类型 · 套餐', width: 170, value: (r) => `${r.type_name} · ${r.package_name}` },
    { key: 'period', title: '兑换周期', width: 130, value: (r) => memberPeriodNames[r.period] ?? `${r.period} 个月` },
    { key: 'expire_date', title: '兑换截止日', width: 110 },
    { key: 'state', title: '状态', width: 90, render: (r) => <Tag color={stateColors[r.state]}>{r.state_name}</Tag> },
    { key: 'used', title: '使用情况', width: 260, value: (r) => (r.used_time ? `${r.used_mobile} 于 ${formatDateTime(r.used_time)} 开通 ${r.used_member_no}` : r.void_reason ? `作废：${r.void_reason}` : '-') },
    { key: 'operator', title: '生成人', width: 110 },
    { key: 'create_time', title: '生成时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  ];
  const actions: RowAction<Row>[] = [{ key: 'void', label: '作废', danger: true, permission: UPDATE, when: (r) => r.state === 1, onClick: (r) => setVoiding([r]) }];
  return (
    <>
      <ListPage
        id="member-code"
        call={memberCodeList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        selectable={gate({ permission: UPDATE })}
        toolbar={({ selected }) =>
          gate({ permission: UPDATE }) && (
            <Space>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                生成兑换码
              </Button>
              <Button danger disabled={!selected.some((r) => r.state === 1)} onClick={() => setVoiding(selected.filter((r) => r.state === 1))}>
                作废所选
              </Button>
            </Space>
          )
        }
      />
      <FormDialog<{ package_uuid: string; period: 1 | 3 | 6 | 12; count: number; expire: Dayjs }>
        open={creating}
        title="生成兑换码"
        name="member-code-batch"
        okText="生成"
        initialValues={{ count: 10, expire: dayjs().add(90, 'day') }}
        changes={[memberCodeList, memberInventoryList]}
        onClose={() => setCreating(false)}
        onSubmit={async (v) => {
          const made = await send(memberCodeBatchCreate, { package_uuid: v.package_uuid, period: v.period, count: v.count, expire_date: v.expire.format('YYYY-MM-DD') });
          return `已生成 ${made.count} 个兑换码（批次 ${made.batch_no}）`;
        }}
      >
        {(form) => (
          <>
            <Alert style={{ marginBottom: 16 }} type="info" showIcon message="未使用的兑换码占用套餐库存，作废后释放；用户在 App 中兑换后开通对应周期的会员。" />
            <Form.Item name="package_uuid" label="套餐" rules={[{ required: true, message: '请选择套餐' }]}>
              <Select
                showSearch
                optionFilterProp="label"
                onChange={() => form.setFieldValue('period', undefined)}
                options={packages
                  .filter((p) => p.package_status === 1)
                  .map((p) => ({ value: p.package_uuid, label: `${p.type_name} · ${p.package_name}${p.status === 1 && p.available !== null ? `（可售 ${p.available}）` : ''}` }))}
              />
            </Form.Item>
            <Form.Item noStyle dependencies={['package_uuid']}>
              {() => {
                const pkg = packages.find((p) => p.package_uuid === form.getFieldValue('package_uuid'));
                return (
                  <Form.Item name="period" label="兑换周期" rules={[{ required: true, message: '请选择兑换周期' }]} extra={pkg && !pkg.periods.length ? '该套餐还没有价格，请先在套餐详情中定价' : undefined}>
                    <Select options={(pkg?.periods ?? []).map((n) => ({ value: n, label: memberPeriodNames[n] ?? `${n} 个月` }))} />
                  </Form.Item>
                );
              }}
            </Form.Item>
            <Form.Item name="count" label="生成数量" rules={[{ required: true, message: '请填写生成数量' }]}>
              <InputNumber min={1} max={MEMBER_CODE_BATCH_MAX} precision={0} addonAfter="个" style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="expire" label="兑换截止日" rules={[{ required: true, message: '请选择兑换截止日' }]}>
              <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
            </Form.Item>
          </>
        )}
      </FormDialog>
      <FormDialog<{ reason: string }>
        open={!!voiding}
        title={voiding && voiding.length === 1 ? `作废兑换码 ${groupedCode(voiding[0]!.code)}` : `作废 ${voiding?.length ?? 0} 个兑换码`}
        name="member-code-void"
        okText="作废"
        danger
        changes={[memberCodeList, memberInventoryList]}
        onClose={() => setVoiding(null)}
        onSubmit={async ({ reason }) => {
          const done = await send(memberCodeVoid, { ids: voiding!.map((r) => r.id), reason: reason.trim() });
          return `已作废 ${done.count} 个兑换码`;
        }}
      >
        <Alert style={{ marginBottom: 16 }} type="warning" showIcon message="作废后兑换码不能再兑换，也不能恢复；占用的库存随即释放。" />
        {voiding && voiding.length > 1 && <Typography.Paragraph type="secondary">{voiding.map((r) => groupedCode(r.code)).join('、')}</Typography.Paragraph>}
        <Form.Item name="reason" label="作废原因" rules={[{ required: true, whitespace: true, message: '请填写作废原因' }, { min: 2, message: '至少 2 个字' }]}>
          <Input.TextArea rows={2} maxLength={100} showCount />
        </Form.Item>
      </FormDialog>
    </>
  );
}
