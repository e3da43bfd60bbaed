import { describe, expect, it } from 'vitest';
import { cleanRichText } from './rich-text.js';

describe('cleanRichText', () => {
  it('keeps the allowed formatting and safe links', () => {
    expect(cleanRichText('<h2>About</h2><p><strong>Fun</strong> <em>leagues</em>, <a href="https://example.com">site</a></p><ul><li>one</li></ul>')).toBe(
      '<h2>About</h2><p><strong>Fun</strong> <em>leagues</em>, <a href="https://example.com" rel="noopener noreferrer nofollow">site</a></p><ul><li>one</li></ul>',
    );
    expect(cleanRichText('<a href="mailto:club@example.com">mail us</a>')).toBe(
      '<a href="mailto:club@example.com" rel="noopener noreferrer nofollow">mail us</a>',
    );
  });

  it('drops scripts, handlers, javascript: and data: links, styles and inline images (the issue’s corpus)', () => {
    const cleaned = cleanRichText(
      '<p onclick=x style="color:red">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="data:text/html,<b>">d</a>' +
        '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><svg onload=alert(1)><a href="//evil.example">p</a></p>',
    );
    const rel = 'rel="noopener noreferrer nofollow"';
    expect(cleaned).toBe(`<p>Hi<a ${rel}>x</a><a ${rel}>d</a><a ${rel}>p</a></p>`);
    for (const bad of ['script', 'onclick', 'onerror', 'onload', 'javascript:', 'data:', 'style', '<img', '<iframe', '<svg'])
      expect(cleaned).not.toContain(bad);
  });
});
