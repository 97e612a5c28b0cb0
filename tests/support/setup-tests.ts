import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Node-environment files (servers, scripts) have no window.
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/*
 * jsdom has <dialog> but not its showModal() and close(). Enough of them for components: the
 * open attribute (so the dialog and its contents are accessible) and the close event. Focus
 * trapping and inertness are the browser's, covered by the Playwright tests.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
