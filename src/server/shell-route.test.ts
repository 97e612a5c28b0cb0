import { describe, expect, it } from 'vitest';
import { shellFileFor } from './shell-route';

describe('shellFileFor', () => {
  it('answers the sign-in address and the app’s front door with both frames of the server’s mode', () => {
    for (const pathname of ['/', '/login', '/login/']) {
      expect(shellFileFor(pathname, 'live'), pathname).toBe('/index.html');
      expect(shellFileFor(pathname, 'demo'), pathname).toBe('/index-demo.html');
    }
  });

  it('answers every deeper address with the signed-in frame of the server’s mode', () => {
    for (const pathname of [
      '/sites/0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10/schedules',
      '/sites/x/schedules/new',
      '/sites',
      '/login-help',
      '/logins',
      '/nowhere',
    ]) {
      expect(shellFileFor(pathname, 'live'), pathname).toBe('/app.html');
      expect(shellFileFor(pathname, 'demo'), pathname).toBe('/app-demo.html');
    }
  });
});
