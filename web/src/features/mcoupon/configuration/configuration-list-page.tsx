import { PlusOutlined } from '@ant-design/icons';
import {
  COUPON_MAX_GRANT_DAY_LIMIT, couponConfigurationCreate, couponConfigurationDelete, couponConfigurationList, couponConfigurationRuntime, couponConfigurationUpdate,
  formatDateTime, TokenLimit, tokenLimits, type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Radio, Tag } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useSession } from '../../../shell/session/store';
import { useGate } from '../../../shell/session/gate';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';

type Row = CallReply<typeof couponConfigurationList>['row'][number];

const CREATE = ['parking:mcoupon:configuration:create'];
const UPDATE = ['parking:mcoupon:configuration:update'];
const DELETE = ['parking:mcoupon:configuration:delete'];

const tokenLimitOptions = [TokenLimit.on, TokenLimit.off].map((value) => ({ label: tokenLimits[value], value }));

const TokenLimitTag = ({ tokenLimit }: { tokenLimit: number }) =>
  tokenLimit === TokenLimit.on ? <Tag color="success">{tokenLimits[TokenLimit.on]}</Tag> : <Tag>{tokenLimits[TokenLimit.off]}</Tag>;

const dayLimitText = (limit: number) => (limit === 0 ? '不限' : `${limit} 张`);

const filters: FilterField[] = [
  { kind: 'remote', key: 'merchant', label: '商户', source: 'merchant-below', placeholder: '商户名称或商户号', permission: UPDATE },
  { kind: 'select', key: 'token_limit', label: '固定码', options: tokenLimitOptions, permission: UPDATE },
];

const columns: Column<Row>[] = [
  { key: 'merchant', title: '商户', width: 220, ellipsis: true, value: (r) => `${r.merchant_name}（${r.merchant}）` },
  { key: 'token_limit', title: '固定码', width: 120, render: (r) => <TokenLimitTag tokenLimit={r.token_limit} /> },
  { key: 'grant_day_limit', title: '每日发券上限', width: 130, value: (r) => dayLimitText(r.grant_day_limit) },
  { key: 'remark', title: '备注', width: 220, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'operator', title: '设置人', width: 110 },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

interface Values {
  merchant?: number;
  token_limit: 0 | 1;
  grant_day_limit: number;
  remark?: string;
}

/** 新增 (no row) or 修改 (a row: the merchant stays) a merchant's runtime rule. */
function RuleDialog({ editing, onClose }: { editing: { row: Row | null } | null; onClose: () => void }) {
  const row = editing?.row ?? null;
  return (
    <FormDialog<Values>
      open={!!editing}
      title={row ? `修改运行规则 · ${row.merchant_name}` : '新增运行规则'}
      name="coupon-configuration"
      width={560}
      initialValues={row ? { token_limit: row.token_limit as 0 | 1, grant_day_limit: row.grant_day_limit, remark: row.remark } : { token_limit: TokenLimit.on, grant_day_limit: 0 }}
      changes={[couponConfigurationList, couponConfigurationRuntime]}
      onClose={onClose}
      onSubmit={async (v) => {
        const fields = { token_limit: v.token_limit, grant_day_limit: v.grant_day_limit, remark: v.remark?.trim() || undefined };
        if (row) await send(couponConfigurationUpdate, { merchant: row.merchant, ...fields });
        else await send(couponConfigurationCreate, { merchant: v.merchant!, ...fields });
        return '运行规则已保存';
      }}
    >
      {!row && (
        <Form.Item name="merchant" label="商户" rules={[{ required: true, message: '请选择商户' }]} extra="须已开通停车优惠券">
          <RemoteSelect source="merchant-below" placeholder="搜索商户名称或商户号" aria-label="商户" style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="token_limit" label="固定码" rules={[{ required: true }]} extra="关闭后该商户的固定码菜单隐藏，固定码的全部操作被拒绝">
        <Radio.Group aria-label="固定码" options={tokenLimitOptions} />
      </Form.Item>
      <Form.Item name="grant_day_limit" label="每日发券上限" rules={[{ required: true, message: '请输入每日发券上限' }]} extra="0 为不限；固定码每码每日上限不能超过它">
        <InputNumber aria-label="每日发券上限" min={0} max={COUPON_MAX_GRANT_DAY_LIMIT} precision={0} suffix="张" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** What the merchant itself runs on (its rule, or the defaults when the platform has set none). */
function OwnRuntime() {
  const merchant = useSession((s) => s.user?.merchant);
  const runtime = useQuery({ queryKey: [couponConfigurationRuntime.path, merchant], queryFn: () => send(couponConfigurationRuntime, { merchant: merchant! }, { silent: true }), enabled: !!merchant });
  if (!runtime.data) return null;
  const r = runtime.data;
  return (
    <Alert
      type={r.token_limit === TokenLimit.on ? 'success' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      message={`本商户：${r.token_limit === TokenLimit.on ? '已开通固定码' : '未开通固定码'}，每日发券上限 ${dayLimitText(r.grant_day_limit)}${r.configured ? '' : '（平台未设置，按默认规则）'}`}
      description="运行规则由平台设置；如需开通或调整，请联系平台。"
    />
  );
}

/**
 * 运行规则: the platform sets each merchant's coupon runtime rule (fixed tokens on or off, daily grant cap); a merchant
 * sees its own, read-only. Without a rule a merchant runs on the defaults: fixed tokens off, no cap.
 */
export default function ConfigurationListPage() {
  const gate = useGate();
  const changed = useChanged(couponConfigurationList, couponConfigurationRuntime);
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const platform = gate({ permission: UPDATE });
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '修改', permission: UPDATE, onClick: (r) => setEditing({ row: r }) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: DELETE,
      confirm: (r) => `删除后「${r.merchant_name}」恢复默认规则：关闭固定码、每日发券不限。确定删除吗？`,
      onClick: async (r) => {
        await send(couponConfigurationDelete, { merchant: r.merchant });
        await changed('已删除，该商户恢复默认规则');
      },
    },
  ];
  return (
    <>
      {!platform && <OwnRuntime />}
      <ListPage
        id="coupon-configuration-list"
        call={couponConfigurationList}
        rowKey="merchant"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: CREATE }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
              新增运行规则
            </Button>
          )
        }
      />
      <RuleDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
