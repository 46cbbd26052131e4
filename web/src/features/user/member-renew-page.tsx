import { formatDateTime, formatMoney, memberPeriodNames, memberRenewalList, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useMemberTypeOptions } from './member-list-page';
import { memberDetail, packageDetail, userDetail } from './shared';

type Row = CallReply<typeof memberRenewalList>['row'][number];

/** 会员续费: the renewals paid in the app, newest payment first, with how each moved the member's end time. */
export default function MemberRenewPage() {
  const navigate = useNavigate();
  const typeOptions = useMemberTypeOptions();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'keywords', label: '单号', placeholder: '会员号或续费单号' },
      { kind: 'select', key: 'member_type', label: '会员类型', options: typeOptions },
      { kind: 'dateRange', key: 'pay_date', keys: ['start_date', 'end_date'], label: '支付时间' },
    ],
    [typeOptions],
  );
  const columns: Column<Row>[] = [
    { key: 'renewal_no', title: '续费单号', width: 140, fixed: 'left' },
    { key: 'member_no', title: '会员号', width: 140, render: (r) => <Typography.Link onClick={() => navigate(memberDetail(r.member))}>{r.member_no}</Typography.Link> },
    { key: 'user', title: '用户', width: 170, render: (r) => <Typography.Link onClick={() => navigate(userDetail(r.user))}>{r.nickname || '-'} {r.mobile}</Typography.Link> },
    { key: 'type_name', title: '会员类型', width: 120 },
    { key: 'package_name', title: '套餐', width: 110, render: (r) => <Typography.Link onClick={() => navigate(packageDetail(r.package_uuid))}>{r.package_name}</Typography.Link> },
    { key: 'period', title: '续费周期', width: 130, value: (r) => memberPeriodNames[r.period] ?? `${r.period} 个月` },
    { key: 'amount', title: '实付', width: 100, value: (r) => formatMoney(r.amount, { symbol: true }) },
    { key: 'end', title: '到期时间变化', width: 330, value: (r) => `${formatDateTime(r.previous_end)} → ${formatDateTime(r.new_end)}` },
    { key: 'pay_time', title: '支付时间', width: 170, value: (r) => formatDateTime(r.pay_time) },
  ];
  const actions: RowAction<Row>[] = [{ key: 'member', label: '查看会员', onClick: (r) => navigate(memberDetail(r.member)) }];
  return <ListPage id="member-renew" call={memberRenewalList} rowKey="id" filters={filters} columns={columns} actions={actions} />;
}
