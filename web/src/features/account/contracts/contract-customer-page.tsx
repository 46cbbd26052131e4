import { contractCustomerList, merchantKinds, type CallReply } from '@console/contract';
import { Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { BASE_CONTRACT } from './shared';

type Row = CallReply<typeof contractCustomerList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '商户', placeholder: '商户名称或商户号', maxLength: 50 },
  { kind: 'select', key: 'expiring', label: '即将到期', options: [{ label: '有即将到期的合同', value: 1 }] },
];

const columns = (open: (r: Row) => void): Column<Row>[] => [
  { key: 'merchant_name', title: '商户名称', width: 200, fixed: 'left', render: (r) => <Typography.Link onClick={() => open(r)}>{r.merchant_name}</Typography.Link> },
  { key: 'merchant', title: '商户号', width: 100 },
  { key: 'merchant_kind', title: '商户类型', width: 100, value: (r) => merchantKinds[r.merchant_kind as keyof typeof merchantKinds] ?? r.merchant_kind },
  { key: 'contract_count', title: '合同数', width: 90 },
  { key: 'active_count', title: '生效中', width: 90 },
  { key: 'expiring_count', title: '即将到期', width: 100, render: (r) => (r.expiring_count ? <Tag color="warning">{r.expiring_count}</Tag> : '0') },
  { key: 'next_end_date', title: '最近到期日', width: 120, value: (r) => r.next_end_date ?? (r.active_count ? '长期' : '-') },
  { key: 'last_sign_date', title: '最近签订', width: 120 },
];

/** 合同客户 (基础服务 › 合同管理): the merchants with contracts and how many are in force or expiring; → their contracts. */
export default function ContractCustomerPage() {
  const navigate = useNavigate();
  const open = (r: Row) => navigate(`${BASE_CONTRACT.list}?merchant=${r.merchant}`);
  const actions: RowAction<Row>[] = [
    { key: 'contracts', label: '查看合同', onClick: open },
    { key: 'upload', label: '上传合同', permission: ['merchant:product:grant'], onClick: (r) => navigate(`${BASE_CONTRACT.upload}?merchant=${r.merchant}`) },
  ];
  return <ListPage id="base-contract-customer" call={contractCustomerList} rowKey="merchant" filters={filters} columns={columns(open)} actions={actions} />;
}
