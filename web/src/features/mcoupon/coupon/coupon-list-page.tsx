import { PlusOutlined } from '@ant-design/icons';
import { CouponStatus, couponBlock, couponDelete, couponEnable, couponList, formatDateTime, type CallReply } from '@console/contract';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { COUPON_CREATE, COUPON_EDIT } from '../paths';
import { CouponStatusTag, couponStatusOptions, CouponTypeTag, couponTypeOptions, validityText } from './shared';

type Row = CallReply<typeof couponList>['row'][number];

const CREATE = ['parking:mcoupon:coupon:create'];
const UPDATE = ['parking:mcoupon:coupon:update'];
const DELETE = ['parking:mcoupon:coupon:delete'];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '优惠券名称', maxLength: 30 },
  { kind: 'select', key: 'type', label: '类型', options: couponTypeOptions },
  { kind: 'select', key: 'status', label: '状态', options: couponStatusOptions },
];

const columns = (edit: ((row: Row) => void) | null): Column<Row>[] => [
  { key: 'name', title: '优惠券名称', width: 160, fixed: 'left', ellipsis: true, render: (r) => (edit ? <Typography.Link onClick={() => edit(r)}>{r.name}</Typography.Link> : r.name) },
  { key: 'type', title: '类型', width: 120, render: (r) => <CouponTypeTag type={r.type} /> },
  { key: 'status', title: '状态', width: 80, render: (r) => <CouponStatusTag status={r.status} /> },
  { key: 'value_text', title: '优惠内容', width: 160 },
  { key: 'validity', title: '有效期', width: 200, value: validityText },
  { key: 'stackable', title: '叠加', width: 90, value: (r) => (r.stackable ? '可叠加' : '不可叠加') },
  { key: 'batch_count', title: '固定码批次', width: 90 },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, value: (r) => r.remark || '-', defaultHidden: true },
  { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time), defaultHidden: true },
];

/** 优惠券: the merchant's coupons; 新建, 编辑, 屏蔽 / 启用 and 删除 (not offered, and refused, while a fixed-token batch uses it). */
export default function CouponListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const changed = useChanged(couponList);
  const edit = (r: Row) => navigate(`${COUPON_EDIT}?id=${r.id}`);
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: UPDATE, onClick: edit },
    {
      key: 'block',
      label: '屏蔽',
      danger: true,
      permission: UPDATE,
      when: (r) => r.status === CouponStatus.enabled,
      confirm: (r) => `屏蔽后「${r.name}」不再发放，使用它的固定码也不再发券。确定屏蔽吗？`,
      onClick: async (r) => {
        await send(couponBlock, { id: r.id });
        await changed('已屏蔽');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (r) => r.status === CouponStatus.blocked,
      onClick: async (r) => {
        await send(couponEnable, { id: r.id });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: DELETE,
      // A coupon a 固定码 batch grants stays (the server refuses it too); the 固定码批次 column says why.
      when: (r) => r.batch_count === 0,
      confirm: (r) => `确定删除优惠券「${r.name}」吗？删除后不可恢复。`,
      onClick: async (r) => {
        await send(couponDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id="coupon-list"
      call={couponList}
      rowKey="id"
      filters={filters}
      columns={columns(gate({ permission: UPDATE }) ? edit : null)}
      actions={actions}
      toolbar={() =>
        gate({ permission: CREATE }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(COUPON_CREATE)}>
            新建优惠券
          </Button>
        )
      }
    />
  );
}
