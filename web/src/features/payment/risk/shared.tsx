import { riskEventStatusNames, riskEventTypes, riskLevels, riskMeasures } from '@console/contract';
import { Tag } from 'antd';

export const RISK_EVENT_LIST = '/service/risk/event/list';
export const RISK_EVENT_AUDIT = '/service/risk/event/audit';
export const RISK_READ = ['payment:partner:risk:event:list'];
export const RISK_AUDIT = ['payment:partner:risk:event:audit'];

export const riskTypeOptions = Object.entries(riskEventTypes).map(([value, label]) => ({ value, label }));
export const riskLevelOptions = Object.entries(riskLevels).map(([value, label]) => ({ value: Number(value), label: `${label}风险` }));
export const riskStatusOptions = Object.entries(riskEventStatusNames).map(([value, label]) => ({ value: Number(value), label }));
export const riskMeasureOptions = Object.entries(riskMeasures).map(([value, label]) => ({ value, label }));

const levelColors: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };
const statusColors: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };

export const RiskLevelTag = ({ level }: { level: number }) => <Tag color={levelColors[level]}>{riskLevels[level] ?? level}风险</Tag>;
export const RiskStatusTag = ({ status }: { status: number }) => <Tag color={statusColors[status]}>{riskEventStatusNames[status] ?? status}</Tag>;
