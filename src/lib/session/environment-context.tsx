import { createContext, use, type ReactNode } from 'react';
import type { RuntimeConfig } from '#src/config/runtime-config';
import type { DemoController } from '#src/lib/demo/demo';

interface AppEnvironment {
  config: RuntimeConfig;
  /** Present only in demo mode. */
  demo: DemoController | null;
}

const EnvironmentContext = createContext<AppEnvironment | null>(null);

export function EnvironmentProvider({
  children,
  ...environment
}: AppEnvironment & { children: ReactNode }) {
  return <EnvironmentContext value={environment}>{children}</EnvironmentContext>;
}

export function useEnvironment(): AppEnvironment {
  const environment = use(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment must be used inside <EnvironmentProvider>');
  return environment;
}
