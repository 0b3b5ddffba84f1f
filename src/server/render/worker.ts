import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { CoverStyle } from '@content/cover-copy.js';
import type { RoleTheme } from '@content/roles.js';
import type { PosterPlatform } from '@core/share.js';
import { renderPoster, renderSocialImage, type PosterText } from './share/images.js';
import {
  normaliseAiPortrait,
  renderCover,
  renderLocalArt,
  type Art,
  type LayoutInput,
  type PortraitInput,
} from './covers/index.js';

/**
 * The render pool's worker thread (pool.ts, decisions 048 and 070): one task per message, `{ task, input }`.
 * Inputs and results are plain data: a Buffer sent to a thread arrives as a Uint8Array, so it is wrapped again
 * (no copy); results are handed back by transfer (their bytes are copied into a buffer this thread owns first,
 * here, off the main loop).
 */

type Bytes = Uint8Array;
const buf = (b: Bytes): Buffer => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/** A fresh ArrayBuffer holding these bytes, safe to transfer (sharp's buffers may be external or pooled). */
function own(b: Buffer): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(b.byteLength));
  out.set(b);
  return out;
}

/** Several buffers back to the main thread by transfer, in one result object. */
function handBack<T extends Record<string, Uint8Array<ArrayBuffer>>>(value: T) {
  return move({
    [transferableSymbol]: Object.values(value).map((v) => v.buffer),
    [valueSymbol]: value,
  } as never);
}

const art = (a: Art) => handBack({ jpeg: own(a.jpeg), raw: own(a.raw) });
const image = (b: Buffer) => move(own(b));

export interface WorkerPhoto {
  body: Bytes;
  focusX?: number | null;
  focusY?: number | null;
}

export interface Tasks {
  localArt: (i: Omit<PortraitInput, 'photo'> & { photo?: WorkerPhoto | null }) => Promise<Art>;
  aiPortrait: (i: {
    image: Bytes;
    style: CoverStyle;
    theme: RoleTheme;
    seed: string;
    face: { x: number; y: number } | null;
  }) => Promise<Art>;
  cover: (i: { art: Bytes | { raw: Bytes }; layout: LayoutInput }) => Promise<Buffer>;
  socialImage: (i: { cover: Bytes; text: PosterText }) => Promise<Buffer>;
  poster: (i: { cover: Bytes; platform: PosterPlatform; text: PosterText }) => Promise<Buffer>;
}

const tasks: { [K in keyof Tasks]: (i: Parameters<Tasks[K]>[0]) => Promise<unknown> } = {
  localArt: async (i) =>
    art(await renderLocalArt({ ...i, photo: i.photo ? { ...i.photo, body: buf(i.photo.body) } : i.photo })),
  aiPortrait: async (i) => art(await normaliseAiPortrait(buf(i.image), i.style, i.theme, i.seed, i.face)),
  cover: async (i) =>
    image(await renderCover(i.art instanceof Uint8Array ? buf(i.art) : { raw: buf(i.art.raw) }, i.layout)),
  socialImage: async (i) => image(await renderSocialImage(buf(i.cover), i.text)),
  poster: async (i) => image(await renderPoster(buf(i.cover), i.platform, i.text)),
};

export default function run({ task, input }: { task: keyof Tasks; input: never }): Promise<unknown> {
  const fn = tasks[task] as ((i: never) => Promise<unknown>) | undefined;
  if (!fn) throw new Error(`unknown render task: ${String(task)}`);
  return fn(input);
}
