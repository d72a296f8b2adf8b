/**
 * Start-up evaluates its code in stages, a task each (src/main.tsx): the entry, React's DOM
 * renderer, then the app. Evaluated as one module graph they were one task of over 300 ms on a
 * cheap phone's CPU, 220-260 ms of it in React's renderer: it makes error objects as it loads,
 * and with the browser's inspector attached (Lighthouse and the bench attach it) the first one
 * has the browser parse every function on the stack again for its source positions. The
 * entry's whole chunk was on that stack; now only the renderer's own code is, and the renderer
 * makes its error objects with no stack at all (src/boot/stack-traces-paused.ts).
 *
 * This plugin knows each stage's modules once the module graph is built, so that the chunk
 * groups (vite.config.ts) put each stage in a chunk of its own, and it links every start-up
 * chunk from index.html, so that the browser fetches them all beside the entry, not one stage
 * after the other.
 */
import { loadedWith } from './chunk-graph.mjs';

const STAGE_ENTRIES = [
  /[\\/]src[\\/]boot[\\/]react-dom\.stage\.ts$/,
  /[\\/]src[\\/]boot[\\/]app\.stage\.ts$/,
];
const isStageEntry = (id) => STAGE_ENTRIES.some((pattern) => pattern.test(id));

const isStage = (chunk) => Boolean(chunk.facadeModuleId) && isStageEntry(chunk.facadeModuleId);

/** What start-up loads: the entry, its stages, every chunk they import, and their styles. */
function startupFiles(bundle) {
  const entries = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
  return loadedWith(bundle, entries, isStage);
}

/** The chunks start-up loads: the entry, its stages, and every chunk they import statically. */
export const startupChunks = (bundle) => startupFiles(bundle).chunks;

export function startupStages() {
  const stageOf = new Map();
  let base = '/';
  const plugin = {
    name: 'startup-stages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (roots) => {
        const seen = new Set();
        const visit = (id) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        roots.forEach(visit);
        return seen;
      };
      const entry = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      // A stage's own module stays out of its group: in a chunk of its own, it is what calls the
      // group's code in, so that the group's whole chunk is not on the stack while that runs.
      const [reactDom, app] = STAGE_ENTRIES.map((pattern) => reach(ids.filter((id) => pattern.test(id))));
      for (const id of reactDom) if (!entry.has(id) && !isStageEntry(id)) stageOf.set(id, 'react-dom');
      for (const id of app)
        if (!entry.has(id) && !isStageEntry(id) && !stageOf.has(id)) stageOf.set(id, 'app');
    },
    generateBundle(_options, bundle) {
      // Merged into its group's chunk, a stage would run that chunk's code from the chunk's own
      // top level: the inspector's source positions would cover all of it again.
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && isStage(chunk))
          if (chunk.moduleIds.length !== 1)
            this.error(`startup-stages: ${chunk.fileName} holds more than its stage's own module`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const linked = (file) => html.includes(`${base}${file}"`);
        const { scripts, styles } = startupFiles(context.bundle);
        return [
          ...styles
            .filter((file) => !linked(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
            })),
          ...scripts
            .filter((file) => !linked(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            })),
        ].map((tag) => ({ ...tag, injectTo: 'head' }));
      },
    },
  };
  /** The stage's chunk group: the modules that stage evaluates first. */
  const inStage = (stage) => (id) => stageOf.get(id) === stage;
  return { plugin, inStage };
}
