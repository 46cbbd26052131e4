import { PlusOutlined } from '@ant-design/icons';
import { cardKinds, CardStatus, energyCardList, energyCardStatus, formatDateTime, formatMoney, type CallReply } from '@console/contract';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { CardStatusTag, cardStatusOptions, merchantText, useCardKind, useEnergyPlatform } from './shared';

export type CardRow = CallReply<typeof energyCardList>['row'][number];

const filters = (showsMerchant: boolean, kind: number): FilterField[] => [
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: kind === 2 ? 'VIN 开头、持卡人或手机号' : '卡号开头、持卡人或手机号', maxLength: 50 },
  { kind: 'select', key: 'status', label: '状态', options: cardStatusOptions },
  ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
];

const columns = (open: (row: CardRow) => void, showsMerchant: boolean, kind: number): Column<CardRow>[] => [
  { key: 'card_no', title: kind === 2 ? 'VIN' : kind === 3 ? '虚拟卡号' : '物理卡号', width: 190, fixed: 'left', render: (r) => <Typography.Link onClick={() => open(r)}>{r.card_no}</Typography.Link> },
  ...(kind === 1 ? [{ key: 'logical_no', title: '逻辑卡号', width: 140 }] : []),
  ...(kind === 2 ? [{ key: 'plate', title: '车牌号', width: 110, value: (r: CardRow) => r.plate || '-' }] : []),
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 180, ellipsis: true, value: merchantText }] : []),
  { key: 'holder_name', title: kind === 2 ? '车主' : '持卡人', width: 100 },
  { key: 'holder_mobile', title: '手机号', width: 130 },
  { key: 'balance', title: '余额（元）', width: 110, value: (r) => formatMoney(r.balance) },
  { key: 'acl_count', title: '可用电站', width: 100, value: (r) => (r.acl_count === 0 ? '全部电站' : `${r.acl_count} 个`) },
  { key: 'status', title: '状态', width: 80, render: (r) => <CardStatusTag status={r.status} /> },
  { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/**
 * 充电卡 (…/card/list), VIN 车辆 (…/vin/list) and 虚拟卡 (…/virtual-card/list): one kind's cards the platform's user acts
 * for, holders masked; 新建, 详情, 停用 / 启用 / 挂失 (asked first).
 */
export function CardList({ kind: fixedKind, station }: { kind?: 1 | 2 | 3; station?: string }) {
  const gate = useGate();
  const navigate = useNavigate();
  const { platform, can, showsMerchant, paths: platformPaths } = useEnergyPlatform();
  const byAddress = useCardKind();
  // A station detail's 卡 names its kind; the card pages take it from their address.
  const kind = fixedKind ?? byAddress.kind;
  const noun = kind === 1 ? '充电卡' : cardKinds[kind];
  const paths = platformPaths.cards[kind];
  const changed = useChanged(energyCardList);
  const open = (r: CardRow) => navigate(`${paths.detail}?card_no=${encodeURIComponent(r.card_no)}`);
  const setStatus = async (r: CardRow, status: 0 | 1 | 2) => {
    await send(energyCardStatus, { kind, card_no: r.card_no, status });
    await changed(status === CardStatus.enabled ? '已启用' : status === CardStatus.lost ? '已挂失' : '已停用');
  };
  const actions: RowAction<CardRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: can('card', 'update'),
      when: (r) => r.status === CardStatus.enabled,
      confirm: (r) => `停用后${noun}「${r.card_no}」不能再启动充电。确定停用吗？`,
      onClick: (r) => setStatus(r, CardStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: can('card', 'update'), when: (r) => r.status === CardStatus.disabled, onClick: (r) => setStatus(r, CardStatus.enabled) },
    {
      key: 'lost',
      label: '挂失',
      danger: true,
      permission: can('card', 'update'),
      when: (r) => r.status !== CardStatus.lost,
      confirm: (r) => `挂失后${noun}「${r.card_no}」立即不能使用，找回后可解除挂失。确定挂失吗？`,
      onClick: (r) => setStatus(r, CardStatus.lost),
    },
  ];
  return (
    <ListPage
      key={kind}
      id={`energy-card-list-${platform}-${kind}${station ? '-station' : ''}`}
      call={energyCardList}
      fixedQuery={station ? { kind, station_code: station } : { kind }}
      rowKey="card_no"
      filters={filters(showsMerchant, kind)}
      columns={columns(open, showsMerchant, kind)}
      actions={actions}
      toolbar={() =>
        gate({ permission: can('card', 'create') }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.create)}>
            新建{noun}
          </Button>
        )
      }
    />
  );
}

export default function CardListPage() {
  return <CardList />;
}
