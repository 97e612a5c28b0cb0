/**
 * The start-up chunk: src/startup first, then the app in a chunk of its own. Evaluating React, MUI
 * and the frame is one long task (docs/performance.md): statically imported, it would hold back
 * every request start-up sends.
 */
import { startEarly } from './startup/start-early';
import { showStartupError } from './app/startup-error';

const early = startEarly(window.location);

early.appStart
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(early), showStartupError);
