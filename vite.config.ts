import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { type Plugin, defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

const FIRST_PAINT_ROUTES = new Set<string>(['/_site', '/_site/$lang/signin', '/_site/_member/dashboard'])

/**
 * The app's shared code and what every route needs before its page loads (the route definitions,
 * their search validators and stores), in one first-load chunk; left alone they become dozens of
 * tiny chunks. A route's page (`?tsr-split`) still loads when the route is visited.
 */
function isFirstLoadAppModule(id: string): boolean {
  if (id.includes('tsr-split')) return false
  return /[\\/]web[\\/](lib|components|routes)[\\/]/.test(id) || /[\\/]web[\\/]features[\\/].+-(store|search|type)\.ts$/.test(id)
}

/**
 * The scripts fetch at low priority, behind the styles: the outline in index.html paints first
 * instead of waiting for the whole first download.
 */
const scriptsAfterStyles: Plugin = {
  name: 'scripts-after-styles',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
  },
}

// The web app lives in web/ and builds to web/dist, which the API server serves.
export default defineConfig({
  root: here('./web'),
  base: process.env.BASE_PATH ?? '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer, larger first-load files: the framework in one chunk and the app's shared lib and
        // components in another, instead of dozens of tiny shared chunks each paying for a request.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|ky|zustand)[\\/]/, priority: 20 },
            // The overview's chart library in a chunk of its own name, which the precache leaves out.
            { name: 'uplot', test: /node_modules[\\/]uplot[\\/]/, priority: 30 },
            { name: 'app', test: isFirstLoadAppModule, priority: 10 },
          ],
        },
      },
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The site's frame and the pages members open first ship with the app rather than after it:
      // one round trip less before the first paint. Everything else loads when visited.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (FIRST_PAINT_ROUTES.has(routeId) ? [] : undefined),
      },
      routesDirectory: here('./web/routes'),
      generatedRouteTree: here('./web/route-tree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    scriptsAfterStyles,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The manifest is served by the API from the club's settings (white-label); the icons are
      // made here, at build, from the one source image.
      manifest: false,
      pwaAssets: { image: 'public/brand/logo.svg', preset: 'minimal-2023', includeHtmlHeadLinks: false, injectThemeColor: false },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The OCR engine's wasm cores (~4 MB each, one used per device) load only when a member scans;
        // the chart library only when a dev admin opens the overview, never on a member's device.
        globIgnores: ['**/tesseract-core-*.js', '**/uplot-*.js', '**/uplot-*.css'],
      },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
})
