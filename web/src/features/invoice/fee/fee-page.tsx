import { PlusOutlined } from '@ant-design/icons';
import {
  formatDateTime, formatMoney, InvoiceKind, invoiceFeeList, invoicePriceCreate, invoicePriceDelete, invoicePriceKinds, invoicePriceList, invoicePriceUpdate, type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Space, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage, listKey, type ListContext } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { MonthInput, monthBefore } from './month-input';

type FeeRow = CallReply<typeof invoiceFeeList>['row'][number];
type PriceRow = CallReply<typeof invoicePriceList>['row'][number];
type Values = { merchant?: number; kind: 1 | 2; unit_price: number; start_month: string; end_month?: string; remark?: string };

const UPDATE = ['invoice:partner:fee:update'];
const money = (fen: number) => formatMoney(fen, { symbol: true });
const kindOptions = [InvoiceKind.blue, InvoiceKind.red].map((value) => ({ label: invoicePriceKinds[value], value }));
const priceText = (fen: number | null) => (fen === null ? <Typography.Text type="secondary">未设置</Typography.Text> : `${money(fen)}/张`);
const merchantCell = (r: { merchant: number | null; merchant_name: string }) => (r.merchant === null ? <Tag color="blue">默认（全部商户）</Tag> : `${r.merchant_name}（${r.merchant}）`);
const invoiceMerchantFilter: FilterField = { kind: 'remote', key: 'merchant', label: '商户', source: 'invoice-merchant', placeholder: '商户名称或商户号' };

// ---- 费用明细 ------------------------------------------------------------------------------------------------------

/** The last six months unless the filter says otherwise (the call needs a range; at most 12 months). */
const defaultMonths = () => ({ start_month: monthBefore(5), end_month: monthBefore(0) });

const feeFilters = (d: ReturnType<typeof defaultMonths>): FilterField[] => [
  { kind: 'custom', key: 'start_month', label: '开始月份', render: () => <MonthInput aria-label="开始月份" placeholder={`默认 ${d.start_month}`} /> },
  { kind: 'custom', key: 'end_month', label: '结束月份', render: () => <MonthInput aria-label="结束月份" placeholder={`默认 ${d.end_month}`} /> },
  invoiceMerchantFilter,
];

const feeColumns: Column<FeeRow>[] = [
  { key: 'month', title: '月份', width: 100, fixed: 'left' },
  { key: 'merchant', title: '商户', width: 220, render: merchantCell },
  { key: 'blue_count', title: '蓝字发票（张）', width: 130 },
  { key: 'blue_price', title: '蓝字单价', width: 120, render: (r) => priceText(r.blue_price) },
  { key: 'red_count', title: '红字发票（张）', width: 130 },
  { key: 'red_price', title: '红字单价', width: 120, render: (r) => priceText(r.red_price) },
  { key: 'fee', title: '技术服务费', width: 140, render: (r) => <Typography.Text strong>{money(r.fee)}</Typography.Text> },
];

/** The filter's totals (合计), from the list's own reply (the same cache entry). */
function FeeSummary({ query }: Pick<ListContext<FeeRow>, 'query'>) {
  const data = useQuery({ queryKey: listKey(invoiceFeeList, query), queryFn: () => send(invoiceFeeList, query as never, { silent: true }) }).data;
  if (!data) return null;
  return (
    <Space size={24} data-testid="fee-summary">
      <Typography.Text>蓝字发票合计 {data.summary.blue_count} 张</Typography.Text>
      <Typography.Text>红字发票合计 {data.summary.red_count} 张</Typography.Text>
      <Typography.Text strong>技术服务费合计 {money(data.summary.fee)}</Typography.Text>
    </Space>
  );
}

function FeeTab() {
  const defaults = useMemo(defaultMonths, []);
  const filters = useMemo(() => feeFilters(defaults), [defaults]);
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="每个商户每月开具的发票张数（按开票日期）× 当月适用的收费标准单价（商户专属标准优先，否则默认标准）；没有适用标准的月份不收费。"
      />
      <ListPage id="invoice-fee-list" call={invoiceFeeList} rowKey="id" filters={filters} fixedQuery={defaults} columns={feeColumns} toolbar={({ query }) => <FeeSummary query={query} />} />
    </>
  );
}

// ---- 收费标准 ------------------------------------------------------------------------------------------------------

const priceFilters: FilterField[] = [invoiceMerchantFilter, { kind: 'select', key: 'kind', label: '发票类型', options: kindOptions }];

const priceColumns: Column<PriceRow>[] = [
  { key: 'merchant', title: '适用商户', width: 220, render: merchantCell },
  { key: 'kind', title: '发票类型', width: 110, value: (r) => invoicePriceKinds[r.kind as 1 | 2] ?? r.kind },
  { key: 'unit_price', title: '单价', width: 120, value: (r) => `${money(r.unit_price)}/张` },
  { key: 'months', title: '有效月份', width: 190, value: (r) => `${r.start_month} 至 ${r.end_month || '长期'}` },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'operator', title: '最后设置人', width: 100 },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

/** 新增 / 编辑收费标准. */
function PriceDialog({ editing, open, onClose }: { editing: PriceRow | null; open: boolean; onClose: () => void }) {
  const initial: Partial<Values> = editing
    ? { merchant: editing.merchant ?? undefined, kind: editing.kind as 1 | 2, unit_price: editing.unit_price, start_month: editing.start_month, end_month: editing.end_month, remark: editing.remark }
    : { kind: InvoiceKind.blue, start_month: monthBefore(0) };
  return (
    <FormDialog<Values>
      open={open}
      title={editing ? '编辑收费标准' : '新增收费标准'}
      name="invoice-price"
      initialValues={initial}
      changes={[invoicePriceList, invoiceFeeList]}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = { ...values, merchant: values.merchant || undefined, end_month: values.end_month ?? '', remark: values.remark?.trim() ?? '' };
        if (editing) {
          await send(invoicePriceUpdate, { id: editing.id, ...body });
          return '已保存';
        }
        await send(invoicePriceCreate, body);
        return '已新增收费标准';
      }}
    >
      <Form.Item name="merchant" label="适用商户" extra="不选：默认标准，适用于没有专属标准的全部商户">
        <RemoteSelect source="invoice-merchant" placeholder="默认（全部商户）" aria-label="适用商户" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="kind" label="发票类型" rules={[{ required: true, message: '请选择发票类型' }]}>
        <Radio.Group options={kindOptions} />
      </Form.Item>
      <Form.Item name="unit_price" label="单价（元/张）" rules={[{ required: true, message: '请填写单价' }]}>
        <PriceInput max={10000} aria-label="单价" style={{ width: 200 }} />
      </Form.Item>
      <Space size={16} align="start" style={{ display: 'flex' }}>
        <Form.Item name="start_month" label="生效月份" rules={[{ required: true, message: '请选择生效月份' }]}>
          <MonthInput aria-label="生效月份" allowClear={false} />
        </Form.Item>
        <Form.Item
          name="end_month"
          label="截止月份"
          extra="不选：长期有效"
          dependencies={['start_month']}
          rules={[({ getFieldValue }) => ({ validator: (_, v?: string) => (!v || v >= getFieldValue('start_month') ? Promise.resolve() : Promise.reject(new Error('截止月份不能早于生效月份'))) })]}
        >
          <MonthInput aria-label="截止月份" />
        </Form.Item>
      </Space>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

function PriceTab() {
  const gate = useGate();
  const changed = useChanged(invoicePriceList, invoiceFeeList);
  const [dialog, setDialog] = useState<{ editing: PriceRow | null } | null>(null);
  const actions: RowAction<PriceRow>[] = [
    { key: 'edit', label: '编辑', permission: UPDATE, onClick: (r) => setDialog({ editing: r }) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: UPDATE,
      confirm: (r) => `删除${r.merchant === null ? '默认' : `「${r.merchant_name}」的`}${invoicePriceKinds[r.kind as 1 | 2]}收费标准（${r.start_month} 至 ${r.end_month || '长期'}）？删除后这些月份不再按它计费。`,
      onClick: async (r) => {
        await send(invoicePriceDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <>
      <ListPage
        id="invoice-price-list"
        call={invoicePriceList}
        rowKey="id"
        filters={priceFilters}
        columns={priceColumns}
        actions={actions}
        toolbar={() =>
          gate({ permission: UPDATE }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
              新增收费标准
            </Button>
          )
        }
      />
      <PriceDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </>
  );
}

/**
 * 技术服务费 (/invoice-merchant/fee/list): what the invoice partner's customer merchants owe for the invoices they issued
 * (费用明细) and the partner's price rules (收费标准). The tab is in the address; switching clears the other's filters.
 */
export default function FeePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'price' ? 'price' : 'fee';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'fee' ? {} : { tab: key })}
      destroyOnHidden
      items={[
        { key: 'fee', label: '费用明细', children: tab === 'fee' && <FeeTab /> },
        { key: 'price', label: '收费标准', children: tab === 'price' && <PriceTab /> },
      ]}
    />
  );
}
