import { formatDateTime, formatMoney, memberList, memberTypeList, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { memberDetail, MemberStateTag, memberStateOptions, packageDetail, userDetail } from './shared';

type Row = CallReply<typeof memberList>['row'][number];

/** The member types for the filter (a handful: the first 100). */
export function useMemberTypeOptions() {
  const types = useQuery({ queryKey: [memberTypeList.path, 'options'], queryFn: () => send(memberTypeList, { page_size: 100 }, { silent: true }) });
  return useMemo(() => (types.data?.row ?? []).map((t) => ({ value: t.id, label: t.name })), [types.data]);
}

/** 会员列表: every membership, newest first, with its user (mobile masked), type, package, period and state. */
export default function MemberListPage() {
  const navigate = useNavigate();
  const typeOptions = useMemberTypeOptions();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'keywords', label: '关键词', placeholder: '会员号、昵称或手机尾号' },
      { kind: 'select', key: 'member_type', label: '会员类型', options: typeOptions },
      { kind: 'select', key: 'state', label: '状态', options: memberStateOptions },
    ],
    [typeOptions],
  );
  const columns: Column<Row>[] = [
    { key: 'member_no', title: '会员号', width: 140, fixed: 'left', render: (r) => <Typography.Link onClick={() => navigate(memberDetail(r.id))}>{r.member_no}</Typography.Link> },
    { key: 'user', title: '用户', width: 170, render: (r) => <Typography.Link onClick={() => navigate(userDetail(r.user))}>{r.nickname || '-'} {r.mobile}</Typography.Link> },
    { key: 'type_name', title: '会员类型', width: 120 },
    { key: 'package_name', title: '套餐', width: 110, render: (r) => <Typography.Link onClick={() => navigate(packageDetail(r.package_uuid))}>{r.package_name}</Typography.Link> },
    { key: 'period', title: '有效期', width: 300, value: (r) => `${formatDateTime(r.start_time)} 至 ${formatDateTime(r.end_time)}` },
    { key: 'state', title: '状态', width: 90, render: (r) => <MemberStateTag state={r.state} /> },
    { key: 'paid_amount', title: '累计实付', width: 110, value: (r) => formatMoney(r.paid_amount, { symbol: true }) },
    { key: 'create_time', title: '开通时间', width: 170, value: (r) => formatDateTime(r.create_time), defaultHidden: true },
  ];
  const actions: RowAction<Row>[] = [{ key: 'detail', label: '详情', onClick: (r) => navigate(memberDetail(r.id)) }];
  return <ListPage id="member-list" call={memberList} rowKey="id" filters={filters} columns={columns} actions={actions} />;
}
