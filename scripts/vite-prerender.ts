import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { compressBeside } from './vite-precompress.ts'

const ENTRY = 'src/web/prerender.tsx'

interface PrerenderModule {
  PRERENDERED_PAGES: readonly { path: string; file: string }[]
  renderPage(path: string): Promise<string>
}

/**
 * After the web app is built, renders its public pages (src/web/prerender.tsx) into copies of
 * index.html under `pages/`, with their `.br` and `.gz` copies: the page is drawn from the HTML,
 * and the app, once its scripts arrive, takes over the same elements (main.tsx: hydrateRoot). The
 * pages are rendered by a build of the same sources for Node (same names for CSS module classes).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'rigledger-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir)
      const serverDir = path.resolve(config.root, 'node_modules/.cache/rigledger-prerender')
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias },
        plugins: [react()],
        build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false, minify: false },
      })
      // A query of its own, so a second build in one process (npm start, after a change) loads it afresh.
      const entry = `${pathToFileURL(path.join(serverDir, 'prerender.js')).href}?at=${Date.now()}`
      const { PRERENDERED_PAGES, renderPage } = (await import(entry)) as PrerenderModule
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8')
      const root = '<div id="root"></div>'
      if (!shell.includes(root)) throw new Error(`index.html has no empty ${root} to render pages into`)
      await mkdir(path.join(outDir, 'pages'), { recursive: true })
      for (const page of PRERENDERED_PAGES) {
        const html = shell.replace(root, `<div id="root">${await renderPage(page.path)}</div>`)
        const file = path.join(outDir, 'pages', `${page.file}.html`)
        // Whole or not at all: the server may be sending the page while it is rebuilt.
        await writeFile(`${file}.tmp`, html)
        await rename(`${file}.tmp`, file)
        await compressBeside(file)
      }
    },
  }
}
