import { energyDeviceStatistics, formatMoney } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { kwh, PeriodPicker, usePeriod } from './period';

/** 设备统计 (/energy/merchant/device/statistics): each charger's sessions in the period, most amount first. */
export default function DeviceStatisticsPage() {
  const [period, setPeriod] = usePeriod(30);
  const [deviceCode, setDeviceCode] = useState('');
  const [page, setPage] = useState({ page_index: 1, page_size: 20 });
  const query = useQuery({
    queryKey: [energyDeviceStatistics.path, period, deviceCode, page],
    queryFn: () => send(energyDeviceStatistics, { ...period, ...page, ...(deviceCode ? { device_code: deviceCode } : {}) }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  if (query.error) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Card>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <PeriodPicker value={period} onChange={(p) => (setPeriod(p), setPage((x) => ({ ...x, page_index: 1 })))} fallback={30} />
          <Input.Search allowClear placeholder="设备编号（开头）" style={{ width: 220 }} onSearch={(v) => (setDeviceCode(v.trim()), setPage((x) => ({ ...x, page_index: 1 })))} />
        </Space>
        <Table
          data-testid="device-statistics"
          rowKey="device_code"
          size="middle"
          loading={query.isFetching}
          dataSource={query.data?.row ?? []}
          scroll={{ x: 900 }}
          locale={{ emptyText: '暂无设备' }}
          pagination={{
            current: page.page_index,
            pageSize: page.page_size,
            total: query.data?.paging_header.total_count ?? 0,
            showTotal: (total) => `共 ${total} 台`,
            pageSizeOptions: [20, 50, 100],
            onChange: (page_index, page_size) => setPage({ page_index, page_size }),
          }}
          columns={[
            { title: '设备编号', dataIndex: 'device_code' },
            { title: '电站', dataIndex: 'station_name' },
            { title: '型号', dataIndex: 'model' },
            { title: '状态', dataIndex: 'online', render: (online: boolean) => (online ? <Tag color="green">在线</Tag> : <Tag>离线</Tag>) },
            { title: '订单数', dataIndex: 'count', align: 'right' },
            { title: '充电量', dataIndex: 'energy_wh', align: 'right', render: (v: number) => kwh(v) },
            { title: '充电时长', dataIndex: 'duration', align: 'right', render: (v: number) => `${(v / 3600).toFixed(1)} 小时` },
            { title: '电费（元）', dataIndex: 'elec_amount', align: 'right', render: (v: number) => formatMoney(v) },
            { title: '服务费（元）', dataIndex: 'service_amount', align: 'right', render: (v: number) => formatMoney(v) },
            { title: '订单金额（元）', dataIndex: 'total_amount', align: 'right', render: (v: number) => formatMoney(v) },
          ]}
        />
      </Space>
    </Card>
  );
}
