import { DownloadOutlined, PrinterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { QRCODE_FEED_MAX, qrcodeFeed, qrcodeList, qrcodePurposeNames, type CallReply } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { absoluteUrl, purposeOptions, QRCODE_LIST, QrcodeThumb } from './shared';

type Batch = CallReply<typeof qrcodeFeed> & { name: string; purpose: number };

interface Values {
  purpose: number;
  name: string;
  count: number;
  remark?: string;
}

/** The batch as CSV (码值, 码内容, 码牌名称, 用途) for the print shop; at most 200 lines, built in the browser. */
function downloadCsv(batch: Batch) {
  const cell = (v: string) => `"${v.replaceAll('"', '""')}"`;
  const lines = [['码值', '码内容', '码牌名称', '用途', '制码批次'], ...batch.row.map((r) => [r.code, absoluteUrl(r.url), batch.name, qrcodePurposeNames[batch.purpose] ?? '', batch.batch_no])];
  const blob = new Blob([`\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}`], { type: 'text/csv;charset=utf-8' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `码牌-${batch.batch_no}.csv`;
  a.click();
  URL.revokeObjectURL(a.href);
}

/**
 * 制码 (feed-code tool): issues a batch of blank codes (待绑定) to print — the sheet of codes, a CSV for the print shop,
 * 打印 — each bound to a merchant later in 编辑. docs/decisions.md, "QR codes and bonus activities of the base services".
 */
export default function FeedCodePage() {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [batch, setBatch] = useState<Batch | null>(null);
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();

  const issue = (values: Values) =>
    modal.confirm({
      title: `生成 ${values.count} 个待绑定码牌？`,
      content: `用途：${qrcodePurposeNames[values.purpose]}。码值生成后不可更改，印制后在码牌列表中绑定商户即可启用。`,
      okText: '生成',
      onOk: async () => {
        setSaving(true);
        try {
          const reply = await send(qrcodeFeed, { ...values, name: values.name.trim(), remark: values.remark?.trim() || undefined });
          setBatch({ ...reply, name: values.name.trim(), purpose: values.purpose });
          message.success(`已生成 ${reply.row.length} 个码牌，批次 ${reply.batch_no}`);
          await client.invalidateQueries({ queryKey: [qrcodeList.path] });
        } catch {
          // The request layer has shown why.
        } finally {
          setSaving(false);
        }
      },
    });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="制码" className="no-print">
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="生成一批空白码牌用于印制：码牌先为「待绑定」，扫码不可用；印制、摆放后在码牌列表中「绑定商户」即启用。" />
        <Form<Values> form={form} name="qrcode-feed" layout="inline" initialValues={{ purpose: 1, count: 20 }} onFinish={issue} style={{ rowGap: 12 }}>
          <Form.Item name="purpose" label="用途" rules={[{ required: true, message: '请选择用途' }]}>
            <Select options={purposeOptions} style={{ width: 140 }} aria-label="用途" />
          </Form.Item>
          <Form.Item name="name" label="码牌名称" rules={[{ required: true, whitespace: true, message: '请输入码牌名称' }, { min: 2, message: '码牌名称至少 2 个字' }]}>
            <Input maxLength={30} placeholder="如：2026 年 12 月收款码牌" style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="count" label="数量" rules={[{ required: true, message: '请输入数量' }]} extra={`1–${QRCODE_FEED_MAX} 个`}>
            <InputNumber min={1} max={QRCODE_FEED_MAX} precision={0} style={{ width: 120 }} aria-label="数量" />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input maxLength={200} placeholder="选填：印刷厂、材质等" style={{ width: 240 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              生成码牌
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {batch && (
        <Card
          title={`批次 ${batch.batch_no}（${batch.row.length} 个，${qrcodePurposeNames[batch.purpose]}）`}
          extra={
            <Space className="no-print">
              <Button icon={<DownloadOutlined />} onClick={() => downloadCsv(batch)}>
                下载 CSV
              </Button>
              <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
                打印
              </Button>
              <Button icon={<UnorderedListOutlined />} onClick={() => navigate(`${QRCODE_LIST}?batch_no=${batch.batch_no}`)}>
                在列表中查看
              </Button>
            </Space>
          }
        >
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 16 }}>
            {batch.row.map((r) => (
              <div key={r.id} style={{ textAlign: 'center', border: '1px dashed #d9d9d9', borderRadius: 8, padding: 12 }}>
                <div style={{ display: 'inline-block' }}>
                  <QrcodeThumb code={r.code} url={r.url} size={120} />
                </div>
                <Typography.Text strong style={{ display: 'block', fontFamily: 'monospace', letterSpacing: 1 }}>
                  {r.code}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {batch.name}
                </Typography.Text>
              </div>
            ))}
          </div>
        </Card>
      )}
    </Space>
  );
}
