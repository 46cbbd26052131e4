import { awaitsSignature, channelApplyList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { send } from '../../../lib/request';
import { useSession } from '../../../shell/session/store';
import { SignCode } from '../../../widgets/sign-code/sign-code';
import { mayBeAskedToSign } from './paths';

/** The browser's flag that the prompt was shown (document 1 §4: logout clears "merchant sign"). */
export const MERCHANT_SIGN_KEY = 'merchant_sign';

/**
 * The contract-signing prompt (document 1 §4 "Contract signing", §9): after sign-in, when one of the merchant's
 * applications awaits its electronic contract (status 4, contract_type 1, category_id 3, a sign url), a confirm is shown
 * once per browser; confirming opens a 400 px dialog with the signing code (200 px).
 */
export function SignPrompt() {
  const products = useSession((s) => s.products);
  const permissions = useSession((s) => s.permissions);
  const merchant = useSession((s) => s.user?.merchant);
  const { modal } = App.useApp();
  const asked = mayBeAskedToSign(products, permissions) && !!merchant && !localStorage.getItem(MERCHANT_SIGN_KEY);
  const applications = useQuery({
    queryKey: [channelApplyList.path, 'sign', merchant],
    queryFn: () => send(channelApplyList, { merchant: merchant!, query_mode: 1, page_size: 100 }, { silent: true }),
    enabled: asked,
    staleTime: Infinity,
  });
  const awaiting = applications.data?.row.find(awaitsSignature);
  const [code, setCode] = useState<typeof awaiting>();

  useEffect(() => {
    // Read again here: the flag is set by the first run (an effect may run twice in development).
    if (!asked || !awaiting || localStorage.getItem(MERCHANT_SIGN_KEY)) return;
    localStorage.setItem(MERCHANT_SIGN_KEY, awaiting.apply_no);
    modal.confirm({
      title: '签约提醒',
      content: `「${awaiting.merchant.name}」的${awaiting.channel_name}进件已通过渠道审核，请签署电子合同后开通收款。`,
      okText: '去签约',
      cancelText: '稍后',
      onOk: () => setCode(awaiting),
    });
  }, [asked, awaiting, modal]);

  return (
    <Modal open={!!code} title="扫码签约" width={400} footer={null} onCancel={() => setCode(undefined)} destroyOnHidden>
      {code && <SignCode url={code.apply_sign_url} contractNo={code.contract_no} contractor={code.merchant.name} subject={code.subject_name} />}
    </Modal>
  );
}
