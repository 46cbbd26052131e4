import { useCallback, useState } from 'react';

/** 32 hex characters from the browser's random source (also on plain http, where randomUUID is missing). */
export const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The key of one money operation in a form or dialog: the same for every submit until `renew` (after it succeeded),
 * so that a retry after a time-out or a lost answer is answered with the first result instead of doing it twice.
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return [key, renew];
}
