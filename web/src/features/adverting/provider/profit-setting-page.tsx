import { AD_SERVICE_RATE_MAX, AdvertStatus, adProfitSettingGet, adProfitSettingSave, formatDateTime, profitBasisNames, trafficProviderTypeNames, type CallBody, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Radio, Skeleton, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { useChanged } from '../../../widgets/resource/use-changed';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import { PROVIDER_LIST } from '../config/paths';

type Values = CallBody<typeof adProfitSettingSave>;
type Provider = CallReply<typeof adProfitSettingGet>['providers'][number];

/** 分润设置: what the providers' share is taken of (basis, platform service fee) and each provider's share rate. */
export default function ProfitSettingPage() {
  const gate = useGate();
  const editable = gate({ permission: ['adverting:provider:profit:update'] });
  const canEditProvider = gate({ permission: ['adverting:config:provider:list'] });
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const changed = useChanged(adProfitSettingGet);
  const setting = useQuery({ queryKey: [adProfitSettingGet.path], queryFn: () => send(adProfitSettingGet, {}) });
  useEffect(() => {
    if (setting.data) form.setFieldsValue({ basis: setting.data.basis, service_rate: setting.data.service_rate });
  }, [form, setting.data]);
  const basis = Form.useWatch('basis', form);

  if (setting.isLoading) return <Skeleton active paragraph={{ rows: 6 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (setting.error) return <ErrorPanel error={setting.error} onRetry={() => void setting.refetch()} />;
  const saved = setting.data!;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="分润口径" size="small">
        <Form<Values>
          form={form}
          name="adverting-profit-setting"
          layout="horizontal"
          labelCol={{ flex: '140px' }}
          disabled={!editable}
          style={{ maxWidth: 880 }}
          onFinish={async (values) => {
            setSaving(true);
            try {
              await send(adProfitSettingSave, values);
              await changed('分润设置已保存，此后生成的账单按新设置计算');
            } catch {
              // The request layer has shown why.
            } finally {
              setSaving(false);
            }
          }}
        >
          <Form.Item name="basis" label="分润基数" rules={[{ required: true, message: '请选择分润基数' }]} extra="流量主按分成比例分得的是哪一部分收入">
            <Radio.Group options={Object.entries(profitBasisNames).map(([value, label]) => ({ value: Number(value), label }))} />
          </Form.Item>
          <Form.Item
            name="service_rate"
            label="平台服务费"
            rules={[{ required: true, message: '请填写平台服务费' }]}
            extra={basis === 2 ? `先从有效收入中扣除的平台服务费，0–${AD_SERVICE_RATE_MAX}‰` : '分润基数为「扣除平台服务费后的收入」时才扣除'}
          >
            <InputNumber aria-label="平台服务费" min={0} max={AD_SERVICE_RATE_MAX} precision={0} suffix="‰" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            {editable && (
              <Button type="primary" htmlType="submit" loading={saving}>
                保存设置
              </Button>
            )}
            <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
              {saved.update_time ? `最近由 ${saved.updater_name || '-'} 于 ${formatDateTime(saved.update_time)} 保存` : '尚未保存，当前为默认设置'}
            </Typography.Text>
          </Form.Item>
        </Form>
      </Card>
      <Card title="流量主分成比例" size="small" extra={canEditProvider && <Link to={PROVIDER_LIST}>在「流量主」中修改</Link>}>
        <Table<Provider>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={saved.providers}
          locale={{ emptyText: '还没有流量主' }}
          columns={[
            { key: 'name', title: '流量主', dataIndex: 'name' },
            { key: 'type', title: '类型', render: (_, p) => trafficProviderTypeNames[p.type] ?? p.type },
            { key: 'share_rate', title: '分成比例', render: (_, p) => `${p.share_rate}%` },
            { key: 'space_count', title: '广告位数', dataIndex: 'space_count' },
            { key: 'status', title: '状态', render: (_, p) => <EnabledTag enabled={p.status === AdvertStatus.enabled} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
