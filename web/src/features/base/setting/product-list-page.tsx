import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, productDelete, productDisable, productEnable, productGet, productList, ProductStatus, type CallReply } from '@console/contract';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';

type Row = CallReply<typeof productList>['row'][number];

export const PRODUCT_LIST = '/base/services/setting/product/list';
export const PRODUCT_CREATE = '/base/services/setting/product/create';
export const PRODUCT_EDIT = '/base/services/setting/product/edit';

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '产品', placeholder: '产品名称或编码' },
  { kind: 'select', key: 'status', label: '状态', options: [{ label: '启用', value: ProductStatus.enabled }, { label: '禁用', value: ProductStatus.disabled }] },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '产品名称', width: 180, render: (p) => <>{p.name} {p.platform && <Tag color="blue">平台</Tag>}</> },
  { key: 'code', title: '产品编码', width: 220 },
  { key: 'description', title: '说明', width: 240, ellipsis: true, value: (p) => p.description || '-' },
  { key: 'merchant_count', title: '开通商户数', width: 110 },
  { key: 'permission_count', title: '权限数', width: 90 },
  { key: 'builtin', title: '来源', width: 90, value: (p) => (p.builtin ? '内置' : '自定义') },
  { key: 'status', title: '状态', width: 80, render: (p) => (p.status === ProductStatus.enabled ? <Tag color="success">启用</Tag> : <Tag>禁用</Tag>) },
  { key: 'sort', title: '排序', width: 70, defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (p) => formatDateTime(p.update_time), defaultHidden: true },
];

/** 产品管理 (platform settings): the product catalogue; a disabled product is inert for every merchant holding it. */
export default function ProductListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(productList, productGet);
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['merchant:product:update'], onClick: (p) => navigate(`${PRODUCT_EDIT}?code=${encodeURIComponent(p.code)}`) },
    {
      key: 'disable',
      label: '禁用',
      danger: true,
      permission: ['merchant:product:update'],
      when: (p) => p.status === ProductStatus.enabled && p.code !== 'ALL',
      confirm: (p) => `禁用「${p.name}」后，已开通的 ${p.merchant_count} 个商户立即失去该产品的全部权限，也不能再开通。确定禁用吗？`,
      onClick: async (p) => {
        await send(productDisable, { code: p.code });
        await changed('已禁用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['merchant:product:update'],
      when: (p) => p.status === ProductStatus.disabled,
      onClick: async (p) => {
        await send(productEnable, { code: p.code });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['merchant:product:update'],
      when: (p) => !p.builtin,
      confirm: (p) => `确定删除产品「${p.name}」吗？删除后不可恢复。`,
      onClick: async (p) => {
        await send(productDelete, { code: p.code });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id="setting-product"
      call={productList}
      rowKey="code"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['merchant:product:update'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PRODUCT_CREATE)}>
            新建产品
          </Button>
        )
      }
    />
  );
}
