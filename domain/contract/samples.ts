import { SampleCatalogSchema } from '../sample-catalogue.ts'
import { defineRoute } from './define-route.ts'

export const fetchSampleCatalog = defineRoute({
  method: 'get',
  path: '/sample/catalog/fetch',
  access: 'member',
  tags: ['Samples'],
  summary: 'The samples a member may choose (shown, with stock left) by brand, format and size nb to xxl, and the brands, formats and sizes that have one',
  responses: { 200: SampleCatalogSchema },
})
