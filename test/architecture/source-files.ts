import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript file under `folder`, its subfolders included, for the tests that read source. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
