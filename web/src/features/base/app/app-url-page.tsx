import { appMetadataList, appSummary } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Table, Tag } from 'antd';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { CopyText } from '../../../widgets/copy-text/copy-text';
import { ManageTabs, useAppId, useAppRecord } from './manage-tabs';

interface Address {
  key: string;
  kind: string;
  name: string;
  url: string;
}

/** Absolute form of a theme address: console paths are on the app's own domain. */
const absolute = (domain: string, value: string) => (value.startsWith('/') ? `https://${domain}${value}` : value);

/** 应用管理 › 地址: where the app answers (its domain and profile, its summary call) and the addresses its theme links to. */
export default function AppUrlPage() {
  const id = useAppId();
  const app = useAppRecord(id);
  const metadata = useQuery({ queryKey: [appMetadataList.path, 'url', id], queryFn: () => send(appMetadataList, { app: id, page_index: 1, page_size: 100 }, { silent: true }), enabled: id > 0 });
  const loading = app.isLoading || metadata.isLoading;
  const error = app.error ?? metadata.error;

  const rows: Address[] = app.data
    ? [
        { key: 'console', kind: '控制台', name: `控制台地址（${app.data.profile} 环境）`, url: `https://${app.data.domain}/` },
        { key: 'summary', kind: '接口', name: '域名摘要（主题）', url: `https://${app.data.domain}/api/${appSummary.path}?domain=${app.data.domain}&profile=${app.data.profile}` },
        ...(metadata.data?.row ?? [])
          .filter((row) => (row.key.startsWith('LINK_') || row.key.startsWith('IMAGE_')) && row.value)
          .map((row) => ({ key: row.key, kind: row.key.startsWith('LINK_') ? '链接' : '图片', name: `${row.label || row.key}${row.status === 1 ? '' : '（已停用）'}`, url: absolute(app.data!.domain, row.value) })),
      ]
    : [];

  return (
    <ManageTabs>
      {loading ? (
        <Skeleton active />
      ) : error ? (
        <ErrorPanel error={error} onRetry={() => void Promise.all([app.refetch(), metadata.refetch()])} />
      ) : (
        <Table<Address>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={rows}
          columns={[
            { key: 'kind', title: '类别', width: 90, render: (_, row) => <Tag>{row.kind}</Tag> },
            { key: 'name', title: '名称', width: 220, dataIndex: 'name' },
            { key: 'url', title: '地址', render: (_, row) => <CopyText text={row.url} /> },
          ]}
        />
      )}
    </ManageTabs>
  );
}
