import { externalSessionExchange } from '@console/contract';
import { Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readExternalToken, writeExternalToken } from '../../lib/external-token';
import { RequestError, send } from '../../lib/request';
import { TokenMissing } from './external-frame';
import { EXTERNAL_CONFIG } from './paths';

/**
 * `/external?ticket=…`: exchanges the link's one-time ticket for the temporary token (kept in this tab's
 * sessionStorage) and replaces the address, so the ticket is not left in the history; then the channel page.
 */
export default function ExternalEntryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ticket = params.get('ticket');
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!ticket) {
      // Opened again in the same tab (a reload after the address was replaced): the token is still here.
      if (readExternalToken()) navigate(EXTERNAL_CONFIG, { replace: true });
      else setFailure('');
      return;
    }
    send(externalSessionExchange, { ticket }, { silent: true }).then(
      (reply) => {
        writeExternalToken(reply.access_token.value);
        navigate(EXTERNAL_CONFIG, { replace: true });
      },
      (error: unknown) => {
        window.history.replaceState(null, '', window.location.pathname);
        setFailure(error instanceof RequestError ? error.message : '');
      },
    );
  }, [navigate, ticket]);

  if (failure === undefined) {
    return (
      <Result icon={<Spin size="large" />} title="正在打开外部填写链接…" />
    );
  }
  return (
    <main style={{ minHeight: '100vh', background: '#f5f7fa', paddingTop: 48 }}>
      <TokenMissing detail={failure} />
    </main>
  );
}
