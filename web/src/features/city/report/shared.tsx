import { CITY_REPORT_INTERVALS, cityReportCalls, cityReportStatusNames, type CallReply, type CityReportKind } from '@console/contract';
import { Tag } from 'antd';
import { AreaPicker } from '../../../widgets/area-picker/area-picker';
import type { FilterField } from '../../../widgets/resource/types';

export type CityReport = CallReply<(typeof cityReportCalls)['parking']['list']>['row'][number];
export type CityReportTarget = CallReply<(typeof cityReportCalls)['parking']['targets']>['row'][number];

export const intervalOptions = CITY_REPORT_INTERVALS.map((n) => ({ label: n === 60 ? '每小时' : `每 ${n} 分钟`, value: n }));
export const statusOptions = Object.entries(cityReportStatusNames).map(([value, label]) => ({ label, value: Number(value) }));

export const ReportStatusTag = ({ status }: { status: number }) => <Tag color={status === 1 ? 'processing' : 'default'}>{cityReportStatusNames[status] ?? status}</Tag>;

/** The city filter (document 1 §2: /city/report/parking takes `city`): the area picker down to cities. */
export const cityFilter: FilterField = {
  kind: 'custom',
  key: 'city',
  label: '城市',
  render: () => <AreaPicker depth={2} placeholder="选择城市" aria-label="城市" />,
};

/** Every list and record of a kind, refreshed after a change. */
export const readsOf = (kind: CityReportKind) => [cityReportCalls[kind].list, cityReportCalls[kind].get, cityReportCalls[kind].targets];

export const codes = (kind: CityReportKind) => ({
  list: [`city:report:${kind}:list`],
  create: [`city:report:${kind}:create`],
  update: [`city:report:${kind}:update`],
});
