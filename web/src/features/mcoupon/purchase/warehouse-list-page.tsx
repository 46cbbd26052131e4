import { balanceList, CouponStatus, type CallReply } from '@console/contract';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { GrantDialog } from '../grant/grant-dialog';
import { PURCHASE_CREATE, WAREHOUSE_DETAIL } from '../paths';
import { GRANT_CREATE_PERMISSION, money, PURCHASE_CREATE_PERMISSION } from './shared';

type Stock = CallReply<typeof balanceList>['row'][number];

const filters: FilterField[] = [{ kind: 'text', key: 'keywords', label: '优惠券名称', maxLength: 30 }];

export const stockColumns = (open: ((row: Stock) => void) | null): Column<Stock>[] => [
  { key: 'coupon_name', title: '优惠券', width: 200, fixed: 'left', ellipsis: true, render: (s) => (open ? <Typography.Link onClick={() => open(s)}>{s.coupon_name}</Typography.Link> : s.coupon_name) },
  { key: 'merchant_name', title: '商户', width: 160, ellipsis: true, defaultHidden: !!open },
  { key: 'coupon_value_text', title: '面值', width: 160, ellipsis: true, render: (s) => <>{s.coupon_value_text}{s.coupon_status !== CouponStatus.enabled && <Tag style={{ marginLeft: 8 }}>已屏蔽</Tag>}</> },
  { key: 'purchased', title: '累计采购', width: 100 },
  { key: 'revoked', title: '撤销采购', width: 100 },
  { key: 'granted', title: '已发放', width: 90 },
  { key: 'remaining', title: '剩余库存', width: 100, render: (s) => <Typography.Text strong type={s.remaining === 0 ? 'danger' : undefined}>{s.remaining}</Typography.Text> },
  { key: 'amount', title: '有效采购金额', width: 130, value: (s) => money(s.amount) },
];

/**
 * 库存 (`/parking-coupon/warehouse/list`): per coupon bought, what was bought, revoked, granted and is left. With
 * `group`, the parking group's 优惠券库存 (`/group/coupon/warehouse`): its members' stock, read only.
 */
export default function WarehouseListPage({ group = false }: { group?: boolean }) {
  const navigate = useNavigate();
  const [granting, setGranting] = useState<number | undefined>();
  const open = (s: Stock) => navigate(`${WAREHOUSE_DETAIL}?coupon=${s.coupon}`);
  const usable = (s: Stock) => s.coupon_status === CouponStatus.enabled;
  const actions: RowAction<Stock>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'buy', label: '采购', permission: PURCHASE_CREATE_PERMISSION, when: usable, onClick: (s) => navigate(`${PURCHASE_CREATE}?coupon=${s.coupon}`) },
    { key: 'grant', label: '发放', permission: GRANT_CREATE_PERMISSION, when: (s) => usable(s) && s.remaining > 0, onClick: (s) => setGranting(s.coupon) },
  ];
  return (
    <>
      <ListPage
        id={group ? 'group-coupon-warehouse-list' : 'coupon-warehouse-list'}
        call={balanceList}
        rowKey="coupon"
        filters={filters}
        columns={stockColumns(group ? null : open)}
        actions={group ? [] : actions}
      />
      <GrantDialog key={granting ?? 'none'} open={granting !== undefined} coupon={granting} onClose={() => setGranting(undefined)} />
    </>
  );
}
