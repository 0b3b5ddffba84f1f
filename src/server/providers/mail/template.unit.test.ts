import { describe, expect, it } from 'vitest';
import { escapeHtml, renderBrandedEmail } from './template';

const base = { brand: 'FutureSelf', publicUrl: 'https://futureself.example', preheader: 'Pre', heading: 'Hello' };

describe('branded e-mail template', () => {
  it('escapes every value in the HTML and keeps the text as typed', () => {
    const { html, text } = renderBrandedEmail({
      ...base,
      heading: 'Welcome, <b>Zoé</b> & "friends"!',
      paragraphs: ["It's <script>alert(1)</script>\nsecond line"],
      button: { label: 'Open <it>', url: 'https://futureself.example/magazine/a?b=1&c=2' },
      footnote: '<small>',
    });
    expect(html).toContain('Welcome, &lt;b&gt;Zoé&lt;/b&gt; &amp; &quot;friends&quot;!');
    expect(html).toContain('It&#39;s &lt;script&gt;alert(1)&lt;/script&gt;<br>second line');
    expect(html).toContain('href="https://futureself.example/magazine/a?b=1&amp;c=2"');
    expect(html).not.toMatch(/<script|<b>|<it>|<small>/);
    expect(text).toContain('Welcome, <b>Zoé</b> & "friends"!');
    expect(text).toContain('Open <it>:\nhttps://futureself.example/magazine/a?b=1&c=2');
  });

  it('is phone-readable: viewport, one column at most 560 px, the link written out beside the button', () => {
    const { html } = renderBrandedEmail({
      ...base,
      paragraphs: ['x'],
      button: { label: 'Go', url: 'https://a.example/x' },
    });
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('copy this link into your browser:<br><a href="https://a.example/x"');
  });

  it('never makes a button of a link that is not http(s)', () => {
    const { html, text } = renderBrandedEmail({
      ...base,
      paragraphs: [],
      button: { label: 'Go', url: 'javascript:alert(1)' },
    });
    expect(html).not.toContain('javascript:');
    expect(text).not.toContain('javascript:');
  });

  it('escapeHtml covers the five characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
