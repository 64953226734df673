import { z } from 'zod'
import { defineRoute, fileAnswer } from './define-route.ts'

export const checkHealth = defineRoute({
  method: 'get',
  path: '/health',
  access: 'public',
  tags: ['System'],
  summary: 'Liveness and database check',
  responses: { 200: z.object({ status: z.literal('ok'), time: z.string() }).meta({ id: 'Health' }) },
  errors: { 500: ['internal'] },
})

export const fetchPublicFile = defineRoute({
  method: 'get',
  path: '/files/public/{name}',
  access: 'public',
  tags: ['Content'],
  summary: 'A public content image (SVG, PNG, JPEG or WebP)',
  params: z.object({ name: z.string() }),
  responses: { 200: fileAnswer('image/*', 'The image') },
  errors: { 404: ['notFound'] },
})
