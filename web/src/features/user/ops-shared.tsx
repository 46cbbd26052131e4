import { userComplaintCategoryNames, userComplaintStatusNames, userMessageTargetNames } from '@console/contract';
import { Tag } from 'antd';
import type { OptionItem } from '../../widgets/resource/types';

/** Shared pieces of 投诉, 站内消息 and 用户合并 (user-ops slice). */
export const COMPLAINT_LIST = '/user/complaint/list';
export const COMPLAINT_DETAIL = '/user/complaint/detail';
export const complaintDetail = (id: number) => `${COMPLAINT_DETAIL}?id=${id}`;

const options = (names: Record<number, string>): OptionItem[] => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
export const complaintStatusOptions = options(userComplaintStatusNames);
export const complaintCategoryOptions = options(userComplaintCategoryNames);
export const messageTargetOptions = options(userMessageTargetNames);

const colors: Record<number, string> = { 1: 'warning', 2: 'processing', 3: 'default' };
export const ComplaintStatusTag = ({ status }: { status: number }) => <Tag color={colors[status]}>{userComplaintStatusNames[status] ?? status}</Tag>;
