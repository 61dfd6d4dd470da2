import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `ms` (400 by default): what a count or
 * a question to the server follows while someone is still choosing filters.
 */
export function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
