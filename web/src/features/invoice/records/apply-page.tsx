import { BuyerType, buyerTypes, formatDateTime, invoiceApplyCreate, invoiceApplyList, invoiceTradeList, TAX_NUMBER_PATTERN, TradeInvoiceState } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send, useIdempotencyKey } from '../../../lib/request';
import { useChanged } from '../../../widgets/resource/use-changed';
import { recordLink, TRADE_LIST } from '../paths';
import { money, type Trade } from './shared';

interface Values {
  buyer_type: 1 | 2;
  buyer_name: string;
  buyer_tax_number?: string;
  buyer_email: string;
  remark?: string;
}

/** 申请开票 (?trades=1,2): the trades chosen on 可开票交易 (or picked here from the 未开票 ones) and the buyer title. */
export default function ApplyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [key, renew] = useIdempotencyKey();
  const [saving, setSaving] = useState(false);
  const changed = useChanged(invoiceTradeList, invoiceApplyList);
  const [chosen, setChosen] = useState<number[]>(() => (params.get('trades') ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0));
  const open = useQuery({
    queryKey: [invoiceTradeList.path, 'open-for-apply'],
    queryFn: () => send(invoiceTradeList, { invoice_state: TradeInvoiceState.open, page_size: 100 }),
  });
  const rows: Trade[] = open.data?.row ?? [];
  const total = rows.filter((r) => chosen.includes(r.id)).reduce((sum, r) => sum + r.amount, 0);
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (!chosen.length) {
      message.warning('请至少选择一笔交易');
      return;
    }
    setSaving(true);
    try {
      const reply = await send(invoiceApplyCreate, { ...values, buyer_tax_number: values.buyer_type === BuyerType.company ? values.buyer_tax_number : undefined, trades: chosen }, { idempotencyKey: key });
      renew();
      await changed(reply.status === 2 ? '开票成功' : '已提交开票申请，待审核');
      navigate(recordLink(reply.apply_no));
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={`选择交易（已选 ${chosen.length} 笔，合计 ${money(total)}）`} extra={<Typography.Link onClick={() => navigate(TRADE_LIST)}>查看全部交易</Typography.Link>}>
        <Table<Trade>
          size="small"
          rowKey="id"
          loading={open.isLoading}
          dataSource={rows}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          locale={{ emptyText: '暂无可开票的交易' }}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)), preserveSelectedRowKeys: true }}
          columns={[
            { title: '交易单号', dataIndex: 'trade_no' },
            { title: '交易时间', dataIndex: 'trade_time', render: (v: string) => formatDateTime(v) },
            { title: '交易说明', dataIndex: 'description' },
            { title: '金额', dataIndex: 'amount', align: 'right', render: money },
          ]}
        />
      </Card>
      <Card title="发票抬头">
        <Form<Values> form={form} name="invoice-apply" layout="vertical" initialValues={{ buyer_type: BuyerType.company }} style={{ maxWidth: 560 }}>
          <Form.Item name="buyer_type" label="抬头类型">
            <Radio.Group options={[BuyerType.company, BuyerType.personal].map((v) => ({ label: buyerTypes[v], value: v }))} />
          </Form.Item>
          <Form.Item name="buyer_name" label="发票抬头" rules={[{ required: true, whitespace: true, min: 2, message: '请填写个人姓名或企业全称（至少 2 个字）' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.buyer_type !== b.buyer_type}>
            {() =>
              form.getFieldValue('buyer_type') === BuyerType.company && (
                <Form.Item name="buyer_tax_number" label="购方税号" rules={[{ required: true, pattern: new RegExp(TAX_NUMBER_PATTERN), message: '请填写 15、18 或 20 位纳税人识别号（数字和大写字母）' }]}>
                  <Input maxLength={20} />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item name="buyer_email" label="接收邮箱" rules={[{ required: true, type: 'email', message: '请填写正确的邮箱，发票将发送到这里' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
          <Space>
            <Button type="primary" loading={saving} onClick={submit}>
              提交申请
            </Button>
            <Button onClick={() => navigate(-1)}>取消</Button>
          </Space>
        </Form>
      </Card>
    </Space>
  );
}
