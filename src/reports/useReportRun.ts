/**
 * Runs one report generation at a time: progress while it reads, a result
 * only when it has read everything, and cancel through an AbortController.
 * A cancelled or failed run never leaves a half result on screen: the result
 * is set once, at the end, and only if the run is still the current one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type RunState<R> =
  | { status: 'idle' }
  | { status: 'running'; read: number; total: number | null }
  | { status: 'done'; result: R }
  | { status: 'cancelled' }
  | { status: 'error' };

export interface RunContext {
  signal: AbortSignal;
  progress: (read: number, total: number | null) => void;
}

export function useReportRun<R>() {
  const [state, setState] = useState<RunState<R>>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback((job: (ctx: RunContext) => Promise<R>) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const live = () => current.current === controller && !controller.signal.aborted;
    setState({ status: 'running', read: 0, total: null });
    job({ signal: controller.signal, progress: (read, total) => live() && setState({ status: 'running', read, total }) }).then(
      (result) => live() && setState({ status: 'done', result }),
      (error: unknown) => {
        if (current.current !== controller) return;
        if (controller.signal.aborted) {
          setState({ status: 'cancelled' });
        } else {
          console.error('No se ha podido generar el informe', error);
          setState({ status: 'error' });
        }
      },
    );
  }, []);

  const cancel = useCallback(() => {
    current.current?.abort();
    setState({ status: 'cancelled' });
  }, []);

  /** Forget the result (the parameters changed). */
  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, run, cancel, reset };
}
