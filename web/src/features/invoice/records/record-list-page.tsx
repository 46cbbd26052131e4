import { formatDateTime, invoiceApplyList } from '@console/contract';
import { Button, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { merchantFilter } from '../../../widgets/resource/filters';
import { editLink, ELECTRONIC_CREATE, isPartnerPage, recordLink } from '../paths';
import { editable } from './apply-page';
import { ApplyStatusTag, applyStatusOptions, buyerText, money, type Apply } from './shared';

const filters = (partner: boolean): FilterField[] => [
  ...(partner ? [merchantFilter] : []),
  { kind: 'select', key: 'status', label: '状态', options: applyStatusOptions },
  { kind: 'text', key: 'keywords', label: '申请单号或抬头', maxLength: 50 },
  { kind: 'dateRange', key: 'apply_date', keys: ['start_date', 'end_date'], label: '申请时间' },
];

const columns = (open: (r: Apply) => void, partner: boolean): Column<Apply>[] => [
  { key: 'apply_no', title: '申请单号', width: 190, fixed: 'left', render: (r) => <Typography.Link onClick={() => open(r)}>{r.apply_no}</Typography.Link> },
  { key: 'merchant_name', title: '所属商户', width: 160, ellipsis: true, defaultHidden: !partner },
  { key: 'buyer', title: '发票抬头', width: 220, ellipsis: true, value: buyerText },
  { key: 'amount', title: '开票金额', width: 120, value: (r) => money(r.amount) },
  { key: 'trade_count', title: '交易笔数', width: 90 },
  { key: 'status', title: '状态', width: 110, render: (r) => <ApplyStatusTag status={r.status} /> },
  { key: 'invoice_no', title: '发票号码', width: 110, value: (r) => r.invoice_no || '-' },
  { key: 'applicant', title: '申请人', width: 90 },
  { key: 'auditor_name', title: '审核人', width: 90, value: (r) => r.auditor_name || '-' },
  { key: 'create_time', title: '申请时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'software_code', title: '税控软件', width: 100, defaultHidden: true },
];

/**
 * 开票记录: the merchant's invoice applications with their status; 申请开票. On the partner's 发票服务 the same list
 * over its customers, with 所属商户, to look at; on 发票商户管理 (`merchant`) one customer's.
 */
export default function RecordListPage({ merchant }: { merchant?: number } = {}) {
  const gate = useGate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const partner = isPartnerPage(pathname);
  const open = (r: Apply) => navigate(recordLink(r.apply_no, pathname));
  return (
    <ListPage
      id={merchant ? 'invoice-manage-record-list' : partner ? 'invoice-partner-record-list' : 'invoice-record-list'}
      call={invoiceApplyList}
      rowKey="apply_no"
      filters={filters(partner && !merchant)}
      fixedQuery={merchant ? { merchant } : undefined}
      columns={columns(open, partner && !merchant)}
      actions={[
        { key: 'detail', label: '详情', onClick: open },
        ...(partner ? [] : [{ key: 'edit', label: '编辑', permission: ['invoice:invoice:update'], when: (r: Apply) => editable(r.status), onClick: (r: Apply) => navigate(editLink(r.apply_no)) }]),
      ]}
      toolbar={() =>
        !partner && gate({ permission: ['invoice:apply:create'] }) && (
          <Button type="primary" onClick={() => navigate(ELECTRONIC_CREATE)}>
            申请开票
          </Button>
        )
      }
    />
  );
}
