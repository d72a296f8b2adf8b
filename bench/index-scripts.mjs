import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The scripts a page's HTML has the browser load before anything else: its module scripts and
 * its modulepreload links. In index.html they are the entry and what it imports: the shell,
 * the session, the language and the market feed, which no feature module adds to.
 */
export function scriptsOfHtml(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const attribute = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attribute('src')) return [attribute('src')];
    if (tag.startsWith('<link') && attribute('rel') === 'modulepreload' && attribute('href'))
      return [attribute('href')];
    return [];
  });
}

/** Each script index.html loads with its gzip size (level 9, as the initial-JS rows count), in KB. */
export function indexHtmlScripts(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return scriptsOfHtml(html).map((src) => ({
    src,
    kb: gzipSync(readFileSync(join(dir, src.replace(/^\//, ''))), { level: 9 }).length / 1024,
  }));
}
