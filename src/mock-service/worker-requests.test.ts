import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RequestMessage, ResponseMessage } from './demo-protocol';
import { createMockService } from './node';
import { ACME_SITE_ID } from './seed';
import { answerRequest, serveRequests, type RequestPort } from './worker-requests';

const NOW = new Date('2027-05-03T08:00:00Z');
const DEMO_AUTHORIZATION = `Basic ${btoa('demo:demo')}`;

function requestMessage(path: string, init: Partial<RequestMessage> = {}): RequestMessage {
  return {
    type: 'request',
    url: `http://localhost:5173${path}`,
    method: 'GET',
    headers: [['authorization', DEMO_AUTHORIZATION]],
    body: null,
    ...init,
  };
}

function text(answer: ResponseMessage): string {
  if (answer.type !== 'response') throw new Error(`No response: ${answer.type}`);
  return new TextDecoder().decode(answer.body);
}

function header(answer: ResponseMessage, name: string): string | undefined {
  if (answer.type !== 'response') return undefined;
  return answer.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

describe('answering a forwarded request in the worker', () => {
  it("answers with the mock service's handlers, Content-Length included", async () => {
    const { handlers } = createMockService({ now: NOW });
    const answer = await answerRequest(
      handlers,
      requestMessage(`/v1/site_reports/schedules?site_id=${ACME_SITE_ID}`),
    );
    expect(answer).toMatchObject({ type: 'response', status: 200 });
    const body = text(answer);
    expect(JSON.parse(body)).toHaveProperty('schedules');
    expect(header(answer, 'Content-Length')).toBe(String(new TextEncoder().encode(body).length));
  });

  it('passes the body of a create on, and keeps what the service answers', async () => {
    const { handlers } = createMockService({ now: NOW });
    const answer = await answerRequest(
      handlers,
      requestMessage('/v1/site_reports/schedules', {
        method: 'POST',
        headers: [
          ['authorization', DEMO_AUTHORIZATION],
          ['content-type', 'application/json'],
        ],
        body: new TextEncoder().encode(JSON.stringify({ site_id: ACME_SITE_ID })).buffer,
      }),
    );
    expect(answer).toMatchObject({ type: 'response', status: 400 });
    expect(JSON.parse(text(answer))).toHaveProperty('errors');
  });

  it('keeps Retry-After of an injected 429', async () => {
    const { handlers } = createMockService({
      now: NOW,
      faults: { latencyMs: 0, failures: { listTemplates: { status: 429, retryAfterSeconds: 7 } } },
    });
    const answer = await answerRequest(handlers, requestMessage('/v1/site_reports/templates'));
    expect(answer).toMatchObject({ type: 'response', status: 429 });
    expect(header(answer, 'Retry-After')).toBe('7');
  });

  it('turns a network-error response into a network error, and a crash into a 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = [
      http.get('*/v1/down', () => HttpResponse.error()),
      http.get('*/v1/crash', () => {
        throw new Error('A bug in a handler');
      }),
    ];
    expect(await answerRequest(failing, requestMessage('/v1/down'))).toEqual({
      type: 'network-error',
    });
    expect(await answerRequest(failing, requestMessage('/v1/crash'))).toMatchObject({
      type: 'response',
      status: 500,
    });
    expect(logged).toHaveBeenCalledWith(new Error('A bug in a handler'));
    logged.mockRestore();
  });

  it("passes a report's PDF on byte for byte, with its download headers and no credentials", async () => {
    const { handlers } = createMockService({ now: NOW });
    const list = await answerRequest(
      handlers,
      requestMessage(`/v1/site_reports?site_id=${ACME_SITE_ID}`),
    );
    const [report] = (JSON.parse(text(list)) as { reports: { download_url: string }[] }).reports;
    const url = new URL(report?.download_url ?? '');
    expect(url.origin).toBe('http://localhost:5173');

    // A download opened in a new tab: a navigation, without the app's Authorization header.
    const answer = await answerRequest(handlers, requestMessage(url.pathname, { headers: [] }));
    expect(answer).toMatchObject({ type: 'response', status: 200 });
    expect(header(answer, 'Content-Type')).toBe('application/pdf');
    expect(header(answer, 'Content-Disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    if (answer.type !== 'response') return;
    const bytes = new Uint8Array(answer.body);
    expect(header(answer, 'Content-Length')).toBe(String(bytes.length));
    expect(String.fromCharCode(...bytes.slice(0, 8))).toBe('%PDF-1.4');
    // The marker line's bytes above 127 are still single bytes: nothing decoded them as text.
    expect([...bytes.slice(9, 14)]).toEqual([0x25, 0xe2, 0xe3, 0xcf, 0xd3]);

    // Through a real MessagePort, as the service worker receives it.
    const channel = new MessageChannel();
    const received = new Promise<ResponseMessage>((resolve) => {
      channel.port2.onmessage = (event: MessageEvent<ResponseMessage>) => resolve(event.data);
    });
    const copy = answer.body.slice(0);
    channel.port1.postMessage(answer, [answer.body]);
    const delivered = await received;
    channel.port1.close();
    if (delivered.type !== 'response') throw new Error('No response');
    expect(new Uint8Array(delivered.body)).toEqual(new Uint8Array(copy));
    expect(delivered.headers).toEqual(
      expect.arrayContaining([['content-type', 'application/pdf']]),
    );
  });

  it('answers 404 for what no handler takes', async () => {
    expect(await answerRequest([], requestMessage('/v1/nothing'))).toMatchObject({ status: 404 });
  });
});

describe('serving requests on a port', () => {
  it('answers each request on the reply port sent with it, once the handlers are ready', async () => {
    const port: RequestPort = { onmessage: null };
    let loaded!: () => void;
    const handlersLoaded = new Promise<void>((resolve) => (loaded = resolve));
    const { handlers } = createMockService({ now: NOW });
    serveRequests(port, () => handlersLoaded.then(() => handlers));

    const answers: { answer: ResponseMessage; transfer: Transferable[] }[] = [];
    const replied = new Promise<void>((resolve) => {
      const reply = {
        postMessage(answer: ResponseMessage, transfer: Transferable[]) {
          answers.push({ answer, transfer });
          resolve();
        },
      };
      port.onmessage?.({
        data: requestMessage('/v1/user'),
        ports: [reply],
      } as unknown as MessageEvent<RequestMessage>);
    });
    await Promise.resolve();
    expect(answers).toHaveLength(0);
    loaded();
    await replied;
    const [{ answer, transfer } = { answer: undefined, transfer: [] }] = answers;
    expect(answer).toMatchObject({ type: 'response', status: 200 });
    // The body moves to the service worker instead of being copied.
    expect(transfer).toEqual([answer?.type === 'response' ? answer.body : undefined]);
  });
});
