import { Tag } from 'antd';
import { formatDateTime } from '@console/contract';

export interface AnnouncementTagValue {
  id?: number;
  name: string;
  color: number;
}

/** Tag colour 1 is danger, anything else warning (document 1 §3). */
export const AnnouncementTags = ({ tags }: { tags: readonly AnnouncementTagValue[] }) =>
  tags.length === 0 ? null : (
    <>
      {tags.map((tag, index) => (
        <Tag key={tag.id ?? index} color={tag.color === 1 ? 'error' : 'warning'}>
          {tag.name}
        </Tag>
      ))}
    </>
  );

/** Published with a future time shows as scheduled: merchants do not see it yet. */
export function AnnouncementState({ status, publishTime, now = Date.now() }: { status: number; publishTime: string; now?: number }) {
  if (status === 0) return <Tag>已撤回</Tag>;
  if (Date.parse(publishTime) > now) return <Tag color="processing" title={`${formatDateTime(publishTime)} 发布`}>待发布</Tag>;
  return <Tag color="success">已发布</Tag>;
}

export const statusOptions = [
  { label: '已发布', value: 1 },
  { label: '已撤回', value: 0 },
];
