import { formatDateTime, groupVipRenewalList, type CallReply } from '@console/contract';
import { Button, Descriptions, Drawer } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../../widgets/resource/types';
import { parkAndPlate } from '../../records/shared';
import { GROUP_VEHICLES as paths } from '../paths';
import { merchantFilter } from '../platform';
import { money, payTypeOptions, payTypeText, PlatesCell } from '../shared';

// 续费记录 of the parking group (`/group/car-manage/renewal/list`): the renewals of its members' cards, newest first;
// the time opens a drawer, 详情 the page `/renewal/detail?id=`; 查看月卡 opens the card. docs/decisions.md, "The parking group's vehicles".

type Row = CallReply<typeof groupVipRenewalList>['row'][number];

const filters: FilterField[] = [
  ...parkAndPlate,
  merchantFilter,
  { kind: 'select', key: 'pay_type', label: '支付方式', options: payTypeOptions },
  { kind: 'dateRange', key: 'renewed', keys: ['start_date', 'end_date'], label: '续费日期' },
];

const columns = (open: (r: Row) => void): Column<Row>[] => [
  { key: 'create_time', title: '续费时间', width: 170, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{formatDateTime(r.create_time)}</a> },
  { key: 'plates', title: '车牌号', width: 160, render: (r) => <PlatesCell plates={r.plates} color={r.plate_color} /> },
  { key: 'holder_name', title: '车主', width: 100, ellipsis: true },
  { key: 'park_name', title: '停车场', width: 160, ellipsis: true },
  { key: 'merchant_name', title: '所属商户', width: 150, ellipsis: true },
  { key: 'package_name', title: '套餐', width: 100 },
  { key: 'amount', title: '金额', width: 110, value: (r) => money(r.amount) },
  { key: 'pay_type', title: '支付方式', width: 100, value: (r) => payTypeText(r.pay_type) },
  { key: 'range', title: '续费时段', width: 200, value: (r) => `${r.start_date} 至 ${r.end_date}` },
  { key: 'operator', title: '操作人', width: 90 },
];

export default function RenewalListPage() {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <>
      <ListPage id="group-vip-renewal-list" call={groupVipRenewalList} rowKey="id" filters={filters} columns={columns(setOpen)} actions={[{ key: 'detail', label: '详情', onClick: (r) => navigate(`${paths.renewalDetail}?id=${r.id}`) }]} />
      <Drawer
        open={!!open}
        onClose={() => setOpen(null)}
        title="续费详情"
        width={560}
        styles={{ wrapper: { maxWidth: '100vw' } }}
        extra={open && <Button onClick={() => navigate(`${paths.monthlyDetail}?id=${open.vip}`)}>查看月卡</Button>}
      >
        {open && (
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'time', label: '续费时间', children: formatDateTime(open.create_time) },
              { key: 'plates', label: '车牌号', children: <PlatesCell plates={open.plates} color={open.plate_color} /> },
              { key: 'holder', label: '车主', children: open.holder_name },
              { key: 'park', label: '停车场', children: `${open.park_name}（${open.park_code}）` },
              { key: 'merchant', label: '所属商户', children: open.merchant_name },
              { key: 'package', label: '套餐', children: open.package_name },
              { key: 'periods', label: '续费周期', children: `${open.periods} 个周期（${open.months} 个月）` },
              { key: 'amount', label: '金额', children: money(open.amount) },
              { key: 'pay', label: '支付方式', children: payTypeText(open.pay_type) },
              { key: 'range', label: '续费时段', children: `${open.start_date} 至 ${open.end_date}` },
              { key: 'operator', label: '操作人', children: open.operator },
            ]}
          />
        )}
      </Drawer>
    </>
  );
}
