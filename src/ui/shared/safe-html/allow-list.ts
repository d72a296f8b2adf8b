/**
 * The strict allow-list for server HTML (the messages): text structure, emphasis and plain links.
 * No images, media, frames, forms, SVG, styles or classes: nothing that runs, fetches or
 * restyles the page. Links go only to http(s) or mailto, and open in a new tab without an opener.
 */
export const SAFE_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
];
export const SAFE_ATTRIBUTES = ['href', 'target', 'rel'];
