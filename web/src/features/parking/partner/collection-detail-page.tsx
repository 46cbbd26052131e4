import { CollectionStatus, collectionGet } from '@console/contract';
import { Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage } from '../../../widgets/resource/detail-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { COLLECTION_AUDIT, COLLECTION_LIST, OTHER_DETAIL } from './paths';
import { collectionFields, type CollectionDetail } from './shared';

/** 数据采集详情 (?id=): the lot as collected, who collected it, the review and the other park it made; 审核 while pending. */
export default function CollectionDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  return (
    <DetailPage<CollectionDetail>
      loadKey={[collectionGet.path, id]}
      load={() => send(collectionGet, { id })}
      title={(c) => `数据采集 · ${c.park_name}`}
      back={COLLECTION_LIST}
      fields={collectionFields([
        {
          key: 'other_park',
          label: '其他停车场',
          when: (c) => !!c.other_park,
          render: (c) => <Typography.Link onClick={() => navigate(`${OTHER_DETAIL}?id=${c.other_park}`)}>{c.other_park_name}</Typography.Link>,
        },
      ])}
      actions={[
        {
          key: 'audit',
          label: '审核',
          primary: true,
          permission: ['parking:partner:collection:audit'],
          when: (c) => c.status === CollectionStatus.pending,
          onClick: (c) => navigate(`${COLLECTION_AUDIT}?id=${c.id}`),
        },
      ]}
      tabs={[
        {
          key: 'timeline',
          label: '操作记录',
          render: (c) => <AuditTimeline type="parking_collection" id={c.id} />,
        },
      ]}
    />
  );
}
