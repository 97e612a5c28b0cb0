/** Renders the Sites page's opening rows off the main thread, while the page evaluates the app. */
import { serveOpeningRows } from './opening-rows';
import { sitesOpeningRows } from './sites-opening-rows';

serveOpeningRows(sitesOpeningRows);
