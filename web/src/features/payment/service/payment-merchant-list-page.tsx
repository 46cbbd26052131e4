import { formatDateTime, paymentMerchantList } from '@console/contract';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import { InviteButton } from '../../account/business/invite-dialog';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { MERCHANT_CREATE, MERCHANT_CREATE_CODES, MERCHANT_EDIT, MERCHANT_UPDATE_CODES, merchantDetailLink } from './paths';
import { formatFeeRate, industryOptions, paymentIndustryText, settleCycleText, StatusTag, type PaymentMerchantRow } from './shared';

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '商户', placeholder: '商户名称、简称或商户号', maxLength: 50 },
  { kind: 'select', key: 'industry', label: '行业类目', options: industryOptions },
  { kind: 'select', key: 'status', label: '收款状态', options: [{ value: 1, label: '启用' }, { value: 0, label: '停用' }] },
];

const columns = (open: (r: PaymentMerchantRow) => void): Column<PaymentMerchantRow>[] => [
  { key: 'merchant', title: '商户号', width: 100, fixed: 'left' },
  { key: 'merchant_name', title: '商户名称', width: 180, ellipsis: true, render: (r) => <a onClick={() => open(r)}>{r.merchant_name}</a> },
  { key: 'short_name', title: '商户简称', width: 130 },
  { key: 'industry', title: '行业类目', width: 100, value: (r) => paymentIndustryText(r.industry) },
  { key: 'fee_rate', title: '费率', width: 80, value: (r) => formatFeeRate(r.fee_rate) },
  { key: 'settle_cycle', title: '结算周期', width: 90, value: (r) => settleCycleText(r.settle_cycle) },
  { key: 'channel_count', title: '已开通通道', width: 100, value: (r) => `${r.channel_count} 个` },
  { key: 'route_count', title: '启用路由', width: 90, value: (r) => (r.route_count ? `${r.route_count} 条` : '未配置') },
  { key: 'status', title: '收款状态', width: 90, render: (r) => <StatusTag status={r.status} /> },
  { key: 'partner_name', title: '服务商', width: 160, ellipsis: true, defaultHidden: true },
  { key: 'contact', title: '联系人', width: 150, value: (r) => `${r.contact_name} ${r.contact_telephone}`, defaultHidden: true },
  { key: 'create_time', title: '开通时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/** 支付商户: the provider's sub-merchants that take payments, newest first; 开通支付商户, 详情, 编辑. */
export default function PaymentMerchantListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const open = (r: PaymentMerchantRow) => navigate(merchantDetailLink(r.merchant));
  const actions: RowAction<PaymentMerchantRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'routes', label: '支付路由', onClick: (r) => navigate(merchantDetailLink(r.merchant, 'routes')) },
    { key: 'edit', label: '编辑', permission: MERCHANT_UPDATE_CODES, onClick: (r) => navigate(`${MERCHANT_EDIT}?merchant=${r.merchant}`) },
  ];
  return (
    <ListPage
      id="payment-service-merchant-list"
      call={paymentMerchantList}
      rowKey="merchant"
      filters={filters}
      columns={columns(open)}
      actions={actions}
      toolbar={() => (
        <Space>
          {gate({ permission: MERCHANT_CREATE_CODES }) && (
            <Button type="primary" onClick={() => navigate(MERCHANT_CREATE)}>
              开通支付商户
            </Button>
          )}
          <InviteButton businesses={['payment:settle']} />
        </Space>
      )}
    />
  );
}
