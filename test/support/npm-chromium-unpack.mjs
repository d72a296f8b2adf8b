// Unpacks @sparticuz/chromium's browser into a folder, with a launcher (npm-chromium.mjs runs
// this). Usage: node npm-chromium-unpack.mjs <package folder> <target folder>
//
// The package unpacks each archive into the system's temporary folder (os.tmpdir(), which
// reads TMPDIR), where every user of the machine shares one copy whatever its version: here
// TMPDIR is a folder of this unpacking's own, moved into place once complete.
import { chmodSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const [root, target] = process.argv.slice(2);
mkdirSync(dirname(target), { recursive: true });
const work = mkdtempSync(`${target}.unpacking-`);
process.env.TMPDIR = work;
const { inflate } = await import('@sparticuz/chromium');
const bin = join(root, 'bin');
// The browser, its NSS and expat libraries (al2023/lib), a font for machines without any, and
// SwiftShader (software GL beside the binary, where Chromium looks for it: without it every
// start logs a failed GPU initialisation).
const archives = ['chromium.br', 'al2023.tar.br', 'fonts.tar.br', 'swiftshader.tar.br'];
await Promise.all(archives.map((file) => inflate(join(bin, file))));

// Paths are written as the folder will be once moved into place.
const quoted = (path) => `'${path.replaceAll("'", `'\\''`)}'`;
writeFileSync(
  join(work, 'fonts.conf'),
  `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
    `  <dir>${join(target, 'fonts', 'fonts')}</dir>\n  <cachedir>${join(target, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
);
writeFileSync(
  join(work, 'chromium.sh'),
  [
    '#!/bin/sh',
    `# Chromium from ${root} (npm-chromium.mjs): the libraries it ships first on the library path,`,
    '# and its own font where the machine has no font configuration.',
    `LD_LIBRARY_PATH=${quoted(join(target, 'al2023', 'lib'))}\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}`,
    'export LD_LIBRARY_PATH',
    `[ -e /etc/fonts/fonts.conf ] || export FONTCONFIG_FILE=${quoted(join(target, 'fonts.conf'))}`,
    `exec ${quoted(join(target, 'chromium'))} "$@"`,
    '',
  ].join('\n'),
);
chmodSync(join(work, 'chromium.sh'), 0o755);
try {
  renameSync(work, target);
} catch (error) {
  // Another run unpacked the same version meanwhile: keep that one.
  rmSync(work, { recursive: true, force: true });
  if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
}
console.log(`Unpacked the npm Chromium into ${target}`);
