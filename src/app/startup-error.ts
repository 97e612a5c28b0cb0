/** What the page says when the app cannot start; plain DOM, as React may be what failed to load. */
export function showStartupError(error: unknown): void {
  console.error(error);
  const main = document.createElement('main');
  main.style.cssText = 'font-family: system-ui, sans-serif; padding: 2rem; max-width: 40rem';
  const heading = document.createElement('h1');
  heading.textContent = 'The report scheduler could not start';
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = error instanceof Error ? error.message : String(error);
  const advice = document.createElement('p');
  advice.textContent = 'Check config.json beside index.html, then reload the page.';
  main.append(heading, message, advice);
  document.getElementById('root')?.replaceChildren(main);
}
