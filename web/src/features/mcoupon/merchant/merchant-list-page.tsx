import { PlusOutlined } from '@ant-design/icons';
import { CouponMerchantStatus, couponMerchantList, couponMerchantStatuses, formatDateTime, TokenLimit } from '@console/contract';
import { Button, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { MERCHANT_CREATE, MERCHANT_DETAIL, MERCHANT_EDIT } from '../paths';
import { money } from '../purchase/shared';
import { CREATE, dayLimitText, merchantText, MerchantStatusTag, UPDATE, useMerchantActions, type CouponMerchant } from './shared';

const statusOptions = [CouponMerchantStatus.enabled, CouponMerchantStatus.disabled].map((value) => ({ label: couponMerchantStatuses[value], value }));

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '商户', placeholder: '商户名称、商户号或联系人', maxLength: 30 },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];

const columns = (open: (r: CouponMerchant) => void): Column<CouponMerchant>[] => [
  { key: 'merchant', title: '商户', width: 220, fixed: 'left', ellipsis: true, render: (r) => <Typography.Link onClick={() => open(r)}>{merchantText(r)}</Typography.Link> },
  { key: 'contact', title: '联系人', width: 160, value: (r) => `${r.contact_name} ${r.contact_phone}` },
  { key: 'status', title: '状态', width: 80, render: (r) => <MerchantStatusTag status={r.status} /> },
  { key: 'coupon_count', title: '优惠券', width: 80, value: (r) => `${r.coupon_count} 种` },
  { key: 'purchased', title: '累计采购', width: 100, value: (r) => `${r.purchased} 张` },
  { key: 'purchase_amount', title: '采购金额', width: 120, value: (r) => money(r.purchase_amount) },
  { key: 'granted', title: '已发放', width: 90, value: (r) => `${r.granted} 张` },
  { key: 'remaining', title: '剩余库存', width: 100, value: (r) => `${r.remaining} 张` },
  { key: 'token_limit', title: '固定码', width: 90, render: (r) => (r.token_limit === TokenLimit.on ? <Tag color="success">已开通</Tag> : <Tag>未开通</Tag>) },
  { key: 'grant_day_limit', title: '每日发券上限', width: 120, value: (r) => dayLimitText(r.grant_day_limit) },
  { key: 'address', title: '门店地址', width: 220, ellipsis: true, defaultHidden: true, value: (r) => r.address || '-' },
  { key: 'create_time', title: '登记时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/**
 * 商户管理 (`/parking-coupon/merchant-manage`): the coupon platform's merchants — those holding the coupon product that
 * the platform registered — with their coupons, stock and runtime rule at a glance; 新增, 编辑, 详情, 停用 / 启用.
 */
export default function MerchantListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const open = (r: CouponMerchant) => navigate(`${MERCHANT_DETAIL}?merchant=${r.merchant}`);
  const actions: RowAction<CouponMerchant>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'edit', label: '编辑', permission: UPDATE, onClick: (r) => navigate(`${MERCHANT_EDIT}?merchant=${r.merchant}`) },
    ...useMerchantActions<CouponMerchant>(),
  ];
  return (
    <ListPage
      id="coupon-merchant-list"
      call={couponMerchantList}
      rowKey="merchant"
      filters={filters}
      columns={columns(open)}
      actions={actions}
      toolbar={() =>
        gate({ permission: CREATE }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(MERCHANT_CREATE)}>
            新增商户
          </Button>
        )
      }
    />
  );
}
