import { managerOauthBinding, managerOauthUnbind } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { send } from '../../../lib/request';

/** The account's binding to the identity provider (asked only when third-party sign-in is on). */
export const useOauthBinding = () => useQuery({ queryKey: [managerOauthBinding.path], queryFn: () => send(managerOauthBinding, {}, { silent: true }) });

/** Mutations invalidate `[managerOauthBinding.path]` (useChanged). */
export const unbindOauth = () => send(managerOauthUnbind, {});
