import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { generateObject, generateText } from 'ai';
import type { CoverCopy } from '@core/cover-copy.js';
import { capText } from '@core/text-clean.js';
import type { AiCallOptions, AiProvider, ContentRequest, CoverFacts, PortraitRequest } from './ai.js';
import { localAi } from './local-ai.js';
import {
  aiCopySchema,
  checkImage,
  contentPrompt,
  contentSystem,
  describePrompt,
  describeSystem,
  mergeCopy,
  portraitPrompt,
} from './prompts.js';

export interface GoogleAiOptions {
  apiKey: string;
  /** e.g. https://generativelanguage.googleapis.com/v1beta (the default), or a compatible gateway. */
  baseUrl?: string;
  textModel: string;
  imageModel: string;
}

/**
 * Gemini through the Vercel AI SDK: text by generateContent, the portrait by an image-output model given the selfie
 * as an image part (the returned file is the picture). Errors propagate: the pipeline falls back to local.
 */
export class GoogleAiProvider implements AiProvider {
  readonly kind = 'google' as const;
  private readonly google: ReturnType<typeof createGoogleGenerativeAI>;

  constructor(private readonly opts: GoogleAiOptions) {
    this.google = createGoogleGenerativeAI({ apiKey: opts.apiKey, baseURL: opts.baseUrl });
  }

  async describe(input: CoverFacts, call: AiCallOptions): Promise<string> {
    const { text } = await generateText({
      model: this.google(this.opts.textModel),
      system: describeSystem(call.date),
      prompt: describePrompt(input),
      maxOutputTokens: 400,
      maxRetries: 0,
      abortSignal: call.signal,
    });
    const out = capText(text, 900);
    if (out.length < 20) throw new Error('empty description');
    return out;
  }

  async portrait(req: PortraitRequest, call: AiCallOptions): Promise<Buffer | null> {
    if (!req.photo) return null;
    const result = await generateText({
      model: this.google(this.opts.imageModel),
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: portraitPrompt(req) },
            { type: 'image', image: new Uint8Array(req.photo), mediaType: 'image/jpeg' },
          ],
        },
      ],
      providerOptions: { google: { responseModalities: ['TEXT', 'IMAGE'] } },
      maxRetries: 0,
      abortSignal: call.signal,
    });
    const file = result.files.find((f) => f.mediaType.startsWith('image/'));
    if (!file) throw new Error('no image in the model answer');
    return checkImage(file.uint8Array);
  }

  async magazineContent(input: ContentRequest, call: AiCallOptions): Promise<CoverCopy> {
    const draft = await localAi.magazineContent(input, call);
    const { object } = await generateObject({
      model: this.google(this.opts.textModel),
      schema: aiCopySchema,
      system: contentSystem(call.date),
      prompt: contentPrompt(input, input.magazineStyle, draft),
      maxRetries: 0,
      abortSignal: call.signal,
    });
    return mergeCopy(draft, object);
  }
}
