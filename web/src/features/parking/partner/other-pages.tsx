import { formatDateTime, otherParkGet, otherParkList } from '@console/contract';
import { Table } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { AreaPicker } from '../../../widgets/area-picker';
import { DetailPage } from '../../../widgets/resource/detail-page';
import { merchantFilter } from '../../../widgets/resource/filters';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { COLLECTION_DETAIL, OTHER_DETAIL, OTHER_LIST } from './paths';
import { CollectionStatusTag, lotFields, parkTypeOptions, parkTypeText, type OtherPark } from './shared';

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '停车场名称或地址', maxLength: 50 },
  { kind: 'custom', key: 'region', label: '所在地区', render: () => <AreaPicker changeOnSelect placeholder="省 / 市 / 区县" /> },
  { kind: 'select', key: 'type', label: '停车场类型', options: parkTypeOptions },
  merchantFilter,
];

/**
 * 其他停车场 (`/parking/parking/other`): the lots the partner knows of but that are not run on the platform — what its
 * approved data collections found, the latest one's data — to follow up as prospects.
 */
export function OtherParkListPage() {
  const navigate = useNavigate();
  const open = (p: OtherPark) => navigate(`${OTHER_DETAIL}?id=${p.id}`);
  const columns: Column<OtherPark>[] = [
    { key: 'park_name', title: '停车场名称', width: 200, fixed: 'left', render: (p) => <a onClick={() => open(p)}>{p.park_name}</a> },
    { key: 'type', title: '类型', width: 110, value: (p) => parkTypeText(p.type) },
    { key: 'region_name', title: '所在地区', width: 180, ellipsis: true },
    { key: 'address', title: '详细地址', width: 240, ellipsis: true },
    { key: 'total_space', title: '车位数', width: 90 },
    { key: 'parking_system', title: '在用停车系统', width: 130, value: (p) => p.parking_system || '-' },
    { key: 'charge_rule', title: '收费标准', width: 220, ellipsis: true, defaultHidden: true },
    { key: 'contact', title: '现场联系人', width: 160, value: (p) => [p.contact_name, p.contact_mobile].filter(Boolean).join(' ') || '-' },
    { key: 'collection_count', title: '采集次数', width: 90 },
    { key: 'last_collect_time', title: '最近采集', width: 170, value: (p) => (p.last_collect_time ? formatDateTime(p.last_collect_time) : '-') },
    { key: 'merchant_name', title: '所属商户', width: 180, ellipsis: true, defaultHidden: true },
  ];
  return (
    <ListPage id="parking-other-list" call={otherParkList} rowKey="id" filters={filters} columns={columns} actions={[{ key: 'detail', label: '详情', onClick: open }]} visibleFilters={3} />
  );
}

/** 其他停车场详情 (`/parking/other/detail?id=`): the lot as last collected, and its collections. */
export function OtherParkDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  return (
    <DetailPage
      loadKey={[otherParkGet.path, id]}
      load={() => send(otherParkGet, { id })}
      title={(p) => `其他停车场 · ${p.park_name}`}
      back={OTHER_LIST}
      fields={[
        ...lotFields<OtherPark>(),
        { key: 'update_time', label: '最近更新', value: (p) => formatDateTime(p.update_time) },
        { key: 'create_time', label: '录入时间', value: (p) => formatDateTime(p.create_time) },
      ]}
      tabs={[
        {
          key: 'collections',
          label: '采集记录',
          render: (p) => (
            <Table
              data-testid="other-park-collections"
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={p.collections}
              columns={[
                { key: 'no', title: '采集编号', render: (_, c) => <a onClick={() => navigate(`${COLLECTION_DETAIL}?id=${c.id}`)}>{c.collection_no}</a> },
                { key: 'collector', title: '采集人', dataIndex: 'collector' },
                { key: 'time', title: '采集时间', render: (_, c) => formatDateTime(c.collect_time) },
                { key: 'space', title: '车位数', dataIndex: 'total_space' },
                { key: 'status', title: '审核状态', render: (_, c) => <CollectionStatusTag status={c.status} /> },
                { key: 'remark', title: '采集说明', dataIndex: 'remark', ellipsis: true },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
