/**
 * What the browser loads with some chunks of a build: the chunks, every chunk they import, and
 * the dynamic imports `alsoFollow` names. Scripts come in the order they are reached; styles
 * after the styles of what they import, as the cascade needs them.
 */
export function loadedWith(bundle, roots, alsoFollow = () => false) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set();
  const styles = new Set();
  const visit = (chunk) => {
    if (!chunk || loaded.has(chunk)) return;
    loaded.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
    chunk.dynamicImports
      .map((file) => byFile.get(file))
      .filter((imported) => imported && alsoFollow(imported))
      .forEach(visit);
    chunk.viteMetadata?.importedCss.forEach((file) => styles.add(file));
  };
  roots.forEach(visit);
  return { chunks: [...loaded], scripts: [...loaded].map((chunk) => chunk.fileName), styles: [...styles] };
}
