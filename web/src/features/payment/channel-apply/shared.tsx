import { ChannelApplyStatus, channelApplyStatusGuide, channelApplyStatusNames, channelContractTypeNames, CONTRACT_PREPARE_PATH, type CallReply, type channelApplyDetail } from '@console/contract';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router';

// 支付进件: docs/decisions.md, "Payment channel applications (进件)".

export type ChannelApply = CallReply<typeof channelApplyDetail>['channel_apply'];

const colours: Record<number, string> = { 1: 'processing', 2: 'blue', 3: 'default', 4: 'orange', 5: 'success', [-1]: 'error' };
export const ApplyStatusTag = ({ status }: { status: number }) => <Tag color={colours[status]}>{channelApplyStatusNames[status] ?? status}</Tag>;

export const contractTypeText = (type: number) => channelContractTypeNames[type] ?? String(type);

/** The order of the list's tabs. */
export const statusTabs = [ChannelApplyStatus.pending, ChannelApplyStatus.channel, ChannelApplyStatus.signing, ChannelApplyStatus.opened, ChannelApplyStatus.rejected, ChannelApplyStatus.abnormal];

/** Rejected and abnormal applications are edited and resubmitted. */
export const editable = (r: { status: number }) => r.status === ChannelApplyStatus.rejected || r.status === ChannelApplyStatus.abnormal;

/** What a state means and what comes next (`channelApplyStatusGuide`); 待签约 links to 合同签约. */
export function StatusGuideText({ status, applyNo }: { status: number; applyNo?: string }) {
  const guide = channelApplyStatusGuide[status];
  if (!guide) return null;
  return (
    <Typography.Text>
      {guide.meaning}
      {guide.next}
      {status === ChannelApplyStatus.signing && applyNo && (
        <>
          {' '}
          <Link to={`${CONTRACT_PREPARE_PATH}?apply_no=${applyNo}`}>去签约</Link>
        </>
      )}
    </Typography.Text>
  );
}
