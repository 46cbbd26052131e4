import { formatDateTime, grantList, purchaseList, warehouseDetail, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { CallTable } from '../../../widgets/resource/call-table';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import type { Column } from '../../../widgets/resource/types';
import { GrantDialog } from '../grant/grant-dialog';
import { grantColumns } from '../grant/grant-record-page';
import { PURCHASE_CREATE, PURCHASE_DETAIL, WAREHOUSE_LIST } from '../paths';
import { GRANT_CREATE_PERMISSION, money, PURCHASE_CREATE_PERMISSION, PurchaseStatusTag, type PurchaseRow } from './shared';

type Stock = CallReply<typeof warehouseDetail>;

const fields: DetailField<Stock>[] = [
  { key: 'coupon_name', label: '优惠券' },
  { key: 'coupon_value_text', label: '面值' },
  { key: 'merchant_name', label: '商户' },
  { key: 'purchased', label: '累计采购', value: (s) => `${s.purchased} 张` },
  { key: 'revoked', label: '撤销采购', value: (s) => `${s.revoked} 张` },
  { key: 'granted', label: '已发放', value: (s) => `${s.granted} 张` },
  { key: 'remaining', label: '剩余库存', render: (s) => <Typography.Text strong type={s.remaining === 0 ? 'danger' : undefined}>{s.remaining} 张</Typography.Text> },
  { key: 'amount', label: '有效采购金额', value: (s) => money(s.amount) },
  { key: 'update_time', label: '更新时间', value: (s) => formatDateTime(s.update_time) },
];

const purchaseColumns = (open: (p: PurchaseRow) => void): Column<PurchaseRow>[] => [
  { key: 'id', title: '采购单号', width: 100, render: (p) => <Typography.Link onClick={() => open(p)}>{p.id}</Typography.Link> },
  { key: 'count', title: '采购张数', width: 100 },
  { key: 'unit_price', title: '单价', width: 100, value: (p) => money(p.unit_price) },
  { key: 'amount', title: '金额', width: 120, value: (p) => money(p.amount) },
  { key: 'status', title: '状态', width: 90, render: (p) => <PurchaseStatusTag status={p.status} /> },
  { key: 'operator', title: '采购人', width: 90 },
  { key: 'create_time', title: '采购时间', width: 170, value: (p) => formatDateTime(p.create_time) },
];

/** 库存详情 (?coupon=): one coupon's stock, its purchases and its grants (each paged). */
export default function WarehouseDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const coupon = Number(params.get('coupon'));
  const [granting, setGranting] = useState(false);
  const actions: DetailAction<Stock>[] = [
    { key: 'buy', label: '采购', primary: true, permission: PURCHASE_CREATE_PERMISSION, onClick: (s) => navigate(`${PURCHASE_CREATE}?coupon=${s.coupon}`) },
    { key: 'grant', label: '发放', permission: GRANT_CREATE_PERMISSION, when: (s) => s.remaining > 0, onClick: () => setGranting(true) },
  ];
  return (
    <>
      <DetailPage<Stock>
        loadKey={[warehouseDetail.path, coupon]}
        load={() => send(warehouseDetail, { coupon })}
        title={(s) => `${s.coupon_name} · 库存`}
        fields={fields}
        back={WAREHOUSE_LIST}
        actions={actions}
        tabs={[
          {
            key: 'purchases',
            label: '采购记录',
            render: (s) => <CallTable id="warehouse-purchases" call={purchaseList} query={{ coupon: s.coupon }} rowKey="id" columns={purchaseColumns((p) => navigate(`${PURCHASE_DETAIL}?id=${p.id}`))} />,
          },
          { key: 'grants', label: '发放记录', render: (s) => <CallTable id="warehouse-grants" call={grantList} query={{ coupon: s.coupon }} rowKey="id" columns={grantColumns} /> },
        ]}
      />
      <GrantDialog open={granting} coupon={coupon} onClose={() => setGranting(false)} />
    </>
  );
}
