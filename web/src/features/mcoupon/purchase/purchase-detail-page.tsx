import { formatDateTime, PurchaseStatus, purchaseDetail, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { PURCHASE_LIST, WAREHOUSE_DETAIL } from '../paths';
import { RevokePurchaseDialog } from './revoke-dialog';
import { couponText, money, PURCHASE_UPDATE_PERMISSION, PurchaseStatusTag } from './shared';

type Purchase = CallReply<typeof purchaseDetail>;

const fields = (openStock: (p: Purchase) => void): DetailField<Purchase>[] => [
  { key: 'id', label: '采购单号' },
  { key: 'status', label: '状态', render: (p) => <PurchaseStatusTag status={p.status} /> },
  { key: 'merchant_name', label: '商户' },
  { key: 'coupon', label: '优惠券', render: (p) => <Typography.Link onClick={() => openStock(p)}>{couponText(p)}</Typography.Link> },
  { key: 'count', label: '采购张数', value: (p) => `${p.count} 张` },
  { key: 'unit_price', label: '单价', value: (p) => money(p.unit_price) },
  { key: 'amount', label: '金额', value: (p) => money(p.amount) },
  { key: 'operator', label: '采购人' },
  { key: 'create_time', label: '采购时间', value: (p) => formatDateTime(p.create_time) },
  { key: 'revoker', label: '撤销人', when: (p) => p.status === PurchaseStatus.revoked },
  { key: 'revoke_time', label: '撤销时间', when: (p) => !!p.revoke_time, value: (p) => formatDateTime(p.revoke_time!) },
  { key: 'remark', label: '备注', span: 'filled' },
];

const stockFields: DetailField<Purchase>[] = [
  { key: 'purchased', label: '累计采购', value: (p) => `${p.stock.purchased} 张` },
  { key: 'revoked', label: '撤销采购', value: (p) => `${p.stock.revoked} 张` },
  { key: 'granted', label: '已发放', value: (p) => `${p.stock.granted} 张` },
  { key: 'remaining', label: '剩余库存', render: (p) => <Typography.Text strong>{p.stock.remaining} 张</Typography.Text> },
];

/** 采购详情 (?id=): the purchase, its coupon's stock and its 操作记录; 撤销 while it is normal. */
export default function PurchaseDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const [revoking, setRevoking] = useState<Purchase | null>(null);
  const openStock = (p: Purchase) => navigate(`${WAREHOUSE_DETAIL}?coupon=${p.coupon}`);
  const actions: DetailAction<Purchase>[] = [
    { key: 'stock', label: '查看库存', onClick: openStock },
    { key: 'revoke', label: '撤销', danger: true, permission: PURCHASE_UPDATE_PERMISSION, when: (p) => p.status === PurchaseStatus.normal, onClick: (p) => setRevoking(p) },
  ];
  return (
    <>
      <DetailPage<Purchase>
        loadKey={[purchaseDetail.path, id]}
        load={() => send(purchaseDetail, { id })}
        title={(p) => `采购单 ${p.id} · ${p.coupon_name}`}
        fields={fields(openStock)}
        back={PURCHASE_LIST}
        actions={actions}
        tabs={[
          { key: 'stock', label: '该优惠券库存', fields: stockFields },
          {
            key: 'timeline',
            label: '操作记录',
            render: (p) => <AuditTimeline type="mcoupon_purchase" id={p.id} />,
          },
        ]}
      />
      <RevokePurchaseDialog purchase={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
