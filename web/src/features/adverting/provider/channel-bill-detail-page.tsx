import { adChannelBillGet, formatDateTime, formatMoney, profitBasisNames, type CallReply } from '@console/contract';
import { Table } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { BILL_LIST, billReads, BillStatusTag, periodText, useBillMoves } from './shared';

type Detail = CallReply<typeof adChannelBillGet>;
type Line = Detail['lines'][number];
const money = (fen: number) => formatMoney(fen, { symbol: true });
const count = (n: number) => n.toLocaleString('zh-CN');

const fields: DetailField<Detail>[] = [
  { key: 'bill_no', label: '账单号' },
  { key: 'period', label: '账期', value: (b) => periodText(b.period) },
  { key: 'provider_name', label: '流量主' },
  { key: 'status', label: '状态', render: (b) => <BillStatusTag status={b.status} /> },
  { key: 'exposures', label: '展示量', value: (b) => count(b.exposures) },
  { key: 'clicks', label: '点击量', value: (b) => count(b.clicks) },
  { key: 'revenue', label: '广告收入', value: (b) => money(b.revenue) },
  { key: 'valid_revenue', label: '有效收入', value: (b) => `${money(b.valid_revenue)}（扣除无效流量 ${b.invalid_rate}‰）` },
  { key: 'share_base', label: '分润基数', value: (b) => `${money(b.share_base)}（${profitBasisNames[b.basis] ?? ''}${b.basis === 2 ? `，服务费 ${b.service_rate}‰` : ''}）` },
  { key: 'share_amount', label: '收入分成', value: (b) => `${money(b.share_amount)}（${b.share_rate}%）` },
  { key: 'internal_amount', label: '内部广告展示费', value: (b) => `${money(b.internal_amount)}（${count(b.internal_exposures)} 次 × ${money(b.internal_cpm_price)}/千次）` },
  { key: 'amount', label: '应付金额', render: (b) => <strong>{money(b.amount)}</strong> },
  { key: 'create_time', label: '生成时间', value: (b) => formatDateTime(b.create_time) },
  { key: 'confirm_time', label: '确认时间', value: (b) => (b.confirm_time ? formatDateTime(b.confirm_time) : '') },
  { key: 'settle_time', label: '结算时间', value: (b) => (b.settle_time ? formatDateTime(b.settle_time) : '') },
  { key: 'settle_no', label: '付款流水号', when: (b) => Boolean(b.settle_no) },
  { key: 'operator_name', label: '最后操作人' },
];

const lineColumns = [
  { key: 'space_name', title: '广告位', render: (_: unknown, l: Line) => `${l.space_name}（${l.space_code}）` },
  { key: 'exposures', title: '展示量', align: 'right' as const, render: (_: unknown, l: Line) => count(l.exposures) },
  { key: 'clicks', title: '点击量', align: 'right' as const, render: (_: unknown, l: Line) => count(l.clicks) },
  { key: 'internal_exposures', title: '内部广告展示量', align: 'right' as const, render: (_: unknown, l: Line) => count(l.internal_exposures) },
  { key: 'revenue', title: '广告收入', align: 'right' as const, render: (_: unknown, l: Line) => money(l.revenue) },
  { key: 'amount', title: '应付金额', align: 'right' as const, render: (_: unknown, l: Line) => money(l.amount) },
];

/** 渠道账单详情 (?id=): the amounts and the rates they were computed with, each ad space's line, 确认 and 登记付款. */
export default function ChannelBillDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const changed = useChanged(...billReads);
  const moves = useBillMoves<Detail>(changed);
  return (
    <>
      <DetailPage<Detail>
        loadKey={[adChannelBillGet.path, id]}
        load={() => send(adChannelBillGet, { id })}
        title={(b) => `${b.provider_name} · ${periodText(b.period)}账单`}
        fields={fields}
        actions={moves.actions.map((a) => ({ ...a, primary: a.key === 'confirm' || a.key === 'settle' }))}
        tabs={[
          {
            key: 'lines',
            label: '广告位明细',
            render: (b) => <Table<Line> rowKey="space" size="small" pagination={false} columns={lineColumns} dataSource={b.lines} locale={{ emptyText: '本账期没有广告位数据' }} />,
          },
        ]}
        back={BILL_LIST}
      />
      {moves.dialog}
    </>
  );
}
