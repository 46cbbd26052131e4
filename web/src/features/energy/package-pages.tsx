import { PlusOutlined } from '@ant-design/icons';
import {
  energyPackageGet,
  energyPackageList,
  energyPackageRefund,
  energyPackageStatistics,
  energyPackageTypeCreate,
  energyPackageTypeGet,
  energyPackageTypeList,
  energyPackageTypeStatus,
  energyPackageTypeUpdate,
  formatDateTime,
  PackageKind,
  packageKinds,
  packageQuotaUnits,
  PackageSaleStatus,
  packageSaleStatuses,
  PurchaseState,
  purchaseStates,
  type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { newIdempotencyKey } from '../../lib/request/idempotency';
import { useGate } from '../../shell/session/gate';
import { PriceInput } from '../../widgets/price-input/price-input';
import { DetailPage } from '../../widgets/resource/detail-page';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { StatisticCards } from '../../widgets/statistic-cards/statistic-cards';
import { payModeText, yuanText } from './order-shared';
import { useEnergyPlatform } from './shared';
import { StationLayout } from './station-detail';

// 电站详情 › 充电套餐 (energy-packages-events slice): 套餐列表, 新建 / 编辑套餐, 套餐详情 and 购买记录 with 退款.
// docs/decisions.md, "Energy charging packages and events".

type TypeRow = CallReply<typeof energyPackageTypeList>['row'][number];
type PurchaseRow = CallReply<typeof energyPackageList>['row'][number];

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
export const packageKindOptions = options(packageKinds);
const saleOptions = options(packageSaleStatuses);
const purchaseStateOptions = options(purchaseStates);

/** 100 kWh, 10 次, 不限次. */
export const quotaText = (kind: number, quota: number) => (kind === PackageKind.period ? '不限次' : `${quota} ${packageQuotaUnits[kind as 1 | 2]}`);
const usedText = (r: { kind: number; quota: number; used: number }) => (r.kind === PackageKind.period ? `已充 ${r.used} 次` : `${r.used} / ${quotaText(r.kind, r.quota)}`);

export const SaleTag = ({ status }: { status: number }) => (status === PackageSaleStatus.on ? <Tag color="success">销售中</Tag> : <Tag>已下架</Tag>);
const purchaseColours: Record<number, string> = { 1: 'processing', 2: 'default', 3: 'warning', 4: 'error' };
export const PurchaseStateTag = ({ state }: { state: number }) => <Tag color={purchaseColours[state]}>{purchaseStates[state as 1 | 2 | 3 | 4] ?? state}</Tag>;

const typeColumns = (open: (r: TypeRow) => void): Column<TypeRow>[] => [
  { key: 'name', title: '套餐名称', width: 180, fixed: 'left', render: (r) => <Typography.Link onClick={() => open(r)}>{r.name}</Typography.Link> },
  { key: 'kind', title: '类型', width: 90, value: (r) => packageKinds[r.kind as 1 | 2 | 3] },
  { key: 'quota', title: '额度', width: 100, value: (r) => quotaText(r.kind, r.quota) },
  { key: 'valid_days', title: '有效期', width: 90, value: (r) => `${r.valid_days} 天` },
  { key: 'price', title: '售价', width: 110, render: (r) => (
    <Space size={4}>
      {yuanText(r.price)}
      {r.original_price > 0 && <Typography.Text delete type="secondary">{yuanText(r.original_price)}</Typography.Text>}
    </Space>
  ) },
  { key: 'sold', title: '已售 / 库存', width: 110, value: (r) => `${r.sold} / ${r.stock || '不限'}` },
  { key: 'per_user_limit', title: '每人限购', width: 90, value: (r) => (r.per_user_limit ? `${r.per_user_limit} 份` : '不限') },
  { key: 'status', title: '销售状态', width: 90, render: (r) => <SaleTag status={r.status} /> },
  { key: 'create_time', title: '创建时间', width: 170, defaultHidden: true, value: (r) => formatDateTime(r.create_time) },
];

/** The sale actions of a package: 上架 / 下架 (asked first). */
function useSaleActions() {
  const { can } = useEnergyPlatform();
  const changed = useChanged(energyPackageTypeList, energyPackageTypeGet);
  const set = async (r: { id: number }, status: 0 | 1) => {
    await send(energyPackageTypeStatus, { id: r.id, status });
    await changed(status ? '套餐已上架，用户可在充电 App 购买' : '套餐已下架，已购买的用户照常使用');
  };
  return [
    { key: 'on', label: '上架', permission: can('package', 'update'), when: (r: { status: number }) => r.status === PackageSaleStatus.off, confirm: (r: { name: string }) => `上架「${r.name}」？上架后用户即可在充电 App 购买。`, onClick: (r: { id: number }) => set(r, 1) },
    { key: 'off', label: '下架', danger: true, permission: can('package', 'update'), when: (r: { status: number }) => r.status === PackageSaleStatus.on, confirm: (r: { name: string }) => `下架「${r.name}」？下架后不再出售，已购买的用户照常使用。`, onClick: (r: { id: number }) => set(r, 0) },
  ];
}

/** 套餐列表 (…/detail/package/list?station=): the station's packages; 新建, 详情, 编辑, 上架 / 下架. */
function PackageList({ station }: { station: string }) {
  const navigate = useNavigate();
  const gate = useGate();
  const { platform, paths, can } = useEnergyPlatform();
  const sale = useSaleActions();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'keywords', label: '套餐名称', maxLength: 30 },
      { kind: 'select', key: 'kind', label: '套餐类型', options: packageKindOptions },
      { kind: 'select', key: 'status', label: '销售状态', options: saleOptions },
    ],
    [],
  );
  const fixedQuery = useMemo(() => ({ station_code: station }), [station]);
  const open = (r: TypeRow) => navigate(`${paths.detailPackageDetail}?station=${station}&id=${r.id}`);
  const actions: RowAction<TypeRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'edit', label: '编辑', permission: can('package', 'update'), onClick: (r) => navigate(`${paths.detailPackageCreate}?station=${station}&id=${r.id}`) },
    ...sale,
    { key: 'purchases', label: '购买记录', onClick: (r) => navigate(`${paths.detailPackagePurchase}?station=${station}&type_id=${r.id}`) },
  ];
  return (
    <ListPage
      id={`energy-package-${platform}`}
      call={energyPackageTypeList}
      rowKey="id"
      filters={filters}
      fixedQuery={fixedQuery}
      columns={typeColumns(open)}
      actions={actions}
      toolbar={() =>
        gate({ permission: can('package', 'create') }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${paths.detailPackageCreate}?station=${station}`)}>
            新建套餐
          </Button>
        )
      }
    />
  );
}

export default function PackageListPage() {
  return <StationLayout>{(station) => <PackageList station={station} />}</StationLayout>;
}

type Values = Record<string, unknown>;
const isPeriod = (v: Values) => Number(v.kind) === PackageKind.period;

const priceField = (key: string, label: string, required: boolean, extra?: string): FormField => ({
  kind: 'custom',
  key,
  label,
  required,
  extra,
  render: () => (
    <Form.Item name={key} noStyle rules={required ? [{ required: true, message: `请填写${label}` }, { validator: async (_, v?: number) => { if (v === 0) throw new Error(`${label}不能为 0`); } }] : []}>
      <PriceInput aria-label={label} max={100_000} style={{ width: 200 }} />
    </Form.Item>
  ),
});

const numberField = (key: string, label: string, unit: string, min: number, max: number, required: boolean, extra?: string, hiddenWhen?: (v: Values) => boolean): FormField => ({
  kind: 'custom',
  key,
  label,
  required,
  extra,
  hiddenWhen,
  render: () => (
    <Space>
      <Form.Item name={key} noStyle rules={required ? [{ required: true, message: `请填写${label}` }] : []}>
        <InputNumber aria-label={label} min={min} max={max} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <span>{unit}</span>
    </Space>
  ),
});

export const packageFields: FormField[] = [
  { kind: 'text', key: 'name', label: '套餐名称', required: true, maxLength: 30, placeholder: '如：100 度电量包', rules: [{ min: 2, message: '套餐名称至少 2 个字' }] },
  { kind: 'select', key: 'kind', label: '套餐类型', required: true, options: packageKindOptions, extra: '电量包按度抵扣，次数包按次抵扣，时长卡在有效期内不限次数。已售出的套餐不能更改类型。' },
  {
    kind: 'custom',
    key: 'quota',
    label: '额度',
    required: true,
    hiddenWhen: isPeriod,
    render: (form) => (
      <Space>
        <Form.Item
          name="quota"
          noStyle
          dependencies={['kind']}
          rules={[
            {
              validator: async (_, v?: number) => {
                const kind = Number(form.getFieldValue('kind'));
                if (kind === PackageKind.period) return;
                if (!v) throw new Error('请填写额度');
                if (kind === PackageKind.times && v > 1000) throw new Error('次数包最多 1000 次');
              },
            },
          ]}
        >
          <InputNumber aria-label="额度" min={1} max={100_000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.kind !== b.kind}>
          {() => <span>{Number(form.getFieldValue('kind')) === PackageKind.times ? '次' : 'kWh'}</span>}
        </Form.Item>
      </Space>
    ),
  },
  numberField('valid_days', '有效天数', '天（自购买起）', 1, 366, true),
  priceField('price', '售价', true),
  {
    kind: 'custom',
    key: 'original_price',
    label: '划线价',
    extra: '选填，须高于售价；在 App 中以删除线展示',
    render: () => (
      <Form.Item
        name="original_price"
        noStyle
        dependencies={['price']}
        rules={[({ getFieldValue }) => ({ validator: async (_, v?: number | null) => { if (v && v <= Number(getFieldValue('price'))) throw new Error('划线价须高于售价'); } })]}
      >
        <PriceInput aria-label="划线价" max={100_000} style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  numberField('stock', '库存', '份', 0, 1_000_000, false, '总可售份数；0 或不填为不限'),
  numberField('per_user_limit', '每人限购', '份', 0, 100, false, '0 或不填为不限'),
  { kind: 'textarea', key: 'description', label: '套餐说明', maxLength: 500, rows: 3, placeholder: '使用规则，展示给购买的用户' },
];

const typeBody = (v: Values) => ({
  name: String(v.name),
  kind: Number(v.kind) as 1 | 2 | 3,
  quota: isPeriod(v) ? 0 : Number(v.quota),
  valid_days: Number(v.valid_days),
  price: Number(v.price),
  ...(v.original_price ? { original_price: Number(v.original_price) } : {}),
  ...(v.stock ? { stock: Number(v.stock) } : {}),
  ...(v.per_user_limit ? { per_user_limit: Number(v.per_user_limit) } : {}),
  ...(v.description ? { description: String(v.description) } : {}),
});

/** 新建套餐 (…/detail/package/create?station=), and 编辑 with `&id=`: the package starts 已下架. */
function PackageForm({ station }: { station: string }) {
  const [params] = useSearchParams();
  const { paths } = useEnergyPlatform();
  const id = Number(params.get('id')) || undefined;
  return (
    <FormPage
      id={`energy-package-form-${id ?? 'new'}`}
      fields={packageFields}
      initialValues={{ kind: PackageKind.energy, valid_days: 90 }}
      {...(id
        ? {
            loadKey: [energyPackageTypeGet.path, id],
            load: async () => {
              const r = await send(energyPackageTypeGet, { id });
              return { name: r.name, kind: r.kind, quota: r.quota || undefined, valid_days: r.valid_days, price: r.price, original_price: r.original_price || undefined, stock: r.stock || undefined, per_user_limit: r.per_user_limit || undefined, description: r.description };
            },
          }
        : {})}
      submit={async (v) => {
        if (id) {
          await send(energyPackageTypeUpdate, { id, ...typeBody(v) });
          return '套餐已保存';
        }
        await send(energyPackageTypeCreate, { station_code: station, ...typeBody(v) });
        return '套餐已新建（已下架），确认无误后请上架';
      }}
      back={`${paths.detailPackageList}?station=${station}`}
      invalidate={[[energyPackageTypeList.path], [energyPackageTypeGet.path]]}
    />
  );
}

export function PackageFormPage() {
  return <StationLayout>{(station) => <PackageForm station={station} />}</StationLayout>;
}

/** 套餐详情 (…/detail/package/detail?station=&id=): the package, its sales, and its latest purchases. */
function PackageDetail({ station }: { station: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { paths, can } = useEnergyPlatform();
  const sale = useSaleActions();
  const id = Number(params.get('id'));
  return (
    <DetailPage<CallReply<typeof energyPackageTypeGet>>
      loadKey={[energyPackageTypeGet.path, id]}
      load={() => send(energyPackageTypeGet, { id })}
      title={(r) => (
        <Space>
          {r.name}
          <SaleTag status={r.status} />
        </Space>
      )}
      back={`${paths.detailPackageList}?station=${station}`}
      fields={[
        { key: 'kind', label: '套餐类型', value: (r) => packageKinds[r.kind as 1 | 2 | 3] },
        { key: 'quota', label: '额度', value: (r) => quotaText(r.kind, r.quota) },
        { key: 'valid_days', label: '有效期', value: (r) => `自购买起 ${r.valid_days} 天` },
        { key: 'price', label: '售价', value: (r) => yuanText(r.price) },
        { key: 'original_price', label: '划线价', value: (r) => (r.original_price ? yuanText(r.original_price) : '-') },
        { key: 'stock', label: '已售 / 库存', value: (r) => `${r.sold} / ${r.stock || '不限'}` },
        { key: 'per_user_limit', label: '每人限购', value: (r) => (r.per_user_limit ? `${r.per_user_limit} 份` : '不限') },
        { key: 'active_count', label: '生效中', value: (r) => `${r.active_count} 份` },
        { key: 'sales_amount', label: '销售额 / 已退款', value: (r) => `${yuanText(r.sales_amount)} / ${yuanText(r.refund_amount)}` },
        { key: 'station', label: '电站', value: (r) => `${r.station_name}（${r.station_code}）` },
        { key: 'create_time', label: '创建时间', value: (r) => formatDateTime(r.create_time) },
        { key: 'update_time', label: '更新时间', value: (r) => formatDateTime(r.update_time) },
        { key: 'description', label: '套餐说明', span: 'filled', value: (r) => r.description || '-' },
      ]}
      actions={[
        { key: 'edit', label: '编辑', primary: true, permission: can('package', 'update'), onClick: () => navigate(`${paths.detailPackageCreate}?station=${station}&id=${id}`) },
        ...sale,
        { key: 'purchases', label: '购买记录', onClick: () => navigate(`${paths.detailPackagePurchase}?station=${station}&type_id=${id}`) },
      ]}
    />
  );
}

export function PackageDetailPage() {
  return <StationLayout>{(station) => <PackageDetail station={station} />}</StationLayout>;
}

/** 退款: the suggested amount (the unused share) prefilled, at most what was paid; one Idempotency-Key per purchase until it answers. */
function RefundDialog({ purchase, onClose }: { purchase: PurchaseRow | undefined; onClose: () => void }) {
  const key = useRef<{ no: string; key: string }>(undefined);
  const detail = useQuery({ queryKey: [energyPackageGet.path, purchase?.package_no], queryFn: () => send(energyPackageGet, { package_no: purchase!.package_no }), enabled: !!purchase });
  return (
    <FormDialog<{ amount: number; reason: string }>
      key={`${purchase?.package_no}-${detail.data ? 'loaded' : 'loading'}`}
      open={!!purchase}
      title="套餐退款"
      name="energy-package-refund"
      okText="确认退款"
      danger
      initialValues={detail.data?.refundable ? { amount: detail.data.refundable } : undefined}
      changes={[energyPackageList, energyPackageStatistics, energyPackageGet, energyPackageTypeList, energyPackageTypeGet]}
      onClose={onClose}
      onSubmit={async (v) => {
        if (key.current?.no !== purchase!.package_no) key.current = { no: purchase!.package_no, key: newIdempotencyKey() };
        const reply = await send(energyPackageRefund, { package_no: purchase!.package_no, amount: v.amount, reason: v.reason.trim() }, { idempotencyKey: key.current.key });
        key.current = undefined;
        return `已退款 ${yuanText(reply.refund_amount)}，将原路退回用户`;
      }}
    >
      {purchase && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="购买单号">{purchase.package_no}</Descriptions.Item>
          <Descriptions.Item label="套餐">{`${purchase.name}（${usedText(purchase)}）`}</Descriptions.Item>
          <Descriptions.Item label="用户">{`${purchase.user_name || '-'} ${purchase.mobile}`}</Descriptions.Item>
          <Descriptions.Item label="实付">{yuanText(purchase.amount)}</Descriptions.Item>
          <Descriptions.Item label="建议退款">{detail.data ? `${yuanText(detail.data.refundable)}（按未用额度折算）` : '计算中…'}</Descriptions.Item>
        </Descriptions>
      )}
      <Form.Item
        name="amount"
        label="退款金额"
        rules={[
          { required: true, message: '请填写退款金额' },
          { validator: async (_, v?: number) => { if (v === 0) throw new Error('退款金额须大于 0'); if (purchase && v && v > purchase.amount) throw new Error(`退款金额不能超过实付的 ${yuanText(purchase.amount)}`); } },
        ]}
      >
        <PriceInput aria-label="退款金额" max={100_000} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="reason" label="退款原因" rules={[{ required: true, whitespace: true, message: '请填写退款原因' }, { min: 2, message: '退款原因至少 2 个字' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：用户更换车辆，申请退还未使用部分" />
      </Form.Item>
    </FormDialog>
  );
}

const purchaseColumns: Column<PurchaseRow>[] = [
  { key: 'package_no', title: '购买单号', width: 190, fixed: 'left' },
  { key: 'name', title: '套餐', width: 150, ellipsis: true },
  { key: 'user', title: '用户', width: 170, value: (r) => `${r.user_name || '-'} ${r.mobile}` },
  { key: 'plate', title: '车牌号', width: 100, value: (r) => r.plate || '-' },
  { key: 'amount', title: '实付', width: 100, value: (r) => yuanText(r.amount) },
  { key: 'used', title: '使用情况', width: 140, value: usedText },
  { key: 'state', title: '状态', width: 90, render: (r) => <PurchaseStateTag state={r.state} /> },
  { key: 'pay_time', title: '购买时间', width: 170, value: (r) => formatDateTime(r.pay_time) },
  { key: 'expire_time', title: '到期时间', width: 170, value: (r) => formatDateTime(r.expire_time) },
  { key: 'pay_mode', title: '支付方式', width: 90, value: (r) => payModeText(r.pay_mode) },
  { key: 'refund', title: '退款', width: 170, value: (r) => (r.refund_amount ? `${yuanText(r.refund_amount)}（${r.refunder}）` : '-') },
  { key: 'refund_reason', title: '退款原因', width: 200, defaultHidden: true, ellipsis: true, value: (r) => r.refund_reason || '-' },
];

/** 购买记录 (…/detail/package/purchase?station=): the station's purchases with their sums; 退款 asked in a dialog. */
function PurchaseList({ station }: { station: string }) {
  const [params] = useSearchParams();
  const { platform, can } = useEnergyPlatform();
  const [refunding, setRefunding] = useState<PurchaseRow>();
  const typeId = Number(params.get('type_id')) || undefined;
  const types = useQuery({ queryKey: [energyPackageTypeList.path, 'options', station], queryFn: () => send(energyPackageTypeList, { station_code: station, page_size: 100 }) });
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'keywords', label: '关键词', placeholder: '购买单号、手机号或车牌号开头', maxLength: 20 },
      { kind: 'select', key: 'type_id', label: '套餐', options: (types.data?.row ?? []).map((t) => ({ value: t.id, label: t.name })) },
      { kind: 'select', key: 'state', label: '状态', options: purchaseStateOptions },
      { kind: 'select', key: 'kind', label: '套餐类型', options: packageKindOptions },
      { kind: 'dateRange', key: 'paid', keys: ['start_date', 'end_date'], label: '购买时间' },
    ],
    [types.data],
  );
  const fixedQuery = useMemo(() => ({ station_code: station }), [station]);
  const statsQuery = { station_code: station, ...Object.fromEntries(['keywords', 'state', 'kind', 'start_date', 'end_date'].flatMap((k) => (params.get(k) ? [[k, ['state', 'kind'].includes(k) ? Number(params.get(k)) : params.get(k)]] : []))), ...(typeId ? { type_id: typeId } : {}) };
  const stats = useQuery({ queryKey: [energyPackageStatistics.path, statsQuery], queryFn: () => send(energyPackageStatistics, statsQuery as never) });
  const actions: RowAction<PurchaseRow>[] = [{ key: 'refund', label: '退款', danger: true, permission: can('package', 'refund'), when: (r) => r.state !== PurchaseState.refunded, onClick: setRefunding }];
  const s = stats.data;
  return (
    <>
      <StatisticCards
        loading={stats.isPending}
        items={[
          { key: 'count', title: '购买笔数', value: s?.purchase_count ?? 0 },
          { key: 'amount', title: '实付合计', value: s?.amount ?? 0, format: 'money' },
          { key: 'refund', title: '退款合计', value: s?.refund_amount ?? 0, format: 'money', suffix: s ? `（${s.refund_count} 笔）` : undefined },
          { key: 'net', title: '净收入', value: s?.net_amount ?? 0, format: 'money' },
        ]}
      />
      <ListPage id={`energy-package-purchase-${platform}`} call={energyPackageList} rowKey="package_no" filters={filters} fixedQuery={fixedQuery} columns={purchaseColumns} actions={actions} />
      <RefundDialog purchase={refunding} onClose={() => setRefunding(undefined)} />
    </>
  );
}

export function PackagePurchasePage() {
  return <StationLayout>{(station) => <PurchaseList station={station} />}</StationLayout>;
}
