import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, walletMerchantList, walletMerchantStatistics, walletMerchantStatus, walletMerchantGet } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import { BalanceText, ToolbarStatistics, PaymentDialog, RechargeDialog, walletDetail, WALLET_PATHS, WalletStateTag, walletStateOptions, yuan, type Wallet } from './shared';

const filters: FilterField[] = [
  { kind: 'remote', key: 'merchant', label: '钱包商户', source: 'merchant-below', placeholder: '商户名称或商户号' },
  { kind: 'select', key: 'state', label: '状态', options: walletStateOptions },
  { kind: 'text', key: 'wallet_no', label: '钱包编号', placeholder: '钱包编号（开头）', maxLength: 64 },
  { kind: 'select', key: 'low', label: '余额预警', options: [{ label: '低于预警线', value: 1 }] },
];

function WalletStatistics({ query }: { query: Record<string, unknown> }) {
  const { page_index: _p, page_size: _s, ...filter } = query;
  const stats = useQuery({ queryKey: [walletMerchantStatistics.path, filter], queryFn: () => send(walletMerchantStatistics, filter as never, { silent: true }) });
  const items: StatisticItem[] = [
    { key: 'count', title: '钱包数', value: stats.data?.count, suffix: '个' },
    { key: 'enabled', title: '正常', value: stats.data?.enabled, suffix: '个' },
    { key: 'balance', title: '余额合计', value: stats.data?.balance, format: 'money' },
    { key: 'low', title: '低于预警线', value: stats.data?.low, suffix: '个' },
  ];
  return (
    <ToolbarStatistics>
      <StatisticCards data-testid="wallet-merchant-statistics" items={items} loading={stats.isPending} />
    </ToolbarStatistics>
  );
}

/** 钱包商户: the carrier's wallets with balances and totals; 开通钱包, 详情, 编辑, 充值, 扣款, 停用 (asked first) / 启用. */
export default function WalletListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(walletMerchantList, walletMerchantStatistics, walletMerchantGet);
  const [recharging, setRecharging] = useState<Wallet | null>(null);
  const [paying, setPaying] = useState<Wallet | null>(null);

  const columns: Column<Wallet>[] = [
    { key: 'merchant_name', title: '钱包商户', width: 180, fixed: 'left', render: (w) => <a onClick={() => navigate(walletDetail(w.id))}>{w.merchant_name}</a> },
    { key: 'merchant', title: '商户号', width: 90 },
    { key: 'wallet_no', title: '钱包编号', width: 150 },
    { key: 'balance', title: '余额', width: 180, render: (w) => <BalanceText wallet={w} /> },
    { key: 'alert_balance', title: '预警线', width: 110, value: (w) => (w.alert_balance ? yuan(w.alert_balance) : '不预警') },
    { key: 'recharged', title: '累计充值', width: 130, value: (w) => yuan(w.recharged) },
    { key: 'paid', title: '累计支付', width: 130, value: (w) => yuan(w.paid) },
    { key: 'refunded', title: '累计退款', width: 120, value: (w) => yuan(w.refunded), defaultHidden: true },
    { key: 'contact', title: '联系人', width: 150, value: (w) => `${w.contact_name} ${w.contact_mobile}` },
    { key: 'state', title: '状态', width: 90, render: (w) => <WalletStateTag state={w.state} /> },
    { key: 'carrier_name', title: '运营方', width: 160, ellipsis: true, defaultHidden: true },
    { key: 'create_time', title: '开通时间', width: 170, value: (w) => formatDateTime(w.create_time) },
  ];

  const actions: RowAction<Wallet>[] = [
    { key: 'detail', label: '详情', onClick: (w) => navigate(walletDetail(w.id)) },
    { key: 'recharge', label: '充值', permission: ['wallet:recharge:create'], when: (w) => w.state === 1, onClick: setRecharging },
    { key: 'pay', label: '扣款', permission: ['wallet:payment:create'], when: (w) => w.state === 1, onClick: setPaying },
    { key: 'edit', label: '编辑', permission: ['wallet:merchant:update'], onClick: (w) => navigate(`${WALLET_PATHS.edit}?id=${w.id}`) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: ['wallet:merchant:update'],
      when: (w) => w.state === 1,
      confirm: (w) => `停用「${w.merchant_name}」的钱包 ${w.wallet_no}？停用后不能充值、支付或退款，余额 ${yuan(w.balance)} 保留，可再启用。`,
      onClick: async (w) => {
        await send(walletMerchantStatus, { id: w.id, state: 0 });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['wallet:merchant:update'],
      when: (w) => w.state === 0,
      onClick: async (w) => {
        await send(walletMerchantStatus, { id: w.id, state: 1 });
        await changed('已启用');
      },
    },
  ];

  return (
    <>
      <ListPage
        id="wallet-merchant-list"
        call={walletMerchantList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={({ query }) => (
          <>
            <WalletStatistics query={query} />
            {gate({ permission: ['wallet:merchant:create'] }) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(WALLET_PATHS.create)}>
                开通钱包
              </Button>
            )}
          </>
        )}
      />
      <RechargeDialog wallet={recharging} onClose={() => setRecharging(null)} />
      <PaymentDialog wallet={paying} onClose={() => setPaying(null)} />
    </>
  );
}
