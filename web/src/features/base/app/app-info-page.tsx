import { appMetadataList, appRuntimeDisable, appRuntimeEnable, appRuntimeGet, appRuntimeList, formatDateTime } from '@console/contract';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { CopyText } from '../../../widgets/copy-text/copy-text';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { ManageTabs, useAppId } from './manage-tabs';
import { APP_EDIT, APP_LIST, ENABLED, StatusTag } from './shared';

type Row = Awaited<ReturnType<typeof loadApp>>;
const loadApp = (id: number) => send(appRuntimeGet, { id });

const fields: DetailField<Row>[] = [
  { key: 'name', label: '应用名称' },
  { key: 'app_id', label: 'app_id', render: (row) => <CopyText text={row.app_id} /> },
  { key: 'app_key', label: 'app_key', render: (row) => (row.key_visible ? <CopyText text={row.app_key}>{row.app_key.slice(0, 6)}****</CopyText> : row.app_key) },
  { key: 'domain', label: '域名' },
  { key: 'profile', label: '环境' },
  { key: 'system', label: '所属系统' },
  { key: 'is_default', label: '默认应用', value: (row) => (row.is_default === 1 ? '是' : '否') },
  { key: 'payload_codec', label: '报文混淆', value: (row) => (row.payload_codec === 1 ? '开启' : '关闭') },
  { key: 'status', label: '状态', render: (row) => <StatusTag status={row.status} /> },
  { key: 'metadata_count', label: '元数据数' },
  { key: 'create_time', label: '创建时间', value: (row) => formatDateTime(row.create_time) },
  { key: 'update_time', label: '更新时间', value: (row) => formatDateTime(row.update_time) },
];

/** 应用管理 › 基本信息: the app, its actions and its 操作记录. */
export default function AppInfoPage() {
  const id = useAppId();
  const navigate = useNavigate();
  const changed = useChanged(appRuntimeList, appRuntimeGet, appMetadataList);
  return (
    <ManageTabs>
      {id > 0 && (
        <DetailPage<Row>
          loadKey={[appRuntimeGet.path, id, 'detail']}
          load={() => loadApp(id)}
          fields={fields}
          back={APP_LIST}
          actions={[
            { key: 'edit', label: '编辑', primary: true, permission: ['base:app:update'], onClick: () => navigate(`${APP_EDIT}?id=${id}`) },
            {
              key: 'disable',
              label: '停用',
              permission: ['base:app:update'],
              when: (row) => row.status === ENABLED && row.is_default !== 1,
              confirm: (row) => `确定停用应用「${row.name}」吗？`,
              onClick: async () => {
                await send(appRuntimeDisable, { id });
                await changed('已停用');
              },
            },
            {
              key: 'enable',
              label: '启用',
              permission: ['base:app:update'],
              when: (row) => row.status !== ENABLED,
              confirm: (row) => `确定启用应用「${row.name}」吗？`,
              onClick: async () => {
                await send(appRuntimeEnable, { id });
                await changed('已启用');
              },
            },
          ]}
          tabs={[
            {
              key: 'timeline',
              label: '操作记录',
              render: () => <AuditTimeline type="app" id={id} />,
            },
          ]}
        />
      )}
    </ManageTabs>
  );
}
