import { bonusPartnerCustomerList, bonusPartnerKinds, formatDateTime, type CallReply } from '@console/contract';
import { Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { AreaPicker } from '../../widgets/area-picker';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { partnerCustomerDetail } from './paths';

type Row = CallReply<typeof bonusPartnerCustomerList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '商户', placeholder: '商户名称或商户号', maxLength: 50 },
  { kind: 'select', key: 'joined', label: '参与情况', options: [{ value: 1, label: '获得过奖励' }, { value: 0, label: '从未获得' }] },
  { kind: 'select', key: 'kind', label: '类型', options: Object.entries(bonusPartnerKinds).map(([value, label]) => ({ value, label })) },
  { kind: 'select', key: 'status', label: '状态', options: [{ value: 1, label: '启用' }, { value: 0, label: '停用' }] },
  { kind: 'custom', key: 'region', label: '所在地区', render: () => <AreaPicker changeOnSelect placeholder="省 / 市 / 区县" /> },
];

export const CustomerStatusTag = ({ status }: { status: number }) => (status === 1 ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>);

/**
 * 合作商户 (`/marketing-center/partner/customer/list`): the merchants in the operator's scope with what its activities
 * gave them (活动, 奖励, 兑换码批次), its 方案 and authorised 应用; 详情. docs/decisions.md, "Marketing center: partner customers".
 */
export default function PartnerCustomerListPage() {
  const navigate = useNavigate();
  const open = (r: Row, tab?: string) => navigate(partnerCustomerDetail(r.id, tab));
  const columns: Column<Row>[] = [
    { key: 'name', title: '商户名称', width: 200, fixed: 'left', ellipsis: true, render: (r) => <Typography.Link onClick={() => open(r)}>{r.name}</Typography.Link> },
    { key: 'id', title: '商户号', width: 90 },
    { key: 'kind', title: '类型', width: 80, value: (r) => bonusPartnerKinds[r.kind] ?? r.kind },
    { key: 'region_name', title: '所在地区', width: 180, ellipsis: true },
    { key: 'events', title: '参与活动', width: 90 },
    { key: 'grants', title: '获得奖励', width: 90 },
    { key: 'batches', title: '兑换码批次', width: 100, render: (r) => (r.batches ? <Typography.Link onClick={() => open(r, 'batch')}>{r.batches}</Typography.Link> : 0) },
    { key: 'plans', title: '方案', width: 70, render: (r) => (r.plans ? <Typography.Link onClick={() => open(r, 'program')}>{r.plans}</Typography.Link> : 0) },
    { key: 'apps', title: '应用', width: 70 },
    { key: 'last_grant_time', title: '最近获奖', width: 170, value: (r) => (r.last_grant_time ? formatDateTime(r.last_grant_time) : '-') },
    { key: 'contact', title: '联系人', width: 170, value: (r) => `${r.contact_name} ${r.contact_mobile}`.trim() || '-', defaultHidden: true },
    { key: 'status', title: '状态', width: 80, render: (r) => <CustomerStatusTag status={r.status} /> },
  ];
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: (r) => open(r) },
    { key: 'program', label: '方案', permission: ['bonus:event:update'], onClick: (r) => open(r, 'program') },
  ];
  return <ListPage id="marketing-partner-customers" call={bonusPartnerCustomerList} rowKey="id" filters={filters} columns={columns} actions={actions} />;
}
