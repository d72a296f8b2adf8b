import { describe, expect, it } from 'vitest';
import { scriptsOfHtml } from '../../bench/index-scripts.mjs';

describe("the bench's row of the scripts index.html loads", () => {
  it('counts the module scripts and the modulepreload links, nothing else', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <link rel="manifest" href="/manifest.webmanifest">
      <script>inline()</script>
    </head>`;
    expect(scriptsOfHtml(html)).toEqual(['/assets/index-a.js', '/assets/rolldown-runtime-b.js']);
  });
});
