import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, MATERIAL_AUDIT, MaterialApplyStatus, materialApplyAudit, materialApplyCancel, materialApplyGet, materialApplyList, materialApplyShip, paymentMaterialText, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Drawer, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import { RejectDialog } from '../../../widgets/resource/reject-dialog';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { useMaterialPlatform } from './platform';
import { materialOptions, materialStatusOptions, MaterialStatusTag } from './shared';

type Row = CallReply<typeof materialApplyList>['row'][number];

const AUDIT = [MATERIAL_AUDIT];

const filters = (showsMerchant: boolean): FilterField[] => [
  { kind: 'text', key: 'apply_no', label: '申请单号', placeholder: '单号开头', maxLength: 32 },
  ...(showsMerchant ? [{ kind: 'remote', key: 'merchant', label: '商户', source: 'merchant', placeholder: '商户名称或商户号' } as const] : []),
  { kind: 'select', key: 'status', label: '状态', options: materialStatusOptions },
  { kind: 'select', key: 'material', label: '物料类型', options: materialOptions },
];

const columns = (showsMerchant: boolean, open: (r: Row) => void): Column<Row>[] => [
  { key: 'apply_no', title: '申请单号', width: 170, render: (r) => <Typography.Link onClick={() => open(r)}>{r.apply_no}</Typography.Link> },
  ...(showsMerchant ? [{ key: 'merchant', title: '商户', width: 190, value: (r: Row) => `${r.merchant_name}（${r.merchant}）` }] : []),
  { key: 'material', title: '物料', width: 160, value: (r) => `${paymentMaterialText(r.material)} × ${r.quantity}` },
  { key: 'status', title: '状态', width: 100, render: (r) => <MaterialStatusTag status={r.status} /> },
  { key: 'receiver', title: '收件人', width: 160, value: (r) => `${r.receiver_name} ${r.receiver_mobile}` },
  { key: 'address', title: '收件地址', width: 220, ellipsis: true },
  { key: 'express', title: '快递', width: 190, value: (r) => (r.express_no ? `${r.express_company} ${r.express_no}` : '-') },
  { key: 'applicant', title: '申请人', width: 180, value: (r) => `${r.applicant}（${r.applicant_merchant_name}）` },
  { key: 'create_time', title: '申请时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'remark', title: '申请说明', width: 180, ellipsis: true, value: (r) => r.remark || '-', defaultHidden: true },
];

/** An application: what, to whom, where; the review and the shipment; 操作记录. */
function MaterialView({ id }: { id: number }) {
  const detail = useQuery({ queryKey: [materialApplyGet.path, id], queryFn: () => send(materialApplyGet, { id }, { silent: true }) });
  if (detail.isPending) return <Skeleton active />;
  if (detail.error) return <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />;
  const r = detail.data;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {r.reason && <Alert type="error" showIcon message={`驳回原因：${r.reason}`} />}
      <Descriptions
        title="申请信息"
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'apply_no', label: '申请单号', children: <Typography.Text copyable>{r.apply_no}</Typography.Text> },
          { key: 'status', label: '状态', children: <MaterialStatusTag status={r.status} /> },
          { key: 'merchant', label: '商户', children: `${r.merchant_name}（${r.merchant}）` },
          { key: 'material', label: '物料', children: `${paymentMaterialText(r.material)} × ${r.quantity}` },
          { key: 'receiver', label: '收件人', children: `${r.receiver_name} ${r.receiver_mobile}` },
          { key: 'address', label: '收件地址', children: r.address },
          { key: 'remark', label: '申请说明', children: r.remark || '-' },
          { key: 'applicant', label: '申请人', children: `${r.applicant}（${r.applicant_merchant_name}），${formatDateTime(r.create_time)}` },
          { key: 'audit', label: '审核', children: r.audit_time ? `${r.auditor}，${formatDateTime(r.audit_time)}` : '等待平台审核' },
          { key: 'express', label: '快递', children: r.express_no ? `${r.express_company} ${r.express_no}，${formatDateTime(r.ship_time ?? '')}` : '-' },
        ]}
      />
      <Card size="small" title="操作记录">
        <AuditTimeline type="payment_material_apply" id={r.apply_no} />
      </Card>
    </Space>
  );
}

/**
 * 物料申请记录 (支付服务 and 交易中心): the applications in scope, newest first. The filing side withdraws a pending one (asked
 * first); the platform passes (asked first) or rejects it with a reason, then records the shipment.
 */
export default function MaterialListPage() {
  const { platform, paths, codes, showsMerchant } = useMaterialPlatform();
  const gate = useGate();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const changed = useChanged(materialApplyList, materialApplyGet);
  const [open, setOpen] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [shipping, setShipping] = useState<Row | null>(null);
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const shownColumns = useMemo(() => columns(showsMerchant, (r) => setOpen(r.id)), [showsMerchant]);
  const pending = (r: Row) => r.status === MaterialApplyStatus.pending;
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: (r) => setOpen(r.id) },
    {
      key: 'approve',
      label: '通过',
      permission: AUDIT,
      when: pending,
      onClick: (r) =>
        void modal.confirm({
          title: '通过物料申请',
          content: `通过后将向「${r.merchant_name}」寄送${paymentMaterialText(r.material)} ${r.quantity} 个。`,
          okText: '通过',
          onOk: async () => {
            await send(materialApplyAudit, { id: r.id, approve: true });
            await changed('已通过，待发货');
          },
        }),
    },
    { key: 'reject', label: '驳回', danger: true, permission: AUDIT, when: pending, onClick: (r) => setRejecting(r) },
    { key: 'ship', label: '登记发货', permission: AUDIT, when: (r) => r.status === MaterialApplyStatus.approved, onClick: (r) => setShipping(r) },
    {
      key: 'cancel',
      label: '撤销',
      danger: true,
      permission: codes.create,
      when: pending,
      confirm: (r) => `撤销申请 ${r.apply_no}？撤销后不能恢复，需要时请重新提交。`,
      onClick: async (r) => {
        await send(materialApplyCancel, { id: r.id });
        await changed('已撤销');
      },
    },
  ];
  return (
    <>
      <ListPage
        id={`${platform}-material-apply`}
        call={materialApplyList}
        rowKey="id"
        filters={shownFilters}
        columns={shownColumns}
        actions={actions}
        toolbar={() =>
          gate({ permission: codes.create }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.create)}>
              申请物料
            </Button>
          )
        }
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title="物料申请详情" width={760} styles={{ wrapper: { maxWidth: '100vw' } }}>
        {open !== null && <MaterialView id={open} />}
      </Drawer>
      <RejectDialog
        open={!!rejecting}
        title={`驳回物料申请 · ${rejecting?.apply_no ?? ''}`}
        name="material-apply-reject"
        changes={[materialApplyList, materialApplyGet]}
        reject={(reason) => send(materialApplyAudit, { id: rejecting!.id, approve: false, reason })}
        onClose={() => setRejecting(null)}
      />
      <FormDialog<{ express_company: string; express_no: string }>
        open={!!shipping}
        title={`登记发货 · ${shipping?.apply_no ?? ''}`}
        name="material-apply-ship"
        okText="确认发货"
        changes={[materialApplyList, materialApplyGet]}
        onSubmit={async (v) => {
          await send(materialApplyShip, { id: shipping!.id, express_company: v.express_company.trim(), express_no: v.express_no.trim() });
          return '已登记发货';
        }}
        onClose={() => setShipping(null)}
      >
        {shipping && (
          <Typography.Paragraph>
            {paymentMaterialText(shipping.material)} × {shipping.quantity} 寄往 {shipping.receiver_name} {shipping.receiver_mobile}，{shipping.address}
          </Typography.Paragraph>
        )}
        <Form.Item name="express_company" label="快递公司" rules={[{ required: true, whitespace: true, message: '请填写快递公司' }, { min: 2, max: 20, message: '快递公司 2-20 个字' }]}>
          <Input maxLength={20} placeholder="如：顺丰速运" />
        </Form.Item>
        <Form.Item name="express_no" label="快递单号" rules={[{ required: true, message: '请填写快递单号' }, { pattern: /^[A-Za-z0-9]{6,32}$/, message: '快递单号为 6-32 位字母或数字' }]}>
          <Input maxLength={32} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
