import { formatDateTime, VipPackageStatus, vipPackageStatuses, vipPeriods, vipTimeRanges, type CallReply, type groupVipValueList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Result, Skeleton, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ParkPicker } from '../../../widgets/park-picker';
import { DetailPage } from '../../../widgets/resource/detail-page';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import MonthlyPage from './monthly-page';
import { merchantFilter, useVehicles } from './platform';
import { money, timeRangeText } from './shared';

// 月卡套餐 of the parking group (`/group/car-manage/package/*`: its members' parks) and 固定车类型 of the parking merchant
// (`/parking-merchant/config/fixed-type/*`: its own parks) — the packages the cards, renewals and applications choose
// from. One set of pages; `useVehicles()` gives the platform's calls, codes, paths and name. docs/decisions.md, "The
// parking group's vehicles" and "Fixed-car types and virtual plates".

type Row = CallReply<typeof groupVipValueList>['row'][number];

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
const periodText = (months: number) => vipPeriods[months as keyof typeof vipPeriods] ?? `${months} 个月`;

/** This platform's package calls, codes (`value:create`…), paths and name; `touched`: what a change makes stale (the list, the detail, every package picker). */
function usePackages() {
  const { platform, packages, codes, paths, showsMerchant } = useVehicles();
  const code = (action: string) => `${codes.packages}:${action}`;
  return {
    ...packages, paths, showsMerchant, cards: codes.cardList, touched: [packages.list, packages.values],
    codes: { create: code('create'), update: code('update'), remove: code('delete'), list: code('list') },
    id: platform === 'group' ? 'group-vip-package' : 'parking-fixed-type',
  };
}

export const PackageStatusTag = ({ status }: { status: number }) =>
  status === VipPackageStatus.enabled ? <Tag color="success">{vipPackageStatuses[1]}</Tag> : <Tag>{vipPackageStatuses[0]}</Tag>;

const filters = (showsMerchant: boolean, name: string): FilterField[] => [
  { kind: 'custom', key: 'park_code', label: '停车场', render: () => <ParkPicker style={{ width: '100%' }} /> },
  ...(showsMerchant ? [merchantFilter] : []),
  { kind: 'select', key: 'status', label: '状态', options: options(vipPackageStatuses) },
  { kind: 'text', key: 'keywords', label: `${name}名称`, maxLength: 30 },
];

/** 月卡数 opens the package's cards for those who may read cards. */
const columns = (showsMerchant: boolean, name: string, open: (r: Row) => void, openMembers?: (r: Row) => void): Column<Row>[] => [
  { key: 'name', title: `${name}名称`, width: 120, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.name}</a> },
  { key: 'park_name', title: '停车场', width: 150, ellipsis: true },
  ...(showsMerchant ? [{ key: 'merchant_name', title: '所属商户', width: 140, ellipsis: true }] : []),
  { key: 'period_months', title: '周期', width: 120, value: (r) => periodText(r.period_months) },
  { key: 'price', title: '每周期价格', width: 110, value: (r) => money(r.price) },
  { key: 'time_range', title: '时段', width: 70, value: (r) => timeRangeText(r.time_range).replace(/（.*）/, '') },
  { key: 'status', title: '状态', width: 80, render: (r) => <PackageStatusTag status={r.status} /> },
  { key: 'cards', title: '月卡数', width: 70, render: (r) => (r.cards > 0 && openMembers ? <a onClick={() => openMembers(r)}>{r.cards}</a> : r.cards) },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time), defaultHidden: true },
];

/** The row actions of the list and the detail: 编辑, 停用 (asked first) / 启用, 删除 (unused only, asked first). */
function usePackageActions(after?: () => void): RowAction<Row>[] {
  const navigate = useNavigate();
  const { touched, codes: CODES, paths, name, disable, enable, remove } = usePackages();
  const changed = useChanged(...touched);
  return [
    { key: 'edit', label: '编辑', permission: [CODES.update], onClick: (r) => navigate(`${paths.packageEdit}?id=${r.id}`) },
    {
      key: 'disable',
      label: '停用',
      permission: [CODES.update],
      when: (r) => r.status === VipPackageStatus.enabled,
      confirm: (r) => `停用${name}「${r.name}」？停用后新月卡和续费不能再选它，已有月卡不受影响。`,
      onClick: async (r) => {
        await send(disable, { id: r.id });
        await changed(`${name}已停用`);
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: [CODES.update],
      when: (r) => r.status !== VipPackageStatus.enabled,
      onClick: async (r) => {
        await send(enable, { id: r.id });
        await changed(`${name}已启用`);
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: [CODES.remove],
      when: (r) => r.cards === 0,
      confirm: (r) => `删除${name}「${r.name}」（${r.park_name}）？删除后不能恢复。`,
      onClick: async (r) => {
        await send(remove, { id: r.id });
        await changed(`${name}已删除`);
        after?.();
      },
    },
  ];
}

/** 月卡套餐 / 固定车类型: the packages in scope; 删除 only for a package no card uses (the 月卡数 column says why). */
export function PackageListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const { id, list, paths, codes: CODES, cards, showsMerchant, name } = usePackages();
  const open = (r: Row) => navigate(`${paths.packageDetail}?id=${r.id}`);
  const actions = [{ key: 'detail', label: '详情', onClick: open }, ...usePackageActions()];
  const shownFilters = useMemo(() => filters(showsMerchant, name), [showsMerchant, name]);
  return (
    <ListPage
      id={`${id}-list`}
      call={list}
      rowKey="id"
      filters={shownFilters}
      columns={columns(showsMerchant, name, open, gate({ permission: [cards] }) ? (r) => navigate(`${paths.packageMembers}?id=${r.id}`) : undefined)}
      actions={actions}
      toolbar={() =>
        gate({ permission: [CODES.create] }) && (
          <Button type="primary" onClick={() => navigate(paths.packageCreate)}>
            新建{name}
          </Button>
        )
      }
    />
  );
}

const packageOf = async (list: typeof groupVipValueList, name: string, id: number) => {
  const found = (await send(list, { id, page_size: 20 })).row[0];
  if (!found) throw new Error(`${name}不存在或已删除`);
  return found;
};

/** 新建套餐 and 编辑套餐 (`?id=`): a member's park (fixed once created), name, period, price in 元, time range. */
export function PackageFormPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const { list, save, touched, paths, showsMerchant, name: what, id: pageId } = usePackages();
  const fields = useMemo<FormField[]>(
    () => [
      {
        kind: 'custom',
        key: 'park_code',
        label: '停车场',
        required: true,
        extra: id ? `${what}的停车场不能修改` : showsMerchant ? '集团成员的停车场' : '本商户的停车场',
        render: () => (
          <Form.Item name="park_code" noStyle rules={[{ required: true, message: '请选择停车场' }]}>
            <ParkPicker allowAll={false} disabled={!!id} style={{ width: '100%' }} aria-label="停车场" />
          </Form.Item>
        ),
      },
      { kind: 'text', key: 'name', label: `${what}名称`, required: true, maxLength: 30, placeholder: '如 标准月卡、夜间季卡', rules: [{ whitespace: true, message: `请输入${what}名称` }, { min: 2, message: `${what}名称至少 2 个字` }] },
      { kind: 'select', key: 'period_months', label: '周期', required: true, options: options(vipPeriods) },
      {
        kind: 'text',
        key: 'price',
        label: '每周期价格（元）',
        required: true,
        maxLength: 9,
        placeholder: '如 500 或 499.50',
        rules: [{ pattern: /^(?!0+(\.0{1,2})?$)\d{1,6}(\.\d{1,2})?$/, message: '请输入大于 0 的金额，最多两位小数' }],
      },
      { kind: 'select', key: 'time_range', label: '时段', required: true, options: options(vipTimeRanges) },
    ],
    [id, what, showsMerchant],
  );
  return (
    <FormPage
      id={id ? `${pageId}-edit-${id}` : `${pageId}-create`}
      {...(id
        ? {
            loadKey: [list.path, 'edit', id],
            load: async () => {
              const p = await packageOf(list, what, id);
              return { park_code: p.park_code, name: p.name, period_months: p.period_months, price: (p.price / 100).toFixed(2), time_range: p.time_range };
            },
          }
        : { initialValues: { period_months: 1, time_range: 1 } })}
      fields={fields}
      submit={(v) =>
        send(save, {
          ...(id ? { id } : {}),
          park_code: String(v.park_code),
          name: String(v.name),
          period_months: Number(v.period_months) as 1 | 3 | 6 | 12,
          price: Math.round(Number(v.price) * 100),
          time_range: Number(v.time_range) as 1 | 2 | 3,
        })
      }
      back={paths.packageList}
      invalidate={touched.map((call) => [call.path])}
    />
  );
}

/** 套餐详情 (`?id=`): the package, its buttons and 操作记录. */
export function PackageDetailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(search.get('id'));
  const { list, paths, cards, showsMerchant, name } = usePackages();
  const actions: RowAction<Row>[] = [
    { key: 'members', label: '查看月卡', permission: [cards], when: (r) => r.cards > 0, onClick: (r) => navigate(`${paths.packageMembers}?id=${r.id}`) },
    ...usePackageActions(() => navigate(paths.packageList)),
  ];
  return (
    <DetailPage<Row>
      loadKey={[list.path, 'detail', id]}
      load={() => packageOf(list, name, id)}
      title={(r) => r.name}
      back={paths.packageList}
      fields={[
        { key: 'park', label: '停车场', value: (r) => `${r.park_name}（${r.park_code}）` },
        ...(showsMerchant ? [{ key: 'merchant_name', label: '所属商户' }] : []),
        { key: 'status', label: '状态', render: (r) => <PackageStatusTag status={r.status} /> },
        { key: 'period', label: '周期', value: (r) => periodText(r.period_months) },
        { key: 'price', label: '每周期价格', value: (r) => money(r.price) },
        { key: 'time_range', label: '时段', value: (r) => timeRangeText(r.time_range) },
        { key: 'cards', label: '月卡数', value: (r) => `${r.cards} 张` },
        { key: 'create_time', label: '创建时间', value: (r) => formatDateTime(r.create_time) },
        { key: 'update_time', label: '更新时间', value: (r) => formatDateTime(r.update_time) },
      ]}
      actions={actions.map((a, i) => ({ ...a, primary: i === 1 }))}
      tabs={[
        {
          key: 'timeline',
          label: '操作记录',
          render: (r) => <AuditTimeline type="parking_vip_package" id={r.id} />,
        },
      ]}
    />
  );
}

/**
 * 套餐月卡 (`…/package/members?id=`, routes.tsv "monthly package members"): the package above the 月卡 list over its
 * cards — the same list, drawer and buttons as 月卡, the package fixed.
 */
export function PackageMembersPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(search.get('id')) || 0;
  const { list, paths, showsMerchant, name, id: pageId } = usePackages();
  const record = useQuery({ queryKey: [list.path, 'detail', id], queryFn: () => packageOf(list, name, id), enabled: id > 0 });
  // The list is filtered by the package and its park (the cards' park index serves it).
  const fixedQuery = useMemo(() => record.data && { package: id, park_code: record.data.park_code }, [record.data, id]);
  if (!id) return <Result status="warning" title={`未指定${name}`} extra={<Button onClick={() => navigate(paths.packageList)}>返回{name}列表</Button>} />;
  if (record.isPending) return <Card><Skeleton active /></Card>;
  if (record.isError) return <ErrorPanel error={record.error} onRetry={() => void record.refetch()} />;
  const p = record.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        size="small"
        title={<Space>{p.name}<PackageStatusTag status={p.status} /></Space>}
        extra={<Button onClick={() => navigate(`${paths.packageDetail}?id=${id}`)}>{name}详情</Button>}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 4 }}
          items={[
            { key: 'park', label: '停车场', children: `${p.park_name}（${p.park_code}）` },
            ...(showsMerchant ? [{ key: 'merchant', label: '所属商户', children: p.merchant_name }] : []),
            { key: 'price', label: '价格', children: `${money(p.price)} / ${periodText(p.period_months)}` },
            { key: 'time', label: '时段', children: timeRangeText(p.time_range) },
          ]}
        />
      </Card>
      <MonthlyPage id={pageId === 'group-vip-package' ? 'group-package-member-list' : 'parking-fixed-type-member-list'} fixedQuery={fixedQuery} />
    </Space>
  );
}
