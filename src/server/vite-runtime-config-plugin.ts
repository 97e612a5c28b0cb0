// With API_UPSTREAM, `vite` and `vite preview` proxy `/v1` and answer `/config.json`; else demo
// mode. The production server's proxy, not `server.proxy`: one set of rules everywhere.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv } from 'vite';
import type { Connect, Logger, Plugin } from 'vite';
import { createApiProxy } from './api-proxy.js';
import {
  liveRuntimeConfig,
  pathForLog,
  readServerEnv,
  SERVICE_TIME_ZONE_IGNORED_WARNING,
  type ServerEnv,
} from './server-env.js';

function configJsonMiddleware(env: ServerEnv): Connect.NextHandleFunction {
  const body = JSON.stringify(liveRuntimeConfig(env));
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    // Mounted at /config.json: req.url is what follows it.
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

  const addLiveModeMiddlewares = (server: {
    middlewares: Connect.Server;
    config: { logger: Logger };
  }) => {
    if (!env.apiUpstream) return;
    const { logger } = server.config;
    // First, so that it checks every path before Vite's middlewares read it.
    server.middlewares.use(
      createApiProxy({
        upstream: env.apiUpstream,
        timeoutMs: env.proxyTimeoutMs,
        logger: { warn: (message: string) => logger.warn(message, { timestamp: true }) },
      }),
    );
    server.middlewares.use('/config.json', configJsonMiddleware(env));
  };

  return {
    name: 'report-scheduler:runtime-config',
    config(userConfig, { mode }) {
      env = readServerEnv(loadEnv(mode, userConfig.envDir ?? userConfig.root ?? process.cwd(), ''));
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
    configureServer: addLiveModeMiddlewares,
    configurePreviewServer: addLiveModeMiddlewares,
  };
}
