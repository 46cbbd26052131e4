import { reserveBlacklistDelete, reserveBlacklistList, type CallReply } from '@console/contract';
import { Alert } from 'antd';
import { send } from '../../../lib/request';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { parkAndPlate, plateCell } from '../records/shared';
import { blacklistSourceOptions, minuteText, sourceText } from './shared';

type Row = CallReply<typeof reserveBlacklistList>['row'][number];

const filters: FilterField[] = [
  ...parkAndPlate,
  { kind: 'select', key: 'source', label: '来源', options: blacklistSourceOptions },
  { kind: 'dateRange', key: 'added', keys: ['start_date', 'end_date'], label: '加入日期' },
];

const columns: Column<Row>[] = [
  { key: 'plate', title: '车牌号', width: 130, fixed: 'left', render: plateCell },
  { key: 'park_name', title: '停车场', width: 170, ellipsis: true },
  { key: 'reason', title: '原因', width: 260, ellipsis: true },
  { key: 'source', title: '来源', width: 120, value: (r) => sourceText(r.source) },
  { key: 'reserve_no', title: '违约预约单号', width: 160, value: (r) => r.reserve_no || '-' },
  { key: 'operator', title: '操作人', width: 90 },
  { key: 'create_time', title: '加入时间', width: 150, value: (r) => minuteText(r.create_time) },
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true, defaultHidden: true },
];

/**
 * 预约黑名单: plates barred from reserving at a park (by their no-shows or by hand with one); 移出 asks first. Not the
 * park's entry blacklist (车辆管理 › 黑名单): a plate here still enters and pays as a temporary car.
 */
export default function ReserveBlacklistPage() {
  const changed = useChanged(reserveBlacklistList);
  const actions: RowAction<Row>[] = [
    {
      key: 'remove',
      label: '移出',
      danger: true,
      permission: ['parking:parking:reserve:update'],
      confirm: (r) => `将 ${r.plate} 移出${r.park_name}的预约黑名单？移出后该车牌可以重新预约。`,
      onClick: async (r) => {
        await send(reserveBlacklistDelete, { id: r.id });
        await changed('已移出预约黑名单');
      },
    },
  ];
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="预约黑名单中的车牌不能在该停车场预约，仍可正常入场按临时车计费；禁止入场请用「车辆管理 › 黑名单」。" />
      <ListPage id="parking-reserve-blacklist" call={reserveBlacklistList} rowKey="id" filters={filters} columns={columns} actions={actions} />
    </>
  );
}
