import { createRoute } from '@hono/zod-openapi'
import { ClubSchema } from '../../domain/club.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { createRouter, errorResponse, jsonContent } from '../http/openapi.ts'
import { readSetting } from '../db/settings.ts'

const getClub = createRoute({
  method: 'get',
  path: '/club',
  tags: ['Content'],
  summary: 'The brand this club runs as: name, logo, colours and links',
  responses: { 200: jsonContent(ClubSchema, 'Club configuration'), 404: errorResponse('Club not configured') },
})

export function clubRoutes({ db }: AppDeps) {
  return createRouter().openapi(getClub, async (c) => {
    const club = await readSetting(db, 'club', ClubSchema)
    if (!club) throw new ApiError(404, 'notFound')
    return c.json(club, 200)
  })
}
