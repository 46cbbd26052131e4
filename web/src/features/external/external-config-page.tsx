import { channelApplyStatusNames, channelCategoryNames, externalChannelConfig } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Radio, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { ApplyStatusTag, contractTypeText, editable } from '../payment/channel-apply/shared';
import { ExternalFrame, withExternalQueries } from './external-frame';
import { EXTERNAL_APPLY, EXTERNAL_DETAIL } from './paths';

/**
 * `/external/payment/channel/config`: what is applied for. A link bound to an application shows it (查看进度, 修改 when
 * returned); otherwise the channel is chosen here (those the merchant already applied for are shown, not offered).
 */
export default withExternalQueries(function ExternalConfigPage() {
  return <ExternalFrame title="支付通道进件">{() => <ChannelChoice />}</ExternalFrame>;
});

function ChannelChoice() {
  const navigate = useNavigate();
  const config = useQuery({ queryKey: [externalChannelConfig.path], queryFn: () => send(externalChannelConfig, {}) });
  const [picked, setPicked] = useState<string>();
  if (config.isLoading || !config.data) return <Skeleton active />;
  const { apply, channel } = config.data;

  if (apply) {
    return (
      <Card title="本链接的进件申请">
        <Space direction="vertical" size="middle">
          <Typography.Text>
            {apply.channel_name}　进件编号 {apply.apply_no}　<ApplyStatusTag status={apply.status} />
          </Typography.Text>
          {editable(apply) && <Alert type="warning" showIcon message={`申请${channelApplyStatusNames[apply.status]}，请查看原因并修改后重新提交`} />}
          <Space>
            <Button type="primary" onClick={() => navigate(`${EXTERNAL_DETAIL}?apply_no=${apply.apply_no}`)}>
              查看进度
            </Button>
            {editable(apply) && <Button onClick={() => navigate(`${EXTERNAL_APPLY}?apply_no=${apply.apply_no}`)}>修改申请</Button>}
          </Space>
        </Space>
      </Card>
    );
  }
  const open = channel.filter((c) => !c.applied);
  return (
    <Card title="选择要申请的支付通道">
      {open.length === 0 ? (
        <Empty description="该商户已申请全部支付通道" />
      ) : (
        <Radio.Group value={picked} onChange={(e) => setPicked(e.target.value as string)} style={{ width: '100%' }} aria-label="支付通道">
          <Space direction="vertical" style={{ width: '100%' }}>
            {channel.map((c) => (
              <Radio key={c.code} value={c.code} disabled={c.applied}>
                <Space wrap>
                  <Typography.Text strong>{c.name}</Typography.Text>
                  <Tag>{channelCategoryNames[c.category_id]}</Tag>
                  <Typography.Text type="secondary">{contractTypeText(c.contract_type)}</Typography.Text>
                  {c.applied && <Tag color="default">已申请</Tag>}
                </Space>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      <div style={{ marginTop: 24 }}>
        <Button type="primary" disabled={!picked} onClick={() => navigate(`${EXTERNAL_APPLY}?channel=${picked}`)}>
          下一步：填写进件资料
        </Button>
      </div>
    </Card>
  );
}
