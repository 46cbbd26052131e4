import { balanceList, purchaseDetail, purchaseList, purchaseRevoke, warehouseDetail } from '@console/contract';
import { Alert, Form, Input } from 'antd';
import { send, useIdempotencyKey } from '../../../lib/request';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { couponText, money, type PurchaseRow } from './shared';

/**
 * 撤销采购, asked in a dialog (with an optional reason): the purchase's coupons leave the stock. One Idempotency-Key per
 * revocation, the same for a retry; the server refuses (1409) when fewer coupons remain than it bought.
 */
export function RevokePurchaseDialog({ purchase, onClose }: { purchase: Pick<PurchaseRow, 'id' | 'count' | 'amount' | 'coupon_name' | 'coupon_value_text'> | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  return (
    <FormDialog<{ reason?: string }>
      open={!!purchase}
      title="撤销采购"
      name="coupon-purchase-revoke"
      okText="确认撤销"
      danger
      changes={[purchaseList, purchaseDetail, balanceList, warehouseDetail]}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        const reply = await send(purchaseRevoke, { id: purchase!.id, reason: reason?.trim() || undefined }, { idempotencyKey: key });
        renew();
        return `已撤销，该优惠券剩余库存 ${reply.remaining} 张`;
      }}
    >
      {purchase && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`撤销后，${couponText(purchase)} 的库存减少 ${purchase.count} 张（采购金额 ${money(purchase.amount)}）。已发放出去的优惠券不能随采购撤回。`}
        />
      )}
      <Form.Item name="reason" label="撤销原因">
        <Input.TextArea aria-label="撤销原因" maxLength={200} showCount rows={2} placeholder="选填" />
      </Form.Item>
    </FormDialog>
  );
}
