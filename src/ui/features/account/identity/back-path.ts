/**
 * Where the verification screen leads back to (`?back=`): a screen that needs identity
 * (withdraw, the products) sends the user here and comes back after. Only a path of this
 * app: never another origin.
 */
export function backPathOf(search: URLSearchParams): string | null {
  const back = search.get('back');
  return back && back.startsWith('/') && !back.startsWith('//') ? back : null;
}

/** The verification screen's address with the way back (`verify` the form factor's own). */
export function verifyPathWithBack(verify: string, back: string): string {
  return `${verify}${verify.includes('?') ? '&' : '?'}back=${encodeURIComponent(back)}`;
}
