import { formatDateTime, invoiceConsumptionApplyGet, invoiceConsumptionApplyList, invoiceConsumptionApplyRevoke, invoiceConsumptionList, invoiceTitleTypes, type CallReply } from '@console/contract';
import { Table } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { REVOKE, revokeQuestion } from './record-list-page';
import { INVOICE_LIST, InvoiceStatusTag, yuan } from './shared';

type Detail = CallReply<typeof invoiceConsumptionApplyGet>;

const fields: DetailField<Detail>[] = [
  { key: 'invoice_no', label: '申请单号' },
  { key: 'status', label: '状态', render: (r) => <InvoiceStatusTag status={r.status} /> },
  { key: 'amount', label: '开票金额', value: (r) => yuan(r.amount) },
  { key: 'seller_name', label: '开票方' },
  { key: 'title', label: '发票抬头', value: (r) => `${invoiceTitleTypes[r.title_type] ?? ''} · ${r.title_name}` },
  { key: 'tax_number', label: '纳税人识别号', value: (r) => r.tax_number || '-' },
  { key: 'address', label: '注册地址', when: (r) => !!r.address },
  { key: 'phone', label: '注册电话', when: (r) => !!r.phone },
  { key: 'bank', label: '开户银行及账号', when: (r) => !!r.bank, value: (r) => `${r.bank} ${r.bank_account}` },
  { key: 'email', label: '接收邮箱' },
  { key: 'invoice_code', label: '发票代码', when: (r) => r.status === 2 },
  { key: 'invoice_number', label: '发票号码', when: (r) => r.status === 2 },
  { key: 'issue_date', label: '开票日期', when: (r) => r.status === 2 },
  { key: 'applicant', label: '申请人' },
  { key: 'create_time', label: '申请时间', value: (r) => formatDateTime(r.create_time) },
  { key: 'update_time', label: '更新时间', value: (r) => formatDateTime(r.update_time) },
  { key: 'reason', label: '失败原因', span: 'filled', when: (r) => !!r.reason },
  { key: 'remark', label: '备注', span: 'filled', when: (r) => !!r.remark },
];

/** 开票记录详情 (/account/invoice/detail?id=): the invoice asked, its title copy and the consumption records it merges. */
export default function InvoiceRecordDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const changed = useChanged(invoiceConsumptionApplyList, invoiceConsumptionList);
  const actions: DetailAction<Detail>[] = [
    {
      key: 'revoke', label: '撤回申请', danger: true, permission: REVOKE, when: (r) => r.status === 0, confirm: revokeQuestion,
      onClick: async (r) => {
        await send(invoiceConsumptionApplyRevoke, { id: r.id });
        await changed('已撤回');
      },
    },
  ];
  return (
    <DetailPage<Detail>
      loadKey={[invoiceConsumptionApplyGet.path, id]}
      load={() => send(invoiceConsumptionApplyGet, { id })}
      title={(r) => `开票记录 ${r.invoice_no}`}
      back={INVOICE_LIST}
      fields={fields}
      actions={actions}
      tabs={[
        {
          key: 'records',
          label: '消费明细',
          render: (r) => (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={r.records}
              columns={[
                { key: 'record_no', dataIndex: 'record_no', title: '流水号' },
                { key: 'business_name', dataIndex: 'business_name', title: '业务类型' },
                { key: 'subject', dataIndex: 'subject', title: '消费内容' },
                { key: 'amount', title: '开票金额', render: (_, x) => yuan(x.amount) },
                { key: 'create_time', title: '消费时间', render: (_, x) => formatDateTime(x.create_time) },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
