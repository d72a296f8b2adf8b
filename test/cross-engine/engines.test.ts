import { describe, expect, it } from 'vitest';
import { ENGINES, locate, skipMessage } from './engines.mjs';

function engine(id: string) {
  const found = ENGINES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no engine ${id}`);
  return found;
}
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** A machine that has exactly these files. */
const machine = (...files: string[]) => ({
  exists: (path: string) => files.includes(path),
  env: { PATH: '/usr/local/bin:/usr/bin' },
});

describe('the engines of the cross-engine smoke', () => {
  it('finds Firefox ESR on the PATH, or where FIREFOX_PATH points', () => {
    expect(locate(engine('firefox'), machine('/usr/bin/firefox-esr'))).toEqual({
      found: { Firefox: '/usr/bin/firefox-esr' },
    });
    const elsewhere = {
      ...machine('/opt/ff/firefox'),
      env: { PATH: '/usr/bin', FIREFOX_PATH: '/opt/ff/firefox' },
    };
    expect(locate(engine('firefox'), elsewhere)).toEqual({ found: { Firefox: '/opt/ff/firefox' } });
  });

  it('needs the WebKit driver, its MiniBrowser and a virtual X server for WebKitGTK', () => {
    expect(
      locate(engine('webkit'), machine('/usr/bin/WebKitWebDriver', MINIBROWSER, '/usr/bin/Xvfb')),
    ).toEqual({
      found: { WebKitWebDriver: '/usr/bin/WebKitWebDriver', MiniBrowser: MINIBROWSER, Xvfb: '/usr/bin/Xvfb' },
    });
  });

  it('names each Debian package still missing, once', () => {
    expect(locate(engine('firefox'), machine())).toEqual({ missing: ['firefox-esr'] });
    // The driver and MiniBrowser come with the one package.
    expect(locate(engine('webkit'), machine())).toEqual({ missing: ['webkit2gtk-driver', 'xvfb'] });
    expect(locate(engine('webkit'), machine('/usr/bin/WebKitWebDriver', MINIBROWSER))).toEqual({
      missing: ['xvfb'],
    });
  });

  it('says that it skipped an engine and the command that installs it', () => {
    expect(skipMessage(engine('webkit'), ['webkit2gtk-driver', 'xvfb'])).toBe(
      'skipped WebKitGTK: not installed. To run it, on Debian/Ubuntu: apt-get install -y webkit2gtk-driver xvfb',
    );
  });
});
