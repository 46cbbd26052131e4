import {
  balanceList, couponConfigurationRuntime, couponMerchantGet, couponMerchantRuleList, formatDateTime, grantList, purchaseList, TokenLimit, walletMerchantList,
  walletStateText,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { CallTable } from '../../../widgets/resource/call-table';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import type { Column } from '../../../widgets/resource/types';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { walletDetail, type Wallet } from '../../wallet/shared';
import { grantColumns } from '../grant/grant-record-page';
import { grantRuleColumns } from '../grant-rule/grant-rule-list-page';
import { MERCHANT_EDIT, MERCHANT_MANAGE, RUNTIME_RULES } from '../paths';
import { purchaseColumns } from '../purchase/purchase-list-page';
import { money } from '../purchase/shared';
import { stockColumns } from '../purchase/warehouse-list-page';
import { dayLimitText, merchantText, MerchantStatusTag, UPDATE, useMerchantActions, type CouponMerchant } from './shared';

const info: DetailField<CouponMerchant>[] = [
  { key: 'merchant_name', label: '商户名称' },
  { key: 'merchant', label: '商户号' },
  { key: 'status', label: '状态', render: (r) => <MerchantStatusTag status={r.status} /> },
  { key: 'contact_name', label: '联系人' },
  { key: 'contact_phone', label: '联系电话' },
  { key: 'address', label: '门店地址', value: (r) => r.address || '-' },
  { key: 'coupon_count', label: '优惠券', value: (r) => `${r.coupon_count} 种` },
  { key: 'purchased', label: '累计采购', value: (r) => `${r.purchased} 张（${money(r.purchase_amount)}）` },
  { key: 'stock', label: '已发放 / 剩余库存', value: (r) => `${r.granted} 张 / ${r.remaining} 张` },
  { key: 'operator', label: '登记人' },
  { key: 'create_time', label: '登记时间', value: (r) => formatDateTime(r.create_time) },
  { key: 'update_time', label: '更新时间', value: (r) => formatDateTime(r.update_time) },
  { key: 'remark', label: '备注', span: 'filled', value: (r) => r.remark || '-' },
];

const walletColumns: Column<Wallet>[] = [
  { key: 'wallet_no', title: '钱包编号', width: 180, },
  { key: 'state', title: '状态', width: 90, render: (w) => <Tag color={w.state === 1 ? 'success' : 'default'}>{walletStateText(w.state)}</Tag> },
  { key: 'balance', title: '余额', width: 130, render: (w) => <Typography.Text strong>{money(w.balance)}</Typography.Text> },
  { key: 'alert_balance', title: '余额预警线', width: 120, value: (w) => (w.alert_balance ? money(w.alert_balance) : '不预警') },
  { key: 'recharged', title: '累计充值', width: 130, value: (w) => money(w.recharged) },
  { key: 'paid', title: '累计支付', width: 130, value: (w) => money(w.paid) },
  { key: 'carrier_name', title: '运营方', width: 160, ellipsis: true },
];

/** 商户配置: the runtime rule the merchant runs on (set in 运行规则) and the grant rules it set itself. */
function ConfigTab({ merchant }: { merchant: number }) {
  const navigate = useNavigate();
  const runtime = useQuery({ queryKey: [couponConfigurationRuntime.path, merchant], queryFn: () => send(couponConfigurationRuntime, { merchant }, { silent: true }) });
  const rule = runtime.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {runtime.isLoading ? (
        <Spin />
      ) : !rule ? (
        <Empty description="运行规则读取失败" />
      ) : (
        <Descriptions bordered size="small" column={{ xs: 1, sm: 3 }} title="运行规则" extra={<Typography.Link onClick={() => navigate(RUNTIME_RULES)}>去运行规则设置</Typography.Link>}>
          <Descriptions.Item label="固定码">{rule.token_limit === TokenLimit.on ? <Tag color="success">已开通</Tag> : <Tag>未开通</Tag>}</Descriptions.Item>
          <Descriptions.Item label="每日发券上限">{dayLimitText(rule.grant_day_limit)}</Descriptions.Item>
          <Descriptions.Item label="来源">{rule.configured ? '平台已设置' : '未设置，按默认规则'}</Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>发放规则（商户自设）</Typography.Title>
      <CallTable id="coupon-merchant-rules" call={couponMerchantRuleList} query={{ merchant }} rowKey="id" columns={grantRuleColumns} />
    </Space>
  );
}

/**
 * 商户详情 (`/parking-coupon/merchant/detail?merchant=`): the coupon merchant's 基本信息, 余额 (its wallet), 库存, 发放,
 * 采购, 商户配置 and 操作记录 — each tab on the merchant's existing data. 余额抵扣 ACL and 车场授权 are not built
 * (docs/decisions.md, "Coupon merchants").
 */
export default function MerchantDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const merchant = Number(params.get('merchant'));
  const actions: DetailAction<CouponMerchant>[] = [
    { key: 'edit', label: '编辑', primary: true, permission: UPDATE, onClick: (r) => navigate(`${MERCHANT_EDIT}?merchant=${r.merchant}`) },
    ...useMerchantActions<CouponMerchant>(),
  ];
  return (
    <DetailPage<CouponMerchant>
      loadKey={[couponMerchantGet.path, merchant]}
      load={() => send(couponMerchantGet, { merchant })}
      title={(r) => `${merchantText(r)} · 优惠券商户`}
      back={MERCHANT_MANAGE}
      actions={actions}
      tabs={[
        { key: 'info', label: '基本信息', fields: info },
        {
          key: 'balance',
          label: '余额',
          permission: ['wallet:balance:list'],
          render: (r) => (
            <>
              <Alert type="info" showIcon style={{ marginBottom: 12 }} message="商户的钱包：采购优惠券从这里付款（钱包由钱包运营方开通）" />
              <CallTable
                id="coupon-merchant-wallet"
                call={walletMerchantList}
                query={{ merchant: r.merchant }}
                rowKey="id"
                columns={walletColumns}
                actions={[{ key: 'detail', label: '钱包详情', permission: ['wallet:merchant:list'], onClick: (w) => navigate(walletDetail(w.id)) }]}
              />
            </>
          ),
        },
        {
          key: 'warehouse',
          label: '库存',
          permission: ['parking:mcoupon:purchase:list'],
          render: (r) => <CallTable id="coupon-merchant-stock" call={balanceList} query={{ merchant: r.merchant }} rowKey="coupon" columns={stockColumns(null)} />,
        },
        {
          key: 'grant',
          label: '发放',
          permission: ['parking:mcoupon:grant:list'],
          render: (r) => <CallTable id="coupon-merchant-grants" call={grantList} query={{ merchant: r.merchant }} rowKey="id" columns={grantColumns} />,
        },
        {
          key: 'purchase',
          label: '采购',
          permission: ['parking:mcoupon:purchase:list'],
          render: (r) => <CallTable id="coupon-merchant-purchases" call={purchaseList} query={{ merchant: r.merchant }} rowKey="id" columns={purchaseColumns(null)} />,
        },
        { key: 'config', label: '商户配置', permission: ['parking:mcoupon:configuration:list'], render: (r) => <ConfigTab merchant={r.merchant} /> },
        {
          key: 'timeline',
          label: '操作记录',
          render: (r) => <AuditTimeline type="mcoupon_merchant" id={r.merchant} />,
        },
      ]}
    />
  );
}
