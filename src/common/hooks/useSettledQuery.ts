import { useQuery } from '@tanstack/react-query';
import { useSettled } from './useSettled';

/**
 * A question to the server about `value` (a form's values, a set of filters), asked
 * a moment after `value` stops changing. `busy` holds from the first change until
 * the answer for `value` as it now is has come in, so a screen can mark its live
 * figure `aria-busy` and nobody (person or test) reads a stale one.
 */
export function useSettledQuery<V, R>(
  name: string,
  value: V,
  ask: (value: V) => Promise<R>,
  options: { enabled?: boolean; retry?: boolean } = {},
) {
  const asked = JSON.stringify(value);
  const settled = useSettled(asked);
  const { data, isError, isFetching } = useQuery({
    ...options,
    queryKey: [name, settled],
    queryFn: () => ask(JSON.parse(settled) as V),
  });
  return { data, isError, busy: isFetching || settled !== asked };
}
