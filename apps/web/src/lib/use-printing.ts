import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is being printed (or print media is emulated): the results page then
 * renders every tab and every strategy, not only the open ones. The change is flushed at once,
 * since the browser lays out the printed page right after these events.
 */
export function usePrinting(): boolean {
  const [isPrinting, setIsPrinting] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.('print').matches === true,
  );
  useEffect(() => {
    const query = window.matchMedia?.('print');
    const set = (value: boolean) => flushSync(() => setIsPrinting(value));
    const onChange = (event: MediaQueryListEvent) => set(event.matches);
    const before = () => set(true);
    const after = () => set(query?.matches ?? false);
    query?.addEventListener('change', onChange);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      query?.removeEventListener('change', onChange);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return isPrinting;
}
