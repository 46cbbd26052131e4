import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import {
  creatableKinds,
  formatDateTime,
  merchantDelete,
  merchantDisable,
  merchantEnable,
  merchantGet,
  merchantKinds,
  merchantList,
  merchantSummary,
  MerchantStatus,
  type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { useSession } from '../../../shell/session/store';
import { ExportButton } from '../../../widgets/export/export-button';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { StatisticCards } from '../../../widgets/statistic-cards/statistic-cards';
import { manageAddress } from '../../parking/manage/paths';
import { InviteButton } from '../business/invite-dialog';
import { GrantDialog, type GrantTarget } from './grant-dialog';
import { GENERIC_CREATE, GROUP_CREATE, kindName, kindOptions, levelName, MERCHANT_CREATE, MERCHANT_DETAIL, MERCHANT_EDIT, MerchantStatusTag, statusOptions, SubjectStatusTag } from './shared';

type Row = CallReply<typeof merchantList>['row'][number];

const MANAGE_CODES = ['parking:partner:manage:list', 'parking:group:manage:list'];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '商户', placeholder: '商户名称、简称或商户号' },
  { kind: 'select', key: 'kind', label: '商户类型', options: kindOptions },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  { kind: 'remote', key: 'product', label: '已开通产品', source: 'product' },
  { kind: 'dateRange', key: 'created', label: '入驻时间', keys: ['start_date', 'end_date'] },
];

const columns: Column<Row>[] = [
  { key: 'id', title: '商户号', width: 100, fixed: 'left' },
  { key: 'name', title: '商户名称', width: 220, ellipsis: true },
  { key: 'kind', title: '类型', width: 90, value: (row) => kindName(row.kind) },
  { key: 'parent', title: '上级商户', width: 200, ellipsis: true, value: (row) => (row.parent ? `${row.parent.name}（${row.parent.type === 'member' ? '集团成员' : '服务商客户'}）` : '-') },
  {
    key: 'products',
    title: '已开通产品',
    width: 280,
    render: (row) => (row.products.length ? <Space size={[0, 4]} wrap>{row.products.map((p) => <Tag key={p.code}>{p.name}</Tag>)}</Space> : '-'),
  },
  { key: 'subject_status', title: '主体认证', width: 100, render: (row) => <SubjectStatusTag status={row.subject_status} /> },
  { key: 'superuser', title: '主账号', width: 160, value: (row) => (row.superuser ? `${row.superuser.name}（${row.superuser.account}）` : '-') },
  { key: 'contact', title: '联系人', width: 150, value: (row) => `${row.contact_name} ${row.contact_mobile}`.trim() || '-', defaultHidden: true },
  { key: 'region_name', title: '所在地区', width: 180, value: (row) => row.region_name || '-', defaultHidden: true },
  { key: 'service_level', title: '服务等级', width: 90, value: (row) => levelName(row.service_level), defaultHidden: true },
  { key: 'status', title: '状态', width: 80, render: (row) => <MerchantStatusTag status={row.status} /> },
  { key: 'create_time', title: '入驻时间', width: 170, value: (row) => formatDateTime(row.create_time) },
];

/** Where each kind is created: the two routes the spec names, the general form for the rest. */
const createPath = (kind: string) => (kind === 'merchant' ? GENERIC_CREATE : kind === 'group' ? GROUP_CREATE : `${MERCHANT_CREATE}?kind=${kind}`);

function CreateButton() {
  const gate = useGate();
  const navigate = useNavigate();
  const kind = useSession((s) => s.user?.merchant_kind ?? '');
  const kinds = creatableKinds[kind] ?? [];
  if (!gate({ permission: ['merchant:merchant:create'] }) || kinds.length === 0) return null;
  if (kinds.length === 1) {
    return (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(createPath(kinds[0]!))}>
        新建{merchantKinds[kinds[0] as keyof typeof merchantKinds]}
      </Button>
    );
  }
  return (
    // Opens on click (touch screens have no hover; with both triggers a click toggled what the hover had opened).
    <Dropdown trigger={['click']} menu={{ items: kinds.map((k) => ({ key: k, label: `新建${merchantKinds[k as keyof typeof merchantKinds]}` })), onClick: ({ key }) => navigate(createPath(key)) }}>
      <Button type="primary" icon={<PlusOutlined />}>
        新建商户 <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/**
 * 商户管理 (settled merchants): the merchants below the caller — every merchant for the platform operator, a
 * partner's customers, a group's members — with their products, subject audit and main account.
 */
export default function MerchantListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const [granting, setGranting] = useState<GrantTarget | null>(null);
  const changed = useChanged(merchantList, merchantGet, merchantSummary);
  const summary = useQuery({ queryKey: [merchantSummary.path], queryFn: () => send(merchantSummary, {}, { silent: true }) });

  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: (row) => navigate(`${MERCHANT_DETAIL}?id=${row.id}`) },
    { key: 'edit', label: '编辑', permission: ['merchant:merchant:update'], onClick: (row) => navigate(`${MERCHANT_EDIT}?id=${row.id}`) },
    { key: 'grant', label: '开通产品', permission: ['merchant:product:grant'], onClick: (row) => setGranting(row) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: ['merchant:merchant:update'],
      when: (row) => row.status === MerchantStatus.enabled,
      confirm: (row) => `停用「${row.name}」后，该商户的所有账号立即下线且无法登录。确定停用吗？`,
      onClick: async (row) => {
        await send(merchantDisable, { id: row.id });
        await changed('已停用，该商户的账号已全部下线');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['merchant:merchant:update'],
      when: (row) => row.status === MerchantStatus.disabled,
      onClick: async (row) => {
        await send(merchantEnable, { id: row.id });
        await changed('已启用');
      },
    },
    // A parking customer's or member's 停车管理 (docs/decisions.md, "The partner's and group's 停车管理"), after the
    // account actions: the first four stay in the row, the rest go under 更多.
    {
      key: 'parking-manage',
      label: '停车管理',
      permission: MANAGE_CODES,
      when: (row) => row.products.some((p) => p.code === 'parking:merchant:platform'),
      onClick: (row) => navigate(manageAddress(gate({ permission: ['parking:group:manage:list'] }) ? 'group' : 'partner', { id: row.id, name: row.name })),
    },
    {
      key: 'close',
      label: '注销',
      danger: true,
      permission: ['merchant:merchant:update'],
      when: (row) => row.status === MerchantStatus.disabled,
      confirm: (row) => `注销后「${row.name}」将从列表中移除且不能恢复（操作记录保留）。确定注销吗？`,
      onClick: async (row) => {
        await send(merchantDelete, { id: row.id });
        await changed('已注销');
      },
    },
  ];

  const cards = [
    { key: 'total', title: '商户总数', value: summary.data?.total ?? 0, loading: summary.isLoading },
    { key: 'enabled', title: '启用中', value: summary.data?.enabled ?? 0, loading: summary.isLoading },
    { key: 'disabled', title: '已停用', value: summary.data?.disabled ?? 0, loading: summary.isLoading },
    { key: 'month', title: '本月新入驻', value: summary.data?.this_month ?? 0, loading: summary.isLoading },
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <StatisticCards data-testid="merchant-summary" items={cards} />
      <ListPage
        id="merchant-list"
        call={merchantList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={({ query }) => (
          <Space>
            <CreateButton />
            <InviteButton businesses={['parking:settle', 'energy:settle', 'group:join']} />
            {gate({ permission: ['merchant:merchant:export'] }) && <ExportButton reportId="merchant" query={query} />}
          </Space>
        )}
      />
      <GrantDialog target={granting} onClose={() => setGranting(null)} />
    </Space>
  );
}
