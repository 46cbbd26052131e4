import { formatDateTime, paymentTransferGet, paymentTransferList, paymentTransferReceipt, paymentTransferReview, paymentTransferStatistics, TransferState, type CallBody } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Drawer, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { useSession } from '../../../shell/session/store';
import { ListPage } from '../../../widgets/resource/list-page';
import { RejectDialog } from '../../../widgets/resource/reject-dialog';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards/statistic-cards';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { merchantFilter, yuan } from '../trades/shared';
import { TRANSFER_REVIEW, useCapitalPlatform } from './platform';
import { transferStateOptions, TransferStateTag, type TransferRow } from './shared';
import { TransferDialog } from './transfer-dialog';

const filters = (showsMerchant: boolean): FilterField[] => [
  { kind: 'text', key: 'transfer_no', label: '提现单号', placeholder: '提现单号（开头）', maxLength: 64 },
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '申请日期' },
  { kind: 'select', key: 'state', label: '提现状态', options: transferStateOptions },
  ...(showsMerchant ? [merchantFilter] : []),
];

const columns = (open: (r: TransferRow) => void, showsMerchant: boolean): Column<TransferRow>[] => [
  { key: 'transfer_no', title: '提现单号', width: 200, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.transfer_no}</a> },
  { key: 'merchant_name', title: '商户', width: 150, ellipsis: true, defaultHidden: !showsMerchant },
  { key: 'amount', title: '提现金额', width: 120, value: (r) => yuan(r.amount) },
  { key: 'account', title: '提现账户', width: 260, ellipsis: true, value: (r) => `${r.bank_name} ${r.account_no}（${r.account_name}）` },
  { key: 'state', title: '提现状态', width: 100, render: (r) => <TransferStateTag state={r.state} /> },
  { key: 'remark', title: '提现说明', width: 160, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'applicant', title: '申请人', width: 90 },
  { key: 'create_time', title: '申请时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'finish_time', title: '到账时间', width: 170, value: (r) => (r.finish_time ? formatDateTime(r.finish_time) : '-') },
];

type Action = CallBody<typeof paymentTransferReview>['action'];

/**
 * The platform's steps on a withdrawal: 通过 and 确认到账 asked first, 驳回 and 登记失败 with a reason. The changed
 * lists, statistics and timeline refresh after each.
 */
function useTransferReview() {
  const { modal } = App.useApp();
  const changed = useChanged(paymentTransferList, paymentTransferStatistics, paymentTransferGet, paymentTransferReceipt);
  const [reasonFor, setReasonFor] = useState<{ row: TransferRow; action: 'reject' | 'fail' } | null>(null);
  const step = (row: TransferRow, action: Action) => {
    if (action === 'reject' || action === 'fail') return setReasonFor({ row, action });
    modal.confirm({
      title: action === 'approve' ? '通过提现申请' : '确认已到账',
      content:
        action === 'approve'
          ? `通过后将向 ${row.bank_name} ${row.account_no}（${row.account_name}）付款 ${yuan(row.amount)}，状态变为提现中。`
          : `确认银行已将 ${yuan(row.amount)} 付到 ${row.account_name} 的账户？确认后生成回单，不能撤销。`,
      okText: action === 'approve' ? '通过' : '确认到账',
      onOk: async () => {
        await send(paymentTransferReview, { transfer_no: row.transfer_no, action });
        await changed(action === 'approve' ? '已通过，提现中' : '已确认到账');
      },
    });
  };
  const dialog = (
    <RejectDialog
      open={!!reasonFor}
      title={reasonFor?.action === 'fail' ? '登记提现失败' : '驳回提现申请'}
      name="transfer-reject"
      extra="商户会看到这个原因；金额退回可提现余额"
      changes={[paymentTransferList, paymentTransferStatistics, paymentTransferGet]}
      reject={(reason) => send(paymentTransferReview, { transfer_no: reasonFor!.row.transfer_no, action: reasonFor!.action, reason })}
      onClose={() => setReasonFor(null)}
    />
  );
  return { step, dialog };
}

const reviewActions = (step: (row: TransferRow, action: Action) => void): RowAction<TransferRow>[] => [
  { key: 'approve', label: '通过', permission: TRANSFER_REVIEW, when: (r) => r.state === TransferState.waiting, onClick: (r) => step(r, 'approve') },
  { key: 'reject', label: '驳回', danger: true, permission: TRANSFER_REVIEW, when: (r) => r.state === TransferState.waiting, onClick: (r) => step(r, 'reject') },
  { key: 'complete', label: '确认到账', permission: TRANSFER_REVIEW, when: (r) => r.state === TransferState.paying, onClick: (r) => step(r, 'complete') },
  { key: 'fail', label: '登记失败', danger: true, permission: TRANSFER_REVIEW, when: (r) => r.state === TransferState.paying, onClick: (r) => step(r, 'fail') },
];

/** 累计提现, 提现中, 可提现余额 (over the filter's merchant, or the whole scope); the merchant's own 申请提现. */
function TransferStatistics({ merchant, mayApply }: { merchant?: number; mayApply: boolean }) {
  const own = useSession((s) => s.user?.merchant ?? 0);
  const [applying, setApplying] = useState(false);
  const query = merchant ? { merchant } : {};
  const stats = useQuery({ queryKey: [paymentTransferStatistics.path, query], queryFn: () => send(paymentTransferStatistics, query, { silent: true }) });
  const s = stats.data;
  const items: StatisticItem[] = [
    { key: 'withdrawn', title: '累计提现', value: s?.withdrawn, format: 'money' },
    { key: 'in_progress', title: `提现中${s ? `（${s.in_progress_count} 笔）` : ''}`, value: s?.in_progress, format: 'money' },
    { key: 'balance', title: '可提现余额', value: s?.balance, format: 'money' },
    ...(s?.withdrawable != null ? [{ key: 'withdrawable', title: '本次最多可提', value: s.withdrawable, format: 'money' as const }] : []),
  ];
  const money = s && s.withdrawable != null ? { balance: s.balance, withdrawable: s.withdrawable, min_amount: s.min_amount ?? 0, retain_amount: s.retain_amount ?? 0 } : null;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <StatisticCards data-testid="transfer-statistics" items={items} loading={stats.isPending} />
      {mayApply && (
        <Space>
          <Tooltip title={s && !money ? '尚未设置提现账户：请先在 提现设置 提交，平台审核通过后再申请提现' : undefined}>
            <Button type="primary" disabled={!money} onClick={() => setApplying(true)}>
              申请提现
            </Button>
          </Tooltip>
          {s && (
            <Typography.Text type="secondary">
              可提现余额 = 已结算 {yuan(s.settled)} − 已分账 {yuan(s.shared)} − 已提现与提现中 {yuan(s.withdrawn + s.in_progress)}；本次最多可提 = 余额 − 留存 {yuan(s.retain_amount ?? 0)}
            </Typography.Text>
          )}
        </Space>
      )}
      <TransferDialog open={applying} merchant={own} money={money} onClose={() => setApplying(false)} />
    </Space>
  );
}

/**
 * 提现记录: the withdrawals in scope (申请日期 近 30 天 by default, at most 92), newest first, with the statistics cards;
 * the payment merchant applies (申请提现); the platform reviews in the rows; 详情 in a drawer or on its page.
 */
export default function TransferListPage() {
  const { platform, paths, codes, showsMerchant } = useCapitalPlatform();
  const gate = useGate();
  const navigate = useNavigate();
  const [open, setOpen] = useState<string | null>(null);
  const { step, dialog } = useTransferReview();
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const openDetail = (r: TransferRow) => (paths.transferDetail ? navigate(`${paths.transferDetail}?transfer_no=${encodeURIComponent(r.transfer_no)}`) : setOpen(r.transfer_no));
  const mayApply = !!codes.create && gate({ permission: [codes.create] });
  return (
    <>
      <ListPage
        id={`${platform}-transfer-list`}
        call={paymentTransferList}
        rowKey="transfer_no"
        filters={shownFilters}
        columns={columns(openDetail, showsMerchant)}
        actions={[{ key: 'detail', label: '详情', onClick: openDetail }, ...reviewActions(step)]}
        toolbar={({ query }) => <TransferStatistics merchant={query.merchant as number | undefined} mayApply={mayApply} />}
        visibleFilters={3}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title="提现详情" width={760} styles={{ wrapper: { maxWidth: '100vw' } }}>
        {open !== null && <TransferView transferNo={open} />}
      </Drawer>
      {dialog}
    </>
  );
}

/** A withdrawal: amount, account, state and review; the bank's receipt once it arrived; 操作记录. */
function TransferView({ transferNo }: { transferNo: string }) {
  const gate = useGate();
  const { step, dialog } = useTransferReview();
  const detail = useQuery({ queryKey: [paymentTransferGet.path, transferNo], queryFn: () => send(paymentTransferGet, { transfer_no: transferNo }, { silent: true }) });
  const done = detail.data?.state === TransferState.done;
  const receipt = useQuery({
    queryKey: [paymentTransferReceipt.path, transferNo],
    queryFn: () => send(paymentTransferReceipt, { transfer_no: transferNo }, { silent: true }),
    enabled: done,
  });
  if (detail.isPending) return <Skeleton active />;
  if (detail.error) return <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />;
  const t = detail.data;
  const reviewer = gate({ permission: TRANSFER_REVIEW });
  const buttons = reviewer && (
    <Space>
      {t.state === TransferState.waiting && (
        <>
          <Button type="primary" onClick={() => step(t, 'approve')}>通过</Button>
          <Button danger onClick={() => step(t, 'reject')}>驳回</Button>
        </>
      )}
      {t.state === TransferState.paying && (
        <>
          <Button type="primary" onClick={() => step(t, 'complete')}>确认到账</Button>
          <Button danger onClick={() => step(t, 'fail')}>登记失败</Button>
        </>
      )}
    </Space>
  );
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {t.reason && <Alert type="error" showIcon message={`${t.state === TransferState.failed ? '失败原因' : '驳回原因'}：${t.reason}`} />}
      <Descriptions
        title="提现信息"
        column={{ xs: 1, sm: 2 }}
        bordered
        size="small"
        extra={buttons}
        items={[
          { key: 'transfer_no', label: '提现单号', children: <Typography.Text copyable>{t.transfer_no}</Typography.Text> },
          { key: 'state', label: '提现状态', children: <TransferStateTag state={t.state} /> },
          { key: 'merchant', label: '商户', children: `${t.merchant_name}（${t.merchant}）` },
          { key: 'amount', label: '提现金额', children: <strong data-testid="transfer-amount">{yuan(t.amount)}</strong> },
          { key: 'account', label: '提现账户', children: `${t.account_name} ${t.account_no}` },
          { key: 'bank', label: '开户银行', children: `${t.bank_name} ${t.branch_name}` },
          { key: 'remark', label: '提现说明', children: t.remark || '-' },
          { key: 'applicant', label: '申请人', children: `${t.applicant}，${formatDateTime(t.create_time)}` },
          { key: 'reviewer', label: '审核', children: t.review_time ? `${t.reviewer}，${formatDateTime(t.review_time)}` : '等待平台审核' },
          { key: 'finish_time', label: '到账时间', children: t.finish_time ? formatDateTime(t.finish_time) : '-' },
        ]}
      />
      <Card size="small" title="银行回单" data-testid="transfer-receipt">
        {!done ? (
          <Typography.Text type="secondary">到账后生成银行回单</Typography.Text>
        ) : receipt.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : receipt.error ? (
          <ErrorPanel error={receipt.error} onRetry={() => void receipt.refetch()} />
        ) : (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'receipt_no', label: '回单号', children: receipt.data.receipt_no },
              { key: 'finish_time', label: '交易时间', children: formatDateTime(receipt.data.finish_time) },
              { key: 'payer', label: '付款方', children: `${receipt.data.payer_name}（${receipt.data.payer_bank}）` },
              { key: 'payee', label: '收款方', children: `${receipt.data.payee_name} ${receipt.data.payee_account}（${receipt.data.payee_bank}）` },
              { key: 'amount', label: '金额', children: yuan(receipt.data.amount) },
              { key: 'purpose', label: '用途', children: receipt.data.purpose },
            ]}
          />
        )}
      </Card>
      <Card size="small" title="操作记录">
        <AuditTimeline type="payment_transfer" id={transferNo} />
      </Card>
      {dialog}
    </Space>
  );
}

/** 提现详情 (`/capital/transfer/detail?transfer_no=`, `/settlement/transfer/detail?transfer_no=`). */
export function TransferDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { paths } = useCapitalPlatform();
  const transferNo = params.get('transfer_no');
  return (
    <Card title="提现详情" extra={<Button onClick={() => navigate(paths.transfers)}>返回</Button>}>
      {transferNo ? <TransferView transferNo={transferNo} /> : <Typography.Text type="secondary">缺少提现单号</Typography.Text>}
    </Card>
  );
}
