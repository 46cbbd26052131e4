import { CheckCircleFilled, CloseCircleFilled, MinusCircleFilled, MinusCircleOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  BuyerType, buyerTypes, formatMoney, INVOICE_PREVIEW_MAX_ITEMS, INVOICE_TAX_RATES, invoiceCheckStates, invoiceObtainPreview, invoiceSoftwareSuggest, invoiceStatusPreview, type CallReply,
} from '@console/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Form, Input, List, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { BuyerFields, type BuyerValues } from '../records/buyer-fields';

type Preview = CallReply<typeof invoiceObtainPreview>;
type Check = CallReply<typeof invoiceStatusPreview>['checks'][number];
type Item = { name: string; tax_code?: string; amount: number; rate?: number };
type Values = Omit<BuyerValues, 'buyer_email'> & { items: Item[] };

const money = (fen: number) => formatMoney(fen, { symbol: true });
const icons = {
  pass: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  fail: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
  skip: <MinusCircleFilled style={{ color: '#bfbfbf' }} />,
};
const rateOptions = [{ label: '按商户设置', value: '' }, ...INVOICE_TAX_RATES.map((r) => ({ label: `${r}%`, value: r }))];

/** 就绪检查: the tax software's readiness for the merchant, item by item. */
function Checklist({ merchant, software }: { merchant: number; software?: string }) {
  const query = { merchant, software_code: software };
  const status = useQuery({ queryKey: [invoiceStatusPreview.path, query], queryFn: () => send(invoiceStatusPreview, query) });
  const data = status.data;
  return (
    <Card
      title="就绪检查"
      size="small"
      loading={status.isPending}
      extra={
        <Space>
          {data && (data.ready ? <Tag color="success">可以开票</Tag> : <Tag color="error">存在问题</Tag>)}
          <Button size="small" icon={<ReloadOutlined />} loading={status.isFetching} onClick={() => void status.refetch()}>
            重新检查
          </Button>
        </Space>
      }
    >
      {data && (
        <List<Check>
          data-testid="invoice-checklist"
          dataSource={data.checks}
          renderItem={(c) => (
            <List.Item key={c.key} data-state={c.state}>
              <List.Item.Meta avatar={icons[c.state]} title={`${c.name}（${invoiceCheckStates[c.state]}）`} description={c.detail} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** The invoice as it would be issued: seller and buyer, the lines with their tax, the totals in figures and capitals. */
function InvoicePreview({ preview }: { preview: Preview }) {
  return (
    <Card title="发票预览（不会开具）" size="small" data-testid="invoice-preview">
      {preview.problems.length > 0 ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="真实开票时会遇到以下问题" description={<ul style={{ margin: 0, paddingLeft: 20 }}>{preview.problems.map((p) => <li key={p}>{p}</li>)}</ul>} />
      ) : (
        <Alert type="success" showIcon style={{ marginBottom: 16 }} message={preview.need_review ? '可以开具：提交后需审核人审核' : '可以开具：提交后自动开票'} />
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'code', label: '发票代码（预览）', children: preview.invoice_code },
          { key: 'date', label: '开票日期', children: preview.issue_date },
          { key: 'software', label: '税控软件', children: preview.software_code ? `${preview.software_name}（${preview.software_code}）` : '-' },
          { key: 'review', label: '开票前审核', children: preview.need_review ? '需要' : '不需要' },
          { key: 'buyer', label: '购买方', children: `${preview.buyer_name}（${buyerTypes[preview.buyer_type as 1 | 2]}）` },
          { key: 'buyer_tax', label: '购方税号', children: preview.buyer_tax_number || '-' },
          { key: 'seller', label: '销售方', children: preview.seller_name },
          { key: 'seller_tax', label: '销售方税号', children: preview.seller_tax_number },
          { key: 'seller_address', label: '地址、电话', children: preview.seller_address_phone || '-' },
          { key: 'seller_bank', label: '开户行及账号', children: preview.seller_bank_account || '-' },
        ]}
      />
      <Table<Preview['items'][number]>
        style={{ marginTop: 16 }}
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={preview.items}
        columns={[
          { key: 'name', title: '项目名称', dataIndex: 'name' },
          { key: 'tax_code', title: '税收分类编码', dataIndex: 'tax_code' },
          { key: 'net', title: '金额（不含税）', align: 'right', render: (_, r) => money(r.net) },
          { key: 'rate', title: '税率', align: 'right', render: (_, r) => `${r.rate}%` },
          { key: 'tax', title: '税额', align: 'right', render: (_, r) => money(r.tax) },
          { key: 'amount', title: '价税合计', align: 'right', render: (_, r) => money(r.amount) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              合计
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {money(preview.net_amount)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
            <Table.Summary.Cell index={4} align="right">
              {money(preview.tax_amount)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              {money(preview.amount)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <div style={{ marginTop: 16, fontSize: 16 }} data-testid="invoice-capitals">
        价税合计（大写）<Typography.Text strong>⊗{preview.amount_in_capitals}</Typography.Text>
        <Typography.Text style={{ marginLeft: 24 }}>（小写）{money(preview.amount)}</Typography.Text>
      </div>
      {preview.remark && <Typography.Paragraph style={{ marginTop: 8 }}>备注：{preview.remark}</Typography.Paragraph>}
    </Card>
  );
}

/**
 * 开票测试 (/invoice-merchant/test): the invoice partner tests a customer merchant's invoicing setup without issuing —
 * the readiness checklist of its tax software, and the invoice some lines would become (amounts and tax by the code
 * real issuing uses). Nothing is written.
 */
export default function InvoiceTestPage() {
  const gate = useGate();
  const [merchant, setMerchant] = useState<number>();
  const [software, setSoftware] = useState<string>();
  const [form] = Form.useForm<Values>();
  const mayPickSoftware = gate({ permission: ['invoice:partner:software:list'] });
  const softwareOptions = useQuery({
    queryKey: [invoiceSoftwareSuggest.path, { status: 1 }],
    queryFn: () => send(invoiceSoftwareSuggest, { status: 1 }),
    enabled: mayPickSoftware,
  });
  const preview = useMutation({
    mutationFn: (v: Values) =>
      send(invoiceObtainPreview, {
        merchant: merchant!,
        software_code: software,
        buyer_type: v.buyer_type,
        buyer_name: v.buyer_name.trim(),
        buyer_tax_number: v.buyer_type === BuyerType.company ? v.buyer_tax_number?.trim().toUpperCase() : undefined,
        remark: v.remark?.trim() || undefined,
        items: v.items.map((i) => ({ name: i.name.trim(), amount: i.amount, tax_code: i.tax_code?.trim() || undefined, rate: typeof i.rate === 'number' ? i.rate : undefined })),
      }),
  });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon message="开票测试只检查和预览：不会开具发票，也不保存任何数据。" />
      <Card size="small" title="测试对象">
        <Space wrap size={16}>
          <RemoteSelect
            source="invoice-merchant"
            placeholder="选择发票商户"
            aria-label="发票商户"
            value={merchant ?? null}
            onChange={(v) => {
              setMerchant(v === undefined ? undefined : Number(v));
              preview.reset();
            }}
          />
          {mayPickSoftware && (
            <Select
              allowClear
              placeholder="商户当前绑定的税控软件"
              aria-label="税控软件"
              style={{ width: 300 }}
              value={software}
              onChange={(v) => {
                setSoftware(v);
                preview.reset();
              }}
              options={(softwareOptions.data ?? []).map((s) => ({ label: `${s.name}（${s.software_code}）`, value: s.software_code }))}
            />
          )}
        </Space>
      </Card>
      {merchant === undefined ? (
        <Card>
          <Empty description="选择一个发票商户开始测试" />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={9}>
            <Checklist merchant={merchant} software={software} />
          </Col>
          <Col xs={24} xl={15}>
            <Card size="small" title="开票信息">
              <Form<Values>
                form={form}
                layout="vertical"
                name="invoice-test"
                initialValues={{ buyer_type: BuyerType.personal, items: [{ name: '*经营租赁*停车费', amount: 10000, rate: '' as unknown as number }] }}
                onFinish={(v) => preview.mutate(v)}
              >
                <BuyerFields form={form} email={false} />
                <Form.List name="items">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field, index) => (
                        <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                          <Form.Item name={[field.name, 'name']} label={index === 0 ? '项目名称' : undefined} rules={[{ required: true, whitespace: true, message: '请填写项目名称' }]}>
                            <Input maxLength={60} style={{ width: 200 }} aria-label={`项目名称 ${index + 1}`} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'tax_code']} label={index === 0 ? '税收分类编码' : undefined} rules={[{ pattern: /^[0-9]{19}$/, message: '19 位数字' }]}>
                            <Input maxLength={19} placeholder="按商户设置" style={{ width: 200 }} aria-label={`税收分类编码 ${index + 1}`} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'amount']} label={index === 0 ? '含税金额（元）' : undefined} rules={[{ required: true, message: '请填写金额' }, { type: 'number', min: 1, message: '金额须大于 0' }]}>
                            <PriceInput aria-label={`含税金额 ${index + 1}`} style={{ width: 150 }} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'rate']} label={index === 0 ? '税率' : undefined}>
                            <Select options={rateOptions} style={{ width: 130 }} aria-label={`税率 ${index + 1}`} />
                          </Form.Item>
                          {fields.length > 1 && <MinusCircleOutlined aria-label={`删除第 ${index + 1} 行`} onClick={() => remove(field.name)} />}
                        </Space>
                      ))}
                      {fields.length < INVOICE_PREVIEW_MAX_ITEMS && (
                        <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', amount: undefined, rate: '' })} style={{ marginBottom: 16 }}>
                          添加项目
                        </Button>
                      )}
                    </>
                  )}
                </Form.List>
                <Button type="primary" htmlType="submit" loading={preview.isPending}>
                  预览发票
                </Button>
              </Form>
            </Card>
          </Col>
          {preview.data && (
            <Col span={24}>
              <InvoicePreview preview={preview.data} />
            </Col>
          )}
        </Row>
      )}
    </Space>
  );
}
