import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, partnerCustomerList, partnerGroupList } from '@console/contract';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useGate } from '../../shell/session/gate';
import { useSession } from '../../shell/session/store';
import { ListPage } from '../../widgets/resource/list-page';
import { InviteButton } from '../account/business/invite-dialog';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { CustomerStatusTag, detailPath, PARTNER_PATHS, softwareFilterOptions, statusOptions, yuan, type Base, type Customer } from './shared';

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '客户', placeholder: '商户名称或商户号', maxLength: 50 },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  { kind: 'select', key: 'software', label: '软件', options: softwareFilterOptions },
  { kind: 'dateRange', key: 'created', label: '入驻时间', keys: ['start_date', 'end_date'] },
];

/** 客户列表 and 集团客户: the partner's customers of one kind with their software and 30 days' trades; 新建, 详情, 编辑. */
function PartnerListPage({ base }: { base: Base }) {
  const navigate = useNavigate();
  const gate = useGate();
  const operator = useSession((s) => s.user?.merchant_kind === 'platform');
  const group = base === 'group';
  const columns: Column<Customer>[] = [
    { key: 'name', title: group ? '集团名称' : '客户名称', width: 200, fixed: 'left', render: (c) => <a onClick={() => navigate(detailPath(base, c.id))}>{c.name}</a> },
    { key: 'id', title: '商户号', width: 90 },
    ...(group ? [{ key: 'members', title: '成员数', width: 80 } satisfies Column<Customer>] : []),
    { key: 'parking_software', title: '停车软件', width: 130, value: (c) => c.parking_software ?? '未登记' },
    { key: 'energy_software', title: '充电软件', width: 150, value: (c) => c.energy_software ?? '未登记' },
    { key: 'trade_amount', title: '近 30 天交易额', width: 140, value: (c) => yuan(c.trade_amount) },
    { key: 'contact', title: '联系人', width: 160, value: (c) => `${c.contact_name} ${c.contact_mobile}` },
    { key: 'region_name', title: '所在地区', width: 160, ellipsis: true, defaultHidden: true },
    ...(operator ? [{ key: 'partner_name', title: '所属服务商', width: 180, ellipsis: true } satisfies Column<Customer>] : []),
    { key: 'status', title: '状态', width: 80, render: (c) => <CustomerStatusTag status={c.status} /> },
    { key: 'create_time', title: '入驻时间', width: 170, value: (c) => formatDateTime(c.create_time) },
  ];
  const actions: RowAction<Customer>[] = [
    { key: 'detail', label: '详情', onClick: (c) => navigate(detailPath(base, c.id)) },
    { key: 'edit', label: '编辑', permission: ['merchant:merchant:update'], onClick: (c) => navigate(`${group ? PARTNER_PATHS.groupEdit : PARTNER_PATHS.customerEdit}?id=${c.id}`) },
  ];
  return (
    <ListPage
      id={group ? 'partner-group-list' : 'partner-customer-list'}
      call={group ? partnerGroupList : partnerCustomerList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() => (
        <Space>
          {gate({ permission: ['merchant:merchant:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(group ? PARTNER_PATHS.groupCreate : PARTNER_PATHS.customerCreate)}>
              {group ? '新建集团' : '新建客户'}
            </Button>
          )}
          {!group && <InviteButton businesses={['parking:settle', 'energy:settle', 'payment:settle']} />}
        </Space>
      )}
    />
  );
}

export const CustomerListPage = () => <PartnerListPage base="customer" />;
export const GroupListPage = () => <PartnerListPage base="group" />;
