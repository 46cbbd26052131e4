import {
  externalBankBranchList, externalBankList, externalChannelApplyCreate, externalChannelApplyDetail, externalChannelApplyUpdate, externalChannelConfig,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { BankCallsContext, type BankCalls } from '../payment/bank/bank-fields';
import { applyBody, ChannelApplyForm, formValuesOf, type ChannelApplyChoice } from '../payment/channel-apply/channel-apply-form';
import { ExternalFrame, withExternalQueries } from './external-frame';
import { EXTERNAL_DETAIL, EXTERNAL_SESSION_KEY } from './paths';

const BANKS: BankCalls = { list: externalBankList, branches: externalBankBranchList };
const FIXED: ChannelApplyChoice = { merchant: false, channel: false };

/**
 * `/external/payment/channel/apply` (?channel= a new application, ?apply_no= the link's returned one): the console's
 * application form, the merchant fixed to the link's, the bank directory through the external calls.
 */
export default withExternalQueries(function ExternalApplyPage() {
  const [params] = useSearchParams();
  const applyNo = params.get('apply_no') ?? undefined;
  const channel = params.get('channel') ?? '';
  const config = useQuery({ queryKey: [externalChannelConfig.path], queryFn: () => send(externalChannelConfig, {}) });
  const channels = config.data?.channel ?? [];
  const picked = channels.find((c) => c.code === channel);

  return (
    <ExternalFrame title={applyNo ? '修改进件申请' : '填写进件申请'}>
      {(session) =>
        !config.data ? (
          <Skeleton active />
        ) : (
          <BankCallsContext.Provider value={BANKS}>
            <ChannelApplyForm
              id={applyNo ? 'external-apply-edit' : 'external-apply-create'}
              pick={FIXED}
              channels={channels}
              initialValues={applyNo ? undefined : { account_type: 1, merchant_name: session.merchant.name, channel, channel_name: picked?.name ?? channel }}
              submitLabel={applyNo ? '保存并重新提交' : '提交进件'}
              {...(applyNo
                ? { loadKey: [externalChannelApplyDetail.path, applyNo], load: async () => formValuesOf((await send(externalChannelApplyDetail, { apply_no: applyNo })).channel_apply) }
                : {})}
              submit={(values) =>
                applyNo ? send(externalChannelApplyUpdate, { apply_no: applyNo, ...applyBody(values) }) : send(externalChannelApplyCreate, { channel, ...applyBody(values) })
              }
              back={EXTERNAL_DETAIL}
              invalidate={[EXTERNAL_SESSION_KEY, [externalChannelConfig.path], [externalChannelApplyDetail.path]]}
            />
          </BankCallsContext.Provider>
        )
      }
    </ExternalFrame>
  );
});
