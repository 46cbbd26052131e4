import { Card, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../shell/session/store';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { ShardingPanel } from '../sharding/sharding-panel';
import { WithdrawPanel } from '../transfer/withdraw-panel';
import { useCapitalPlatform } from './platform';

/**
 * 提现设置: the withdrawal settings panel of 商户详情 › 提现, for the merchant's own (交易中心) or, on 资金, for a merchant
 * the partner or the platform picks. docs/decisions.md, "Withdrawal settings".
 */
/**
 * 结算账户 of the parking group (`/group/settlement/account`, document 2 §2 "Group"): the group's own withdrawal settings
 * — the bank account its money is settled to and how — on the same panel and calls as 提现设置 (submitted for the
 * platform's review). docs/decisions.md, "Coupon merchants".
 */
export function GroupSettlementAccountPage() {
  const own = useSession((s) => s.user?.merchant ?? 0);
  return (
    <Card title="结算账户">
      <WithdrawPanel merchant={own} />
    </Card>
  );
}

export default function TransferSettingPage() {
  const { platform } = useCapitalPlatform();
  const own = useSession((s) => s.user?.merchant ?? 0);
  const [picked, setPicked] = useState<number | null>(null);
  if (platform === 'merchant') {
    return (
      <Card title="提现设置">
        <WithdrawPanel merchant={own} />
      </Card>
    );
  }
  return (
    <Card
      title="提现设置"
      extra={
        <Space>
          <Typography.Text>商户</Typography.Text>
          <RemoteSelect
            aria-label="选择商户"
            source="merchant-below"
            value={picked}
            onChange={(v) => setPicked(v == null ? null : Number(v))}
            placeholder="商户名称或商户号"
            style={{ width: 260 }}
          />
        </Space>
      }
    >
      {picked ? <WithdrawPanel key={picked} merchant={picked} /> : <Empty description="请选择要查看或设置提现的商户" />}
    </Card>
  );
}

/** 分账设置 (交易中心): the profit-sharing rules set on the merchant by its partner or group, read-only. */
export function ShardingSettingPage() {
  const own = useSession((s) => s.user?.merchant ?? 0);
  return (
    <Card title="分账设置">
      <Typography.Paragraph type="secondary">分账规则由服务商或集团为本商户设置；结算时按规则把交易金额的一部分分给接收方，余下留在本商户。</Typography.Paragraph>
      <ShardingPanel merchant={own} manage={false} />
    </Card>
  );
}
