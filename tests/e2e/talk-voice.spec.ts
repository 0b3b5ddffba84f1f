import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { CONSENT_TEXT } from '@core/contracts/voice';
import type { AppDeps } from '@server/context';
import { OpenAiTranscriber } from '@server/providers/transcribe/index';
import { ElevenLabsVoiceProvider } from '@server/providers/voice/index';
import { startTranscribeStub, type TranscribeStub } from '../helpers/transcribe-stub';
import { silentMp3, startTtsStub, type TtsStub } from '../helpers/tts-stub';
import { expect, test, type RunningApp } from './fixtures';

/**
 * Talk by voice (docs/decisions/081-talk-by-voice.md) with Chromium's fake microphone: the person speaks a message,
 * the (stub) provider writes it down into the composer, they correct it and send; the reply is heard in their
 * cloned voice, streamed from a local server that speaks ElevenLabs into the <audio> element. Voice mode reads the
 * reply and opens the microphone again, and "Stop voice mode" ends it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SAID = 'I want to work by the sea.';

let stt: TranscribeStub;
let tts: TtsStub;
test.beforeAll(async () => {
  [stt, tts] = await Promise.all([startTranscribeStub(), startTtsStub()]);
});
test.afterAll(async () => {
  await Promise.all([stt?.close(), tts?.close()]);
});

/** The worker's app with the stub providers for this test, put back after it. */
async function withVoiceProviders(app: RunningApp, run: () => Promise<void>) {
  const deps = app.deps as { -readonly [K in keyof AppDeps]: AppDeps[K] };
  const before = { transcriber: deps.transcriber, voice: deps.voice };
  deps.transcriber = new OpenAiTranscriber({
    apiKey: 'sk-e2e',
    baseUrl: `${stt.url}/v1`,
    model: 'whisper-1',
    timeoutMs: 5000,
  });
  deps.voice = new ElevenLabsVoiceProvider({ apiKey: 'xi-e2e', baseUrl: tts.url });
  try {
    await run();
  } finally {
    deps.transcriber = before.transcriber;
    deps.voice = before.voice;
  }
}

/** A visitor who recorded 65 s and said yes to cloning: the stub provider holds their voice. */
async function clonedVisitor(page: Page) {
  const webm = await readFile(path.join(root, 'src/server/features/voice/fixtures/speech-65s.webm'));
  const up = await page.request.post('/api/voice/messages', { data: webm, headers: { 'content-type': 'audio/webm' } });
  expect(up.status()).toBe(201);
  const { message } = (await up.json()) as { message: { id: string } };
  expect((await page.request.put('/api/trust/age', { data: { birthYear: 1995 } })).ok()).toBe(true);
  const consent = await page.request.post('/api/voice/consent', {
    data: { voiceMessageId: message.id, agreed: true, consentText: CONSENT_TEXT },
  });
  expect(((await consent.json()) as { cloned: boolean }).cloned).toBe(true);
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const replies = (page: Page) =>
  page.getByRole('log', { name: 'Conversation' }).locator('p:has-text("Future you · AI") + div');

/** The <audio> element has played some of the cloned voice. */
async function expectHeard(page: Page) {
  await expect
    .poll(() => page.getByTestId('reply-audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.1);
}

test('speak a message in Talk, correct the words, send, and hear the reply in the cloned voice', async ({
  page,
  app,
}) => {
  await withVoiceProviders(app, async () => {
    tts.audio = silentMp3(120); // about 3 s
    tts.mode = 'ok';
    stt.mode = 'ok';
    stt.text = SAID;
    await clonedVisitor(page);
    await page.goto('/talk');
    await expect(replies(page)).toHaveCount(1);
    await expect(input(page)).toBeEnabled();

    await page.getByRole('button', { name: 'Speak your message' }).click();
    await expect(page.getByTestId('listening')).toBeVisible();
    await page.waitForTimeout(2000);
    await page.getByRole('button', { name: 'Stop and write down what I said' }).click();
    await expect(input(page)).toHaveValue(SAID);
    await expect(page.getByTestId('voice-notice')).toHaveText('Here is what we heard. Fix anything, then send.');
    // the fake microphone's recording reached the provider
    expect(stt.received.at(-1)?.file?.type).toBe('audio/webm');
    expect(stt.received.at(-1)!.file!.bytes.length).toBeGreaterThan(1000);

    await input(page).fill('I want to work by the sea, on a boat.');
    await page.getByRole('button', { name: 'Send' }).click();
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText('I want to work by the sea, on a boat.')).toBeVisible();
    await expect(replies(page)).toHaveCount(2);
    await expect(input(page)).toBeEnabled();

    tts.received = [];
    await page.getByRole('button', { name: 'Listen to this reply' }).last().click();
    await expectHeard(page);
    const spoken = tts.received.find((r) => r.path.endsWith('/stream'));
    expect(String(spoken?.json?.text)).toContain((await replies(page).last().innerText()).trim().slice(0, 20));
    await expect(page.getByRole('button', { name: 'Stop reading aloud' })).toBeVisible();
  });
});

test('voice mode reads the reply aloud and opens the microphone again; Stop voice mode ends it (390 and 1280)', async ({
  page,
  app,
}) => {
  await withVoiceProviders(app, async () => {
    tts.audio = silentMp3(80);
    tts.mode = 'ok';
    stt.mode = 'ok';
    stt.text = SAID;
    await clonedVisitor(page);
    await page.goto('/talk');
    await expect(replies(page)).toHaveCount(1);

    await expect(input(page)).toBeEnabled(); // the first reply has finished streaming
    await page.getByRole('button', { name: 'Voice mode', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Voice mode', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const bar = page.getByRole('region', { name: 'Voice mode' });
    await expect(bar.getByTestId('voice-mode-status')).toHaveText('Listening… speak now');
    await expect(page.getByTestId('listening')).toBeVisible();

    // The turn ends by itself after a pause in the person's voice (Chromium's fake microphone is quiet under noise
    // suppression, so here it ends by a tap): the words are sent as said.
    await page.waitForTimeout(2000);
    await page.getByRole('button', { name: 'Stop and write down what I said' }).click();
    await expect(page.getByRole('log', { name: 'Conversation' }).getByText(SAID)).toBeVisible();
    await expect(replies(page)).toHaveCount(2);
    await expectHeard(page);
    // after the reply, the microphone opens by itself
    await expect(bar.getByTestId('voice-mode-status')).toHaveText('Listening… speak now', { timeout: 20_000 });
    await expect(page.getByTestId('listening')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/voice-voice-mode-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: '/tmp/shots/voice-voice-mode-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });

    await bar.getByRole('button', { name: 'Stop voice mode' }).click();
    await expect(bar).toBeHidden();
    await expect(page.getByTestId('listening')).toBeHidden();
    await expect(input(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Voice mode', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

test('without provider keys the reply is read by the browser (speechSynthesis at 0.9 / 1.1)', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: Array<{ text: string; rate: number; pitch: number }> = [];
    (window as unknown as { spoken: typeof calls }).spoken = calls;
    const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      calls.push({ text: u.text, rate: u.rate, pitch: u.pitch });
      speak(u);
    };
  });
  await page.goto('/talk');
  await expect(replies(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Listen to this reply' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken.length))
    .toBeGreaterThan(0);
  const [first] = await page.evaluate(
    () => (window as unknown as { spoken: Array<{ text: string; rate: number; pitch: number }> }).spoken,
  );
  // the browser keeps them as 32-bit floats
  expect(first!.rate).toBeCloseTo(0.9, 5);
  expect(first!.pitch).toBeCloseTo(1.1, 5);
  expect((await replies(page).first().innerText()).startsWith(first!.text.slice(0, 10))).toBe(true);
});
