import { formatMoney, maskBankAccount, paymentTransferCreate, paymentTransferList, paymentTransferStatistics, transferRuntime } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Input, Skeleton, type FormInstance } from 'antd';
import { send, useIdempotencyKey } from '../../../lib/request';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { yuan } from '../trades/shared';

/** What the merchant may withdraw now (from `payment/transfer/statistics` of its own merchant). */
export interface Withdrawable {
  balance: number;
  withdrawable: number;
  min_amount: number;
  retain_amount: number;
}

type Values = { amount: number | null; remark: string };

/** Why an amount cannot be withdrawn, or null: at least 起提金额, at most the balance less the reserve. */
export function transferAmountProblem(amount: number | null | undefined, w: Withdrawable): string | null {
  if (amount == null) return null;
  if (amount <= 0) return '提现金额须大于 0';
  if (w.withdrawable < w.min_amount) return `可提金额 ${formatMoney(w.withdrawable)} 元不足起提金额 ${formatMoney(w.min_amount)} 元，暂不能提现`;
  if (amount < w.min_amount) return `提现金额不能少于起提金额 ${formatMoney(w.min_amount)} 元`;
  if (amount > w.withdrawable) return `提现金额不能超过可提金额 ${formatMoney(w.withdrawable)} 元`;
  return null;
}

/**
 * 申请提现: the amount (all that may be withdrawn by default) and a note, to the approved account shown; the sum and
 * the account are said in words before 确认提现. A money operation: one Idempotency-Key per application, the same for a
 * retry, renewed after success.
 */
export function TransferDialog({ open, merchant, money, onClose }: { open: boolean; merchant: number; money: Withdrawable | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  return (
    <FormDialog<Values>
      open={open && !!money}
      title="申请提现"
      name="payment-transfer"
      okText="确认提现"
      initialValues={{ amount: money && money.withdrawable >= money.min_amount ? money.withdrawable : null, remark: '' }}
      changes={[paymentTransferList, paymentTransferStatistics]}
      onClose={onClose}
      onSubmit={async ({ amount, remark }) => {
        const reply = await send(paymentTransferCreate, { amount: amount!, ...(remark.trim() ? { remark: remark.trim() } : {}) }, { idempotencyKey: key });
        renew();
        return `已提交提现 ${yuan(reply.amount)}（${reply.transfer_no}），等待平台审核`;
      }}
    >
      {(form) => money && <TransferFields merchant={merchant} money={money} form={form} />}
    </FormDialog>
  );
}

function TransferFields({ merchant, money, form }: { merchant: number; money: Withdrawable; form: FormInstance<Values> }) {
  const amount = Form.useWatch('amount', form);
  const rt = useQuery({ queryKey: [transferRuntime.path, merchant], queryFn: () => send(transferRuntime, { merchant }, { silent: true }) });
  const setting = rt.data?.setting;
  const account = setting ? `${setting.bank_name} ${maskBankAccount(setting.account_no)}（${setting.account_name}）` : '';
  const problem = transferAmountProblem(amount, money);
  return (
    <>
      {rt.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            { key: 'account', label: '提现到', children: account || '尚未设置提现账户' },
            { key: 'balance', label: '可提现余额', children: yuan(money.balance) },
            { key: 'retain', label: '留存金额', children: yuan(money.retain_amount) },
            { key: 'withdrawable', label: '本次最多可提', children: <strong data-testid="withdrawable">{yuan(money.withdrawable)}</strong> },
            { key: 'min', label: '起提金额', children: yuan(money.min_amount) },
          ]}
        />
      )}
      <Form.Item
        name="amount"
        label="提现金额（元）"
        rules={[
          { required: true, message: '请输入提现金额' },
          {
            validator: async (_, value: number | null) => {
              const p = transferAmountProblem(value, money);
              if (p) throw new Error(p);
            },
          },
        ]}
      >
        <PriceInput aria-label="提现金额（元）" style={{ width: '100%' }} min={0} />
      </Form.Item>
      <Form.Item name="remark" label="提现说明">
        <Input.TextArea aria-label="提现说明" rows={2} maxLength={100} showCount placeholder="选填，如：支付保洁外包费" />
      </Form.Item>
      <Alert
        type={problem ? 'error' : 'warning'}
        showIcon
        data-testid="transfer-summary"
        message={problem ?? (amount ? `将提现 ${yuan(amount)} 到 ${account}，平台审核通过后 1–3 个工作日到账。` : '请输入提现金额')}
      />
    </>
  );
}
