import { AD_BID_MAX, adBiddingGet, adBiddingModeNames, adBiddingSave, formatDateTime, type CallBody } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Radio, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { useChanged } from '../../../widgets/resource/use-changed';

type Values = CallBody<typeof adBiddingSave>;
const UPDATE = ['adverting:operation:bidding:update'];

/** 竞价设置: how external plans compete for a space (first or second price), the bid ceiling, internal plans first. */
export default function BiddingSettingPage() {
  const gate = useGate();
  const editable = gate({ permission: UPDATE });
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const changed = useChanged(adBiddingGet);
  const setting = useQuery({ queryKey: [adBiddingGet.path], queryFn: () => send(adBiddingGet, {}) });
  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [form, setting.data]);

  if (setting.isLoading) return <Skeleton active paragraph={{ rows: 6 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (setting.error) return <ErrorPanel error={setting.error} onRetry={() => void setting.refetch()} />;
  const saved = setting.data;
  return (
    <Form<Values>
      form={form}
      name="adverting-bidding"
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      disabled={!editable}
      style={{ background: '#fff', padding: 24, borderRadius: 8, maxWidth: 880 }}
      onFinish={async (values) => {
        setSaving(true);
        try {
          await send(adBiddingSave, { ...values, max_bid: values.max_bid ?? 0 });
          await changed('竞价设置已保存');
        } catch {
          // The request layer has shown why; the form keeps what was typed.
        } finally {
          setSaving(false);
        }
      }}
    >
      <Typography.Title level={5} style={{ margin: '0 0 20px', paddingBottom: 8, borderBottom: '1px solid #f0f0f0' }}>
        外部计划竞价
      </Typography.Title>
      <Form.Item name="mode" label="竞价模式" rules={[{ required: true, message: '请选择竞价模式' }]} extra="同一广告位有多个外部计划时，出价高者展示；第二价格按次高出价加上加价幅度扣费（不低于底价）">
        <Radio.Group options={Object.entries(adBiddingModeNames).map(([value, label]) => ({ value: Number(value), label }))} />
      </Form.Item>
      <Form.Item name="increment" label="加价幅度" rules={[{ required: true, message: '请填写加价幅度' }]} extra="0.01–1,000.00 元，第二价格模式时使用">
        <PriceInput aria-label="加价幅度" min={0.01} max={1000} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="max_bid" label="出价上限" extra="外部计划的出价不能高于它；不填为不限">
        <PriceInput aria-label="出价上限" min={0} max={AD_BID_MAX / 100} placeholder="不限" style={{ width: 220 }} />
      </Form.Item>
      <Typography.Title level={5} style={{ margin: '8px 0 20px', paddingBottom: 8, borderBottom: '1px solid #f0f0f0' }}>
        内部计划
      </Typography.Title>
      <Form.Item name="internal_first" label="内部计划优先" valuePropName="checked" extra="开启后，同一广告位上投放中的内部计划先于外部计划展示">
        <Switch aria-label="内部计划优先" checkedChildren="开" unCheckedChildren="关" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving}>
            保存设置
          </Button>
        )}
        <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
          {saved?.update_time ? `最近由 ${saved.updater_name || '-'} 于 ${formatDateTime(saved.update_time)} 保存` : '尚未保存，当前为默认设置'}
        </Typography.Text>
      </Form.Item>
    </Form>
  );
}
