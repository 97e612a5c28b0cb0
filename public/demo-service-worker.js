// @ts-check
/// <reference lib="webworker" />
/**
 * The demo's service worker (docs/decisions/011). It runs no mock code: it forwards the API's
 * requests (same origin, /v1 and below, the demo's `apiBaseUrl`) to the page's dedicated worker
 * (src/mock-service/api-worker.ts) over a MessagePort the page hands it, and answers with that
 * worker's response. It forwards the GETs of the reports' PDFs too (same origin, /mock-reports/,
 * the mock's `download_url`s): a download opened in a new tab is a navigation of a page that has
 * no port, so it goes to any open demo page's worker. Nothing else is intercepted. The messages
 * are those of src/mock-service/demo-protocol.ts; this file is served as it is, so it repeats
 * their names.
 */

/** @type {ServiceWorkerGlobalScope} */
const sw = /** @type {any} */ (self);

/** How long a request waits for a page to hand over a new port before it fails. */
const PORT_TIMEOUT_MS = 5000;

/** Each page's port to its worker, by client id. Lost when the browser stops this worker. */
/** @type {Map<string, MessagePort>} */
const ports = new Map();
/** Pages that said they are not the demo (live mode on an origin that once ran it). */
/** @type {Set<string>} */
const notDemo = new Set();
/**
 * Each dedicated worker's page, by the worker's client id, seen as the page fetched its script:
 * the app's fetch worker reads the large lists, and its requests go to its page's port.
 * @type {Map<string, string>}
 */
const pageOfWorker = new Map();
/** Requests waiting for a page's new port. */
/** @type {Map<string, ((port: MessagePort) => void)[]>} */
const waiting = new Map();

sw.addEventListener('install', () => {
  void sw.skipWaiting();
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(sw.clients.claim());
});

sw.addEventListener('message', (event) => {
  const source = /** @type {Client | null} */ (event.source);
  const type = event.data && event.data.type;
  if (type === 'claim') {
    // A hard reload loaded the page without us: take it over.
    event.waitUntil(sw.clients.claim());
  } else if (type === 'port' && source && event.ports[0]) {
    const port = event.ports[0];
    ports.set(source.id, port);
    for (const resolve of waiting.get(source.id) ?? []) resolve(port);
    waiting.delete(source.id);
    source.postMessage({ type: 'port-ready' });
    event.waitUntil(forgetClosedPages());
  } else if (type === 'not-demo' && source) {
    // Its requests go to the network, the ones waiting included.
    notDemo.add(source.id);
    for (const resolve of waiting.get(source.id) ?? []) resolve(undefined);
    waiting.delete(source.id);
    event.waitUntil(forgetClosedPages());
  }
});

sw.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== sw.location.origin) return;
  if (event.request.destination === 'worker' && event.clientId && event.resultingClientId) {
    pageOfWorker.set(event.resultingClientId, event.clientId);
  }
  const isApi = url.pathname === '/v1' || url.pathname.startsWith('/v1/');
  if (isApi && event.clientId) {
    const clientId = pageOfWorker.get(event.clientId) ?? event.clientId;
    if (notDemo.has(clientId)) return;
    event.respondWith(forward(event.request, clientId));
  } else if (url.pathname.startsWith('/mock-reports/') && event.request.method === 'GET') {
    // A link clicked in the page has its clientId; one opened in a new tab (target="_blank")
    // is a navigation: only the page it creates has an id, `resultingClientId`.
    const clientId = event.clientId || event.resultingClientId;
    if (clientId && notDemo.has(clientId)) return;
    event.respondWith(forwardDownload(event.request, clientId));
  }
});

/**
 * The page's worker's answer to `request`. A page this worker holds no port for is asked for one.
 * A dedicated worker whose page this worker forgot (it was restarted) cannot be asked: it goes to
 * any open demo page's port, as a download does (the pages' stores are one, shared-snapshot.ts).
 * @param {Request} request
 * @param {string} clientId
 * @returns {Promise<Response>}
 */
async function forward(request, clientId) {
  const client = ports.has(clientId) ? undefined : await sw.clients.get(clientId);
  const fromWorker = client?.type === 'worker';
  const port =
    ports.get(clientId) ?? (fromWorker ? await anyDemoPort(clientId) : await askForPort(clientId));
  if (port) return answerFrom(port, request);
  // A page that is not the demo, and a worker no demo page answers for, go to the network.
  if (notDemo.has(clientId) || fromWorker) return fetch(request);
  // A network error (fetch rejects), as when a server is unreachable: the app says so.
  return Response.error();
}

/**
 * A report's PDF, from the worker of the page that asked for it, or else of any open demo page
 * (a new tab has no worker of its own). With no demo page open, the network answers (a 404).
 * @param {Request} request
 * @param {string} clientId
 * @returns {Promise<Response>}
 */
async function forwardDownload(request, clientId) {
  const own = clientId ? ports.get(clientId) : undefined;
  const port = own ?? (await anyDemoPort(clientId));
  return port ? answerFrom(port, request) : fetch(request);
}

/**
 * The port of an open demo page other than `except`: one this worker holds, or, after a restart
 * lost them, the first an open page hands over when asked.
 * @param {string} except
 * @returns {Promise<MessagePort | undefined>}
 */
async function anyDemoPort(except) {
  const open = (await sw.clients.matchAll({ type: 'window' })).filter(
    (client) => client.id !== except && !notDemo.has(client.id),
  );
  for (const client of open) {
    const port = ports.get(client.id);
    if (port) return port;
  }
  const asked = open.map((client) => askForPort(client.id));
  return new Promise((resolve) => {
    let left = asked.length;
    if (left === 0) resolve(undefined);
    for (const answer of asked) {
      void answer.then((port) => {
        left -= 1;
        if (port) resolve(port);
        else if (left === 0) resolve(undefined);
      });
    }
  });
}

/**
 * The answer of the worker behind `port` to `request`: the status, the headers (a download's
 * Content-Disposition among them) and the body's bytes as they are.
 * @param {MessagePort} port
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function answerFrom(port, request) {
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  const reply = new MessageChannel();
  const answer = new Promise((resolve) => {
    reply.port1.onmessage = (event) => resolve(event.data);
  });
  port.postMessage(
    {
      type: 'request',
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      body,
    },
    body ? [reply.port2, body] : [reply.port2],
  );
  const data = /** @type {any} */ (await answer);
  reply.port1.close();
  if (data.type !== 'response') return Response.error();
  const nullBody = [101, 204, 205, 304].includes(data.status);
  return new Response(nullBody ? null : data.body, {
    status: data.status,
    statusText: data.statusText,
    headers: data.headers,
  });
}

/**
 * This worker was restarted and lost the page's port, or the page is not the demo: ask it for
 * a port. A page in live mode answers `not-demo` (src/startup/demo-mode.ts).
 * @param {string} clientId
 * @returns {Promise<MessagePort | undefined>}
 */
async function askForPort(clientId) {
  const client = await sw.clients.get(clientId);
  if (!client) return undefined;
  return new Promise((resolve) => {
    const list = waiting.get(clientId) ?? [];
    const timer = setTimeout(() => {
      // The page did not answer: the next request asks again.
      if (waiting.get(clientId) === list) waiting.delete(clientId);
      resolve(undefined);
    }, PORT_TIMEOUT_MS);
    list.push((port) => {
      clearTimeout(timer);
      resolve(port);
    });
    waiting.set(clientId, list);
    // Asked once per wait: the requests waiting with this one share the answer.
    if (list.length === 1) client.postMessage({ type: 'port-needed' });
  });
}

/** Drops the ports of pages that have gone (closed or navigated away). */
async function forgetClosedPages() {
  const open = new Set((await sw.clients.matchAll({ type: 'window' })).map((client) => client.id));
  for (const id of ports.keys()) if (!open.has(id)) ports.delete(id);
  for (const id of notDemo) if (!open.has(id)) notDemo.delete(id);
  for (const [worker, page] of pageOfWorker) if (!open.has(page)) pageOfWorker.delete(worker);
}
