import { BuyerType, formatDateTime, invoiceApplyCreate, invoiceApplyGet, invoiceApplyList, invoiceApplyUpdate, InvoiceApplyStatus, invoiceTradeList, TradeInvoiceState } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Result, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send, useIdempotencyKey } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useChanged } from '../../../widgets/resource/use-changed';
import { ELECTRONIC_EDIT, recordLink, TRADE_LIST } from '../paths';
import { buyerBody, BuyerFields, type BuyerValues } from './buyer-fields';
import { money, type ApplyDetail } from './shared';

type PickTrade = Pick<ApplyDetail['trades'][number], 'id' | 'trade_no' | 'trade_time' | 'description' | 'amount'>;

/** Whether an application may still be edited: not yet issued (待开票) or failed (开票失败, submitted again). */
export const editable = (status: number) => status === InvoiceApplyStatus.waiting || status === InvoiceApplyStatus.failed;

/**
 * 申请开票 (?trades=1,2): the trades chosen on 可开票交易 (or picked here from the 未开票 ones) and the buyer title.
 * 编辑 (`/invoice/electronic/edit?apply_no=`): the same form over an application not yet issued, prefilled.
 */
export default function ApplyPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const applyNo = pathname === ELECTRONIC_EDIT ? (params.get('apply_no') ?? '') : '';
  const detail = useQuery({ queryKey: [invoiceApplyGet.path, applyNo], queryFn: () => send(invoiceApplyGet, { apply_no: applyNo }), enabled: !!applyNo });
  if (!applyNo) return <ApplyForm key="create" />;
  if (detail.isLoading) return <Skeleton active />;
  if (detail.error || !detail.data) return <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!editable(detail.data.status)) {
    return <Result status="warning" title={`开票申请 ${applyNo} 已不能编辑`} subTitle="只有待开票或开票失败的申请可以编辑；已开具的发票请在发票列表中重开。" />;
  }
  return <ApplyForm key={`${applyNo}-${detail.data.update_time}`} detail={detail.data} />;
}

function ApplyForm({ detail }: { detail?: ApplyDetail }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<BuyerValues>();
  const [key, renew] = useIdempotencyKey();
  const [saving, setSaving] = useState(false);
  const changed = useChanged(invoiceTradeList, invoiceApplyList, invoiceApplyGet);
  // 待开票: the trades it holds stay chosen and choosable; 开票失败: they were released, chosen again if still open.
  const held: PickTrade[] = detail?.status === InvoiceApplyStatus.waiting ? detail.trades.filter((t) => t.invoice_state === TradeInvoiceState.applying) : [];
  const open = useQuery({
    queryKey: [invoiceTradeList.path, 'open-for-apply'],
    queryFn: () => send(invoiceTradeList, { invoice_state: TradeInvoiceState.open, page_size: 100 }),
  });
  const rows: PickTrade[] = [...held, ...(open.data?.row ?? [])];
  const [chosen, setChosen] = useState<number[]>(() =>
    detail ? detail.trades.map((t) => t.id) : (params.get('trades') ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0),
  );
  const picked = chosen.filter((id) => rows.some((r) => r.id === id));
  const total = rows.filter((r) => picked.includes(r.id)).reduce((sum, r) => sum + r.amount, 0);
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (!picked.length) {
      message.warning('请至少选择一笔交易');
      return;
    }
    setSaving(true);
    try {
      const body = { ...buyerBody(values), trades: picked };
      const reply = detail
        ? await send(invoiceApplyUpdate, { ...body, apply_no: detail.apply_no }, { idempotencyKey: key })
        : await send(invoiceApplyCreate, body, { idempotencyKey: key });
      renew();
      await changed(reply.status === InvoiceApplyStatus.success ? '开票成功' : detail ? '已保存，待审核' : '已提交开票申请，待审核');
      navigate(recordLink(reply.apply_no));
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  const initialValues: Partial<BuyerValues> = detail
    ? { buyer_type: detail.buyer_type as 1, buyer_name: detail.buyer_name, buyer_tax_number: detail.buyer_tax_number, buyer_email: detail.buyer_email, remark: detail.remark }
    : { buyer_type: BuyerType.company };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {detail && (
        <Alert
          type={detail.status === InvoiceApplyStatus.failed ? 'warning' : 'info'}
          showIcon
          message={`编辑开票申请 ${detail.apply_no}`}
          description={detail.status === InvoiceApplyStatus.failed ? `开票失败：${detail.reason || '未说明原因'}。修改后保存即重新提交。` : '申请尚未开具，可修改交易和抬头。'}
        />
      )}
      <Card title={`选择交易（已选 ${picked.length} 笔，合计 ${money(total)}）`} extra={<Typography.Link onClick={() => navigate(TRADE_LIST)}>查看全部交易</Typography.Link>}>
        <Table<PickTrade>
          size="small"
          rowKey="id"
          loading={open.isLoading}
          dataSource={rows}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          locale={{ emptyText: '暂无可开票的交易' }}
          rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setChosen(keys.map(Number)), preserveSelectedRowKeys: true }}
          columns={[
            { title: '交易单号', dataIndex: 'trade_no' },
            { title: '交易时间', dataIndex: 'trade_time', render: (v: string) => formatDateTime(v) },
            { title: '交易说明', dataIndex: 'description' },
            { title: '金额', dataIndex: 'amount', align: 'right', render: money },
          ]}
        />
      </Card>
      <Card title="发票抬头">
        <Form<BuyerValues> form={form} name={detail ? 'invoice-edit' : 'invoice-apply'} layout="vertical" initialValues={initialValues} style={{ maxWidth: 560 }}>
          <BuyerFields form={form} remarkExtra="留空时按电子发票设置的备注模板填写" />
          <Space>
            <Button type="primary" loading={saving} onClick={submit}>
              {detail ? (detail.status === InvoiceApplyStatus.failed ? '保存并重新提交' : '保存') : '提交申请'}
            </Button>
            <Button onClick={() => navigate(-1)}>取消</Button>
          </Space>
        </Form>
      </Card>
    </Space>
  );
}
