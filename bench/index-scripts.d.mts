export function scriptsOfHtml(html: string): string[];
export function indexHtmlScripts(dir: string): { src: string; kb: number }[];
