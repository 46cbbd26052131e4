import type { HTMLAttributes, ReactNode } from 'react';

/** A whole-window page with its content centred: loading, error and result pages outside the layout. */
export const FullPage = ({ children, background = '#f5f7fa' }: { children: ReactNode; background?: string }) => (
  <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background }}>{children}</div>
);

/**
 * The white card of a page outside the layout (login, sign-in callback, Alipay callback): `width` wide, never wider
 * than the window less 16 px each side — the padding included, so that a 390 px phone scrolls nowhere.
 */
export const FullPageCard = ({ width, children, ...rest }: { width: number; children: ReactNode } & HTMLAttributes<HTMLElement>) => (
  <section
    style={{ width, maxWidth: 'calc(100vw - 32px)', boxSizing: 'border-box', padding: 24, background: '#fff', borderRadius: 8, boxShadow: '0 12px 32px rgba(0,0,0,.08)' }}
    {...rest}
  >
    {children}
  </section>
);
