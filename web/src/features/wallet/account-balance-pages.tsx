import {
  accountDirections, formatDateTime, WALLET_RANGE_DEFAULT_DAYS, walletBusinessText, walletInstitutionAccount, walletInstitutionAccountList,
  walletInstitutionAccountRecordList, walletRecordKindText, walletRecordReaders, walletServiceAccount, walletServiceAccountRecordList, type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { merchantFilter } from '../../widgets/resource/filters';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem, RowAction } from '../../widgets/resource/types';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import { BalanceText, RecordDrawer, ToolbarStatistics, WalletStateTag, yuan } from './shared';

// 服务费账户余额 and 机构账户余额: the carrier's two accounts, read from the wallet records (docs/decisions.md, "Wallet
// accounts: 服务费账户 and 机构账户"). Each shows its balance (当前, and the range's 期初, 入账, 出账, 期末) above its flow,
// every entry with the balance after it.

export type AccountFlow = CallReply<typeof walletServiceAccountRecordList>['row'][number];
type Summary = CallReply<typeof walletServiceAccount>;
type Institution = CallReply<typeof walletInstitutionAccountList>['row'][number];

const directionOptions: OptionItem[] = Object.entries(accountDirections).map(([value, label]) => ({ value: Number(value), label }));
const days: FilterField = { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '日期' };
const direction: FilterField = { kind: 'select', key: 'direction', label: '收支方向', options: directionOptions };

/** 入账 +, 出账 −, in yuan. */
export const flowAmount = (r: Pick<AccountFlow, 'direction' | 'amount'>) => `${r.direction === 1 ? '+' : '-'}${yuan(r.amount)}`;
/** What an entry is: its wallet record's kind, with the business of a payment. */
export const flowKind = (r: Pick<AccountFlow, 'kind' | 'business'>) => (r.kind === 2 && r.business ? `${walletRecordKindText(r.kind)} · ${walletBusinessText(r.business)}` : walletRecordKindText(r.kind));

/** The summary cards; the label follows the range (默认近 30 天). */
export function summaryItems(s: Partial<Summary> | undefined, ranged: boolean): StatisticItem[] {
  const label = ranged ? '所选日期' : `近 ${WALLET_RANGE_DEFAULT_DAYS} 天`;
  return [
    { key: 'balance', title: '当前余额', value: s?.balance, format: 'money' },
    { key: 'opening', title: `期初余额（${s?.start_date ?? '-'}）`, value: s?.opening, format: 'money' },
    { key: 'income', title: `${label}入账`, value: s?.income, format: 'money' },
    { key: 'outgo', title: `${label}出账`, value: s?.outgo, format: 'money' },
    { key: 'closing', title: `期末余额（${s?.end_date ?? '-'}）`, value: s?.closing, format: 'money' },
    { key: 'count', title: `${label}笔数`, value: s?.count, suffix: '笔' },
  ];
}

function columns(kind: 'service' | 'institution', open: (r: AccountFlow) => void): Column<AccountFlow>[] {
  return [
    { key: 'record_no', title: '流水号', width: 210, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.record_no}</a> },
    { key: 'create_time', title: '时间', width: 170, value: (r) => formatDateTime(r.create_time) },
    { key: 'direction', title: '收支', width: 80, render: (r) => <Tag color={r.direction === 1 ? 'green' : 'red'}>{accountDirections[r.direction as 1 | 2]}</Tag> },
    { key: 'amount', title: '金额', width: 140, render: (r) => <Typography.Text type={r.direction === 1 ? 'success' : 'danger'}>{flowAmount(r)}</Typography.Text> },
    { key: 'balance_after', title: '变动后余额', width: 140, render: (r) => <Typography.Text strong>{yuan(r.balance_after)}</Typography.Text> },
    { key: 'kind', title: '类型', width: 140, value: flowKind },
    { key: 'merchant_name', title: kind === 'service' ? '付费商户' : '机构', width: 160, ellipsis: true },
    { key: 'wallet_no', title: '钱包编号', width: 160, defaultHidden: kind === 'service' },
    { key: 'subject', title: '摘要', width: 220, ellipsis: true },
    { key: 'payment_no', title: '原支付', width: 210, value: (r) => r.payment_no ?? '-', defaultHidden: kind === 'institution' },
    { key: 'out_no', title: '业务单号', width: 170, defaultHidden: true, value: (r) => r.out_no || '-' },
    { key: 'operator', title: '操作人', width: 100 },
  ];
}

function SummaryCards({ call, query, testId }: { call: typeof walletServiceAccount | typeof walletInstitutionAccount; query: Record<string, unknown>; testId: string }) {
  const filter = { start_date: query.start_date, end_date: query.end_date, ...(query.wallet ? { wallet: query.wallet } : {}) };
  const summary = useQuery({ queryKey: [call.path, filter], queryFn: () => send(call, filter as never, { silent: true }) as Promise<Summary> });
  // A line in the toolbar, not a second error panel: the list below answers the same filters with its own.
  if (summary.error)
    return <Alert type="error" showIcon message={`余额统计未加载：${summary.error.message}`} action={<Button size="small" onClick={() => void summary.refetch()}>重试</Button>} />;
  return (
    <ToolbarStatistics>
      <StatisticCards data-testid={testId} items={summaryItems(summary.data, !!(query.start_date || query.end_date))} loading={summary.isPending} span={{ xs: 24, sm: 12, lg: 8, xxl: 4 }} />
    </ToolbarStatistics>
  );
}

/** 详情 opens the wallet record (for who may read records). */
function useDrawer() {
  const [open, setOpen] = useState<string | null>(null);
  const actions: RowAction<AccountFlow>[] = [{ key: 'detail', label: '详情', permission: [...walletRecordReaders], onClick: (r) => setOpen(r.record_no) }];
  return { open: (r: AccountFlow) => setOpen(r.record_no), actions, drawer: <RecordDrawer recordNo={open} onClose={() => setOpen(null)} /> };
}

/** 服务费账户余额 (/wallet/service/account/balance): the 平台服务费 the carrier's wallets paid, less their refunds. */
export function ServiceAccountPage() {
  const { open, actions, drawer } = useDrawer();
  return (
    <>
      <ListPage
        id="wallet-service-account"
        call={walletServiceAccountRecordList}
        rowKey="record_no"
        filters={[days, direction, { ...merchantFilter, label: '付费商户' }]}
        columns={columns('service', open)}
        actions={actions}
        toolbar={({ query }) => <SummaryCards call={walletServiceAccount} query={query} testId="service-account-summary" />}
      />
      {drawer}
    </>
  );
}

/** The institutions and their balances; 查看流水 narrows the flow below to one. */
function Institutions({ rows, loading, selected, onPick }: { rows: Institution[]; loading: boolean; selected?: number; onPick: (wallet?: number) => void }) {
  return (
    <Card size="small" title="机构账户" style={{ marginBottom: 16 }} extra={selected ? <a onClick={() => onPick(undefined)}>查看全部机构</a> : undefined}>
      <Table<Institution>
        data-testid="institution-accounts"
        size="small"
        rowKey="wallet"
        loading={loading}
        pagination={false}
        dataSource={rows}
        scroll={{ x: 900 }}
        rowClassName={(r) => (r.wallet === selected ? 'ant-table-row-selected' : '')}
        locale={{ emptyText: <Empty description="还没有机构账户：能源商户在 机构钱包 授权钱包后，它就是机构账户" /> }}
        columns={[
          { key: 'merchant', title: '机构', render: (_, r) => `${r.merchant_name}（${r.merchant}）` },
          { key: 'wallet_no', title: '钱包编号', dataIndex: 'wallet_no', width: 160 },
          { key: 'state', title: '钱包状态', width: 100, render: (_, r) => <WalletStateTag state={r.state} /> },
          { key: 'balance', title: '余额', width: 200, render: (_, r) => <BalanceText wallet={r} /> },
          { key: 'auths', title: '授权商户（启用）', width: 140, render: (_, r) => `${r.authorized}（${r.enabled_auths}）` },
          { key: 'paid', title: '累计支付', width: 130, render: (_, r) => yuan(r.paid) },
          { key: 'action', title: '操作', width: 100, render: (_, r) => (r.wallet === selected ? <Typography.Text type="secondary">当前</Typography.Text> : <a onClick={() => onPick(r.wallet)}>查看流水</a>) },
        ]}
      />
    </Card>
  );
}

/** 机构账户余额 (/institution/account/balance): the institutions' wallets, their balances and flow. */
export function InstitutionAccountPage() {
  const [params, setParams] = useSearchParams();
  const { open, actions, drawer } = useDrawer();
  const list = useQuery({ queryKey: [walletInstitutionAccountList.path, { page_size: 100 }], queryFn: () => send(walletInstitutionAccountList, { page_size: 100 }, { silent: true }) });
  const rows = useMemo(() => list.data?.row ?? [], [list.data]);
  const selected = Number(params.get('wallet')) || undefined;
  const filters = useMemo<FilterField[]>(
    () => [{ kind: 'select', key: 'wallet', label: '机构', options: rows.map((r) => ({ value: r.wallet, label: `${r.merchant_name}（${r.wallet_no}）` })) }, days, direction],
    [rows],
  );
  const pick = (wallet?: number) => {
    const next = new URLSearchParams(params);
    next.delete('page_index');
    if (wallet) next.set('wallet', String(wallet));
    else next.delete('wallet');
    setParams(next);
  };
  if (list.error) return <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <Institutions rows={rows} loading={list.isPending} selected={selected} onPick={pick} />
      <ListPage
        id="wallet-institution-account"
        call={walletInstitutionAccountRecordList}
        rowKey="record_no"
        filters={filters}
        columns={columns('institution', open)}
        actions={actions}
        toolbar={({ query }) => <SummaryCards call={walletInstitutionAccount} query={query} testId="institution-account-summary" />}
      />
      {drawer}
    </>
  );
}
