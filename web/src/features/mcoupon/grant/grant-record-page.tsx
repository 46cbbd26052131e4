import { SendOutlined } from '@ant-design/icons';
import { balanceList, formatDateTime, grantList, grantRevoke, warehouseDetail } from '@console/contract';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import {
  CouponFilter, couponText, GRANT_CREATE_PERMISSION, GRANT_UPDATE_PERMISSION, GrantStatusTag, grantStatusOptions, money, revocable, type GrantRow,
} from '../purchase/shared';
import { GrantDialog } from './grant-dialog';

const filters: FilterField[] = [
  { kind: 'custom', key: 'coupon', label: '优惠券', render: () => <CouponFilter /> },
  { kind: 'text', key: 'plate', label: '车牌号', maxLength: 10 },
  { kind: 'select', key: 'status', label: '状态', options: grantStatusOptions },
  { kind: 'dateRange', key: 'grant_date', keys: ['start_date', 'end_date'], label: '发放时间' },
];

const groupFilters = filters.filter((f) => f.key !== 'coupon');

export const grantColumns: Column<GrantRow>[] = [
  { key: 'plate', title: '车牌号', width: 120, fixed: 'left', render: (g) => <Typography.Text strong>{g.plate}</Typography.Text> },
  { key: 'merchant_name', title: '商户', width: 160, ellipsis: true, defaultHidden: true },
  { key: 'coupon', title: '优惠券', width: 220, ellipsis: true, value: couponText },
  { key: 'status', title: '状态', width: 150, render: (g) => <GrantStatusTag status={g.status} used={!!g.used_order} /> },
  { key: 'used_order', title: '使用订单', width: 170, value: (g) => g.used_order ?? '-' },
  { key: 'used_amount', title: '抵扣金额', width: 100, value: (g) => (g.used_amount === null ? '-' : money(g.used_amount)) },
  { key: 'operator', title: '发放人', width: 90 },
  { key: 'create_time', title: '发放时间', width: 170, value: (g) => formatDateTime(g.create_time) },
  { key: 'remark', title: '备注', width: 140, ellipsis: true, defaultHidden: true },
];

/** The group's columns: whose grant it is comes first. */
const groupColumns = grantColumns.map((c) => (c.key === 'merchant_name' ? { ...c, defaultHidden: false } : c));

/**
 * 发放记录 (`/parking-coupon/grant/record`): coupons granted to plates; 发放 from the stock, 撤销 an unused grant. With
 * `group`, the parking group's 优惠券发放 (`/group/mcoupon/grant`): its members' grants, read only.
 */
export default function GrantRecordPage({ group = false }: { group?: boolean }) {
  const gate = useGate();
  const [granting, setGranting] = useState(false);
  const changed = useChanged(grantList, balanceList, warehouseDetail);
  const actions: RowAction<GrantRow>[] = [
    {
      key: 'revoke',
      label: '撤销',
      danger: true,
      permission: GRANT_UPDATE_PERMISSION,
      when: revocable,
      confirm: (g) => `撤销发放给 ${g.plate} 的「${g.coupon_name}」？撤销后该车辆不能再使用，优惠券退回库存。`,
      onClick: async (g) => {
        const reply = await send(grantRevoke, { id: g.id });
        await changed(`已撤销，该优惠券剩余库存 ${reply.remaining} 张`);
      },
    },
  ];
  return (
    <>
      <ListPage
        id={group ? 'group-coupon-grant-record' : 'coupon-grant-record'}
        call={grantList}
        rowKey="id"
        filters={group ? groupFilters : filters}
        columns={group ? groupColumns : grantColumns}
        actions={group ? [] : actions}
        toolbar={() =>
          !group &&
          gate({ permission: GRANT_CREATE_PERMISSION }) && (
            <Button type="primary" icon={<SendOutlined />} onClick={() => setGranting(true)}>
              发放优惠券
            </Button>
          )
        }
      />
      <GrantDialog open={granting} onClose={() => setGranting(false)} />
    </>
  );
}
