import * as shop from '../../../../../domain/contract/admin-shop.ts'
import type { OrderKind } from '../../../../../domain/shop.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** What the item form sends: texts, numbers as typed, category ids, and images when chosen. */
export interface ItemSubmission {
  itemId: string
  itemName: string
  bmName: string
  description: string
  bmDescription: string
  uom: string
  itemBrand: string
  points: number
  inventory: number
  categories: number[]
  image: File | null
  bmImage: File | null
}

// Refusals are shown by the form, beside the field they are about where there is one.
const quiet = { showError: false }

const fieldsOf = (s: ItemSubmission) => ({
  itemId: s.itemId,
  itemName: s.itemName,
  bmName: s.bmName,
  description: s.description,
  bmDescription: s.bmDescription,
  uom: s.uom,
  itemBrand: s.itemBrand,
  points: String(s.points),
  inventory: String(s.inventory),
})

/** Adds an item of a kind: both images are required (the form has checked). */
export function addItem(kind: OrderKind, s: ItemSubmission) {
  const images = { file: s.image!, bmFile: s.bmImage! }
  if (kind === 'pregnant') return callApi(shop.addPregnantItem, { form: { ...fieldsOf(s), ...images } }, quiet)
  return callApi(shop.addItem, { form: { ...fieldsOf(s), ...images, categories: s.categories.join(',') } }, quiet)
}

/** Saves an edit; the images go only when both were replaced. */
export function editItem(kind: OrderKind, id: number, s: ItemSubmission) {
  const images = s.image && s.bmImage ? { file: s.image, bmFile: s.bmImage } : {}
  const form = { id: String(id), ...fieldsOf(s), ...images }
  if (kind === 'pregnant') return callApi(shop.editPregnantItem, { form }, quiet)
  return callApi(shop.editItem, { form: { ...form, categories: s.categories.join(',') } }, quiet)
}
