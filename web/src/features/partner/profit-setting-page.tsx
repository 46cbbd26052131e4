import { merchantGet } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useSession } from '../../shell/session/store';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { ShardingPanel } from '../payment/sharding/sharding-panel';
import { PROFIT_PATHS } from './profit-pages';

/**
 * 分润设置 (/profit/setting/manage/setting?g_code=, document 1 §2 "Routes reached from the shell"): a customer's profit
 * sharing — its 分账规则, the very rows 商户详情 › 分账 edits and 合作伙伴 › 分润政策 lists (one table, not a copy). Managed
 * by the merchants above it (`payment:sharding:rt:update`), read-only for the merchant itself. docs/decisions.md,
 * "Partner profit (合作伙伴 › 分润)".
 */
export default function ProfitSettingPage() {
  const [params] = useSearchParams();
  const raw = params.get('g_code') ?? '';
  const code = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
  const own = useSession((s) => s.user?.merchant);
  const merchant = useQuery({ queryKey: [merchantGet.path, code], queryFn: () => send(merchantGet, { id: code! }, { silent: true }), enabled: code !== null });
  if (code === null) return <Empty description="缺少商户参数（g_code），请从分润政策或客户详情打开分润设置" />;
  if (merchant.error) return <ErrorPanel error={merchant.error} onRetry={() => void merchant.refetch()} />;
  if (!merchant.data) return <Skeleton active />;
  const m = merchant.data;
  const self = String(own) === String(m.id);
  return (
    <Card title={`${m.name}（${m.id}）的分润设置`} extra={<Link to={PROFIT_PATHS.policy}>返回分润政策</Link>}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={
          self
            ? '以下为本商户的分账规则，由上级服务商或集团设置，仅可查看。'
            : '该商户的支付交易按以下分账规则分润：接收方为服务商的规则即服务商的分润政策，结算后生成分账记录并计入服务商的分润收支账单。'
        }
      />
      <ShardingPanel merchant={m.id} manage={!self} />
    </Card>
  );
}
