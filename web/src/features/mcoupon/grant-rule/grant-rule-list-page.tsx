import { PlusOutlined } from '@ant-design/icons';
import {
  GRANT_RULE_MAX_DAY_LIMIT, GRANT_RULE_MAX_TOTAL_LIMIT, GrantRuleStatus, formatDateTime, grantRuleCreate, grantRuleDelete, grantRuleList, grantRuleStatuses, grantRuleUpdate,
  type CallReply,
} from '@console/contract';
import { Alert, Button, Form, Input, InputNumber, Radio, Tag } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { CouponFilter, CouponSelect } from '../purchase/shared';

type Row = CallReply<typeof grantRuleList>['row'][number];

const CREATE = ['parking:mcoupon:grant:rule:create'];
const UPDATE = ['parking:mcoupon:grant:rule:update'];
const DELETE = ['parking:mcoupon:grant:rule:delete'];

const statusOptions = [GrantRuleStatus.enabled, GrantRuleStatus.disabled].map((value) => ({ label: grantRuleStatuses[value], value }));

/** A limit in words: 0 is 不限. */
export const limitText = (limit: number) => (limit === 0 ? '不限' : `${limit} 张`);

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '规则名称', maxLength: 30 },
  { kind: 'custom', key: 'coupon', label: '优惠券', render: () => <CouponFilter /> },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];

export const grantRuleColumns: Column<Row>[] = [
  { key: 'name', title: '规则名称', width: 180, fixed: 'left', ellipsis: true },
  { key: 'coupon', title: '适用优惠券', width: 200, ellipsis: true, render: (r) => r.coupon_name ?? <Tag color="blue">全部优惠券</Tag> },
  { key: 'plate_day_limit', title: '每车每日上限', width: 120, value: (r) => limitText(r.plate_day_limit) },
  { key: 'plate_total_limit', title: '每车累计上限', width: 120, value: (r) => limitText(r.plate_total_limit) },
  { key: 'status', title: '状态', width: 90, render: (r) => <Tag color={r.status === GrantRuleStatus.enabled ? 'success' : 'default'}>{grantRuleStatuses[r.status as 0 | 1] ?? r.status}</Tag> },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'operator', title: '设置人', width: 100 },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

interface Values {
  name: string;
  coupon?: number;
  plate_day_limit: number;
  plate_total_limit: number;
  status: 0 | 1;
  remark?: string;
}

const bodyOf = (v: Values) => ({
  name: v.name.trim(),
  ...(v.coupon ? { coupon: v.coupon } : {}),
  plate_day_limit: v.plate_day_limit,
  plate_total_limit: v.plate_total_limit,
  status: v.status,
  remark: v.remark?.trim() || undefined,
});

/** The rule's row with a new status, as the update call takes it (启用 / 停用 from the list). */
export const withStatus = (r: Row, status: 0 | 1) => ({
  id: r.id,
  name: r.name,
  ...(r.coupon ? { coupon: r.coupon } : {}),
  plate_day_limit: r.plate_day_limit,
  plate_total_limit: r.plate_total_limit,
  status,
  remark: r.remark || undefined,
});

/** 新建 (no row) or 修改 (a row) a grant rule. */
function RuleDialog({ editing, onClose }: { editing: { row: Row | null } | null; onClose: () => void }) {
  const row = editing?.row ?? null;
  return (
    <FormDialog<Values>
      open={!!editing}
      title={row ? `修改发放规则 · ${row.name}` : '新建发放规则'}
      name="coupon-grant-rule"
      width={560}
      initialValues={
        row
          ? { name: row.name, coupon: row.coupon ?? undefined, plate_day_limit: row.plate_day_limit, plate_total_limit: row.plate_total_limit, status: row.status as 0 | 1, remark: row.remark }
          : { plate_day_limit: 1, plate_total_limit: 0, status: GrantRuleStatus.enabled }
      }
      changes={[grantRuleList]}
      onClose={onClose}
      onSubmit={async (v) => {
        if (row) await send(grantRuleUpdate, { id: row.id, ...bodyOf(v) });
        else await send(grantRuleCreate, bodyOf(v));
        return '发放规则已保存';
      }}
    >
      <Form.Item name="name" label="规则名称" rules={[{ required: true, whitespace: true, message: '请输入规则名称' }, { min: 2, message: '至少 2 个字' }]}>
        <Input aria-label="规则名称" maxLength={30} showCount placeholder="如：每车每天限领一张" />
      </Form.Item>
      <Form.Item name="coupon" label="适用优惠券" extra="不选：本商户的全部优惠券合计计算">
        <CouponSelect allowClear style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="plate_day_limit"
        label="每车每日上限"
        rules={[{ required: true, message: '请输入每车每日上限' }]}
        extra="同一车牌每天（北京时间）最多领取的张数；0 为不限"
      >
        <InputNumber aria-label="每车每日上限" min={0} max={GRANT_RULE_MAX_DAY_LIMIT} precision={0} suffix="张" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="plate_total_limit"
        label="每车累计上限"
        dependencies={['plate_day_limit']}
        extra="同一车牌累计最多领取的张数（撤销的不计）；0 为不限"
        rules={[
          { required: true, message: '请输入每车累计上限' },
          ({ getFieldValue }) => ({
            validator: (_, total: number) => {
              const day = Number(getFieldValue('plate_day_limit') ?? 0);
              if (day === 0 && total === 0) return Promise.reject(new Error('每日上限和累计上限不能都为不限'));
              if (day > 0 && total > 0 && total < day) return Promise.reject(new Error('累计上限不能小于每日上限'));
              return Promise.resolve();
            },
          }),
        ]}
      >
        <InputNumber aria-label="每车累计上限" min={0} max={GRANT_RULE_MAX_TOTAL_LIMIT} precision={0} suffix="张" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="status" label="状态" rules={[{ required: true }]}>
        <Radio.Group aria-label="状态" options={statusOptions} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * 发放规则 (`/parking-coupon/rule/grant`): the merchant's per-plate limits on grants — a day and in total, for one coupon
 * or all of them. Every grant (发放记录, 库存 › 发放) checks the enabled rules. docs/decisions.md, "Coupon grant rules,
 * batch purchase and the group's coupons".
 */
export default function GrantRuleListPage() {
  const gate = useGate();
  const changed = useChanged(grantRuleList);
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '修改', permission: UPDATE, onClick: (r) => setEditing({ row: r }) },
    ...([GrantRuleStatus.disabled, GrantRuleStatus.enabled] as const).map(
      (status): RowAction<Row> => ({
        key: status === GrantRuleStatus.enabled ? 'enable' : 'disable',
        label: grantRuleStatuses[status],
        permission: UPDATE,
        when: (r) => r.status !== status,
        ...(status === GrantRuleStatus.disabled ? { confirm: (r: Row) => `停用后「${r.name}」不再限制发放。确定停用吗？` } : {}),
        onClick: async (r) => {
          await send(grantRuleUpdate, withStatus(r, status));
          await changed(`已${grantRuleStatuses[status]}`);
        },
      }),
    ),
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: DELETE,
      confirm: (r) => `删除发放规则「${r.name}」？删除后不再限制发放。`,
      onClick: async (r) => {
        await send(grantRuleDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="发放优惠券时，按启用中的规则检查同一车牌的领取数量（发放成功和发放中的计入，撤销的不计）；超过任一上限即拒绝发放。" />
      <ListPage
        id="coupon-grant-rule-list"
        call={grantRuleList}
        rowKey="id"
        filters={filters}
        columns={grantRuleColumns}
        actions={actions}
        toolbar={() =>
          gate({ permission: CREATE }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
              新建发放规则
            </Button>
          )
        }
      />
      <RuleDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
