// V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all
// its functions compiled while it streams in, on a background thread. Without it, V8 only
// pre-parses the script and compiles each function on the main thread when it is first called,
// and Gatsby's start (React DOM's module, the runtime, the loader) was one 25–45 ms main-thread
// task on this machine, 100–180 ms under Lighthouse's 4× CPU slowdown: the page's largest
// source of blocking time. With the hint the same start takes about 10 ms (see perf-notes).
//
// Only the chunks every page loads at once (the `app` entry: runtime, framework, app) and the
// chunks of the app's own code loaded at start (gatsby-browser.tsx, the `app-client` group: its
// chunk and the shared one it needs): nearly all their code runs on load. Islands, the search
// modal and page components keep lazy compilation.
import type { Compiler } from 'webpack';
import { APP_ENTRY_CHUNK } from './gatsby-seams';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const NAME = 'CompileHintsPlugin';

export class CompileHintsPlugin {
  constructor(private readonly groups: readonly string[] = [APP_ENTRY_CHUNK, 'app-client']) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before the content hashes are
        // computed (so file names still change with content).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          const chunks = new Set(this.groups.flatMap((name) => compilation.namedChunkGroups.get(name)?.chunks ?? []));
          for (const chunk of chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
            }
          }
        },
      );
    });
  }
}
