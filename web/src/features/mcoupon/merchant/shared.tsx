import { CouponMerchantStatus, couponMerchantDisable, couponMerchantEnable, couponMerchantGet, couponMerchantList, type CallReply } from '@console/contract';
import { send } from '../../../lib/request';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import type { RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';

export type CouponMerchant = CallReply<typeof couponMerchantGet>;

export const LIST = ['parking:mcoupon:merchant:list'];
export const CREATE = ['parking:mcoupon:merchant:create'];
export const UPDATE = ['parking:mcoupon:merchant:update'];

export const merchantText = (r: { merchant: number; merchant_name: string }) => `${r.merchant_name}（${r.merchant}）`;
export const dayLimitText = (limit: number) => (limit === 0 ? '不限' : `${limit} 张`);

export const MerchantStatusTag = ({ status }: { status: number }) => <EnabledTag enabled={status === CouponMerchantStatus.enabled} />;

/** 停用 (asks first) and 启用 of a coupon merchant: the same on the list's rows and the detail page. */
export function useMerchantActions<Row extends { merchant: number; merchant_name: string; status: number }>(): RowAction<Row>[] {
  const changed = useChanged(couponMerchantList, couponMerchantGet);
  return [
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: UPDATE,
      when: (r) => r.status === CouponMerchantStatus.enabled,
      confirm: (r) => `停用后「${r.merchant_name}」不能再采购和发放优惠券（已有记录保留，可再启用）。确定停用吗？`,
      onClick: async (r) => {
        await send(couponMerchantDisable, { merchant: r.merchant });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (r) => r.status === CouponMerchantStatus.disabled,
      onClick: async (r) => {
        await send(couponMerchantEnable, { merchant: r.merchant });
        await changed('已启用');
      },
    },
  ];
}
