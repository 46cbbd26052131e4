import { CouponStatus, couponStatuses, couponTypes, couponValidityText, type CallReply, type couponDetail } from '@console/contract';
import { Tag } from 'antd';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import type { OptionItem } from '../../../widgets/resource/types';

// 停车优惠券 › 优惠券 (document 2 §2 "Parking coupon"): a parking merchant's own coupons. docs/decisions.md, "Parking coupons".

export type Coupon = CallReply<typeof couponDetail>;

export const couponTypeOptions: OptionItem[] = Object.entries(couponTypes).map(([value, label]) => ({ label, value: Number(value) }));
export const couponStatusOptions: OptionItem[] = [CouponStatus.enabled, CouponStatus.blocked].map((value) => ({ label: couponStatuses[value], value }));

export const couponTypeText = (type: number) => couponTypes[type as keyof typeof couponTypes] ?? String(type);

const typeColours: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'green', 4: 'purple', 5: 'cyan', 6: 'magenta', 7: 'geekblue' };
export const CouponTypeTag = ({ type }: { type: number }) => <Tag color={typeColours[type]}>{couponTypeText(type)}</Tag>;

export const CouponStatusTag = ({ status }: { status: number }) => <EnabledTag enabled={status === CouponStatus.enabled} off={couponStatuses[CouponStatus.blocked]} />;

export const validityText = couponValidityText;
