import {
  energyPaymentFetch,
  energyPaymentGet,
  energyPaymentList,
  energyPaymentReview,
  energyPaymentSettle,
  energyPaymentStatistics,
  energyReplenishGet,
  energyReplenishList,
  energyReplenishLogs,
  energyReplenishReview,
  energyReplenishStatistics,
  energyReplenishStop,
  formatMoney,
  paymentReviews,
  paymentStates,
  energyPayModes,
  replenishStates,
  reviewStates,
  settleStates,
  startTypes,
  stopReasons,
  touBuckets,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Form, Input, Radio, Tag, Typography } from 'antd';
import { useCallback, useRef } from 'react';
import { newIdempotencyKey, send } from '../../lib/request';
import { PriceInput } from '../../widgets/price-input/price-input';
import { FormDialog } from '../../widgets/resource/form-dialog';
import type { OptionItem } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { StatisticCards } from '../../widgets/statistic-cards/statistic-cards';

// 订单管理 (energy-orders slice): the labels, tags, summary cards and dialogs shared by 充电记录 and 支付订单.
// docs/decisions.md, "Energy orders: charging records and payments".

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
export const replenishStateOptions = options(replenishStates);
export const startTypeOptions = options(startTypes);
export const reviewStateOptions = options(reviewStates);
export const paymentStateOptions = options(paymentStates);
export const settleStateOptions = options(settleStates);
export const payModeOptions = options(energyPayModes);
export const paymentReviewOptions = options(paymentReviews);

const label = (labels: Record<number, string>, value: number | null | undefined) => (value === null || value === undefined ? '-' : (labels[value] ?? String(value)));
export const startTypeText = (v: number) => label(startTypes, v);
export const stopReasonText = (v: number | null) => label(stopReasons, v);
export const payModeText = (v: number) => label(energyPayModes, v);
export const bucketText = (b: string) => touBuckets[b as keyof typeof touBuckets] ?? b;

/** Energy in Wh shown as kWh with three decimals. */
export const kwhText = (wh: number) => `${(wh / 1000).toFixed(3)} kWh`;
export const yuanText = (fen: number) => formatMoney(fen, { symbol: true });
/** A minute count from two ISO times (to now while charging). */
export function durationText(start: string, end: string) {
  const minutes = Math.max(0, Math.round(((end ? Date.parse(end) : Date.now()) - Date.parse(start)) / 60_000));
  return minutes >= 60 ? `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟` : `${minutes} 分钟`;
}

const stateColours: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'warning', 3: 'success', 4: 'error', 5: 'default' };
export const ReplenishStateTag = ({ state }: { state: number }) => <Tag color={stateColours[state]}>{label(replenishStates, state)}</Tag>;
const reviewColours: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'blue' };
export const ReviewStateTag = ({ state }: { state: number }) => (state === 0 ? <Typography.Text type="secondary">-</Typography.Text> : <Tag color={reviewColours[state]}>{label(reviewStates, state)}</Tag>);
const payColours: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'default' };
export const PaymentStateTag = ({ state }: { state: number }) => <Tag color={payColours[state]}>{label(paymentStates, state)}</Tag>;
export const SettleStateTag = ({ state }: { state: number }) => <Tag color={state === 1 ? 'green' : 'gold'}>{label(settleStates, state)}</Tag>;
const refundColours: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default' };
export const PaymentReviewTag = ({ state }: { state: number }) => (state === 0 ? <Typography.Text type="secondary">-</Typography.Text> : <Tag color={refundColours[state]}>{`退款${label(paymentReviews, state)}`}</Tag>);

/** The filters a list shares with its statistics call (the page and size are the list's own). */
const statisticsQuery = (query: Record<string, unknown>) => {
  const { page_index: _i, page_size: _s, ...rest } = query;
  return rest;
};
const periodText = (s: { start_date: string; end_date: string } | undefined, query: Record<string, unknown>) =>
  s ? `${query.start_date || query.end_date ? '' : '近 30 天 · '}${s.start_date} 至 ${s.end_date}` : '';

/** 充电记录's summary over the list's filters: orders, energy, amounts (a bounded period: without one, the last 30 days). */
export function ReplenishSummary({ query }: { query: Record<string, unknown> }) {
  const filters = statisticsQuery(query);
  const stats = useQuery({ queryKey: [energyReplenishStatistics.path, filters], queryFn: () => send(energyReplenishStatistics, filters, { silent: true }) });
  const s = stats.data;
  return (
    <div data-testid="replenish-summary" style={{ marginBottom: 16 }}>
      <StatisticCards
        loading={stats.isPending}
        items={[
          { key: 'count', title: '订单数', value: s?.count, suffix: s ? `（充电中 ${s.charging}）` : undefined },
          { key: 'energy', title: '充电量', value: s ? (s.energy_wh / 1000).toFixed(3) : undefined, format: (v) => (v === undefined ? '-' : `${Number(v).toLocaleString('zh-CN', { maximumFractionDigits: 3 })} kWh`) },
          { key: 'elec', title: '电费 / 服务费', value: s ? `${formatMoney(s.elec_amount)} / ${formatMoney(s.service_amount)}` : undefined, format: (v) => (v ? `¥${String(v)}` : '-') },
          { key: 'total', title: '订单金额', value: s?.total_amount, format: 'money' },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {stats.isError ? '统计暂不可用（时间范围须在 92 天内）' : `统计范围：${periodText(s, filters)}（按充电开始时间）`}
      </Typography.Text>
    </div>
  );
}

/** 支付订单's summary over the list's filters. */
export function PaymentSummary({ query }: { query: Record<string, unknown> }) {
  const filters = statisticsQuery(query);
  const stats = useQuery({ queryKey: [energyPaymentStatistics.path, filters], queryFn: () => send(energyPaymentStatistics, filters, { silent: true }) });
  const s = stats.data;
  return (
    <div data-testid="payment-summary" style={{ marginBottom: 16 }}>
      <StatisticCards
        loading={stats.isPending}
        items={[
          { key: 'count', title: '支付单数', value: s?.count },
          { key: 'paid', title: '实收金额', value: s?.paid_amount, format: 'money' },
          { key: 'unsettled', title: '待结算', value: s?.unsettled_amount, format: 'money' },
          { key: 'refunded', title: '已退款', value: s?.refunded_amount, format: 'money' },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {stats.isError ? '统计暂不可用（时间范围须在 92 天内）' : `统计范围：${periodText(s, filters)}（按下单时间）`}
      </Typography.Text>
    </div>
  );
}

// ---- changes -----------------------------------------------------------------------------------------------------

const orderCalls = [energyReplenishList, energyReplenishGet, energyReplenishLogs, energyReplenishStatistics, energyPaymentList, energyPaymentGet, energyPaymentStatistics];

/** 远程停止 (asked first by the caller): the session ends now; its bill opens a payment. */
export function useStopCharging() {
  const changed = useChanged(...orderCalls);
  return useCallback(
    async (orderNo: string) => {
      const reply = await send(energyReplenishStop, { order_no: orderNo });
      await changed(reply.pay_no ? `已停止充电，订单金额 ${formatMoney(reply.total_amount, { symbol: true })}，已生成支付单 ${reply.pay_no}` : '已停止充电');
    },
    [changed],
  );
}

/** 查询支付结果 of a paying payment. */
export function useFetchPayment() {
  const changed = useChanged(...orderCalls);
  return useCallback(
    async (payNo: string) => {
      const reply = await send(energyPaymentFetch, { pay_no: payNo });
      await changed(reply.changed ? `支付结果：${label(paymentStates, reply.state)}` : `支付状态未变化：${label(paymentStates, reply.state)}`);
    },
    [changed],
  );
}

/**
 * 结算 (a money operation, asked first by the caller): one idempotency key per payment, the same for every retry of it
 * until it succeeded, so a lost answer retried settles once.
 */
export function useSettlePayment() {
  const keys = useRef(new Map<string, string>());
  const changed = useChanged(...orderCalls);
  return useCallback(
    async (payNo: string) => {
      const key = keys.current.get(payNo) ?? newIdempotencyKey();
      keys.current.set(payNo, key);
      const reply = await send(energyPaymentSettle, { pay_no: payNo }, { idempotencyKey: key });
      keys.current.delete(payNo);
      await changed(`已结算 ${formatMoney(reply.amount, { symbol: true })}`);
    },
    [changed],
  );
}

export interface ReviewTarget {
  order_no: string;
  elec_amount: number;
  service_amount: number;
  park_amount: number;
  total_amount: number;
  energy_wh: number;
  stop_reason: number | null;
}

/** 审核 a failed session's amounts: 通过 keeps them, 调整金额 sets new electricity and service fees; a reason either way. */
export function ReplenishReviewDialog({ session, onClose }: { session: ReviewTarget | undefined; onClose: () => void }) {
  return (
    <FormDialog<{ result: 2 | 3; elec_amount?: number; service_amount?: number; reason: string }>
      open={!!session}
      title="审核充电记录"
      name="energy-replenish-review"
      okText="提交审核"
      initialValues={{ result: 2, elec_amount: session?.elec_amount, service_amount: session?.service_amount }}
      changes={orderCalls}
      onClose={onClose}
      onSubmit={async (values) => {
        await send(energyReplenishReview, {
          order_no: session!.order_no,
          result: values.result,
          ...(values.result === 3 ? { elec_amount: values.elec_amount ?? 0, service_amount: values.service_amount ?? 0 } : {}),
          reason: values.reason.trim(),
        });
        return values.result === 3 ? '已调整金额' : '审核通过';
      }}
    >
      {(form) => (
        <>
          {session && (
            <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
              <Descriptions.Item label="订单号">{session.order_no}</Descriptions.Item>
              <Descriptions.Item label="异常原因">{stopReasonText(session.stop_reason)}</Descriptions.Item>
              <Descriptions.Item label="已充电量">{kwhText(session.energy_wh)}</Descriptions.Item>
              <Descriptions.Item label="当前金额">{`${yuanText(session.total_amount)}（电费 ${yuanText(session.elec_amount)}，服务费 ${yuanText(session.service_amount)}）`}</Descriptions.Item>
            </Descriptions>
          )}
          <Form.Item name="result" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
            <Radio.Group
              options={[
                { label: '通过（金额不变）', value: 2 },
                { label: '调整金额', value: 3 },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['result']}>
            {() =>
              form.getFieldValue('result') === 3 && (
                <>
                  <Form.Item name="elec_amount" label="调整后电费（元）" rules={[{ required: true, message: '请填写电费' }]}>
                    <PriceInput min={0} max={100_000} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name="service_amount" label="调整后服务费（元）" rules={[{ required: true, message: '请填写服务费' }]}>
                    <PriceInput min={0} max={100_000} style={{ width: 200 }} />
                  </Form.Item>
                </>
              )
            }
          </Form.Item>
          <Form.Item name="reason" label="审核意见" rules={[{ required: true, whitespace: true, message: '请填写审核意见' }, { min: 2, message: '审核意见至少 2 个字' }]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：断电中止，按设备最后读数计费" />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/** 审核 a refund request: 通过 refunds the payment, 驳回 keeps it paid; once (a money operation: one key per dialog). */
export function PaymentReviewDialog({ payment, onClose }: { payment: { pay_no: string; amount: number; refund_reason?: string } | undefined; onClose: () => void }) {
  const key = useRef<{ pay_no: string; key: string }>(undefined);
  return (
    <FormDialog<{ result: 2 | 3; note: string }>
      open={!!payment}
      title="审核退款申请"
      name="energy-payment-review"
      okText="提交审核"
      initialValues={{ result: 2 }}
      changes={orderCalls}
      onClose={onClose}
      onSubmit={async (values) => {
        if (key.current?.pay_no !== payment!.pay_no) key.current = { pay_no: payment!.pay_no, key: newIdempotencyKey() };
        await send(energyPaymentReview, { pay_no: payment!.pay_no, result: values.result, note: values.note.trim() }, { idempotencyKey: key.current.key });
        key.current = undefined;
        return values.result === 2 ? '已同意退款' : '已驳回退款申请';
      }}
    >
      {payment && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="支付单号">{payment.pay_no}</Descriptions.Item>
          <Descriptions.Item label="退款金额">{yuanText(payment.amount)}</Descriptions.Item>
          {payment.refund_reason && <Descriptions.Item label="退款原因">{payment.refund_reason}</Descriptions.Item>}
        </Descriptions>
      )}
      <Form.Item name="result" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
        <Radio.Group
          options={[
            { label: '同意退款', value: 2 },
            { label: '驳回', value: 3 },
          ]}
        />
      </Form.Item>
      <Form.Item name="note" label="审核意见" rules={[{ required: true, whitespace: true, message: '请填写审核意见' }, { min: 2, message: '审核意见至少 2 个字' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：核实属实，同意退款" />
      </Form.Item>
    </FormDialog>
  );
}
