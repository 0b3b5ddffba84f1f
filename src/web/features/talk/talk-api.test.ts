import { describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@core/contracts/talk';
import { createStreamParser } from './talk-api';

describe('the chat stream parser', () => {
  it('reads data: lines split anywhere, and ignores what is not an event', () => {
    const got: ChatStreamEvent[] = [];
    const feed = createStreamParser((e) => got.push(e));
    const body =
      'data: {"type":"text","content":"Hi "}\n\n: keep-alive\n\ndata: {"type":"text","content":"Alva"}\n\n' +
      'data: {"type":"unknown"}\n\ndata: {"type":"error","code":"x","message":"m"}\n\n';
    for (let i = 0; i < body.length; i += 7) feed(body.slice(i, i + 7));
    expect(got.map((e) => e.type)).toEqual(['text', 'text', 'error']);
    expect(
      got
        .filter((e) => e.type === 'text')
        .map((e) => (e as { content: string }).content)
        .join(''),
    ).toBe('Hi Alva');
  });
});
