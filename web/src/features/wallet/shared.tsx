import { formatDateTime, formatMoney, walletBusinesses, walletBusinessText, walletCarrierInfo, walletMerchantGet, walletMerchantList, walletMerchantStatistics, walletPaymentCreate, walletPaymentList, walletPaymentStatistics, walletRechargeChannels, walletRechargeChannelText, walletRechargeCreate, walletRechargeList, walletRechargeStatistics, walletRecordGet, walletRecordKinds, walletRecordKindText, walletRecordList, walletRecordStatistics, walletRefundCreate, walletRefundList, walletRefundStates, walletRefundStatistics, walletStates, walletStateText, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Form, Input, Select, Skeleton, Space, Table, Tabs, Tag, Typography, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { send, useIdempotencyKey } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { PriceInput } from '../../widgets/price-input/price-input';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import type { OptionItem } from '../../widgets/resource/types';

// What the wallet pages share: paths, options, tags, the record drawer and the three money dialogs.

export const WALLET_PATHS = {
  list: '/wallet/merchant/list',
  create: '/wallet/merchant/create',
  edit: '/wallet/merchant/edit',
  detail: '/wallet/merchant/detail',
  balance: '/wallet/balance',
  recharge: '/wallet/recharge',
  payment: '/wallet/payment',
  refund: '/wallet/refund',
  carrier: '/wallet/carrier/info',
} as const;
export const walletDetail = (id: number) => `${WALLET_PATHS.detail}?id=${id}`;

export type Wallet = CallReply<typeof walletMerchantList>['row'][number];
export type WalletRecord = CallReply<typeof walletRecordList>['row'][number];

const options = (labels: Record<string | number, string>, numeric: boolean): OptionItem[] =>
  Object.entries(labels).map(([value, label]) => ({ label, value: numeric ? Number(value) : value }));
export const walletStateOptions = options(walletStates, true);
export const recordKindOptions = options(walletRecordKinds, true);
export const rechargeChannelOptions = options(walletRechargeChannels, true);
export const businessOptions = options(walletBusinesses, false);
export const refundStateOptions = options(walletRefundStates, true);

/**
 * Statistic cards in a list's toolbar: the toolbar is a wrapping row sized by its content, so the cards get a width of
 * their own (the viewport's, less the sidebar, at most 960 px) instead of shrinking to their text.
 */
export const ToolbarStatistics = ({ children }: { children: ReactNode }) => <div style={{ width: 'min(960px, calc(100vw - 300px))', minWidth: 320 }}>{children}</div>;

/** Fen as 元 with two decimals: 12.50 元. */
export const yuan = (fen: number) => `${formatMoney(fen)} 元`;
/** Income (充值, 退款) with +, a payment with −. */
export const signed = (r: { kind: number; amount: number }) => `${r.kind === 2 ? '-' : '+'}${formatMoney(r.amount)}`;

export const WalletStateTag = ({ state }: { state: number }) => <Tag color={state === 1 ? 'success' : 'default'}>{walletStateText(state)}</Tag>;
const kindColours: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'purple' };
export const RecordKindTag = ({ kind }: { kind: number }) => <Tag color={kindColours[kind]}>{walletRecordKindText(kind)}</Tag>;
export const RefundStateTag = ({ record }: { record: { refunded: number; amount: number } }) =>
  record.refunded === 0 ? <Tag>未退款</Tag> : record.refunded < record.amount ? <Tag color="gold">部分退款</Tag> : <Tag color="warning">已全额退款</Tag>;
/** A balance below its alert line is shown red with 余额不足. */
export const BalanceText = ({ wallet }: { wallet: Pick<Wallet, 'balance' | 'alert_balance'> }) =>
  wallet.alert_balance > 0 && wallet.balance < wallet.alert_balance ? (
    <Space size={4}>
      <Typography.Text type="danger" strong>{yuan(wallet.balance)}</Typography.Text>
      <Tag color="error">余额不足</Tag>
    </Space>
  ) : (
    <Typography.Text strong>{yuan(wallet.balance)}</Typography.Text>
  );

/** What a record is about: its channel (充值), business (支付) or the payment it returns (退款). */
export const recordSource = (r: WalletRecord) => (r.kind === 1 ? walletRechargeChannelText(r.channel ?? 0) : r.kind === 2 ? walletBusinessText(r.business ?? '') : `退回 ${r.payment_no ?? '-'}`);

/** Every query a money operation changes. */
const moneyChanges = [
  walletMerchantList, walletMerchantStatistics, walletMerchantGet, walletRecordList, walletRecordStatistics, walletRechargeList, walletRechargeStatistics,
  walletPaymentList, walletPaymentStatistics, walletRefundList, walletRefundStatistics, walletRecordGet, walletCarrierInfo,
];

function WalletSummary({ wallet }: { wallet: Wallet }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ marginBottom: 16 }}
      items={[
        { key: 'merchant', label: '钱包商户', children: `${wallet.merchant_name}（${wallet.wallet_no}）` },
        { key: 'balance', label: '当前余额', children: <span data-testid="wallet-balance"><BalanceText wallet={wallet} /></span> },
      ]}
    />
  );
}

type RechargeValues = { amount: number | null; channel: number; out_no?: string; remark: string };

/** 充值: amount, channel, an optional transfer number and a note; the new balance is shown before 确认充值. Once per key. */
export function RechargeDialog({ wallet, onClose }: { wallet: Wallet | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  return (
    <FormDialog<RechargeValues>
      open={!!wallet}
      title="钱包充值"
      name="wallet-recharge"
      okText="确认充值"
      initialValues={{ amount: null, channel: 1, out_no: '', remark: '' }}
      changes={moneyChanges}
      onClose={onClose}
      onSubmit={async (v) => {
        const reply = await send(walletRechargeCreate, { wallet: wallet!.id, amount: v.amount!, channel: v.channel, out_no: v.out_no?.trim() || undefined, remark: v.remark.trim() }, { idempotencyKey: key });
        renew();
        return `充值成功：${yuan(reply.amount)}，余额 ${yuan(reply.balance_after)}`;
      }}
    >
      {(form) =>
        wallet && (
          <>
            <WalletSummary wallet={wallet} />
            <AmountField label="充值金额（元）" />
            <Form.Item name="channel" label="充值方式" rules={[{ required: true, message: '请选择充值方式' }]}>
              <Select aria-label="充值方式" options={rechargeChannelOptions} />
            </Form.Item>
            <OutNoField label="转账流水号" />
            <NoteField name="remark" label="充值说明" placeholder="如：11 月预存" />
            <AfterBalance form={form} balance={wallet.balance} sign={1} />
          </>
        )
      }
    </FormDialog>
  );
}

type PaymentValues = { amount: number | null; business: string; out_no?: string; subject: string };

/** 扣款: a payment from the wallet, at most its balance; the new balance is shown before 确认扣款. Once per key. */
export function PaymentDialog({ wallet, onClose }: { wallet: Wallet | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  return (
    <FormDialog<PaymentValues>
      open={!!wallet}
      title="钱包扣款"
      name="wallet-payment"
      okText="确认扣款"
      danger
      initialValues={{ amount: null, business: 'service', out_no: '', subject: '' }}
      changes={moneyChanges}
      onClose={onClose}
      onSubmit={async (v) => {
        const reply = await send(walletPaymentCreate, { wallet: wallet!.id, amount: v.amount!, business: v.business as never, out_no: v.out_no?.trim() || undefined, subject: v.subject.trim() }, { idempotencyKey: key });
        renew();
        return `扣款成功：${yuan(reply.amount)}，余额 ${yuan(reply.balance_after)}`;
      }}
    >
      {(form) =>
        wallet && (
          <>
            <WalletSummary wallet={wallet} />
            <AmountField label="扣款金额（元）" max={wallet.balance} maxText="扣款金额不能超过余额" />
            <Form.Item name="business" label="业务类型" rules={[{ required: true, message: '请选择业务类型' }]}>
              <Select aria-label="业务类型" options={businessOptions} />
            </Form.Item>
            <OutNoField label="业务单号" />
            <NoteField name="subject" label="支付内容" placeholder="如：11 月平台服务费" />
            <AfterBalance form={form} balance={wallet.balance} sign={-1} />
          </>
        )
      }
    </FormDialog>
  );
}

type RefundValues = { amount: number | null; reason: string };

/** 退款: returns part or all of a payment's remainder to its wallet (the remainder by default). Once per key. */
export function RefundDialog({ payment, onClose }: { payment: WalletRecord | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  const remainder = payment ? payment.amount - payment.refunded : 0;
  return (
    <FormDialog<RefundValues>
      open={!!payment}
      title={`退款 · ${payment?.record_no ?? ''}`}
      name="wallet-refund"
      okText="确认退款"
      danger
      initialValues={{ amount: remainder || null, reason: '' }}
      changes={moneyChanges}
      onClose={onClose}
      onSubmit={async (v) => {
        const reply = await send(walletRefundCreate, { payment_no: payment!.record_no, amount: v.amount!, reason: v.reason.trim() }, { idempotencyKey: key });
        renew();
        return `退款成功：${yuan(reply.amount)} 已退回钱包，余额 ${yuan(reply.balance_after)}`;
      }}
    >
      {(form) =>
        payment && (
          <>
            <Descriptions
              size="small"
              column={1}
              bordered
              style={{ marginBottom: 16 }}
              items={[
                { key: 'merchant', label: '钱包商户', children: `${payment.merchant_name}（${payment.wallet_no}）` },
                { key: 'subject', label: '支付内容', children: payment.subject },
                { key: 'amount', label: '支付金额', children: yuan(payment.amount) },
                { key: 'refunded', label: '已退款', children: yuan(payment.refunded) },
                { key: 'remainder', label: '可退金额', children: <strong data-testid="refundable">{yuan(remainder)}</strong> },
              ]}
            />
            <AmountField label="退款金额（元）" max={remainder} maxText={`退款金额不能超过可退金额 ${formatMoney(remainder)} 元`} />
            <Form.Item name="reason" label="退款原因" rules={[{ required: true, whitespace: true, message: '请填写退款原因' }, { min: 2, max: 100, message: '退款原因 2–100 个字' }]}>
              <Input.TextArea aria-label="退款原因" rows={2} maxLength={100} showCount placeholder="如：服务费重复扣款" />
            </Form.Item>
            <RefundSummary form={form} />
          </>
        )
      }
    </FormDialog>
  );
}

const OutNoField = ({ label }: { label: string }) => (
  <Form.Item name="out_no" label={label} rules={[{ pattern: /^[A-Za-z0-9_-]{0,64}$/, message: '只能是字母、数字、- 和 _' }]}>
    <Input aria-label={label} maxLength={64} placeholder="可不填" />
  </Form.Item>
);

/** A required note of 2–100 characters (充值说明, 支付内容). */
const NoteField = ({ name, label, placeholder }: { name: string; label: string; placeholder: string }) => (
  <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, message: `请填写${label}` }, { min: 2, max: 100, message: `${label} 2–100 个字` }]}>
    <Input aria-label={label} maxLength={100} placeholder={placeholder} />
  </Form.Item>
);

function AmountField({ label, max, maxText }: { label: string; max?: number; maxText?: string }) {
  return (
    <Form.Item
      name="amount"
      label={label}
      rules={[
        { required: true, message: '请输入金额' },
        {
          validator: async (_, value: number | null) => {
            if (value == null) return;
            if (value <= 0) throw new Error('金额须大于 0');
            if (value > 100_000_000) throw new Error('单笔金额不能超过 1,000,000.00 元');
            if (max !== undefined && value > max) throw new Error(maxText ?? '金额过大');
          },
        },
      ]}
    >
      <PriceInput aria-label={label} style={{ width: '100%' }} min={0} />
    </Form.Item>
  );
}

/** The balance after the operation, as the amount is typed. */
export function AfterBalance({ form, balance, sign }: { form: FormInstance; balance: number; sign: 1 | -1 }) {
  const amount = Form.useWatch('amount', form) as number | null | undefined;
  if (!amount) return <Alert type="info" showIcon message="请输入金额" />;
  const after = balance + sign * amount;
  return after < 0 ? (
    <Alert type="error" showIcon data-testid="after-balance" message={`余额不足：当前余额 ${yuan(balance)}`} />
  ) : (
    <Alert type={sign > 0 ? 'info' : 'warning'} showIcon data-testid="after-balance" message={`${sign > 0 ? '充值' : '扣款'} ${yuan(amount)} 后余额 ${yuan(after)}`} />
  );
}

function RefundSummary({ form }: { form: FormInstance }) {
  const amount = Form.useWatch('amount', form) as number | null | undefined;
  return <Alert type="warning" showIcon data-testid="refund-summary" message={amount ? `将向钱包退回 ${yuan(amount)}，退款后不能撤销。` : '请输入退款金额'} />;
}

/** A record: its money and the balance after it; a payment's refunds; 操作记录. */
function RecordView({ recordNo, onRefund }: { recordNo: string; onRefund?: (r: WalletRecord) => void }) {
  const detail = useQuery({ queryKey: [walletRecordGet.path, recordNo], queryFn: () => send(walletRecordGet, { record_no: recordNo }, { silent: true }) });
  if (detail.isPending) return <Skeleton active />;
  if (detail.error) return <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />;
  const r = detail.data;
  const refundable = r.kind === 2 && r.refunded < r.amount && onRefund;
  return (
    <Tabs
      items={[
        {
          key: 'info',
          label: '流水信息',
          children: (
            <Space direction="vertical" size="large" style={{ width: '100%' }}>
              <Descriptions
                column={{ xs: 1, sm: 2 }}
                bordered
                size="small"
                extra={refundable && <a onClick={() => onRefund(r)}>退款</a>}
                items={[
                  { key: 'record_no', label: '流水号', children: <Typography.Text copyable>{r.record_no}</Typography.Text> },
                  { key: 'kind', label: '类型', children: <RecordKindTag kind={r.kind} /> },
                  { key: 'merchant', label: '钱包商户', children: `${r.merchant_name}（${r.merchant}）` },
                  { key: 'wallet_no', label: '钱包编号', children: r.wallet_no },
                  { key: 'amount', label: '金额', children: <strong>{signed(r)} 元</strong> },
                  { key: 'balance_after', label: '变动后余额', children: yuan(r.balance_after) },
                  { key: 'source', label: r.kind === 1 ? '充值方式' : r.kind === 2 ? '业务类型' : '原支付', children: recordSource(r) },
                  { key: 'out_no', label: '业务单号', children: r.out_no || '-' },
                  { key: 'subject', label: r.kind === 3 ? '退款原因' : r.kind === 2 ? '支付内容' : '充值说明', children: r.subject, span: 2 },
                  ...(r.kind === 2 ? [{ key: 'refunded', label: '已退款', children: <Space>{yuan(r.refunded)}<RefundStateTag record={r} /></Space> }] : []),
                  { key: 'operator', label: '操作人', children: r.operator || '-' },
                  { key: 'time', label: '时间', children: formatDateTime(r.create_time) },
                ]}
              />
              {r.kind === 2 && (
                <Table
                  size="small"
                  rowKey="record_no"
                  pagination={false}
                  dataSource={r.refunds}
                  title={() => `退款记录（${r.refunds.length}）`}
                  scroll={{ x: 560 }}
                  locale={{ emptyText: '暂无退款' }}
                  columns={[
                    { key: 'record_no', title: '退款流水号', dataIndex: 'record_no', width: 200 },
                    { key: 'amount', title: '金额', width: 100, render: (_, x) => yuan(x.amount) },
                    { key: 'subject', title: '原因', dataIndex: 'subject', ellipsis: true },
                    { key: 'time', title: '时间', width: 160, render: (_, x) => formatDateTime(x.create_time) },
                  ]}
                />
              )}
            </Space>
          ),
        },
        {
          key: 'timeline',
          label: '操作记录',
          children: (
            <AuditTimeline type="wallet_record" id={r.id} />
          ),
        },
      ]}
    />
  );
}

export function RecordDrawer({ recordNo, onClose, onRefund }: { recordNo: string | null; onClose: () => void; onRefund?: (r: WalletRecord) => void }) {
  return (
    <Drawer open={recordNo !== null} onClose={onClose} title="流水详情" width={760} styles={{ wrapper: { maxWidth: '100vw' } }}>
      {recordNo && <RecordView recordNo={recordNo} onRefund={onRefund} />}
    </Drawer>
  );
}
