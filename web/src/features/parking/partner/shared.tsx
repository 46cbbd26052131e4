import { CollectionStatus, collectionStatuses, formatDateTime, parkTypes, type CallReply, type collectionGet, type collectionList, type OtherParkRow } from '@console/contract';
import type { Static } from '@sinclair/typebox';
import { Image, Space, Tag, Typography } from 'antd';
import { pointText } from '../../../widgets/map-dialog/location-fields';
import type { DetailField } from '../../../widgets/resource/detail-page';
import type { OptionItem } from '../../../widgets/resource/types';

// 数据采集 and 其他停车场 of the parking partner. docs/decisions.md, "Parking partner: records, data collection, other
// parks, software, vehicle mock, passports".

export type Collection = CallReply<typeof collectionList>['row'][number];
export type CollectionDetail = CallReply<typeof collectionGet>;
export type OtherPark = Static<typeof OtherParkRow>;

export const parkTypeText = (type: number) => parkTypes[type as keyof typeof parkTypes] ?? String(type);
export const parkTypeOptions: OptionItem[] = Object.entries(parkTypes).map(([value, label]) => ({ label, value: Number(value) }));
export const collectionStatusOptions: OptionItem[] = [CollectionStatus.pending, CollectionStatus.approved, CollectionStatus.rejected].map((value) => ({ label: collectionStatuses[value], value }));

const statusColours: Record<number, string> = { [CollectionStatus.pending]: 'warning', [CollectionStatus.approved]: 'success', [CollectionStatus.rejected]: 'error' };
export const CollectionStatusTag = ({ status }: { status: number }) => (
  <Tag color={statusColours[status] ?? 'default'}>{collectionStatuses[status as keyof typeof collectionStatuses] ?? status}</Tag>
);

const orDash = (text: string) => text || '-';

const Photos = ({ images }: { images: string[] }) =>
  images.length ? (
    <Image.PreviewGroup>
      <Space wrap>
        {images.map((src) => (
          <Image key={src} src={src} width={96} height={72} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  ) : (
    <Typography.Text type="secondary">未上传照片</Typography.Text>
  );

/** The lot's fields, as a collection and an other park both show them. */
export const lotFields = <Row extends OtherPark | Collection>(): DetailField<Row>[] => [
  { key: 'park_name', label: '停车场名称' },
  { key: 'type', label: '停车场类型', value: (r) => parkTypeText(r.type) },
  { key: 'region', label: '所在地区', value: (r) => `${r.region_name}（${r.region}）` },
  { key: 'point', label: '经纬度', value: pointText },
  { key: 'address', label: '详细地址', span: 'filled' },
  { key: 'total_space', label: '总车位数', value: (r) => `${r.total_space} 个` },
  { key: 'open_hours', label: '营业时间', value: (r) => orDash(r.open_hours) },
  { key: 'parking_system', label: '在用停车系统', value: (r) => orDash(r.parking_system) },
  { key: 'charge_rule', label: '收费标准', span: 'filled', value: (r) => orDash(r.charge_rule) },
  { key: 'contact', label: '现场联系人', value: (r) => [r.contact_name, r.contact_mobile].filter(Boolean).join(' ') || '-' },
  { key: 'merchant', label: '所属商户', value: (r) => `${r.merchant_name}（${r.merchant}）` },
  { key: 'images', label: '现场照片', span: 'filled', render: (r) => <Photos images={r.images} /> },
];

/** A collection's own fields: who collected it and how it was reviewed. */
export const collectionFields = (extra: DetailField<CollectionDetail>[] = []): DetailField<CollectionDetail>[] => [
  { key: 'collection_no', label: '采集编号' },
  { key: 'status', label: '审核状态', render: (c) => <CollectionStatusTag status={c.status} /> },
  ...lotFields<CollectionDetail>(),
  { key: 'collector', label: '采集人', value: (c) => [c.collector, c.collector_mobile].filter(Boolean).join(' ') },
  { key: 'collect_time', label: '采集时间', value: (c) => formatDateTime(c.collect_time) },
  { key: 'remark', label: '采集说明', span: 'filled', value: (c) => orDash(c.remark) },
  { key: 'auditor', label: '审核人', when: (c) => c.status !== CollectionStatus.pending },
  { key: 'audit_time', label: '审核时间', when: (c) => !!c.audit_time, value: (c) => formatDateTime(c.audit_time!) },
  { key: 'reject_reason', label: '驳回原因', when: (c) => c.status === CollectionStatus.rejected, value: (c) => c.audit_remark, span: 'filled' },
  { key: 'audit_remark', label: '审核意见', when: (c) => c.status === CollectionStatus.approved && !!c.audit_remark, span: 'filled' },
  ...extra,
];
