import { BuyerType, buyerTypes, TAX_NUMBER_PATTERN } from '@console/contract';
import { Form, Input, Radio, type FormInstance } from 'antd';

/** The buyer title of 申请开票, 编辑 and 重开 (one set of fields and messages). */
export interface BuyerValues {
  buyer_type: 1 | 2;
  buyer_name: string;
  buyer_tax_number?: string;
  buyer_email: string;
  remark?: string;
}

/** What the calls take: the tax number only for a company, text trimmed. */
export const buyerBody = (v: BuyerValues) => ({
  buyer_type: v.buyer_type,
  buyer_name: v.buyer_name.trim(),
  buyer_tax_number: v.buyer_type === BuyerType.company ? v.buyer_tax_number?.trim().toUpperCase() : undefined,
  buyer_email: v.buyer_email.trim(),
  remark: v.remark?.trim() || undefined,
});

/** `email` false leaves out 接收邮箱 (开票测试 sends nothing). */
export function BuyerFields({ form, remarkExtra, email = true }: { form: FormInstance; remarkExtra?: string; email?: boolean }) {
  return (
    <>
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
      {email && (
        <Form.Item name="buyer_email" label="接收邮箱" rules={[{ required: true, type: 'email', message: '请填写正确的邮箱，发票将发送到这里' }]}>
          <Input maxLength={100} />
        </Form.Item>
      )}
      <Form.Item name="remark" label="备注" extra={remarkExtra}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </>
  );
}
