import { businessApplyStatusNames, formatDateTime, invoiceAccessList, maskPhone } from '@console/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApplyStatusTag } from '../../account/business/shared';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { ACCESS_DETAIL, ACCESS_EDIT } from '../paths';
import { AUDIT, isPending, RejectDialog, type Access } from './shared';

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '商户', placeholder: '商户名称或申请编号', maxLength: 50 },
  { kind: 'select', key: 'status', label: '状态', options: Object.entries(businessApplyStatusNames).map(([value, label]) => ({ label, value: Number(value) })) },
];

const columns = (open: (a: Access) => void): Column<Access>[] => [
  { key: 'id', title: '申请编号', width: 100, render: (a) => <Typography.Link onClick={() => open(a)}>{a.id}</Typography.Link> },
  { key: 'merchant_name', title: '申请商户', width: 200, ellipsis: true, value: (a) => `${a.merchant_name}（${a.merchant}）` },
  { key: 'subject', title: '申请主体', width: 200, ellipsis: true, value: (a) => a.subject?.name ?? '未提交主体' },
  { key: 'contact', title: '联系人', width: 150, value: (a) => `${a.contact_name} ${maskPhone(a.contact_mobile)}` },
  { key: 'status', title: '状态', width: 90, render: (a) => <ApplyStatusTag status={a.status} /> },
  { key: 'software_code', title: '税控软件', width: 100, value: (a) => a.software_code || '-' },
  { key: 'audit_remark', title: '审核意见', width: 180, ellipsis: true, value: (a) => a.audit_remark || '-' },
  { key: 'create_time', title: '申请时间', width: 170, value: (a) => formatDateTime(a.create_time) },
  { key: 'target_name', title: '受理方', width: 160, ellipsis: true, defaultHidden: true },
];

/** 接入申请: merchants applying to open 电子发票 with this invoice partner — 审核开通 (the edit page) or 驳回 while pending. */
export default function AccessListPage() {
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState<Access | null>(null);
  const open = (a: Access) => navigate(`${ACCESS_DETAIL}?id=${a.id}`);
  const actions: RowAction<Access>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'approve', label: '审核开通', permission: AUDIT, when: isPending, onClick: (a) => navigate(`${ACCESS_EDIT}?id=${a.id}`) },
    { key: 'reject', label: '驳回', danger: true, permission: AUDIT, when: isPending, onClick: setRejecting },
  ];
  return (
    <>
      <ListPage id="invoice-access-list" call={invoiceAccessList} rowKey="id" filters={filters} columns={columns(open)} actions={actions} />
      <RejectDialog apply={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
