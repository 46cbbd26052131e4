import { cooperateList, cooperationNames, projectGrantCreate, projectGrantList, projectGet, projectList, projectTypes, ProjectStatus, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Form, Input, Select } from 'antd';
import { useLocation } from 'react-router';
import { send } from '../../../lib/request';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import { FormDialog } from '../../../widgets/resource/form-dialog';

export const PROJECT_LIST = '/account/merchant/project/list';
export const PROJECT_CREATE = '/account/merchant/project/create';
export const PROJECT_EDIT = '/account/merchant/project/edit';
export const PROJECT_DETAIL = '/account/merchant/project/authorize-detail';
export const PROJECT_SORT = '/account/merchant/project/sort';
export const COOPERATE_GROUP = '/account/merchant/cooperate-group';

/** Where a project's pages are: 账户中心 › 项目列表, or the same pages reached from the OKR menu (docs/decisions.md, "OKR"). */
export interface ProjectPaths {
  /** A prefix for form and table ids: both copies of a page may be kept alive at once. */
  id: string;
  list: string;
  create: string;
  edit: string;
  detail: string;
  /** The sort screen lives under 账户中心 only. */
  sort: string | null;
}

export const accountProjectPaths: ProjectPaths = { id: 'project', list: PROJECT_LIST, create: PROJECT_CREATE, edit: PROJECT_EDIT, detail: PROJECT_DETAIL, sort: PROJECT_SORT };
export const okrProjectPaths: ProjectPaths = { id: 'okr-project', list: '/okr/project/list', create: '/okr/project/add', edit: '/okr/project/edit', detail: '/okr/project/detail', sort: null };

/** The paths of the copy of the project pages the user is on. */
export function useProjectPaths(): ProjectPaths {
  const { pathname } = useLocation();
  return pathname.startsWith('/okr/') ? okrProjectPaths : accountProjectPaths;
}

export type Project = CallReply<typeof projectGet>;

export const typeOptions = Object.entries(projectTypes).map(([value, label]) => ({ label, value }));
export const statusOptions = [
  { label: '启用', value: ProjectStatus.enabled },
  { label: '停用', value: ProjectStatus.disabled },
];

export const ProjectStatusTag = ({ status }: { status: number }) => <EnabledTag enabled={status === ProjectStatus.enabled} />;

export const relationName = (relation: string) => cooperationNames[relation] ?? '已无直接关系';

/** 2026-01-01 至 2028-12-31, or 至长期 when open-ended. */
export const periodText = (p: { start_date: string | null; end_date: string | null }) =>
  p.start_date || p.end_date ? `${p.start_date ?? '—'} 至 ${p.end_date ?? '长期'}` : '-';

export interface GrantTarget {
  id: number;
  name: string;
}

/**
 * 授权: picks one of the merchants the owner is directly related to (its group or partner, its members or
 * customers) — the server refuses any other — with an optional remark.
 */
export function ProjectGrantDialog({ target, onClose }: { target: GrantTarget | null; onClose: () => void }) {
  const candidates = useQuery({
    queryKey: [cooperateList.path, 'related'],
    queryFn: () => send(cooperateList, { related: 1, page_size: 100 }, { silent: true }),
    enabled: !!target,
  });
  const options = (candidates.data?.row ?? []).map((m) => ({ value: m.merchant, label: `${m.name}（${m.merchant}，${relationName(m.relation)}）` }));
  return (
    <FormDialog<{ grantee: number; remark?: string }>
      open={!!target}
      title={`授权项目 · ${target?.name ?? ''}`}
      name="project-grant"
      okText="授权"
      width={520}
      changes={[projectList, projectGet, projectGrantList, cooperateList]}
      onClose={onClose}
      onSubmit={async (values) => {
        await send(projectGrantCreate, { project: target!.id, grantee: values.grantee, remark: values.remark?.trim() || undefined });
        return '已授权，对方可在「合作集团」中查看该项目';
      }}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="只能授权给本商户所属的集团、服务商，或本商户的集团成员、服务商客户。被授权方只能查看项目，不能修改。" />
      <Form.Item name="grantee" label="合作商户" rules={[{ required: true, message: '请选择合作商户' }]}>
        <Select
          aria-label="合作商户"
          showSearch
          optionFilterProp="label"
          loading={candidates.isLoading}
          options={options}
          placeholder="选择合作商户"
          notFoundContent={candidates.isLoading ? '加载中…' : candidates.error ? '加载失败，请关闭后重试' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可授权的合作商户" />}
        />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea aria-label="备注" maxLength={200} rows={2} placeholder="如：委托运营、联合经营" />
      </Form.Item>
    </FormDialog>
  );
}
