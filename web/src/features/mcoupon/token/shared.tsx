import { TokenBatchStatus, tokenBatchStatuses, type CallReply, type tokenBatchGet } from '@console/contract';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import type { OptionItem } from '../../../widgets/resource/types';

// 停车优惠券 › 固定码 (a dynamic route): batches of fixed QR tokens granting one coupon. docs/decisions.md, "Parking coupons".

export type TokenBatch = CallReply<typeof tokenBatchGet>;

export const batchStatusOptions: OptionItem[] = [TokenBatchStatus.enabled, TokenBatchStatus.discarded].map((value) => ({ label: tokenBatchStatuses[value], value }));

export const BatchStatusTag = ({ status }: { status: number }) => <EnabledTag enabled={status === TokenBatchStatus.enabled} off={tokenBatchStatuses[TokenBatchStatus.discarded]} />;

export const limitText = (b: { day_limit: number; total_limit: number }) => `每日 ${b.day_limit} 张 / 累计 ${b.total_limit} 张`;
export const periodText = (b: { start_date: string; end_date: string }) => `${b.start_date} 至 ${b.end_date}`;
export const couponText = (b: { coupon_name: string; coupon_value_text: string }) => `${b.coupon_name}（${b.coupon_value_text}）`;

export const UPDATE = ['parking:mcoupon:token:update'];
export const CREATE = ['parking:mcoupon:token:create'];
export const DELETE = ['parking:mcoupon:token:delete'];
