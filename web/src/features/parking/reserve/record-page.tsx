import { reserveList, ReserveState, reserveStatistics } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import { useQueryScope } from '../../../widgets/resource/query-scope';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { StatisticCards } from '../../../widgets/statistic-cards/statistic-cards';
import { parkAndPlate, plateCell } from '../records/shared';
import { OverseeDialog, type ReserveRow } from './dialogs';
import { ReserveDetailDrawer, type ReserveDetail } from './reserve-detail-drawer';
import { minuteText, money, reserveStateOptions, ReserveStateTag, windowText } from './shared';

const filters: FilterField[] = [
  ...parkAndPlate,
  { kind: 'select', key: 'state', label: '状态', options: reserveStateOptions },
  { kind: 'text', key: 'phone', label: '手机号', placeholder: '完整手机号或尾号', maxLength: 11 },
  { kind: 'dateRange', key: 'reserve', keys: ['start_date', 'end_date'], label: '预约日期' },
];

const columns = (open: (r: ReserveRow) => void): Column<ReserveRow>[] => [
  { key: 'plate', title: '车牌号', width: 130, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{plateCell(r)}</a> },
  { key: 'reserve_no', title: '预约单号', width: 160 },
  { key: 'park_name', title: '停车场', width: 160, ellipsis: true },
  { key: 'window', title: '预约时段', width: 190, value: (r) => windowText(r) },
  { key: 'state', title: '状态', width: 80, render: (r) => <ReserveStateTag state={r.state} /> },
  { key: 'phone', title: '手机号', width: 115 },
  { key: 'arrive_time', title: '实际到场', width: 140, value: (r) => (r.arrive_time ? minuteText(r.arrive_time) : '-') },
  { key: 'prepaid', title: '预付', width: 90, value: (r) => money(r.prepaid) },
  { key: 'refund', title: '已退', width: 90, value: (r) => (r.refund ? money(r.refund) : '-'), defaultHidden: true },
  { key: 'space_no', title: '预留车位', width: 90, value: (r) => r.space_no || '-', defaultHidden: true },
  { key: 'handler', title: '处理人', width: 90, value: (r) => r.handler || '-', defaultHidden: true },
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true, defaultHidden: true },
];

const UPDATE = ['parking:parking:reserve:update'];
const mayCancel = (r: { state: number }) => r.state === ReserveState.pending || r.state === ReserveState.overdue;
const mayMarkNoShow = (r: { state: number }) => r.state === ReserveState.overdue;

/** The statistics cards over what the list is filtered by (park, reserved days; the server bounds the range). */
function ReserveCards() {
  const [params] = useSearchParams();
  // Inside a partner's or group's 停车管理, the merchant looked into (its query scope).
  const merchant = Number(useQueryScope().merchant) || undefined;
  const query = { park_code: params.get('park_code') || undefined, merchant, start_date: params.get('start_date') || undefined, end_date: params.get('end_date') || undefined };
  const stats = useQuery({ queryKey: [reserveStatistics.path, query], queryFn: () => send(reserveStatistics, query, { silent: true }) });
  if (stats.error) return <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={`统计不可用：${stats.error.message}`} />;
  const s = stats.data;
  const rate = s && s.total ? `到场率 ${Math.round((s.arrived / Math.max(1, s.arrived + s.no_show)) * 100)}%` : '';
  return (
    <div style={{ marginBottom: 16 }} data-testid="reserve-cards">
      <StatisticCards
        loading={stats.isPending}
        span={{ xs: 12, sm: 12, md: 6 }}
        items={[
          { key: 'total', title: '预约数', value: s?.total ?? 0, suffix: s && <Typography.Text type="secondary" style={{ fontSize: 13 }}>待到场 {s.pending} · 超时 {s.overdue}</Typography.Text> },
          { key: 'arrived', title: '已到场', value: s?.arrived ?? 0, suffix: <Typography.Text type="secondary" style={{ fontSize: 13 }}>{rate}</Typography.Text> },
          { key: 'no_show', title: '已违约', value: s?.no_show ?? 0 },
          { key: 'cancelled', title: '已取消', value: s?.cancelled ?? 0, suffix: s && <Typography.Text type="secondary" style={{ fontSize: 13 }}>退款 {money(s.refund)}</Typography.Text> },
        ]}
      />
      {s && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          统计范围：{s.start_date} 至 {s.end_date}（按预约日期；未选日期时为近 30 天及未来 7 天，最长 92 天）
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * 预约记录: the reservations of the parks in scope, latest reserved time first, with statistics cards over the same
 * park and days; 详情 in a drawer; 取消 (refunds the prepaid) while waiting or overdue, 标记违约 once overdue.
 */
export default function ReserveRecordPage() {
  const gate = useGate();
  const [open, setOpen] = useState<number | null>(null);
  const [handling, setHandling] = useState<{ reserve: ReserveRow | ReserveDetail; to: typeof ReserveState.cancelled | typeof ReserveState.noShow } | null>(null);
  const cancel = (r: ReserveRow | ReserveDetail) => setHandling({ reserve: r, to: ReserveState.cancelled });
  const noShow = (r: ReserveRow | ReserveDetail) => setHandling({ reserve: r, to: ReserveState.noShow });
  const actions: RowAction<ReserveRow>[] = [
    { key: 'detail', label: '详情', onClick: (r) => setOpen(r.id) },
    { key: 'no-show', label: '标记违约', danger: true, permission: UPDATE, when: mayMarkNoShow, onClick: noShow },
    { key: 'cancel', label: '取消', permission: UPDATE, when: mayCancel, onClick: cancel },
  ];
  return (
    <>
      <ReserveCards />
      <ListPage id="parking-reserve-list" call={reserveList} rowKey="id" filters={filters} columns={columns((r) => setOpen(r.id))} actions={actions} visibleFilters={3} />
      <ReserveDetailDrawer
        id={open}
        onClose={() => setOpen(null)}
        extra={(r) =>
          gate({ permission: UPDATE }) && (
            <Space>
              {mayMarkNoShow(r) && <Button danger onClick={() => noShow(r)}>标记违约</Button>}
              {mayCancel(r) && <Button onClick={() => cancel(r)}>取消预约</Button>}
            </Space>
          )
        }
      />
      <OverseeDialog value={handling} onClose={() => setHandling(null)} />
    </>
  );
}
