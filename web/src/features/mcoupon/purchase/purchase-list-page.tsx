import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import { formatDateTime, PurchaseStatus, purchaseList } from '@console/contract';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { PURCHASE_BATCH, PURCHASE_CREATE, PURCHASE_DETAIL } from '../paths';
import { RevokePurchaseDialog } from './revoke-dialog';
import { CouponFilter, couponText, money, PURCHASE_CREATE_PERMISSION, PURCHASE_UPDATE_PERMISSION, PurchaseStatusTag, purchaseStatusOptions, type PurchaseRow } from './shared';

const filters: FilterField[] = [
  { kind: 'custom', key: 'coupon', label: '优惠券', render: () => <CouponFilter /> },
  { kind: 'select', key: 'status', label: '状态', options: purchaseStatusOptions },
  { kind: 'dateRange', key: 'create_date', keys: ['start_date', 'end_date'], label: '采购时间' },
];

/** The group's view (its members' purchases): no coupon filter (coupons are each member's), no detail page. */
const groupFilters = filters.filter((f) => f.key !== 'coupon');

export const purchaseColumns = (open: ((row: PurchaseRow) => void) | null): Column<PurchaseRow>[] => [
  { key: 'id', title: '采购单号', width: 100, fixed: 'left', render: (r) => (open ? <Typography.Link onClick={() => open(r)}>{r.id}</Typography.Link> : r.id) },
  { key: 'merchant_name', title: '商户', width: 160, ellipsis: true, defaultHidden: !!open },
  { key: 'coupon', title: '优惠券', width: 220, ellipsis: true, value: couponText },
  { key: 'count', title: '采购张数', width: 100 },
  { key: 'unit_price', title: '单价', width: 100, value: (r) => money(r.unit_price) },
  { key: 'amount', title: '金额', width: 120, value: (r) => money(r.amount) },
  { key: 'status', title: '状态', width: 90, render: (r) => <PurchaseStatusTag status={r.status} /> },
  { key: 'operator', title: '采购人', width: 90 },
  { key: 'create_time', title: '采购时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'remark', title: '备注', width: 160, ellipsis: true, defaultHidden: true },
];

/**
 * 采购记录 (`/parking-coupon/purchase/list`): the coupons bought, newest first; 撤销 a normal purchase. With `group`, the
 * parking group's 优惠券采购 (`/group/coupon/purchase`): its members' purchases, read only.
 */
export default function PurchaseListPage({ group = false }: { group?: boolean }) {
  const gate = useGate();
  const navigate = useNavigate();
  const [revoking, setRevoking] = useState<PurchaseRow | null>(null);
  const open = (r: PurchaseRow) => navigate(`${PURCHASE_DETAIL}?id=${r.id}`);
  const actions: RowAction<PurchaseRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'revoke', label: '撤销', danger: true, permission: PURCHASE_UPDATE_PERMISSION, when: (r) => r.status === PurchaseStatus.normal, onClick: (r) => setRevoking(r) },
  ];
  return (
    <>
      <ListPage
        id={group ? 'group-coupon-purchase-list' : 'coupon-purchase-list'}
        call={purchaseList}
        rowKey="id"
        filters={group ? groupFilters : filters}
        columns={purchaseColumns(group ? null : open)}
        actions={group ? [] : actions}
        toolbar={() =>
          !group &&
          gate({ permission: PURCHASE_CREATE_PERMISSION }) && (
            <Space>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PURCHASE_CREATE)}>
                采购优惠券
              </Button>
              <Button icon={<AppstoreAddOutlined />} onClick={() => navigate(PURCHASE_BATCH)}>
                批量采购
              </Button>
            </Space>
          )
        }
      />
      <RevokePurchaseDialog purchase={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
