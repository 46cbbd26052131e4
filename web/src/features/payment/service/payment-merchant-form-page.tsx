import { paymentMerchantCreate, paymentMerchantList, paymentMerchantSummary, paymentMerchantUpdate, PAYMENT_FEE_RATE_MAX } from '@console/contract';
import { Form, InputNumber, Radio, Typography } from 'antd';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { feeRateOf, percentOf } from './fee-rate';
import { MERCHANT_EDIT, MERCHANT_LIST } from './paths';
import { industryOptions, settleCycleOptions, statusOptions } from './shared';

type Values = Record<string, unknown>;

/** 开通支付商户 and 编辑 (?merchant=): one form; the edit also switches payments on or off. */
export default function PaymentMerchantFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const merchant = pathname === MERCHANT_EDIT ? Number(params.get('merchant')) : undefined;
  const editing = merchant !== undefined;
  const fields = useMemo<FormField[]>(
    () => [
      { kind: 'section', key: 'who', label: '商户' },
      editing
        ? { kind: 'custom', key: 'merchant_name', label: '商户', render: (form) => <Typography.Text strong>{String(form.getFieldValue('merchant_name') ?? '')}</Typography.Text> }
        : {
            kind: 'custom',
            key: 'merchant',
            label: '商户',
            required: true,
            extra: '名下的商户；未持有支付商户平台的，开通时一并开通',
            render: () => (
              <Form.Item name="merchant" noStyle rules={[{ required: true, message: '请选择商户' }]}>
                <RemoteSelect source="merchant-below" aria-label="商户" placeholder="商户名称或商户号" />
              </Form.Item>
            ),
          },
      { kind: 'text', key: 'short_name', label: '商户简称', required: true, maxLength: 20, rules: [{ min: 2, message: '商户简称为 2-20 个字' }], extra: '显示在付款人的支付凭证上' },
      { kind: 'select', key: 'industry', label: '行业类目', required: true, options: industryOptions },
      { kind: 'section', key: 'money', label: '费率与结算' },
      {
        kind: 'custom',
        key: 'fee_rate',
        label: '费率',
        required: true,
        extra: `每笔交易按金额收取的手续费，0-${PAYMENT_FEE_RATE_MAX / 100}%`,
        render: () => (
          <Form.Item name="fee_rate" noStyle rules={[{ required: true, message: '请输入费率' }]}>
            <InputNumber aria-label="费率" min={0} max={PAYMENT_FEE_RATE_MAX / 100} step={0.01} precision={2} suffix="%" style={{ width: 160 }} />
          </Form.Item>
        ),
      },
      {
        kind: 'custom',
        key: 'settle_cycle',
        label: '结算周期',
        required: true,
        render: () => (
          <Form.Item name="settle_cycle" noStyle rules={[{ required: true, message: '请选择结算周期' }]}>
            <Radio.Group aria-label="结算周期" options={settleCycleOptions} />
          </Form.Item>
        ),
      },
      ...(editing
        ? [
            {
              kind: 'custom',
              key: 'status',
              label: '收款状态',
              required: true,
              extra: '停用后该商户的支付路由不再受理新的付款',
              render: () => (
                <Form.Item name="status" noStyle>
                  <Radio.Group aria-label="收款状态" options={statusOptions} />
                </Form.Item>
              ),
            } as FormField,
          ]
        : []),
      { kind: 'section', key: 'contact', label: '联系方式' },
      { kind: 'text', key: 'contact_name', label: '联系人', required: true, maxLength: 20, rules: [{ min: 2, message: '联系人至少 2 个字' }] },
      { kind: 'text', key: 'contact_telephone', label: '联系电话', required: true, maxLength: 11, validate: ['mobile'] },
      { kind: 'text', key: 'service_phone', label: '客服电话', required: true, maxLength: 20, rules: [{ pattern: /^[0-9-]{5,20}$/, message: '客服电话为 5-20 位数字或 -' }] },
      { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 3 },
    ],
    [editing],
  );

  const body = (v: Values) => ({
    short_name: String(v.short_name ?? '').trim(),
    industry: v.industry as 'parking',
    fee_rate: feeRateOf(v.fee_rate),
    settle_cycle: v.settle_cycle as 'T1',
    contact_name: String(v.contact_name ?? '').trim(),
    contact_telephone: String(v.contact_telephone ?? ''),
    service_phone: String(v.service_phone ?? '').trim(),
    remark: (v.remark as string | undefined)?.trim() || undefined,
  });

  return (
    <FormPage
      id={editing ? 'payment-merchant-edit' : 'payment-merchant-create'}
      fields={fields}
      initialValues={editing ? undefined : { settle_cycle: 'T1', fee_rate: 0.38 }}
      submitLabel={editing ? '保存' : '开通'}
      {...(editing
        ? {
            loadKey: [paymentMerchantSummary.path, merchant],
            load: async () => {
              const s = await send(paymentMerchantSummary, { merchant: merchant! });
              return {
                merchant_name: `${s.merchant_name}（${s.merchant}）`, short_name: s.short_name, industry: s.industry, fee_rate: percentOf(s.fee_rate), settle_cycle: s.settle_cycle,
                status: s.status, contact_name: s.contact_name, contact_telephone: s.contact_telephone, service_phone: s.service_phone, remark: s.remark,
              };
            },
          }
        : {})}
      submit={(values) =>
        editing
          ? send(paymentMerchantUpdate, { merchant: merchant!, ...body(values), status: values.status as 1 | 0 })
          : send(paymentMerchantCreate, { merchant: Number(values.merchant), ...body(values) })
      }
      back={MERCHANT_LIST}
      invalidate={[[paymentMerchantList.path], [paymentMerchantSummary.path]]}
    />
  );
}
