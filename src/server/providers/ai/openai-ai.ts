import { createOpenAI } from '@ai-sdk/openai';
import { generateImage, generateObject, generateText } from 'ai';
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

export interface OpenAiOptions {
  apiKey: string;
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1. */
  baseUrl?: string;
  textModel: string;
  imageModel: string;
}

/**
 * OpenAI or any OpenAI-compatible server through the Vercel AI SDK: text by chat completions, the portrait by the
 * images edit endpoint with the selfie as input. Errors propagate: the pipeline falls back to the local stage.
 */
export class OpenAiProvider implements AiProvider {
  readonly kind = 'openai' as const;
  private readonly openai: ReturnType<typeof createOpenAI>;

  constructor(private readonly opts: OpenAiOptions) {
    this.openai = createOpenAI({ apiKey: opts.apiKey, baseURL: opts.baseUrl });
  }

  async describe(input: CoverFacts, call: AiCallOptions): Promise<string> {
    const { text } = await generateText({
      model: this.openai.chat(this.opts.textModel),
      system: describeSystem(call.date),
      prompt: describePrompt(input),
      maxOutputTokens: 300,
      maxRetries: 0,
      abortSignal: call.signal,
    });
    const out = capText(text, 900);
    if (out.length < 20) throw new Error('empty description');
    return out;
  }

  async portrait(req: PortraitRequest, call: AiCallOptions): Promise<Buffer | null> {
    if (!req.photo) return null;
    const { image } = await generateImage({
      model: this.openai.image(this.opts.imageModel),
      prompt: { text: portraitPrompt(req), images: [new Uint8Array(req.photo)] },
      size: '1024x1536',
      n: 1,
      maxRetries: 0,
      abortSignal: call.signal,
    });
    return checkImage(image.uint8Array);
  }

  async magazineContent(input: ContentRequest, call: AiCallOptions): Promise<CoverCopy> {
    const draft = await localAi.magazineContent(input, call);
    const { object } = await generateObject({
      model: this.openai.chat(this.opts.textModel),
      schema: aiCopySchema,
      schemaName: 'cover_copy',
      system: contentSystem(call.date),
      prompt: contentPrompt(input, input.magazineStyle, draft),
      maxRetries: 0,
      abortSignal: call.signal,
    });
    return mergeCopy(draft, object);
  }
}
