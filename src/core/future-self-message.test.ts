import { describe, expect, it } from 'vitest';
import { greetingName, pickFutureSelfMessage } from './future-self-message';

// The rest (length limits, spread over the messages) is in voice.test.ts.
describe('pickFutureSelfMessage', () => {
  it('picks the same message as before the move to core (pinned)', () => {
    expect(pickFutureSelfMessage({ name: 'Maya Lindqvist', role: 'Space Janitor', seed: 'u1' })).toEqual({
      id: 'not-sure-either',
      text: "Hey Maya, it's you, five years on. I know you're not sure what you want yet. Neither was I. Being the Space Janitor started with one small yes I almost didn't say.",
    });
    expect(pickFutureSelfMessage({ name: null, role: 'Ocean Farmer' })).toEqual({
      id: 'proud',
      text: "Hey, I'm proud of you. Not for being perfect, but for trying things while you were still scared. That is how the Ocean Farmer you'll become got started.",
    });
    expect(pickFutureSelfMessage({ name: '', role: 'Slime Engineer', seed: 'cover-9' })).toEqual({
      id: 'start-today',
      text: "Hi. You don't need permission to start. Read one article, message one person, try one thing today. That's honestly how I became the Slime Engineer.",
    });
  });

  it('greets by the first name, at most 20 characters', () => {
    expect([null, '  Ana  Sofía', 'x'.repeat(30)].map(greetingName)).toEqual(['you', 'Ana', 'x'.repeat(20)]);
  });
});
