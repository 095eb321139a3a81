import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableValue } from './useStableValue';

describe('useStableValue', () => {
  it('keeps the first object while equal values (new objects) come in, and changes with the JSON', () => {
    const first = { kind: 'output', from: '2026-01-01' };
    const { result, rerender } = renderHook(({ value }) => useStableValue(value), { initialProps: { value: first } });
    expect(result.current.value).toBe(first);
    expect(result.current.key).toBe('{"kind":"output","from":"2026-01-01"}');

    const before = result.current;
    rerender({ value: { kind: 'output', from: '2026-01-01' } });
    expect(result.current).toBe(before);
    expect(result.current.value).toBe(first);

    const changed = { kind: 'output', from: '2026-02-01' };
    rerender({ value: changed });
    expect(result.current.value).toBe(changed);
    expect(result.current.key).toBe('{"kind":"output","from":"2026-02-01"}');
  });
});
