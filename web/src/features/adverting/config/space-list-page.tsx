import { PlusOutlined } from '@ant-design/icons';
import { adMaterialNames, adSpaceList, adSpaceSceneNames, adSpaceStatus, AdMaterial, AdvertStatus, formatDateTime, type CallReply } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import { floorPriceText, sceneOptions, SPACE_CREATE, SPACE_EDIT, spaceReads, statusOptions } from './shared';

type Row = CallReply<typeof adSpaceList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '广告位', placeholder: '名称或编码', maxLength: 40 },
  { kind: 'select', key: 'scene', label: '场景', options: sceneOptions },
  { kind: 'remote', key: 'provider', label: '流量主', source: 'adverting-provider', placeholder: '选择流量主' },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '广告位名称', width: 180, fixed: 'left' },
  { key: 'code', title: '编码', width: 170 },
  { key: 'scene', title: '场景', width: 130, value: (r) => adSpaceSceneNames[r.scene] ?? r.scene },
  {
    key: 'material',
    title: '素材规格',
    width: 190,
    value: (r) => `${adMaterialNames[r.material] ?? r.material} ${r.width}×${r.height}${r.material === AdMaterial.video ? ` · ${r.duration} 秒` : ''}`,
  },
  { key: 'floor_price', title: '底价', width: 190, value: (r) => floorPriceText(r.floor_price, r.billing) },
  { key: 'daily_limit', title: '每日展示上限', width: 130, value: (r) => (r.daily_limit ? r.daily_limit.toLocaleString('zh-CN') : '不限') },
  { key: 'provider', title: '流量主', width: 160, value: (r) => r.provider_name || '自有流量' },
  { key: 'status', title: '状态', width: 90, render: (r) => <EnabledTag enabled={r.status === AdvertStatus.enabled} /> },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, value: (r) => r.remark || '-', defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

/** 广告位: where ads show, what they take and their floor prices; 停用 stops selling a space (it stays listed). */
export default function SpaceListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(...spaceReads);
  const setStatus = async (row: Row, status: number) => {
    await send(adSpaceStatus, { id: row.id, status });
    await changed(status === AdvertStatus.enabled ? '已启用' : '已停用，该广告位不再投放');
  };
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['adverting:config:space:update'], onClick: (r) => navigate(`${SPACE_EDIT}?id=${r.id}`) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: ['adverting:config:space:update'],
      when: (r) => r.status === AdvertStatus.enabled,
      confirm: (r) => `停用「${r.name}」后，该广告位不再投放广告。确定停用吗？`,
      onClick: (r) => setStatus(r, AdvertStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: ['adverting:config:space:update'], when: (r) => r.status === AdvertStatus.disabled, onClick: (r) => setStatus(r, AdvertStatus.enabled) },
  ];
  return (
    <ListPage
      id="adverting-space"
      call={adSpaceList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['adverting:config:space:create'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SPACE_CREATE)}>
            新建广告位
          </Button>
        )
      }
    />
  );
}
