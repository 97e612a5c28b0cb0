/**
 * Live mode for `vite` (dev) and `vite preview`: with API_UPSTREAM set (environment or .env file),
 * `/v1/*` is proxied to it on the page's own origin and `/config.json` is answered with
 * `{"apiBaseUrl":"/v1","accountId":ACCOUNT_ID,"serviceTimeZone":SERVICE_TIME_ZONE}` (each of the
 * last two only when set). Without API_UPSTREAM this plugin does nothing and
 * the app runs in demo mode from public/config.json.
 *
 * The production server (src/server/production-server.ts) does the same with express.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv } from 'vite';
import type { Connect, Plugin, ProxyOptions } from 'vite';
import {
  HEADERS_NOT_FORWARDED,
  UpstreamTimeoutError,
  describeProxyError,
  liveRuntimeConfig,
  pathForLog,
  readServerEnv,
  SERVICE_TIME_ZONE_IGNORED_WARNING,
  type ServerEnv,
} from './server-env.js';

/** Matches `/v1` and `/v1/...` (Vite treats a key starting with `^` as a regular expression). */
const API_PROXY_KEY = '^/v1(?:/|\\?|$)';

function proxyOptions(env: ServerEnv & { apiUpstream: string }): ProxyOptions {
  return {
    target: env.apiUpstream,
    changeOrigin: true,
    secure: true,
    // Authorization is forwarded untouched; nothing here logs headers or bodies.
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyReq) => {
        for (const header of HEADERS_NOT_FORWARDED) proxyReq.removeHeader(header);
        proxyReq.setTimeout(env.proxyTimeoutMs, () => {
          proxyReq.destroy(new UpstreamTimeoutError(env.proxyTimeoutMs));
        });
      });
      // Registered before Vite's own error listener, so the browser gets the same JSON as from
      // the production server (Vite then only logs the path and the error).
      proxy.on('error', (error, _req, res) => {
        if (!('writeHead' in res) || res.headersSent || res.writableEnded) return;
        const { status, message } = describeProxyError(error);
        res.writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end(JSON.stringify({ message }));
      });
    },
  };
}

function configJsonMiddleware(env: ServerEnv): Connect.NextHandleFunction {
  const body = JSON.stringify(liveRuntimeConfig(env));
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    // Mounted at /config.json, so req.url is what follows it ('/' or '/?query').
    const rest = pathForLog(req.url);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (rest !== '/' && rest !== '')) {
      next();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

export function runtimeConfigPlugin(): Plugin {
  let env: ServerEnv = readServerEnv({});

  return {
    name: 'report-scheduler:runtime-config',
    config(userConfig, { mode }) {
      // loadEnv with the '' prefix reads .env files too; process.env wins over them.
      env = readServerEnv(loadEnv(mode, userConfig.envDir ?? userConfig.root ?? process.cwd(), ''));
      if (!env.apiUpstream) return;
      const proxy = { [API_PROXY_KEY]: proxyOptions({ ...env, apiUpstream: env.apiUpstream }) };
      return { server: { proxy }, preview: { proxy } };
    },
    configResolved(config) {
      if (config.command !== 'serve') return;
      if (env.apiUpstream) {
        const settings = [
          env.accountId ? `accountId ${env.accountId}` : '',
          env.serviceTimeZone ? `serviceTimeZone ${env.serviceTimeZone}` : '',
        ].filter(Boolean);
        config.logger.info(
          `  Live mode: /v1 -> ${env.apiUpstream}/v1, /config.json generated` +
            (settings.length > 0 ? ` (${settings.join(', ')})` : ''),
        );
      } else if (env.serviceTimeZone) {
        config.logger.warn(`  ${SERVICE_TIME_ZONE_IGNORED_WARNING}`);
      }
    },
    configureServer(server) {
      if (env.apiUpstream) server.middlewares.use('/config.json', configJsonMiddleware(env));
    },
    configurePreviewServer(server) {
      if (env.apiUpstream) server.middlewares.use('/config.json', configJsonMiddleware(env));
    },
  };
}
