import { adChannelBillGenerate, adChannelBillList, formatDateTime, formatMoney } from '@console/contract';
import { Button, Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { BILL_DETAIL, billReads, billStatusOptions, BillStatusTag, periodOptions, periodText, useBillMoves, type Bill } from './shared';

const money = (fen: number) => formatMoney(fen, { symbol: true });

const columns: Column<Bill>[] = [
  { key: 'bill_no', title: '账单号', width: 220, fixed: 'left' },
  { key: 'period', title: '账期', width: 120, value: (b) => periodText(b.period) },
  { key: 'provider_name', title: '流量主', width: 160 },
  { key: 'exposures', title: '展示量', width: 120, value: (b) => b.exposures.toLocaleString('zh-CN') },
  { key: 'revenue', title: '广告收入', width: 130, value: (b) => money(b.revenue) },
  { key: 'share_rate', title: '分成比例', width: 90, value: (b) => `${b.share_rate}%` },
  { key: 'share_amount', title: '收入分成', width: 130, value: (b) => money(b.share_amount) },
  { key: 'internal_amount', title: '内部广告展示费', width: 130, value: (b) => money(b.internal_amount) },
  { key: 'amount', title: '应付金额', width: 130, value: (b) => money(b.amount) },
  { key: 'status', title: '状态', width: 90, render: (b) => <BillStatusTag status={b.status} /> },
  { key: 'settle_no', title: '付款流水号', width: 180, defaultHidden: true, value: (b) => b.settle_no || '-' },
  { key: 'update_time', title: '更新时间', width: 170, value: (b) => formatDateTime(b.update_time) },
];

/** 生成账单: a whole month; run again, it recomputes what is still 待确认. */
function GenerateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const options = useMemo(() => periodOptions(), []);
  return (
    <FormDialog<{ period: string }>
      open={open}
      title="生成渠道账单"
      name="adverting-bill-generate"
      okText="生成"
      initialValues={{ period: options[0]!.value as string }}
      changes={billReads}
      onClose={onClose}
      onSubmit={async (v) => {
        const r = await send(adChannelBillGenerate, { period: v.period });
        return `${periodText(r.period)}：新生成 ${r.created} 张，重新计算 ${r.updated} 张，已确认未变 ${r.kept} 张`;
      }}
    >
      <Form.Item name="period" label="账期" extra="按当前的计费规则、分润设置和各流量主的分成比例计算；待确认的账单会重新计算，已确认和已结算的不变" rules={[{ required: true, message: '请选择账期' }]}>
        <Select aria-label="账期" options={options} />
      </Form.Item>
    </FormDialog>
  );
}

/** 渠道账单: each traffic provider's monthly bill, 生成账单, 确认 and 登记付款. */
export default function ChannelBillListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const changed = useChanged(...billReads);
  const [generating, setGenerating] = useState(false);
  const moves = useBillMoves<Bill>(changed);
  const filters: FilterField[] = useMemo(
    () => [
      { kind: 'remote', key: 'provider', label: '流量主', source: 'adverting-provider' },
      { kind: 'select', key: 'period', label: '账期', options: periodOptions() },
      { kind: 'select', key: 'status', label: '状态', options: billStatusOptions },
    ],
    [],
  );
  const actions: RowAction<Bill>[] = [
    { key: 'detail', label: '详情', permission: ['adverting:provider:bill:list'], onClick: (b) => navigate(`${BILL_DETAIL}?id=${b.id}`) },
    ...moves.actions,
  ];
  return (
    <>
      <ListPage
        id="adverting-channel-bill"
        call={adChannelBillList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['adverting:provider:bill:generate'] }) && (
            <Button type="primary" onClick={() => setGenerating(true)}>
              生成账单
            </Button>
          )
        }
      />
      <GenerateDialog open={generating} onClose={() => setGenerating(false)} />
      {moves.dialog}
    </>
  );
}
