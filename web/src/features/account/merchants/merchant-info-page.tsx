import { merchantGet } from '@console/contract';
import { Card, Space } from 'antd';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ShardingPanel } from '../../payment/sharding/sharding-panel';
import { WithdrawPanel } from '../../payment/transfer/withdraw-panel';
import { useSession } from '../../../shell/session/store';
import { DetailPage } from '../../../widgets/resource/detail-page';
import { merchantFields, type Merchant } from './merchant-detail-page';
import { ProductsPanel } from './products-panel';
import { levelName } from './shared';
import { SubjectPanel } from './subject-panel';

/**
 * 商户信息: the caller's own merchant — its details, its subject (submit, correct, withdraw), its withdrawal settings
 * (submit for review) and the profit-sharing rules set on it (read-only: those above it set them).
 */
export default function MerchantInfoPage() {
  const id = useSession((s) => s.user?.merchant ?? 0);
  const gate = useGate();
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <DetailPage<Merchant>
        loadKey={[merchantGet.path, id]}
        load={() => send(merchantGet, { id })}
        title="商户信息"
        fields={[...merchantFields, { key: 'service_level', label: '服务等级', value: (m) => levelName(m.service_level) }]}
      />
      <Card title="主体信息" data-testid="own-subject">
        <SubjectPanel merchant={id} own />
      </Card>
      {gate({ permission: ['payment:transfer:rt:list'] }) && (
        <Card title="提现设置" data-testid="own-withdraw">
          <WithdrawPanel merchant={id} />
        </Card>
      )}
      {gate({ permission: ['payment:sharding:rt:list'] }) && (
        <Card title="分账规则" data-testid="own-sharding">
          <ShardingPanel merchant={id} manage={false} />
        </Card>
      )}
    </Space>
  );
}

/** 已开通产品 (/account/merchant/product): the caller's own grants, read-only. */
export function OwnProductsPage() {
  const user = useSession((s) => s.user);
  return (
    <Card title="已开通产品">
      <ProductsPanel merchant={{ id: user?.merchant ?? 0, name: user?.merchant_name ?? '' }} manage={false} />
    </Card>
  );
}
