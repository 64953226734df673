import type { Generated } from 'kysely'

/**
 * The database as code sees it (camelCase; columns are snake_case). SQLite has no booleans:
 * flags are 0 or 1. Times are ISO-8601 UTC strings.
 */
export interface DB {
  settings: SettingsTable
  admins: AdminsTable
  brands: BrandsTable
  formats: FormatsTable
  sizes: SizesTable
  samples: SamplesTable
  rewardCategories: RewardCategoriesTable
  rewardItems: RewardItemsTable
  rewardItemCategories: RewardItemCategoriesTable
  news: NewsTable
  contentPages: ContentPagesTable
  retailers: RetailersTable
  skus: SkusTable
}

export type Flag = 0 | 1

interface Timestamps {
  createdAt: string
  updatedAt: string
}

export interface SettingsTable {
  key: string
  value: string
  updatedAt: string
}

export interface AdminsTable extends Timestamps {
  id: Generated<number>
  username: string
  passwordHash: string
  role: 'dev' | 'superadmin'
}

export interface BrandsTable extends Timestamps {
  id: Generated<number>
  name: string
  description: string
  imageUrl: string
  milestoneCampaign: Generated<Flag>
}

export interface FormatsTable {
  id: Generated<number>
  name: string
}

export interface SizesTable {
  id: Generated<number>
  brandId: number
  formatId: number
  name: string
  description: Generated<string>
}

interface Bilingual {
  nameEn: string
  nameBm: string
  descriptionEn: string
  descriptionBm: string
  imageEn: string
  imageBm: string
}

export interface SamplesTable extends Bilingual, Timestamps {
  id: Generated<number>
  sizeId: number
  itemId: string
  uom: string
  inventory: number
  redeemed: Generated<number>
  active: Generated<Flag>
}

export interface RewardCategoriesTable {
  id: Generated<number>
  name: string
}

export interface RewardItemsTable extends Bilingual, Timestamps {
  id: Generated<number>
  itemId: string
  uom: string
  points: number
  inventory: number
  redeemed: Generated<number>
  itemBrand: string
  active: Generated<Flag>
}

export interface RewardItemCategoriesTable {
  itemId: number
  categoryId: number
}

export interface NewsTable extends Timestamps {
  id: Generated<number>
  link: string | null
  titleEn: string
  titleBm: string
  descriptionEn: string
  descriptionBm: string
  imageEn: string
  imageBm: string
  showingTo: string
  active: Generated<Flag>
}

export interface ContentPagesTable {
  slug: string
  titleEn: string
  titleBm: string
  bodyEn: string
  bodyBm: string
  updatedAt: string
}

export interface RetailersTable {
  id: Generated<number>
  label: string
  isOther: Generated<Flag>
  active: Generated<Flag>
}

export interface SkusTable extends Timestamps {
  id: Generated<number>
  nameEn: string
  nameBm: string
  brandId: number | null
  pointsPerUnit: number
  active: Generated<Flag>
}
