import DOMPurify from 'dompurify';
import { SAFE_ATTRIBUTES, SAFE_TAGS } from './allow-list';

const SAFE_URL = /^(?:https?:\/\/|mailto:)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

// One instance of its own, so its hook never reaches another user of DOMPurify.
function purifierOf(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_URL.test(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = created;
  return created;
}

/** Server HTML with everything outside the allow-list taken out (its text kept). */
export function sanitizeHtml(html: string): string {
  return purifierOf().sanitize(html, {
    ALLOWED_TAGS: SAFE_TAGS,
    ALLOWED_ATTR: SAFE_ATTRIBUTES,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}
