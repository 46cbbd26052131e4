import {
  CouponStatus, couponList, formatMoney, GrantStatus, grantStatuses, PurchaseStatus, purchaseStatuses, type CallReply, type grantList, type purchaseList,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { send } from '../../../lib/request';
import type { OptionItem } from '../../../widgets/resource/types';

// 停车优惠券 › 采购与库存, 发放记录. docs/decisions.md, "Coupon purchases, stock and grants".

export type PurchaseRow = CallReply<typeof purchaseList>['row'][number];
export type GrantRow = CallReply<typeof grantList>['row'][number];

export const PURCHASE_CREATE_PERMISSION = ['parking:mcoupon:purchase:create'];
export const PURCHASE_UPDATE_PERMISSION = ['parking:mcoupon:purchase:update'];
export const GRANT_CREATE_PERMISSION = ['parking:mcoupon:grant:create'];
export const GRANT_UPDATE_PERMISSION = ['parking:mcoupon:grant:update'];

export const money = (fen: number) => `${formatMoney(fen)} 元`;
export const couponText = (r: { coupon_name: string; coupon_value_text: string }) => `${r.coupon_name}（${r.coupon_value_text}）`;

export const purchaseStatusOptions: OptionItem[] = [PurchaseStatus.normal, PurchaseStatus.revoked, PurchaseStatus.expired].map((value) => ({ label: purchaseStatuses[value], value }));
export const grantStatusOptions: OptionItem[] = [GrantStatus.success, GrantStatus.granting, GrantStatus.revoked, GrantStatus.failed].map((value) => ({ label: grantStatuses[value], value }));

const purchaseColours: Record<number, string> = { [PurchaseStatus.normal]: 'success', [PurchaseStatus.revoked]: 'default', [PurchaseStatus.expired]: 'warning' };
export const PurchaseStatusTag = ({ status }: { status: number }) => (
  <Tag color={purchaseColours[status]}>{purchaseStatuses[status as keyof typeof purchaseStatuses] ?? status}</Tag>
);

const grantColours: Record<number, string> = { [GrantStatus.success]: 'success', [GrantStatus.granting]: 'processing', [GrantStatus.revoked]: 'default', [GrantStatus.failed]: 'error' };
export const GrantStatusTag = ({ status, used }: { status: number; used?: boolean }) => (
  <>
    <Tag color={grantColours[status]}>{grantStatuses[status as keyof typeof grantStatuses] ?? status}</Tag>
    {used && <Tag color="blue">已使用</Tag>}
  </>
);

/** A successful grant not yet used by a parking order can be revoked. */
export const revocable = (g: Pick<GrantRow, 'status' | 'used_order'>) => g.status === GrantStatus.success && !g.used_order;

/** The merchant's coupons (enabled only when `enabledOnly`: what can be bought or granted). */
export function CouponSelect({ enabledOnly, style, ...props }: { value?: number; onChange?: (value: number) => void; enabledOnly?: boolean; style?: React.CSSProperties; allowClear?: boolean }) {
  const coupons = useQuery({
    queryKey: [couponList.path, enabledOnly ? 'enabled-options' : 'options'],
    queryFn: () => send(couponList, { ...(enabledOnly ? { status: CouponStatus.enabled } : {}), page_size: 100 }, { silent: true }),
  });
  return (
    <Select
      {...props}
      aria-label="优惠券"
      loading={coupons.isLoading}
      placeholder={enabledOnly ? '请选择启用中的优惠券' : '全部优惠券'}
      showSearch
      optionFilterProp="label"
      notFoundContent={coupons.isLoading ? '加载中…' : '没有可选的优惠券，请先新建优惠券'}
      options={(coupons.data?.row ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.value_text}）` }))}
      style={{ maxWidth: 420, ...style }}
    />
  );
}

/** The coupon filter of a search panel (its value travels as text in the address). */
export function CouponFilter({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  return <CouponSelect allowClear value={value ? Number(value) : undefined} onChange={(v) => onChange?.(v === undefined || v === null ? '' : String(v))} style={{ width: '100%' }} />;
}
