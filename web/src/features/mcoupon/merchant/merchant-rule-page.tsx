import { couponMerchantRuleList, GrantRuleStatus, grantRuleStatuses, type CallReply } from '@console/contract';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { grantRuleColumns } from '../grant-rule/grant-rule-list-page';

type Row = CallReply<typeof couponMerchantRuleList>['row'][number];

const filters: FilterField[] = [
  { kind: 'remote', key: 'merchant', label: '商户', source: 'merchant-below', placeholder: '商户名称或商户号' },
  { kind: 'text', key: 'keywords', label: '规则名称', maxLength: 30 },
  { kind: 'select', key: 'status', label: '状态', options: [GrantRuleStatus.enabled, GrantRuleStatus.disabled].map((value) => ({ label: grantRuleStatuses[value], value })) },
];

const columns: Column<Row>[] = [{ key: 'merchant', title: '商户', width: 200, fixed: 'left', ellipsis: true, value: (r) => `${r.merchant_name}（${r.merchant}）` }, ...grantRuleColumns.map((c) => ({ ...c, fixed: undefined }))];

/**
 * 商户规则 (`/parking-coupon/rule/merchant`): the platform's read-only view of the rules its coupon merchants set
 * (每车每日 / 累计上限 per coupon); each merchant edits its own at 发放规则. docs/decisions.md, "Coupon merchants".
 */
export default function MerchantRulePage() {
  return <ListPage id="coupon-merchant-rule-list" call={couponMerchantRuleList} rowKey="id" filters={filters} columns={columns} />;
}
