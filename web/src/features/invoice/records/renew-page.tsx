import { formatDateTime, invoiceApplyGet, invoiceApplyList, invoiceInvoiceList, invoiceInvoiceRenew, InvoiceKind, invoiceTradeList, RENEW_MAX_PARTS, TradeInvoiceState } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Result, Select, Skeleton, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send, useIdempotencyKey } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useChanged } from '../../../widgets/resource/use-changed';
import { INVOICE_LIST, recordLink } from '../paths';
import { buyerBody, BuyerFields, type BuyerValues } from './buyer-fields';
import { money, type ApplyDetail, type Invoice } from './shared';

type RenewValues = BuyerValues & { reason: string };

/** The trades of each new invoice: `parts[i]` of the trades assigned to invoice i + 1 (0: left out, invoiceable again). */
export function partsOf(assigned: Record<number, number>, count: number): number[][] {
  const parts = Array.from({ length: count }, () => [] as number[]);
  // A trade on an invoice beyond the count (the count lowered) falls back to the first.
  for (const [trade, part] of Object.entries(assigned)) if (part >= 1) parts[(part > count ? 1 : part) - 1]!.push(Number(trade));
  return parts;
}

/**
 * 重开 (`/invoice/electronic/renew?id=&apply_no=`): an issued blue invoice reversed and its trades invoiced again with a
 * corrected title, optionally split into several invoices. docs/decisions.md, "Electronic invoice renew, edit and setting".
 */
export default function RenewPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const applyNo = params.get('apply_no') ?? '';
  const detail = useQuery({ queryKey: [invoiceApplyGet.path, applyNo], queryFn: () => send(invoiceApplyGet, { apply_no: applyNo }), enabled: !!applyNo });
  if (detail.isLoading) return <Skeleton active />;
  if (detail.error || !detail.data) return <ErrorPanel error={detail.error ?? new Error('缺少申请单号')} onRetry={() => void detail.refetch()} />;
  const invoice = detail.data.invoices.find((i) => i.id === id);
  if (!invoice || invoice.kind !== InvoiceKind.blue || invoice.disabled) {
    return <Result status="warning" title="该发票不能重开" subTitle="只有开票成功且未红冲的蓝字发票可以重开。" />;
  }
  return <RenewForm key={invoice.id} detail={detail.data} invoice={invoice} />;
}

function RenewForm({ detail, invoice }: { detail: ApplyDetail; invoice: Invoice }) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<RenewValues>();
  const [key, renew] = useIdempotencyKey();
  const [saving, setSaving] = useState(false);
  const changed = useChanged(invoiceTradeList, invoiceApplyList, invoiceApplyGet, invoiceInvoiceList);
  const trades = detail.trades.filter((t) => t.invoice_state === TradeInvoiceState.invoiced);
  const [count, setCount] = useState(1);
  const [assigned, setAssigned] = useState<Record<number, number>>(() => Object.fromEntries(trades.map((t) => [t.id, 1])));
  const parts = partsOf(assigned, count);
  const sums = parts.map((p) => trades.filter((t) => p.includes(t.id)).reduce((s, t) => s + t.amount, 0));
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const used = parts.filter((p) => p.length);
    if (!used.length) {
      message.warning('请至少把一笔交易开在新发票上');
      return;
    }
    if (used.length !== parts.length) {
      message.warning(`第 ${parts.findIndex((p) => !p.length) + 1} 张发票没有交易，请减少张数或重新分配`);
      return;
    }
    const ok = await modal.confirm({
      title: `重开发票 ${invoice.invoice_no}`,
      content: `将开具金额为 -${money(invoice.amount)} 的红字发票冲销原发票，并按新抬头重新开具 ${used.length} 张发票。确定重开吗？`,
      okText: '重开',
      okButtonProps: { danger: true },
    });
    if (!ok) return;
    setSaving(true);
    try {
      const reply = await send(invoiceInvoiceRenew, { ...buyerBody(values), id: invoice.id, reason: values.reason.trim(), parts: used }, { idempotencyKey: key });
      renew();
      await changed(`已红冲（红字发票 ${reply.red_invoice_no}），重开为 ${reply.apply_nos.join('、')}`);
      navigate(recordLink(reply.apply_nos[0]!));
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={`重开发票 ${invoice.invoice_no}`}>
        <Descriptions size="small" column={3}
          items={[
            { key: 'no', label: '发票代码 / 号码', children: `${invoice.invoice_code} / ${invoice.invoice_no}` },
            { key: 'buyer', label: '原抬头', children: `${invoice.buyer_name}${detail.buyer_tax_number ? `（${detail.buyer_tax_number}）` : ''}` },
            { key: 'amount', label: '价税合计', children: money(invoice.amount) },
            { key: 'date', label: '开票日期', children: invoice.issue_date },
            { key: 'apply', label: '申请单号', children: detail.apply_no },
            { key: 'count', label: '交易笔数', children: trades.length },
          ]}
        />
        <Alert style={{ marginTop: 12 }} type="warning" showIcon message="重开将先红冲原发票（开具等额红字发票），再按下面的抬头和拆分重新开具；未分配到新发票的交易恢复为未开票。" />
      </Card>
      <Card
        title={`拆分（${parts.map((p, i) => `第 ${i + 1} 张 ${money(sums[i]!)}`).join('，')}）`}
        extra={
          <Space>
            新发票张数
            <InputNumber aria-label="新发票张数" min={1} max={Math.min(RENEW_MAX_PARTS, trades.length || 1)} precision={0} value={count} onChange={(v) => setCount(Math.max(1, Number(v) || 1))} />
          </Space>
        }
      >
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={trades}
          columns={[
            { title: '交易单号', dataIndex: 'trade_no' },
            { title: '交易时间', dataIndex: 'trade_time', render: (v: string) => formatDateTime(v) },
            { title: '交易说明', dataIndex: 'description' },
            { title: '金额', dataIndex: 'amount', align: 'right', render: money },
            {
              title: '开在',
              key: 'part',
              width: 140,
              render: (_: unknown, t) => (
                <Select
                  size="small"
                  style={{ width: 120 }}
                  aria-label={`交易 ${t.trade_no} 开在`}
                  value={assigned[t.id]! > count ? 1 : assigned[t.id]}
                  onChange={(v: number) => setAssigned((a) => ({ ...a, [t.id]: v }))}
                  options={[...Array.from({ length: count }, (_, i) => ({ label: `第 ${i + 1} 张`, value: i + 1 })), { label: '不开票', value: 0 }]}
                />
              ),
            },
          ]}
        />
      </Card>
      <Card title="新发票抬头">
        <Form<RenewValues>
          form={form}
          name="invoice-renew"
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{ buyer_type: detail.buyer_type as 1, buyer_name: detail.buyer_name, buyer_tax_number: detail.buyer_tax_number, buyer_email: detail.buyer_email, remark: detail.remark }}
        >
          <Form.Item name="reason" label="重开原因" rules={[{ required: true, whitespace: true, min: 2, message: '请填写重开原因（至少 2 个字），如 抬头开错' }]}>
            <Input maxLength={200} placeholder="如 抬头开错、税号有误、需拆分开具" />
          </Form.Item>
          <BuyerFields form={form} />
          <Space>
            <Button type="primary" danger loading={saving} onClick={submit}>
              红冲并重开
            </Button>
            <Button onClick={() => navigate(INVOICE_LIST)}>取消</Button>
          </Space>
        </Form>
      </Card>
    </Space>
  );
}
