import { useEffect, useState } from 'react';

/** Seconds left until `seconds` after the latest change of `since` (resend a code after 60 s). */
export function useCountdown(seconds: number, since: unknown): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!since) return;
    setLeft(seconds);
    const timer = setInterval(() => setLeft((value) => (value <= 1 ? 0 : value - 1)), 1000);
    return () => clearInterval(timer);
  }, [seconds, since]);
  return left;
}
