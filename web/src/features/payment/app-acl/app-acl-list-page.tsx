import { PlusOutlined } from '@ant-design/icons';
import {
  appAclRequesters, formatDateTime, PaymentAppAclStatus, paymentAppAclAudit, paymentAppAclCreate, paymentAppAclDelete, paymentAppAclList, paymentAppAclStatusNames,
  paymentAppAclUpdate, paymentBusinesses, type CallReply,
} from '@console/contract';
import { App, Alert, Button, Form, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { useSession } from '../../../shell/session/store';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { RejectDialog } from '../../../widgets/resource/reject-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';

type Row = CallReply<typeof paymentAppAclList>['row'][number];

const UPDATE = [...appAclRequesters];
const AUDIT = ['payment:app:acl:audit'];

const statusColors: Record<number, string> = { 0: 'processing', 1: 'success', [-1]: 'error' };
const statusOptions = Object.entries(paymentAppAclStatusNames).map(([value, label]) => ({ label, value: Number(value) }));
const businessOptions = Object.entries(paymentBusinesses).map(([value, label]) => ({ value, label }));
const businessTags = (business: readonly string[]) =>
  business.length ? <Space size={[0, 4]} wrap>{business.map((code) => <Tag key={code}>{paymentBusinesses[code as keyof typeof paymentBusinesses] ?? code}</Tag>)}</Space> : <Tag color="blue">全部业务</Tag>;

const filters = (showsMerchant: boolean): FilterField[] => [
  ...(showsMerchant ? [{ kind: 'remote', key: 'merchant', label: '支付商户', source: 'merchant', placeholder: '商户名称或商户号' } as const] : []),
  { kind: 'remote', key: 'app_id', label: '应用', source: 'app', placeholder: '应用名称或 ID' },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];

const columns = (showsMerchant: boolean): Column<Row>[] => allColumns.filter((c) => showsMerchant || c.key !== 'merchant');

const allColumns: Column<Row>[] = [
  { key: 'app', title: '应用', width: 200, render: (r) => <Space direction="vertical" size={0}>{r.app_name}<Typography.Text type="secondary">{r.app_id}</Typography.Text></Space> },
  { key: 'merchant', title: '支付商户', width: 190, value: (r) => `${r.merchant_name}（${r.merchant}）` },
  { key: 'business', title: '授权业务', width: 200, render: (r) => businessTags(r.business) },
  {
    key: 'status',
    title: '状态',
    width: 100,
    render: (r) => {
      const tag = <Tag color={statusColors[r.status]}>{paymentAppAclStatusNames[r.status] ?? r.status}</Tag>;
      return r.reason ? <Tooltip title={`驳回原因：${r.reason}`}>{tag}</Tooltip> : tag;
    },
  },
  { key: 'applicant', title: '申请人', width: 90 },
  { key: 'audit', title: '审核', width: 230, value: (r) => (r.auditor ? `${r.auditor} · ${formatDateTime(r.audit_time ?? '')}` : '-') },
  { key: 'remark', title: '申请说明', width: 180, ellipsis: true, value: (r) => r.remark || '-', defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

interface Values {
  merchant?: number;
  app_id?: string;
  business?: string[];
  remark?: string;
}

/** 申请授权 (no row) or 修改 (a row: the merchant and app stay; businesses and explanation change and go back to review). */
function AclDialog({ editing, own, onClose }: { editing: { row: Row | null } | null; own?: number; onClose: () => void }) {
  const row = editing?.row ?? null;
  return (
    <FormDialog<Values>
      open={!!editing}
      title={row ? `修改授权 · ${row.app_name}` : '申请支付应用授权'}
      name="payment-app-acl"
      okText="提交审核"
      width={600}
      initialValues={row ? { business: row.business, remark: row.remark } : { business: [] }}
      changes={[paymentAppAclList]}
      onClose={onClose}
      onSubmit={async (v) => {
        const fields = { business: (v.business ?? []) as never[], remark: v.remark?.trim() || undefined };
        if (row) await send(paymentAppAclUpdate, { id: row.id, ...fields });
        else await send(paymentAppAclCreate, { merchant: own ?? v.merchant!, app_id: v.app_id!, ...fields });
        return '已提交，等待平台审核';
      }}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={row ? '修改后授权回到待审核，审核通过前该应用不能为该商户收款。' : '平台审核通过后，该应用即可为该商户收取所选业务的款项。'} />
      {row ? (
        <Typography.Paragraph>
          {row.app_name}（{row.app_id}）· {row.merchant_name}（{row.merchant}）
        </Typography.Paragraph>
      ) : (
        <>
          {own === undefined && (
            <Form.Item name="merchant" label="支付商户" rules={[{ required: true, message: '请选择支付商户' }]} extra="须已开通支付产品">
              <RemoteSelect source="merchant" placeholder="搜索商户名称或商户号" aria-label="支付商户" style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item name="app_id" label="应用" rules={[{ required: true, message: '请选择应用' }]}>
            <RemoteSelect source="app" placeholder="搜索应用名称或 ID" aria-label="应用" style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      <Form.Item name="business" label="授权业务" extra="不选即全部业务">
        <Select mode="multiple" allowClear options={businessOptions} placeholder="全部业务" />
      </Form.Item>
      <Form.Item name="remark" label="申请说明">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * 支付应用授权 (`/service/payment/acl/list`, a dynamic route): which apps may take payments for which payment merchants.
 * The payment partner requests, edits and revokes; the platform passes or rejects. The payment merchant's 交易中心 ›
 * 应用授权 (`/trading-center/app/acl`) is the same page over its own rows: no merchant column, and it requests for itself.
 */
export default function AppAclListPage() {
  const gate = useGate();
  const { pathname } = useLocation();
  const ownMerchant = useSession((s) => s.user?.merchant ?? 0);
  const own = pathname.startsWith('/trading-center/') ? ownMerchant : undefined;
  const shownFilters = useMemo(() => filters(own === undefined), [own]);
  const shownColumns = useMemo(() => columns(own === undefined), [own]);
  const { modal } = App.useApp();
  const changed = useChanged(paymentAppAclList);
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const pending = (r: Row) => r.status === PaymentAppAclStatus.pending;
  const actions: RowAction<Row>[] = [
    {
      key: 'approve',
      label: '通过',
      permission: AUDIT,
      when: pending,
      onClick: (r) =>
        void modal.confirm({
          title: '通过支付应用授权',
          content: `通过后，「${r.app_name}」即可为「${r.merchant_name}」收取${r.business.length ? r.business.map((c) => paymentBusinesses[c as keyof typeof paymentBusinesses] ?? c).join('、') : '全部业务'}的款项。`,
          okText: '通过',
          onOk: async () => {
            await send(paymentAppAclAudit, { id: r.id, approve: true });
            await changed('已授权');
          },
        }),
    },
    { key: 'reject', label: '驳回', danger: true, permission: AUDIT, when: pending, onClick: (r) => setRejecting(r) },
    { key: 'edit', label: '修改', permission: UPDATE, onClick: (r) => setEditing({ row: r }) },
    {
      key: 'delete',
      label: '撤销授权',
      danger: true,
      permission: UPDATE,
      confirm: (r) => `撤销后「${r.app_name}」不能再为「${r.merchant_name}」收款。确定撤销吗？`,
      onClick: async (r) => {
        await send(paymentAppAclDelete, { id: r.id });
        await changed('已撤销授权');
      },
    },
  ];
  return (
    <>
      <ListPage
        id={own === undefined ? 'payment-app-acl' : 'trading-center-app-acl'}
        call={paymentAppAclList}
        rowKey="id"
        filters={shownFilters}
        columns={shownColumns}
        actions={actions}
        toolbar={() =>
          gate({ permission: UPDATE }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
              申请授权
            </Button>
          )
        }
      />
      <AclDialog editing={editing} own={own} onClose={() => setEditing(null)} />
      <RejectDialog
        open={!!rejecting}
        title={`驳回授权 · ${rejecting?.app_name ?? ''}`}
        name="payment-app-acl-reject"
        changes={[paymentAppAclList]}
        reject={(reason) => send(paymentAppAclAudit, { id: rejecting!.id, approve: false, reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
