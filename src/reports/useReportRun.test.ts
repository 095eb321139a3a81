import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReportRun, type RunContext } from './useReportRun';

/** A job that reports progress and then waits until the test lets it finish (or the signal aborts it). */
function controlledJob() {
  let finish: (value: string) => void = () => {};
  let context: RunContext | null = null;
  const job = (ctx: RunContext) => {
    context = ctx;
    ctx.progress(500, 1200);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason));
    });
  };
  return { job, finish: (v: string) => finish(v), context: () => context };
}

describe('running a report', () => {
  it('shows progress, then the result only when the job has finished', async () => {
    const { result } = renderHook(() => useReportRun<string>());
    const c = controlledJob();
    act(() => result.current.run(c.job));
    expect(result.current.state).toEqual({ status: 'running', read: 500, total: 1200 });
    await act(async () => c.finish('informe'));
    expect(result.current.state).toEqual({ status: 'done', result: 'informe' });
  });

  it('cancelling aborts the reads and never shows a half result', async () => {
    const { result } = renderHook(() => useReportRun<string>());
    const c = controlledJob();
    act(() => result.current.run(c.job));
    act(() => result.current.cancel());
    expect(c.context()?.signal.aborted).toBe(true);
    expect(result.current.state).toEqual({ status: 'cancelled' });
    // A page that was already on its way reports and finishes after the cancel: ignored.
    await act(async () => {
      c.context()?.progress(1000, 1200);
      c.finish('a medias');
    });
    expect(result.current.state).toEqual({ status: 'cancelled' });
  });

  it('a new run replaces an older one, whose late result is dropped', async () => {
    const { result } = renderHook(() => useReportRun<string>());
    const first = controlledJob();
    const second = controlledJob();
    act(() => result.current.run(first.job));
    act(() => result.current.run(second.job));
    expect(first.context()?.signal.aborted).toBe(true);
    await act(async () => second.finish('segundo'));
    expect(result.current.state).toEqual({ status: 'done', result: 'segundo' });
  });

  it('reports a failure without a result', async () => {
    const { result } = renderHook(() => useReportRun<string>());
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await act(async () => result.current.run(() => Promise.reject(new Error('permission-denied'))));
    } finally {
      console.error = original;
    }
    expect(result.current.state).toEqual({ status: 'error' });
    expect(errors).toHaveLength(1);
  });
});
