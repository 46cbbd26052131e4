import { PlusOutlined } from '@ant-design/icons';
import { advertiserList, advertiserStatus, AdvertiserStatus, formatDateTime, maskPhone, type CallReply } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { ADVERTISER_CREATE, ADVERTISER_DETAIL, ADVERTISER_EDIT, advertiserReads, advertiserStatusOptions, AdvertiserStatusTag, statusActions, yuan } from './shared';

type Row = CallReply<typeof advertiserList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '广告主', placeholder: '公司名称、简称或联系人', maxLength: 60 },
  { kind: 'select', key: 'status', label: '状态', options: advertiserStatusOptions },
  { kind: 'dateRange', key: 'create_time', label: '创建时间', keys: ['start_date', 'end_date'] },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '公司名称', width: 220, fixed: 'left', value: (r) => (r.short_name ? `${r.name}（${r.short_name}）` : r.name) },
  { key: 'industry', title: '所属行业', width: 110, value: (r) => r.industry || '-' },
  { key: 'contact', title: '联系人', width: 170, value: (r) => `${r.contact_name} ${maskPhone(r.contact_mobile)}` },
  { key: 'balance', title: '预存款余额', width: 140, value: (r) => yuan(r.balance) },
  { key: 'spend_total', title: '累计消耗', width: 140, value: (r) => yuan(r.spend_total) },
  { key: 'account', title: '广告主平台', width: 200, value: (r) => (r.account_merchant ? `${r.account_merchant_name}（${r.account_merchant}）` : '未开通') },
  { key: 'status', title: '状态', width: 90, render: (r) => <AdvertiserStatusTag status={r.status} /> },
  { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/** 广告主列表: the partner's advertiser accounts with their balances; 详情, 编辑, 停用 / 恢复. */
export default function AdvertiserListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const changed = useChanged(...advertiserReads);
  const setStatus = async (row: Row, status: number) => {
    await send(advertiserStatus, { id: row.id, status });
    await changed(status === AdvertiserStatus.enabled ? '已恢复' : '已停用');
  };
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', permission: ['adverting:advertiser:list'], onClick: (r) => navigate(`${ADVERTISER_DETAIL}?id=${r.id}`) },
    { key: 'edit', label: '编辑', permission: ['adverting:advertiser:update'], onClick: (r) => navigate(`${ADVERTISER_EDIT}?id=${r.id}`) },
    ...statusActions<Row>(setStatus),
  ];
  return (
    <ListPage
      id="adverting-advertiser"
      call={advertiserList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['adverting:advertiser:create'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADVERTISER_CREATE)}>
            新建广告主
          </Button>
        )
      }
    />
  );
}
