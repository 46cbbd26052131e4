import { AD_INTERNAL_CPM_MAX, AD_INVALID_RATE_MAX, adBillingRuleGet, adBillingRuleSave, formatDateTime, type CallBody } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { useChanged } from '../../../widgets/resource/use-changed';

type Values = CallBody<typeof adBillingRuleSave>;

/** 计费规则: how a provider's traffic is valued in its channel bill — invalid traffic, the internal ads' price, the bill day. */
export default function BillingRulePage() {
  const gate = useGate();
  const editable = gate({ permission: ['adverting:provider:billing_rule:update'] });
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const changed = useChanged(adBillingRuleGet);
  const rule = useQuery({ queryKey: [adBillingRuleGet.path], queryFn: () => send(adBillingRuleGet, {}) });
  useEffect(() => {
    if (rule.data) form.setFieldsValue(rule.data);
  }, [form, rule.data]);

  if (rule.isLoading) return <Skeleton active paragraph={{ rows: 5 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (rule.error) return <ErrorPanel error={rule.error} onRetry={() => void rule.refetch()} />;
  const saved = rule.data;
  return (
    <Form<Values>
      form={form}
      name="adverting-billing-rule"
      layout="horizontal"
      labelCol={{ flex: '160px' }}
      disabled={!editable}
      style={{ background: '#fff', padding: 24, borderRadius: 8, maxWidth: 880 }}
      onFinish={async (values) => {
        setSaving(true);
        try {
          await send(adBillingRuleSave, { ...values, remark: values.remark?.trim() || undefined });
          await changed('计费规则已保存，此后生成的账单按新规则计算');
        } catch {
          // The request layer has shown why; the form keeps what was typed.
        } finally {
          setSaving(false);
        }
      }}
    >
      <Typography.Paragraph type="secondary">
        渠道账单 = 有效收入 × 分润基数口径 × 流量主分成比例 + 内部广告展示量 ÷ 1000 × 内部广告展示单价；每一步向下取整到分。
      </Typography.Paragraph>
      <Form.Item name="invalid_rate" label="无效流量扣减" rules={[{ required: true, message: '请填写无效流量扣减比例' }]} extra={`从广告收入中扣除的无效流量（作弊、重复曝光）比例，0–${AD_INVALID_RATE_MAX}‰`}>
        <InputNumber aria-label="无效流量扣减" min={0} max={AD_INVALID_RATE_MAX} precision={0} suffix="‰" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="internal_cpm_price" label="内部广告展示单价" rules={[{ required: true, message: '请填写内部广告展示单价' }]} extra="平台自有（内部计划）广告在流量主流量上每千次展示付给流量主的金额；0 为不付费">
        <PriceInput aria-label="内部广告展示单价" min={0} max={AD_INTERNAL_CPM_MAX / 100} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="bill_day" label="出账日" rules={[{ required: true, message: '请填写出账日' }]} extra="每月这一天出上月的账单（1–28 日）">
        <InputNumber aria-label="出账日" min={1} max={28} precision={0} prefix="每月" suffix="日" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={2} showCount />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving}>
            保存规则
          </Button>
        )}
        <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
          {saved?.update_time ? `最近由 ${saved.updater_name || '-'} 于 ${formatDateTime(saved.update_time)} 保存` : '尚未保存，当前为默认规则'}
        </Typography.Text>
      </Form.Item>
    </Form>
  );
}
