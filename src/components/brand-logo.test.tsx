import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './brand-logo';

describe('a brand logo', () => {
  it('reserves its box and draws the whole logo inside it, never stretched', () => {
    render(<BrandLogo url="https://cdn.example/acme-160x48.svg" alt="Acme" />);
    const logo = screen.getByRole('img', { name: 'Acme' });
    expect(logo).toHaveAttribute('width', '96');
    expect(logo).toHaveAttribute('height', '32');
    expect(logo).toHaveStyle({ objectFit: 'contain', width: '96px', height: '32px' });
  });

  it('takes another box size for dense places', () => {
    render(<BrandLogo url="https://cdn.example/acme.svg" alt="Acme" width={64} height={24} />);
    const logo = screen.getByRole('img', { name: 'Acme' });
    expect(logo).toHaveAttribute('width', '64');
    expect(logo).toHaveStyle({ width: '64px', height: '24px' });
  });

  it('is decorative by default, for when the company is named beside it', () => {
    const { container } = render(<BrandLogo url="https://cdn.example/acme.svg" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('draws nothing for a URL that is not http(s)', () => {
    const { container } = render(<BrandLogo url="javascript:alert(1)" alt="Evil" />);
    expect(container).toBeEmptyDOMElement();
  });
});
