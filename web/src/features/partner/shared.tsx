import { formatMoney, partnerCustomerList, partnerMerchantDetail, partnerSoftwareList, softwareStateOf, softwareStates, type CallReply } from '@console/contract';
import { Tag } from 'antd';

/** 合作伙伴 (/partner): the pages' addresses; a group customer's pages mirror a customer's under /partner/group. */
export const PARTNER_PATHS = {
  customerList: '/partner/customer/list',
  customerCreate: '/partner/customer/create',
  customerEdit: '/partner/customer/edit',
  customerDetail: '/partner/customer/detail',
  statistics: '/partner/customer/statistics',
  groupList: '/partner/group/list',
  groupCreate: '/partner/group/create',
  groupEdit: '/partner/group/edit',
  groupDetail: '/partner/group/detail',
  daily: '/partner/order/daily',
  monthly: '/partner/order/monthly',
} as const;

export type Base = 'customer' | 'group';
export const baseOf = (pathname: string): Base => (pathname.startsWith('/partner/group/') ? 'group' : 'customer');
export const detailPath = (base: Base, code: number) => `/partner/${base}/detail?code=${code}`;
export const softwarePath = (base: Base, type: string, action: 'create' | 'edit', query: string) => `/partner/${base}/software/${type}/${action}?${query}`;

export type Customer = CallReply<typeof partnerCustomerList>['row'][number];
export type CustomerDetail = CallReply<typeof partnerMerchantDetail>;
export type Software = CallReply<typeof partnerSoftwareList>['row'][number];

export const yuan = (fen: number) => `${formatMoney(fen)} 元`;

export const statusOptions = [
  { label: '启用', value: 1 },
  { label: '停用', value: 0 },
];
export const softwareFilterOptions = [
  { label: '已登记停车软件', value: 'parking' },
  { label: '已登记充电软件', value: 'energy' },
  { label: '未登记软件', value: 'none' },
];

export const CustomerStatusTag = ({ status }: { status: number }) => <Tag color={status === 1 ? 'success' : 'default'}>{status === 1 ? '启用' : '停用'}</Tag>;

const stateColours = { pending: 'processing', active: 'success', expired: 'warning', disabled: 'default' } as const;
export const SoftwareStateTag = ({ software, today }: { software: Software; today: string }) => {
  const state = softwareStateOf(software, today);
  return <Tag color={stateColours[state]}>{softwareStates[state]}</Tag>;
};
