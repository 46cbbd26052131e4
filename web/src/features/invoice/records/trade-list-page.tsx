import { formatDateTime, invoiceTradeList, TradeInvoiceState } from '@console/contract';
import { App, Button, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import { merchantFilter } from '../../../widgets/resource/filters';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { createLink, isPartnerPage, recordLink } from '../paths';
import { money, TradeStateTag, tradeStateOptions, type Trade } from './shared';

const CREATE = ['invoice:apply:create'];

const filters = (many: boolean): FilterField[] => [
  ...(many ? [merchantFilter] : []),
  { kind: 'dateRange', key: 'trade_date', keys: ['start_date', 'end_date'], label: '交易时间' },
  { kind: 'select', key: 'invoice_state', label: '开票状态', options: tradeStateOptions },
  { kind: 'text', key: 'trade_no', label: '交易单号', maxLength: 40 },
];

const columns = (open: (applyNo: string) => void, many: boolean): Column<Trade>[] => [
  { key: 'trade_no', title: '交易单号', width: 190, fixed: 'left' },
  { key: 'merchant_name', title: '所属商户', width: 160, ellipsis: true, defaultHidden: !many },
  { key: 'trade_time', title: '交易时间', width: 170, value: (r) => formatDateTime(r.trade_time) },
  { key: 'description', title: '交易说明', width: 140 },
  { key: 'amount', title: '交易金额', width: 120, value: (r) => money(r.amount) },
  { key: 'invoice_state', title: '开票状态', width: 100, render: (r) => <TradeStateTag state={r.invoice_state} /> },
  { key: 'apply_no', title: '开票申请', width: 190, render: (r) => (r.apply_no ? <Typography.Link onClick={() => open(r.apply_no)}>{r.apply_no}</Typography.Link> : '-') },
];

/**
 * 可开票交易: the merchant's billable trades; select the 未开票 ones → 开票. On the group's 集团发票 (`many`): its members'
 * trades with 所属商户, to look at; on the partner's 发票商户管理 (`merchant`) one customer's.
 */
export default function TradeListPage({ merchant }: { merchant?: number } = {}) {
  const gate = useGate();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { pathname } = useLocation();
  const many = isPartnerPage(pathname);
  const mayCreate = !many && gate({ permission: CREATE });
  return (
    <ListPage
      id={merchant ? 'invoice-manage-trade-list' : many ? 'invoice-group-trade-list' : 'invoice-trade-list'}
      call={invoiceTradeList}
      rowKey="id"
      filters={filters(many && !merchant)}
      fixedQuery={merchant ? { merchant } : undefined}
      columns={columns((applyNo) => navigate(recordLink(applyNo, pathname)), many && !merchant)}
      selectable={mayCreate}
      toolbar={({ selected }) =>
        mayCreate && (
          <Button
            type="primary"
            onClick={() => {
              const open = selected.filter((r) => r.invoice_state === TradeInvoiceState.open);
              if (selected.length && open.length < selected.length) message.warning('已开票或开票中的交易不能再开票，已为您略过');
              navigate(createLink(open.map((r) => r.id)));
            }}
          >
            开票{selected.length ? `（${selected.length}）` : ''}
          </Button>
        )
      }
    />
  );
}
