import { merchantKinds, MerchantStatus, productPrivilege, serviceLevels, subjectStatusNames, subjectTypeNames } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { send } from '../../../lib/request';

export const MERCHANT_LIST = '/account/merchant/manage/list';
export const MERCHANT_DETAIL = '/account/merchant/detail';
export const MERCHANT_CREATE = '/account/merchant/create';
export const MERCHANT_EDIT = '/account/merchant/edit';
export const GENERIC_CREATE = '/merchant/merchant/generic/create';
export const GROUP_CREATE = '/merchant/merchant/group/create';
export const MERCHANT_INFO = '/account/merchant/info';
export const SUBJECT_CREATE = '/account/merchant/subject/create';
export const SUBJECT_EDIT = '/account/merchant/subject/edit';

export const kindOptions = Object.entries(merchantKinds)
  .filter(([kind]) => kind !== 'platform')
  .map(([value, label]) => ({ label, value }));

export const statusOptions = [
  { label: '启用', value: MerchantStatus.enabled },
  { label: '停用', value: MerchantStatus.disabled },
];

export const levelOptions = Object.entries(serviceLevels).map(([value, label]) => ({ label, value: Number(value) }));
export const levelName = (level: number) => serviceLevels[level as keyof typeof serviceLevels] ?? String(level);

export const subjectTypeOptions = Object.entries(subjectTypeNames).map(([value, label]) => ({ label, value }));

export const MerchantStatusTag = ({ status }: { status: number }) =>
  status === MerchantStatus.enabled ? <Tag color="success">启用</Tag> : status === MerchantStatus.disabled ? <Tag>停用</Tag> : <Tag color="error">已注销</Tag>;

const subjectColors: Record<number, string> = { 0: 'processing', 1: 'success', [-1]: 'error', [-2]: 'default' };
export const SubjectStatusTag = ({ status }: { status: number | null }) =>
  status === null ? <Tag>未提交</Tag> : <Tag color={subjectColors[status]}>{subjectStatusNames[status] ?? status}</Tag>;

export const kindName = (kind: string) => merchantKinds[kind as keyof typeof merchantKinds] ?? kind;

/** The products the caller may grant (the create form's and the grant dialog's choices). */
export function useGrantableProducts(enabled = true) {
  return useQuery({ queryKey: [productPrivilege.path], queryFn: () => send(productPrivilege, {}, { silent: true }), staleTime: 60_000, enabled });
}
