import { VipState } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { parkAndPlate } from '../records/shared';
import { merchantFilter, useVehicles } from './platform';
import { money, PlatesCell, timeRangeText, vipStateOptions, VipStateTag } from './shared';
import { PauseDialog, RenewalDialog, VipFormDialog, type VipDetail, type VipRow } from './vip-dialogs';
import { VipDetailDrawer } from './vip-detail-drawer';

const filters = (showsMerchant: boolean): FilterField[] => [
  ...parkAndPlate,
  ...(showsMerchant ? [merchantFilter] : []),
  { kind: 'select', key: 'state', label: '状态', options: vipStateOptions },
  { kind: 'text', key: 'keywords', label: '车主或车位', placeholder: '车主姓名或车位号', maxLength: 50 },
  { kind: 'dateRange', key: 'end', keys: ['start_date', 'end_date'], label: '到期日期' },
];

const columns = (open: (r: VipRow) => void, showsMerchant: boolean): Column<VipRow>[] => [
  { key: 'plates', title: '车牌号', width: 170, fixed: 'left', render: (r) => <a onClick={() => open(r)}><PlatesCell plates={r.plates} color={r.plate_color} /></a> },
  { key: 'holder_name', title: '车主', width: 100, ellipsis: true },
  { key: 'mobile', title: '手机号', width: 115 },
  { key: 'park_name', title: '停车场', width: 140, ellipsis: true },
  { key: 'package_name', title: '套餐', width: 100 },
  { key: 'end_date', title: '到期日期', width: 105 },
  { key: 'state', title: '状态', width: 80, render: (r) => <VipStateTag state={r.state} /> },
  { key: 'space_no', title: '车位号', width: 85, value: (r) => r.space_no || '-' },
  { key: 'start_date', title: '开始日期', width: 105, defaultHidden: true },
  { key: 'price', title: '每周期', width: 110, value: (r) => money(r.price), defaultHidden: true },
  { key: 'time_range', title: '时段', width: 90, value: (r) => timeRangeText(r.time_range).replace(/（.*）/, ''), defaultHidden: true },
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true, defaultHidden: !showsMerchant },
];

/**
 * 月卡: the monthly cards in scope (the merchant's own, the group's members'), the one ending first first. 新增, 编辑, 续费
 * (a money operation), 暂停 / 恢复 with a reason (the merchant's), 删除 (paused or expired cards only, asked first); 详情
 * in a drawer with the renewals and 操作记录. The group's `…/monthly/add` and `…/monthly/detail?id=` are this page with
 * the dialog or the drawer open; its `…/package/members?id=` is this list over one package's cards (`fixedQuery`).
 */
export default function MonthlyPage({ id, fixedQuery }: { id?: string; fixedQuery?: Record<string, unknown> } = {}) {
  const gate = useGate();
  const client = useQueryClient();
  const { cards, codes, paths, showsMerchant } = useVehicles();
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const changed = useChanged(cards.list, cards.get, cards.counts);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const routed = 'monthlyDetail' in paths && pathname === paths.monthlyDetail ? Number(search.get('id')) || null : null;
  const adding = 'monthlyAdd' in paths && pathname === paths.monthlyAdd;
  const [opened, setOpen] = useState<number | null>(null);
  const open = routed ?? opened;
  const [edited, setForm] = useState<{ card?: VipDetail } | null>(null);
  const form = adding ? (edited ?? {}) : edited;
  /** Leaving a routed dialog or drawer goes back to the list. */
  const closeRouted = () => (routed !== null || adding) && navigate(paths.monthly);
  const UPDATE = [codes.vipUpdate];
  const [renewing, setRenewing] = useState<VipRow | VipDetail | null>(null);
  const [pausing, setPausing] = useState<{ card: VipRow | VipDetail; restoring: boolean } | null>(null);
  /** Editing needs the whole mobile: the card's detail, not the masked row. */
  const edit = async (r: { id: number }) => setForm({ card: await client.fetchQuery({ queryKey: [cards.get.path, r.id], queryFn: () => send(cards.get, { id: r.id }) }) });
  const remove = async (r: { id: number }) => {
    await send(cards.remove, { id: r.id });
    setOpen(null);
    closeRouted();
    await changed('月卡已删除');
  };
  const active = (r: { state: number }) => r.state === VipState.active;
  const actions: RowAction<VipRow>[] = [
    { key: 'detail', label: '详情', onClick: (r) => setOpen(r.id) },
    { key: 'renew', label: '续费', permission: [codes.vipRenewal], when: (r) => r.state !== VipState.paused, onClick: setRenewing },
    { key: 'edit', label: '编辑', permission: UPDATE, onClick: edit },
    ...(cards.pause
      ? [
          { key: 'pause', label: '暂停', permission: UPDATE, when: active, onClick: (r: VipRow) => setPausing({ card: r, restoring: false }) },
          { key: 'restore', label: '恢复', permission: UPDATE, when: (r: VipRow) => r.state === VipState.paused, onClick: (r: VipRow) => setPausing({ card: r, restoring: true }) },
        ]
      : []),
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: [codes.vipDelete],
      when: (r) => !active(r),
      confirm: (r) => `删除月卡 ${r.plates.join('、')}？删除后续费记录一并删除，不能恢复。`,
      onClick: remove,
    },
  ];
  return (
    <>
      <ListPage
        id={id ?? (showsMerchant ? 'group-vip-list' : 'parking-vip-list')}
        call={cards.list}
        fixedQuery={fixedQuery}
        rowKey="id"
        filters={shownFilters}
        columns={columns((r) => setOpen(r.id), showsMerchant)}
        actions={actions}
        visibleFilters={3}
        toolbar={() =>
          gate({ permission: [codes.vipCreate] }) && (
            <Button type="primary" onClick={() => setForm({})}>
              新增月卡
            </Button>
          )
        }
      />
      <VipDetailDrawer
        id={open}
        onClose={() => {
          setOpen(null);
          closeRouted();
        }}
        extra={(c) => (
          <Space>
            {gate({ permission: [codes.vipRenewal] }) && c.state !== VipState.paused && <Button type="primary" onClick={() => setRenewing(c)}>续费</Button>}
            {gate({ permission: UPDATE }) && <Button onClick={() => setForm({ card: c })}>编辑</Button>}
          </Space>
        )}
      />
      <VipFormDialog
        open={!!form}
        card={form?.card}
        onClose={() => {
          setForm(null);
          if (adding) closeRouted();
        }}
      />
      <RenewalDialog card={renewing} onClose={() => setRenewing(null)} />
      <PauseDialog card={pausing?.card ?? null} restoring={!!pausing?.restoring} onClose={() => setPausing(null)} />
    </>
  );
}
