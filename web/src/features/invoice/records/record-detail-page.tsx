import { formatDateTime, invoiceApplyAudit, invoiceApplyGet, invoiceApplyList, invoiceApplyRevoke, invoiceApplyStatuses, InvoiceApplyStatus, invoiceInvoiceList, InvoiceKind, invoiceTradeList } from '@console/contract';
import { Form, Input, Radio, Select, Space, Table, Timeline } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { useGate } from '../../../shell/session/gate';
import { editLink, isPartnerPage, recordLink, recordListOf, renewLink } from '../paths';
import { editable } from './apply-page';
import { ReverseDialog } from './invoice-list-page';
import { ApplyStatusTag, buyerText, InvoiceKindTag, money, TradeStateTag, type ApplyDetail, type Invoice } from './shared';

const CHANGES = [invoiceApplyList, invoiceApplyGet, invoiceTradeList, invoiceInvoiceList];

const fields = (partner: boolean): DetailField<ApplyDetail>[] => [
  { key: 'status', label: '状态', render: (r) => <ApplyStatusTag status={r.status} /> },
  ...(partner ? [{ key: 'merchant_name', label: '所属商户' }] : []),
  { key: 'buyer', label: '发票抬头', value: buyerText },
  { key: 'buyer_tax_number', label: '购方税号', value: (r) => r.buyer_tax_number || '-' },
  { key: 'buyer_email', label: '接收邮箱' },
  { key: 'amount', label: '开票金额', value: (r) => money(r.amount) },
  { key: 'tax_amount', label: '税额', value: (r) => money(r.tax_amount) },
  { key: 'seller', label: '销售方', value: (r) => `${r.seller_name}（${r.seller_tax_number}）` },
  { key: 'software_code', label: '税控软件' },
  { key: 'need_review', label: '开票前需审核', value: (r) => (r.need_review ? '是' : '否') },
  { key: 'applicant', label: '申请人' },
  { key: 'auditor_name', label: '审核人', when: (r) => !!r.auditor_name },
  { key: 'create_time', label: '申请时间', value: (r) => formatDateTime(r.create_time) },
  { key: 'reason', label: '失败原因', span: 'filled', when: (r) => !!r.reason },
  { key: 'remark', label: '备注', span: 'filled', when: (r) => !!r.remark },
  { key: 'renew_of_invoice_no', label: '重开自发票', when: (r) => !!r.renew_of_invoice_no },
];

/** 审核: pass or reject (with a reason) on behalf of one of the merchant's enabled auditors. */
function AuditDialog({ apply, onClose }: { apply: ApplyDetail | undefined; onClose: () => void }) {
  return (
    <FormDialog<{ auditor: number; pass: boolean; reason?: string }>
      open={!!apply}
      title={`审核开票申请 ${apply?.apply_no ?? ''}`}
      name="invoice-audit"
      okText="提交审核"
      initialValues={{ pass: true, auditor: apply?.auditors[0]?.id }}
      changes={CHANGES}
      onClose={onClose}
      onSubmit={async (v) => {
        const reply = await send(invoiceApplyAudit, { apply_no: apply!.apply_no, auditor: v.auditor, pass: v.pass, ...(v.pass ? {} : { reason: v.reason?.trim() }) });
        return v.pass ? `审核通过，${invoiceApplyStatuses[reply.status as 2]}` : '已驳回';
      }}
    >
      {(form) => (
        <>
          <Form.Item name="auditor" label="审核人" rules={[{ required: true, message: '请选择审核人' }]}>
            <Select options={apply?.auditors.map((a) => ({ label: a.name, value: a.id }))} placeholder="本商户启用中的审核人" />
          </Form.Item>
          <Form.Item name="pass" label="审核结果">
            <Radio.Group options={[{ label: '通过并开票', value: true }, { label: '驳回', value: false }]} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() =>
              form.getFieldValue('pass') === false && (
                <Form.Item name="reason" label="驳回原因" rules={[{ required: true, whitespace: true, min: 2, message: '请填写驳回原因（至少 2 个字）' }]}>
                  <Input.TextArea rows={3} maxLength={200} showCount />
                </Form.Item>
              )
            }
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/** 开票记录详情 (?apply_no=): the application, its trades, items, invoices, status history and 操作记录; 审核, 撤回, 红冲. */
export default function RecordDetailPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const partner = isPartnerPage(pathname);
  // 红冲 from the invoices tab: the merchant's own, with the permission (the partner's view only looks).
  const mayReverse = useGate()({ permission: ['invoice:invoice:update'] }) && !partner;
  const applyNo = params.get('apply_no') ?? '';
  const changed = useChanged(...CHANGES);
  const [auditing, setAuditing] = useState<ApplyDetail>();
  const [reversing, setReversing] = useState<Invoice>();
  const waiting = (r: ApplyDetail) => r.status === InvoiceApplyStatus.waiting;
  const actions: DetailAction<ApplyDetail>[] = [
    ...(partner ? [] : [{ key: 'edit', label: '编辑', permission: ['invoice:invoice:update'], when: (r: ApplyDetail) => editable(r.status), onClick: (r: ApplyDetail) => navigate(editLink(r.apply_no)) }]),
    { key: 'audit', label: '审核', primary: true, permission: ['invoice:apply:audit'], when: (r) => waiting(r) && r.need_review, onClick: setAuditing },
    {
      key: 'revoke',
      label: '撤回',
      danger: true,
      permission: ['invoice:apply:revoke'],
      when: waiting,
      confirm: (r) => `撤回后申请单 ${r.apply_no} 不再开票，其 ${r.trade_count} 笔交易可重新开票。确定撤回吗？`,
      onClick: async (r) => {
        await send(invoiceApplyRevoke, { apply_no: r.apply_no });
        await changed('已撤回');
      },
    },
  ];
  return (
    <>
      <DetailPage<ApplyDetail>
        loadKey={[invoiceApplyGet.path, applyNo]}
        load={() => send(invoiceApplyGet, { apply_no: applyNo })}
        title={(r) => `开票记录 ${r.apply_no}`}
        fields={fields(partner)}
        back={recordListOf(pathname)}
        actions={actions}
        tabs={[
          {
            key: 'trades',
            label: '交易与项目',
            render: (r) => (
              <>
                <Table size="small" rowKey="name" pagination={false} dataSource={r.items} style={{ marginBottom: 16 }}
                  columns={[
                    { title: '项目名称', dataIndex: 'name' },
                    { title: '税收分类编码', dataIndex: 'tax_code' },
                    { title: '含税金额', dataIndex: 'amount', align: 'right', render: money },
                    { title: '税率', dataIndex: 'rate', render: (v: number) => `${v}%` },
                    { title: '税额', dataIndex: 'tax', align: 'right', render: money },
                  ]}
                />
                <Table size="small" rowKey="id" pagination={false} dataSource={r.trades}
                  columns={[
                    { title: '交易单号', dataIndex: 'trade_no' },
                    { title: '交易时间', dataIndex: 'trade_time', render: (v: string) => formatDateTime(v) },
                    { title: '交易说明', dataIndex: 'description' },
                    { title: '金额', dataIndex: 'amount', align: 'right', render: money },
                    { title: '开票状态', dataIndex: 'invoice_state', render: (v: number) => <TradeStateTag state={v} /> },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'invoices',
            label: '发票',
            render: (r) => (
              <Table size="small" rowKey="id" pagination={false} dataSource={r.invoices} locale={{ emptyText: '尚未开具发票' }}
                columns={[
                  { title: '发票类型', dataIndex: 'kind', render: (_: number, i: Invoice) => <InvoiceKindTag kind={i.kind} disabled={i.disabled} /> },
                  { title: '发票代码', dataIndex: 'invoice_code' },
                  { title: '发票号码', dataIndex: 'invoice_no' },
                  { title: '校验码', dataIndex: 'check_code' },
                  { title: '开票日期', dataIndex: 'issue_date' },
                  { title: '价税合计', dataIndex: 'amount', align: 'right', render: money },
                  {
                    title: '操作',
                    key: 'reverse',
                    render: (_: unknown, i: Invoice) =>
                      mayReverse && i.kind === InvoiceKind.blue && !i.disabled ? (
                        <Space>
                          <a onClick={() => navigate(renewLink(i))}>重开</a>
                          <a onClick={() => setReversing(i)}>红冲</a>
                        </Space>
                      ) : i.renew_apply_nos.length ? (
                        <Space>
                          重开为
                          {i.renew_apply_nos.map((no) => (
                            <a key={no} onClick={() => navigate(recordLink(no, pathname))}>
                              {no}
                            </a>
                          ))}
                        </Space>
                      ) : (
                        '-'
                      ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'history',
            label: '状态记录',
            render: (r) => (
              <Timeline
                items={r.history.map((h, i) => ({
                  key: i,
                  children: `${formatDateTime(h.create_time)} ${invoiceApplyStatuses[h.status as 0] ?? h.status} · ${h.operator}${h.remark ? ` · ${h.remark}` : ''}`,
                }))}
              />
            ),
          },
          {
            key: 'timeline',
            label: '操作记录',
            render: (r) => <AuditTimeline type="invoice_apply" id={r.apply_no} />,
          },
        ]}
      />
      <AuditDialog apply={auditing} onClose={() => setAuditing(undefined)} />
      <ReverseDialog invoice={reversing} onClose={() => setReversing(undefined)} />
    </>
  );
}
