import { formatDateTime, memberRightsList, memberRightsRedeem, memberRightsStateNames, type CallReply } from '@console/contract';
import { Alert, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { memberDetail, userDetail } from './shared';

type Row = CallReply<typeof memberRightsList>['row'][number];

const stateColors: Record<number, string> = { 1: 'success', 2: 'default', 3: 'warning' };
const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '会员号' },
  { kind: 'text', key: 'name', label: '权益名称' },
  { kind: 'select', key: 'state', label: '状态', options: Object.entries(memberRightsStateNames).map(([value, label]) => ({ value: Number(value), label })) },
];

/** 会员权益: the rights granted to members for each period and how much of them is used; 核销 uses some. */
export default function MemberRightsPage() {
  const navigate = useNavigate();
  const [redeeming, setRedeeming] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { key: 'member_no', title: '会员号', width: 140, fixed: 'left', render: (r) => <Typography.Link onClick={() => navigate(memberDetail(r.member))}>{r.member_no}</Typography.Link> },
    { key: 'user', title: '用户', width: 170, render: (r) => <Typography.Link onClick={() => navigate(userDetail(r.user))}>{r.nickname || '-'} {r.mobile}</Typography.Link> },
    { key: 'package', title: '会员类型 · 套餐', width: 170, value: (r) => `${r.type_name} · ${r.package_name}` },
    { key: 'name', title: '权益', width: 140 },
    { key: 'usage', title: '已用 / 发放', width: 120, value: (r) => `${r.used} / ${r.quantity} ${r.unit}` },
    { key: 'remaining', title: '剩余', width: 90, value: (r) => `${r.remaining} ${r.unit}` },
    { key: 'period', title: '周期', width: 330, value: (r) => `${formatDateTime(r.period_start)} 至 ${formatDateTime(r.period_end)}` },
    { key: 'state', title: '状态', width: 90, render: (r) => <Tag color={stateColors[r.state]}>{r.state_name}</Tag> },
    { key: 'last_use_time', title: '最近使用', width: 170, value: (r) => (r.last_use_time ? formatDateTime(r.last_use_time) : '-') },
  ];
  const actions: RowAction<Row>[] = [
    { key: 'redeem', label: '核销', permission: ['user:member:update'], when: (r) => r.state === 1, onClick: (r) => setRedeeming(r) },
  ];
  return (
    <>
      <ListPage id="member-rights" call={memberRightsList} rowKey="id" filters={filters} columns={columns} actions={actions} />
      <FormDialog<{ quantity: number; remark: string }>
        open={!!redeeming}
        title={redeeming ? `核销权益 · ${redeeming.name}（${redeeming.member_no}）` : ''}
        name="member-rights-redeem"
        okText="核销"
        initialValues={{ quantity: 1 }}
        changes={[memberRightsList]}
        onClose={() => setRedeeming(null)}
        onSubmit={async (values) => {
          await send(memberRightsRedeem, { id: redeeming!.id, quantity: values.quantity, remark: values.remark.trim() });
          return '已核销';
        }}
      >
        {redeeming && (
          <Alert style={{ marginBottom: 16 }} type="info" showIcon message={`本周期剩余 ${redeeming.remaining} ${redeeming.unit}，核销后不能撤回，说明记入操作记录。`} />
        )}
        <Form.Item name="quantity" label="核销数量" rules={[{ required: true, message: '请填写核销数量' }]}>
          <InputNumber min={1} max={redeeming?.remaining ?? 1} precision={0} addonAfter={redeeming?.unit} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="remark" label="核销说明" rules={[{ required: true, whitespace: true, message: '请填写核销说明' }, { min: 2, message: '至少 2 个字' }]}>
          <Input maxLength={100} showCount placeholder="如：福田中心停车场线下核销" />
        </Form.Item>
      </FormDialog>
    </>
  );
}
