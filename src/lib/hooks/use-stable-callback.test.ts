import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from '#src/lib/hooks/use-stable-callback';

describe('useStableCallback', () => {
  it('keeps one function across renders that calls the latest callback', () => {
    const { result, rerender } = renderHook(
      ({ factor }) => useStableCallback((n: number) => n * factor),
      { initialProps: { factor: 2 } },
    );
    const first = result.current;
    expect(first(5)).toBe(10);
    rerender({ factor: 3 });
    expect(result.current).toBe(first);
    expect(first(5)).toBe(15);
  });
});
