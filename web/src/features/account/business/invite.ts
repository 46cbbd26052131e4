import { businessTypeOf } from '@console/contract';

/**
 * The invitation pages (docs/decisions.md, "Invitation pages"): a partner or a group sends `<origin><path>?inviter=<its
 * merchant number>`; the invited merchant applies for the business there. One landing page serves them all.
 */
export const INVITE_PATHS = {
  'parking:settle': '/park/apply',
  'energy:settle': '/energy/apply',
  'payment:settle': '/channel/apply',
  'group:join': '/group/merchant/apply/create',
} as const;
export type InviteBusiness = keyof typeof INVITE_PATHS;

/** The result of one application (`?id=`), for the invited merchant and the merchant invited to. */
export const APPLY_RESULT = '/group/merchant/apply/result';
export const applyResultPath = (id: number) => `${APPLY_RESULT}?id=${id}`;

export const invitePath = (business: InviteBusiness, inviter: number) => `${INVITE_PATHS[business]}?inviter=${inviter}`;
export const inviteLink = (business: InviteBusiness, inviter: number) => new URL(invitePath(business, inviter), window.location.origin).href;

/** The business a landing path serves. */
export const businessOfPath = (pathname: string) =>
  (Object.entries(INVITE_PATHS) as [InviteBusiness, string][]).find(([, path]) => path === pathname.replace(/\/+$/, ''))?.[0];

/** Whether the signed-in merchant offers the business (a holder of its partner product, or a group). */
export function offers(business: InviteBusiness, user: { merchant_kind: string; product: readonly string[] }) {
  const offeredBy = businessTypeOf(business)?.offeredBy;
  if (!offeredBy) return false;
  if ('kind' in offeredBy) return user.merchant_kind === offeredBy.kind;
  return user.merchant_kind === 'partner' && user.product.includes(offeredBy.product);
}
