import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#tests/support/render';
import { Shell } from './shell';

/** The element tree under <main>: tags, attributes (in any order, as DOM and server differ) and text. */
function boxes(markup: string): string {
  const page = document.createElement('div');
  page.innerHTML = markup;
  const describe = (node: Node): string => {
    if (!(node instanceof Element)) return node.textContent ?? '';
    const attributes = [...node.attributes].map(({ name, value }) => `${name}="${value}"`).sort();
    const children = [...node.childNodes].map(describe).join('');
    return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
  };
  return describe(page.querySelector('main')!);
}

describe('the sign-in shell', () => {
  it('is the markup of the sign-in page’s first render, so the page takes the same boxes', async () => {
    const { container } = renderApp({ route: '/login', credentials: null });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(boxes(container.innerHTML)).toBe(boxes(renderToStaticMarkup(<Shell kind="sign-in" />)));
  });
});
