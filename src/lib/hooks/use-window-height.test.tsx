import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { useWindowHeight } from './use-window-height';

function Height({ name }: { name: string }) {
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      {name}: {useWindowHeight()} px, {renders}
    </button>
  );
}

const { innerHeight } = window;

function resizeTo(height: number) {
  window.innerHeight = height;
  act(() => window.dispatchEvent(new Event('resize')));
}

afterEach(() => resizeTo(innerHeight));

describe('useWindowHeight', () => {
  it('gives the window’s height, and each one using it the new height after a resize', () => {
    resizeTo(700);
    render(
      <>
        <Height name="a" />
        <Height name="b" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'a: 700 px, 0' })).toBeInTheDocument();
    resizeTo(900);
    expect(screen.getByRole('button', { name: 'a: 900 px, 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'b: 900 px, 0' })).toBeInTheDocument();
  });

  it('reads the window’s height at a resize, not at each render', () => {
    render(<Height name="a" />);
    const read = vi.spyOn(window, 'innerHeight', 'get');
    for (let click = 1; click <= 3; click++) {
      act(() => screen.getByRole('button').click());
      expect(screen.getByRole('button')).toHaveTextContent(`, ${click}`);
    }
    expect(read).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new Event('resize')));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
