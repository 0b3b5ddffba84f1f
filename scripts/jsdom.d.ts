// The little of jsdom's API that scripts/prerender-home.tsx uses (the package ships no types).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
