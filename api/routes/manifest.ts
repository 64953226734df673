import { Hono } from 'hono'
import { ClubSchema } from '../../domain/club.ts'
import { readSetting } from '../db/settings.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'

/**
 * The web app manifest, made from the club's settings so a white-label deployment installs under
 * its own name and colours. The icons come from the web build (made there from one image).
 */
export function manifestRoutes({ db, config }: AppDeps) {
  const base = config.basePath
  return new Hono<AppEnv>().get(`${base}manifest.webmanifest`, async (c) => {
    const club = await readSetting(db, 'club', ClubSchema)
    if (!club) throw new ApiError(404, 'notFound')
    const icon = (name: string, size: string, purpose = 'any') => ({ src: `${base}brand/${name}`, sizes: size, type: 'image/png', purpose })
    const manifest = {
      id: base,
      name: club.name,
      short_name: club.shortName,
      description: `${club.name}: collect points from every pack, redeem rewards and get free samples.`,
      lang: 'en',
      dir: 'ltr',
      start_url: `${base}dashboard`,
      scope: base,
      display: 'standalone',
      orientation: 'portrait',
      theme_color: club.colours.primary,
      background_color: club.colours.background,
      categories: ['lifestyle', 'shopping'],
      icons: [
        icon('pwa-64x64.png', '64x64'),
        icon('pwa-192x192.png', '192x192'),
        icon('pwa-512x512.png', '512x512'),
        icon('maskable-icon-512x512.png', '512x512', 'maskable'),
      ],
    }
    return c.body(JSON.stringify(manifest), 200, { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'no-cache' })
  })
}
