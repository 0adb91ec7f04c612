/**
 * A value that follows another once it has stopped changing for a while: a search box's text
 * sent to the server once typing pauses, not at every key.
 */
import { useEffect, useState } from 'react';

/**
 * @param value the changing value
 * @param delayMs how long it must stay the same (ms)
 * @returns the last value that stayed `delayMs`; the first value at once
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
