import { FACE_VERIFY_SOFTWARE_CODE, InvoiceApplyStatus, invoiceApplyList, invoiceMerchantRtAuthorize } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, QRCode, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { send } from '../../../lib/request';
import { useSession } from '../../../shell/session/store';
import { INVOICE_TIP_KEY } from './tip-gate';

/**
 * The invoice tip (document 1 §4 "Invoice tip", §8 the risk and authorisation dialogs): once per browser, when one of the
 * merchant's invoice records awaits face verification (status 3) through IN31542, the electronic authorisation status
 * is fetched; its 1000 (a link) opens a 400 px dialog with the link as a refreshable 200 px QR code. The records are
 * read from `invoice/apply/list` (an application, not an issued invoice, is what waits for face verification).
 */
export function InvoiceTip() {
  const merchant = useSession((s) => s.user?.merchant);
  const asked = !!merchant && !localStorage.getItem(INVOICE_TIP_KEY);
  const waiting = useQuery({
    queryKey: [invoiceApplyList.path, 'tip', merchant],
    queryFn: () => send(invoiceApplyList, { merchant: merchant!, status: InvoiceApplyStatus.faceVerify, software_code: FACE_VERIFY_SOFTWARE_CODE, page_size: 20 }, { silent: true }),
    enabled: asked,
    staleTime: Infinity,
  });
  const needed = asked && (waiting.data?.row.length ?? 0) > 0;
  const status = useQuery({
    queryKey: [invoiceMerchantRtAuthorize.path, merchant],
    queryFn: () => send(invoiceMerchantRtAuthorize, { merchant: merchant! }, { silent: true }),
    enabled: needed,
    staleTime: Infinity,
  });
  const [open, setOpen] = useState(false);
  const link = status.data?.link;

  useEffect(() => {
    // Read again here: the flag is set by the first run (an effect may run twice in development).
    if (!link || localStorage.getItem(INVOICE_TIP_KEY)) return;
    localStorage.setItem(INVOICE_TIP_KEY, 'shown');
    setOpen(true);
  }, [link]);

  return (
    <Modal open={open} title="电子税务局身份认证" width={400} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
      <div style={{ textAlign: 'center' }} data-testid="invoice-tip">
        <Alert
          type="warning"
          showIcon
          style={{ textAlign: 'left', marginBottom: 12 }}
          message="发票风险提示"
          description="您的发票处于待人工人脸认证状态，已触发税务局风险监控，需财务负责人或法人使用电子税务局 App 扫码进行身份认证。"
        />
        {link && (
          <QRCode
            type="svg"
            value={link}
            size={200}
            style={{ margin: '0 auto' }}
            aria-label="电子税务局认证码"
            status={status.isFetching ? 'loading' : 'active'}
            onRefresh={() => void status.refetch()}
          />
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          请使用电子税务局 App 扫码进行身份认证
        </Typography.Paragraph>
        <Button onClick={() => void status.refetch()} loading={status.isFetching}>
          刷新二维码
        </Button>
      </div>
    </Modal>
  );
}
