import { materialApplyStatusNames, paymentMaterials } from '@console/contract';
import { Tag } from 'antd';

export const materialOptions = Object.entries(paymentMaterials).map(([value, label]) => ({ value, label }));
export const materialStatusOptions = Object.entries(materialApplyStatusNames).map(([value, label]) => ({ value: Number(value), label }));

const statusColors: Record<number, string> = { 0: 'processing', 1: 'warning', 2: 'success', [-1]: 'error', [-2]: 'default' };

export const MaterialStatusTag = ({ status }: { status: number }) => <Tag color={statusColors[status]}>{materialApplyStatusNames[status] ?? status}</Tag>;
