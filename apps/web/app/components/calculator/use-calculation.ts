import type { TCalcResult } from '@agrolease/contracts/calculator';
import type { TErrorReply } from '@agrolease/contracts/error-reply';
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 250;

export interface CalculationState {
  result: TCalcResult | null;
  pending: boolean;
  error: string | null;
}

/**
 * The calculation of the current parameters: the browser calls /srv/Calc itself (the call is
 * "cancellable" in the spec), debounced while a slider moves, aborting the request before.
 * The server's first calculation is shown until the parameters change.
 */
export function useCalculation(query: string, initial: TCalcResult | null): CalculationState {
  const [state, setState] = useState<CalculationState>({ result: initial, pending: false, error: null });
  const firstQuery = useRef(query);

  useEffect(() => {
    if (query === firstQuery.current && initial) {
      firstQuery.current = '';
      return;
    }
    firstQuery.current = '';
    const controller = new AbortController();
    setState((previous) => ({ ...previous, pending: true }));
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/srv/Calc?${query}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        const body = (await response.json()) as TCalcResult | TErrorReply;
        if (body.success) setState({ result: body, pending: false, error: null });
        else setState((previous) => ({ ...previous, pending: false, error: body.error_message }));
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          ...previous,
          pending: false,
          error:
            error instanceof Error ? 'Не удалось выполнить расчёт. Проверьте соединение.' : String(error),
        }));
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, initial]);

  return state;
}
