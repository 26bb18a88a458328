import type { TableCallDto } from '@tavola/contracts';
import { useEffect, useRef, useState } from 'react';

/**
 * What a screen reader should hear about the calls from tables: the calls that arrived since
 * the list was first loaded, once each ("Table 12 calls"). The calls already open when the
 * page loads are on screen; calls that leave the list are not announced.
 */
export function useCallAnnouncement(
  calls: readonly TableCallDto[] | undefined,
  describe: (call: TableCallDto) => string,
): string {
  const seen = useRef<Set<number>>(null);
  const describeRef = useRef(describe);
  describeRef.current = describe;
  const [text, setText] = useState('');
  useEffect(() => {
    if (!calls) return;
    if (!seen.current) {
      seen.current = new Set(calls.map((call) => call.id));
      return;
    }
    const known = seen.current;
    const arrived = calls.filter((call) => !known.has(call.id));
    for (const call of arrived) known.add(call.id);
    if (arrived.length > 0) setText(arrived.map((call) => describeRef.current(call)).join('. '));
  }, [calls]);
  return text;
}
