/** Renders a list's opening rows off the main thread, while the page evaluates the app. */
import { listOpeningRows } from './list-opening-rows';
import { serveOpeningRows } from './opening-rows';

serveOpeningRows(listOpeningRows);
