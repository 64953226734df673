import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// The web app lives in web/ and builds to web/dist, which the API server serves.
export default defineConfig({
  root: here('./web'),
  base: process.env.BASE_PATH ?? '/',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('./web/routes'),
      generatedRouteTree: here('./web/route-tree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The manifest is served by the API from the club's settings (white-label); the icons are
      // made here, at build, from the one source image.
      manifest: false,
      pwaAssets: { image: 'public/brand/logo.svg', preset: 'minimal-2023', includeHtmlHeadLinks: false, injectThemeColor: false },
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'] },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
})
