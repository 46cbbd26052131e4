import { useState } from 'react';
import { DEFAULT_LOGO } from './theme';
import { useTheme } from './theme-context';

/** The theme's logo, falling back to the default when it fails to load. */
export function Logo({ size = 32 }: { size?: number }) {
  const theme = useTheme();
  const [failed, setFailed] = useState(false);
  return <img src={failed ? DEFAULT_LOGO : theme.logo} onError={() => setFailed(true)} width={size} height={size} alt={theme.siteName} />;
}
