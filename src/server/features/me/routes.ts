import { Hono } from 'hono';
import type { MeResponse } from '@core/contracts/me.js';
import type { AppEnv } from '@server/context.js';

export function meRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const u = c.get('user');
    const body: MeResponse = {
      user: u
        ? { id: u.id, name: u.name, email: u.isAnonymous ? null : u.email, isAnonymous: u.isAnonymous, role: u.role }
        : null,
    };
    return c.json(body);
  });
  return app;
}
