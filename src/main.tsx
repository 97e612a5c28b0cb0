/**
 * The start-up chunk: what must not wait for the rest of the app (early-start.ts), then the app
 * itself, in a chunk of its own. Evaluating React, MUI and the app's frame takes a third of a
 * second at 4× CPU throttling (docs/performance.md), in one task: as a static import it would run
 * before anything here could ask for config.json, the page's chunks, the demo's back end or the
 * page's data, and the browser sends no request before that task ends.
 */
import { earlyStart } from './app/early-start';
import { showStartupError } from './app/startup-error';

earlyStart.appStart
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(earlyStart), showStartupError);
