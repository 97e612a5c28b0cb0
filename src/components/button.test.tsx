import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('styles itself from sx and its look without writing them into the page as attributes', () => {
    render(
      <Button variant="contained" size="small" sx={{ mt: 2 }}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    for (const attribute of ['sx', 'variant', 'size', 'color']) {
      expect(button).not.toHaveAttribute(attribute);
    }
    expect(getComputedStyle(button).marginTop).toBe('16px');
  });
});
