import { invoiceMerchantMatching, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { MANAGE, manageLink } from '../paths';
import { SoftwareTypeTag, yuan } from '../shared';

type Row = CallReply<typeof invoiceMerchantMatching>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '商户名称或商户号', maxLength: 50 },
  { kind: 'text', key: 'software_code', label: '税控软件编码', maxLength: 7, placeholder: '如 IN31542' },
];

const columns = (manage: (row: Row) => void): Column<Row>[] => [
  { key: 'merchant', title: '商户号', width: 100, fixed: 'left' },
  { key: 'merchant_name', title: '商户名称', width: 180, ellipsis: true, render: (r) => <Typography.Link onClick={() => manage(r)}>{r.merchant_name}</Typography.Link> },
  { key: 'software', title: '税控软件', width: 200, ellipsis: true, value: (r) => (r.software_code ? `${r.software_name ?? ''}（${r.software_code}）` : '未设置') },
  { key: 'software_type', title: '软件类型', width: 180, render: (r) => <SoftwareTypeTag type={r.software_type} /> },
  { key: 'rule', title: '基础规则', width: 90, value: (r) => (r.rule_configured ? '已设置' : '未设置') },
  { key: 'single_limit', title: '单张限额', width: 130, value: (r) => yuan(r.single_limit) },
  { key: 'need_review', title: '开票前审核', width: 100, value: (r) => (r.need_review === null ? '-' : r.need_review ? '需审核' : '不审核') },
  { key: 'seller_name', title: '销售方名称', width: 200, ellipsis: true, defaultHidden: true, value: (r) => r.seller_name ?? '-' },
];

/** 发票商户: the invoice merchants below the user (a partner: its customers with the invoice product), each with 管理. */
export default function InvoiceMerchantListPage() {
  const navigate = useNavigate();
  const manage = (r: Row) => navigate(manageLink(MANAGE, r.merchant));
  const actions: RowAction<Row>[] = [{ key: 'manage', label: '管理', onClick: manage }];
  return <ListPage id="invoice-merchant-list" call={invoiceMerchantMatching} rowKey="merchant" filters={filters} columns={columns(manage)} actions={actions} />;
}
