/**
 * The start-up chunk: what must not wait for the rest of the app (src/startup), then the app
 * itself, in a chunk of its own. Evaluating React, MUI and the app's frame is one long task
 * (docs/performance.md): as a static import it would run before start-up could ask for
 * config.json, the page's chunks, the demo's back end or the page's data, and the browser sends
 * no request before that task ends.
 */
import { startEarly } from './startup/start-early';
import { showStartupError } from './app/startup-error';

const early = startEarly(window.location);

early.appStart
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(early), showStartupError);
