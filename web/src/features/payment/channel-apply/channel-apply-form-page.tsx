import { channelApplyCount, channelApplyCreate, channelApplyDetail, channelApplyList, channelApplyUpdate, paymentChannelList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { applyBody, ChannelApplyForm, formValuesOf, type ChannelApplyChoice } from './channel-apply-form';
import { CHANNEL_APPLY_EDIT, CHANNEL_APPLY_LIST, TODO_KEY } from './paths';

const CREATE: ChannelApplyChoice = { merchant: true, channel: true };
const EDIT: ChannelApplyChoice = { merchant: false, channel: false };

/** 新建进件 and 编辑进件 (?apply_no=, a rejected or abnormal one: saving resubmits it). */
export default function ChannelApplyFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const applyNo = pathname === CHANNEL_APPLY_EDIT ? (params.get('apply_no') ?? '') : undefined;
  const editing = Boolean(applyNo);
  const channels = useQuery({ queryKey: [paymentChannelList.path], queryFn: () => send(paymentChannelList, {}, { silent: true }), staleTime: Infinity });

  return (
    <ChannelApplyForm
      id={editing ? 'channel-apply-edit' : 'channel-apply-create'}
      pick={editing ? EDIT : CREATE}
      channels={channels.data?.row ?? []}
      initialValues={editing ? undefined : { account_type: 1 }}
      submitLabel={editing ? '保存并重新提交' : '提交进件'}
      {...(editing
        ? { loadKey: [channelApplyDetail.path, applyNo], load: async () => formValuesOf((await send(channelApplyDetail, { apply_no: applyNo! })).channel_apply) }
        : {})}
      submit={(values) =>
        editing
          ? send(channelApplyUpdate, { apply_no: applyNo!, ...applyBody(values) })
          : send(channelApplyCreate, { merchant: Number(values.merchant), channel: String(values.channel), ...applyBody(values) })
      }
      back={CHANNEL_APPLY_LIST}
      invalidate={[[channelApplyList.path], [channelApplyCount.path], [channelApplyDetail.path], TODO_KEY]}
    />
  );
}
