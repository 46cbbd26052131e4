import type { ReactNode } from 'react';

/** A whole-window page with its content centred: loading, error and result pages outside the layout. */
export const FullPage = ({ children, background = '#f5f7fa' }: { children: ReactNode; background?: string }) => (
  <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background }}>{children}</div>
);
