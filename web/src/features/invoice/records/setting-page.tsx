import { INVOICE_TAX_RATES, invoiceSettingGet, invoiceSettingUpdate, type CallReply, type InvoiceTaxRate } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Form, Skeleton, Space, Switch } from 'antd';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { ELECTRONIC_SETTING } from '../paths';

type Setting = CallReply<typeof invoiceSettingGet>;
type Values = Record<string, unknown>;

const RULE_RATE = -1;
const toggle = (key: string, label: string, on: string, off: string, extra?: string): FormField => ({
  kind: 'custom', key, label, extra,
  render: () => (
    <Form.Item name={key} noStyle valuePropName="checked">
      <Switch aria-label={label} checkedChildren={on} unCheckedChildren={off} />
    </Form.Item>
  ),
});

export const settingFields: FormField[] = [
  { kind: 'section', key: 'seller', label: '销售方信息' },
  { kind: 'text', key: 'seller_address', label: '销售方地址', maxLength: 100 },
  { kind: 'text', key: 'seller_phone', label: '销售方电话', maxLength: 20, rules: [{ pattern: /^[0-9][0-9-]{6,19}$/, message: '电话为 7 到 20 位数字，可含 -，如 0755-83001234' }] },
  { kind: 'text', key: 'seller_bank', label: '开户银行', maxLength: 60 },
  { kind: 'text', key: 'seller_account', label: '银行账号', maxLength: 30, rules: [{ pattern: /^[0-9]{8,30}$/, message: '银行账号为 8 到 30 位数字' }] },
  { kind: 'section', key: 'item', label: '开票项目与税率' },
  { kind: 'text', key: 'item_name', label: '默认开票项目', required: true, maxLength: 60, rules: [{ min: 2, message: '开票项目至少 2 个字' }], extra: '如 *经营租赁*停车费' },
  { kind: 'text', key: 'tax_code', label: '税收分类编码', required: true, maxLength: 19, rules: [{ pattern: /^[0-9]{19}$/, message: '税收分类编码为 19 位数字' }] },
  {
    kind: 'select', key: 'tax_rate', label: '默认税率', required: true,
    options: [{ label: '按基础规则', value: RULE_RATE }, ...INVOICE_TAX_RATES.map((r) => ({ label: `${r}%`, value: r }))],
  },
  { kind: 'section', key: 'issue', label: '开具与交付' },
  toggle('auto_issue', '自动开具', '自动', '先审核', '关闭后每张开票申请须先经审核人审核'),
  toggle('email_delivery', '邮件发送', '发送', '不发送', '开具后把发票发送到购方的接收邮箱'),
  toggle('sms_delivery', '短信通知', '通知', '不通知', '须同时开启邮件发送'),
  { kind: 'textarea', key: 'remark_template', label: '备注模板', maxLength: 200, rows: 2, extra: '申请未填备注时使用；可用 {交易笔数}、{开始日期}、{结束日期}' },
];

const formValues = (s: Setting): Values => ({
  seller_address: s.seller_address, seller_phone: s.seller_phone, seller_bank: s.seller_bank, seller_account: s.seller_account, item_name: s.item_name, tax_code: s.tax_code,
  tax_rate: s.tax_rate ?? RULE_RATE, auto_issue: s.auto_issue, email_delivery: s.email_delivery, sms_delivery: s.sms_delivery, remark_template: s.remark_template,
});

/** What the call takes: the rate -1 (按基础规则) as null, text trimmed. */
export const settingBody = (v: Values) => ({
  seller_address: String(v.seller_address ?? '').trim(),
  seller_phone: String(v.seller_phone ?? '').trim(),
  seller_bank: String(v.seller_bank ?? '').trim(),
  seller_account: String(v.seller_account ?? '').trim(),
  item_name: String(v.item_name ?? '').trim(),
  tax_code: String(v.tax_code ?? '').trim(),
  tax_rate: v.tax_rate === RULE_RATE || v.tax_rate === undefined || v.tax_rate === null ? undefined : (Number(v.tax_rate) as InvoiceTaxRate),
  auto_issue: Boolean(v.auto_issue),
  email_delivery: Boolean(v.email_delivery),
  sms_delivery: Boolean(v.sms_delivery),
  remark_template: String(v.remark_template ?? '').trim(),
});

const yes = (b: boolean) => (b ? '是' : '否');

/** 电子发票设置: the merchant's own defaults; the base rule (seller, tax number, limit, review) shown, the partner's to set. */
export default function SettingPage() {
  const gate = useGate();
  const may = gate({ permission: ['invoice:invoice:update'] });
  const setting = useQuery({ queryKey: [invoiceSettingGet.path], queryFn: () => send(invoiceSettingGet, {}) });
  if (setting.isLoading) return <Skeleton active />;
  if (setting.error || !setting.data) return <ErrorPanel error={setting.error} onRetry={() => void setting.refetch()} />;
  const s = setting.data;
  const rule = (
    <Descriptions size="small" column={2} bordered
      items={[
        { key: 'seller', label: '销售方', children: s.seller_name || '未设置' },
        { key: 'tax', label: '纳税人识别号', children: s.seller_tax_number || '未设置' },
        { key: 'rate', label: '基础规则税率', children: s.rule_tax_rate === null ? '未设置' : `${s.rule_tax_rate}%` },
        { key: 'review', label: '基础规则要求审核', children: s.need_review === null ? '未设置' : yes(s.need_review) },
      ]}
    />
  );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="基础规则（由发票服务商设置）">{rule}</Card>
      {!s.saved && <Alert type="info" showIcon message="尚未保存电子发票设置，下面是默认值。" />}
      <Card title="电子发票设置" extra={s.update_time ? `${s.operator} 更新于 ${s.update_time.slice(0, 10)}` : undefined}>
        {may ? (
          <FormPage
            id="invoice-electronic-setting"
            fields={settingFields}
            loadKey={[invoiceSettingGet.path, 'form']}
            load={async () => formValues(await send(invoiceSettingGet, {}))}
            submit={async (v) => {
              await send(invoiceSettingUpdate, settingBody(v));
              return '电子发票设置已保存';
            }}
            back={ELECTRONIC_SETTING}
            invalidate={[[invoiceSettingGet.path]]}
          />
        ) : (
          <Descriptions size="small" column={2}
            items={[
              { key: 'addr', label: '销售方地址', children: s.seller_address || '-' },
              { key: 'phone', label: '销售方电话', children: s.seller_phone || '-' },
              { key: 'bank', label: '开户银行及账号', children: s.seller_bank ? `${s.seller_bank} ${s.seller_account}` : '-' },
              { key: 'item', label: '默认开票项目', children: `${s.item_name}（${s.tax_code}）` },
              { key: 'rate', label: '默认税率', children: s.tax_rate === null ? '按基础规则' : `${s.tax_rate}%` },
              { key: 'auto', label: '自动开具', children: yes(s.auto_issue) },
              { key: 'mail', label: '邮件发送', children: yes(s.email_delivery) },
              { key: 'sms', label: '短信通知', children: yes(s.sms_delivery) },
              { key: 'remark', label: '备注模板', children: s.remark_template || '-' },
            ]}
          />
        )}
      </Card>
    </Space>
  );
}
