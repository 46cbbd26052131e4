import { formatDateTime, walletOwnerRecordList, walletOwnerWallet } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Skeleton } from 'antd';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField } from '../../widgets/resource/types';
import { StatisticCards } from '../../widgets/statistic-cards/statistic-cards';
import { BalanceText, recordKindOptions, RecordKindTag, recordSource, signed, WalletStateTag, yuan, type WalletRecord } from './shared';

const filters: FilterField[] = [
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '日期' },
  { kind: 'select', key: 'kind', label: '类型', options: recordKindOptions },
  { kind: 'text', key: 'record_no', label: '流水号', placeholder: '流水号或业务单号（开头）', maxLength: 64 },
];

const columns: Column<WalletRecord>[] = [
  { key: 'record_no', title: '流水号', width: 210 },
  { key: 'kind', title: '类型', width: 80, render: (r) => <RecordKindTag kind={r.kind} /> },
  { key: 'amount', title: '金额（元）', width: 120, render: (r) => <span style={{ color: r.kind === 2 ? '#cf1322' : '#389e0d' }}>{signed(r)}</span> },
  { key: 'source', title: '来源', width: 190, value: recordSource },
  { key: 'subject', title: '摘要', width: 220, ellipsis: true },
  { key: 'balance_after', title: '变动后余额', width: 130, value: (r) => yuan(r.balance_after) },
  { key: 'create_time', title: '时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/** 账户中心 › 钱包 (/account/merchant/wallet): the merchant's own wallet as its carrier runs it, and its records (read-only). */
export default function OwnWalletPage() {
  const wallet = useQuery({ queryKey: [walletOwnerWallet.path], queryFn: () => send(walletOwnerWallet, undefined, { silent: true }) });
  if (wallet.isPending) return <Skeleton active paragraph={{ rows: 6 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (wallet.error) return <ErrorPanel error={wallet.error} onRetry={() => void wallet.refetch()} />;
  const w = wallet.data;
  if (!w) {
    return (
      <Card>
        <Empty description="贵商户还没有开通钱包。钱包由平台（钱包运营方）开通，请联系平台客服。" />
      </Card>
    );
  }
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card title="我的钱包" size="small" extra={<WalletStateTag state={w.state} />}>
        <StatisticCards
          data-testid="own-wallet-statistics"
          items={[
            { key: 'balance', title: '可用余额', value: w.balance, format: 'money' },
            { key: 'recharged', title: '累计充值', value: w.recharged, format: 'money' },
            { key: 'paid', title: '累计支付', value: w.paid, format: 'money' },
            { key: 'refunded', title: '累计退款', value: w.refunded, format: 'money' },
          ]}
        />
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, xl: 3 }}
          style={{ marginTop: 16 }}
          items={[
            { key: 'wallet_no', label: '钱包编号', children: w.wallet_no },
            { key: 'carrier', label: '运营方', children: w.carrier_name || '-' },
            { key: 'balance', label: '余额', children: <BalanceText wallet={w} /> },
            { key: 'contact', label: '联系人', children: `${w.contact_name} ${w.contact_mobile}` },
            { key: 'create_time', label: '开通时间', children: formatDateTime(w.create_time) },
          ]}
        />
      </Card>
      <ListPage id="own-wallet-records" call={walletOwnerRecordList} rowKey="record_no" filters={filters} columns={columns} />
    </div>
  );
}
