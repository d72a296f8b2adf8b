interface Chunk {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
}

export function loadedWith(
  bundle: Record<string, unknown>,
  roots: readonly Chunk[],
  alsoFollow?: (chunk: Chunk) => boolean,
): { chunks: Chunk[]; scripts: string[]; styles: string[] };
