import { appRuntimeList, themeMetadataProblem, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Tag, Typography } from 'antd';
import type { FormRule } from 'antd';
import { send } from '../../../lib/request';
import { CopyText } from '../../../widgets/copy-text/copy-text';

export const APP_LIST = '/base/services/app/list';
export const APP_ADD = '/base/services/app/add';
export const APP_EDIT = '/base/services/app/edit';
export const APP_INFO = '/base/services/app/manage/info';
export const APP_MODULE = '/base/services/app/manage/module';
export const APP_URL = '/base/services/app/manage/url';
export const METADATA_LIST = '/base/services/setting/metadata/list';
export const METADATA_CREATE = '/base/services/setting/metadata/create';
export const METADATA_EDIT = '/base/services/setting/metadata/edit';

export type AppRow = CallReply<typeof appRuntimeList>['row'][number];

export const ENABLED = 1;
export const statusOptions = [
  { label: '已启用', value: 1 },
  { label: '已停用', value: 0 },
];

export const StatusTag = ({ status }: { status: number }) => (status === ENABLED ? <Tag color="success">已启用</Tag> : <Tag>已停用</Tag>);

/** Every app as select options (an operator has a handful of apps: one page of 100). */
export function useAppOptions() {
  return useQuery({
    queryKey: [appRuntimeList.path, 'options'],
    queryFn: () => send(appRuntimeList, { page_index: 1, page_size: 100 }, { silent: true }),
    staleTime: 30_000,
    select: (data) => data.row.map((row) => ({ label: `${row.name}（${row.domain} · ${row.profile}）`, value: row.id })),
  });
}

/** A metadata value's rule as an antd rule: the contract's theme rules, the same the server checks. */
export const metadataValueRule = (key: () => string | undefined): FormRule => ({
  validator: (_rule, value: unknown) => {
    const problem = themeMetadataProblem(key() ?? '', value === undefined || value === null ? '' : String(value).trim());
    return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
  },
});

/** A newly generated key, shown once with a copy button. */
export function showKeyOnce(modal: ReturnType<typeof App.useApp>['modal'], appName: string, key: string) {
  modal.success({
    title: `应用「${appName}」的 app_key`,
    width: 520,
    content: (
      <>
        <Typography.Paragraph type="warning">请立即复制并妥善保存。之后列表中只显示掩码，持有“应用密钥”权限的账号可在 应用密钥 页面复制。</Typography.Paragraph>
        <CopyText text={key}>
          <Typography.Text code data-testid="new-app-key">
            {key}
          </Typography.Text>
        </CopyText>
      </>
    ),
    okText: '我已保存',
  });
}
