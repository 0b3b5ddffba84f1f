import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offersConfigSchema } from '@core/contracts/offers';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

describe('GET /api/offers/config', () => {
  let plain: TestApp;
  let set: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ MAIL_FROM: 'Acme <team@acme.test>' });
    set = await createTestApp({
      COACH_CALL_URL: 'https://cal.example.com/coach/15min',
      CONTACT_EMAIL: 'help@x.test',
      // a transcription provider: Talk can be spoken to, the offers say voice (decision 081)
      TRANSCRIBE_PROVIDER: 'openai',
      TRANSCRIBE_API_KEY: 'sk-test',
    });
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
    await set?.close();
  });

  it('defaults: no coach call, the contact address from MAIL_FROM', async () => {
    const res = await plain.client().json('/api/offers/config');
    expect(res.status).toBe(200);
    expect(offersConfigSchema.parse(res.body)).toEqual({
      coachCallUrl: null,
      contactEmail: 'team@acme.test',
      voice: false,
    });
  });

  it('COACH_CALL_URL and CONTACT_EMAIL from the environment; voice with a transcription provider', async () => {
    const res = await set.client().json('/api/offers/config');
    expect(res.body).toEqual({
      coachCallUrl: 'https://cal.example.com/coach/15min',
      contactEmail: 'help@x.test',
      voice: true,
    });
  });
});
