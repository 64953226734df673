import { blogImageOrder, type BlogImagePlace, type JourneyEdit, type WisherAdd, type WisherEdit } from '../../../../../domain/charity-content.ts'
import * as contract from '../../../../../domain/contract/admin-charity.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** The back office's Share a Little Comfort calls (spec 3 §7). */

// Refusals of the forms are shown by the form, beside the field they are about where there is one.
const quiet = { showError: false }

export const fetchAdminWishers = async () => (await callApi(contract.fetchAdminWishers, {})).data
export const addWisher = (wisher: WisherAdd) => callApi(contract.addWisher, { json: wisher }, quiet)
export const editWisher = (wisher: WisherEdit) => callApi(contract.editWisher, { json: wisher }, quiet)
/** Shows a hidden wisher or hides a shown one; answers it as the server saved it (a failure shows in the error modal). */
export const flipWisher = (id: number) => callApi(contract.showWisher, { json: { id } })

export const fetchAdminJourney = () => callApi(contract.fetchAdminJourney, {})
export const editJourney = (journey: JourneyEdit) => callApi(contract.editJourney, { json: journey }, quiet)

/** What the blog form sends: the texts, and the gallery in order, kept images and new files. */
export interface BlogSubmission {
  title: string
  titleBm: string
  venue: string
  description: string
  descriptionBm: string
  gallery: ({ kept: number } | { file: File })[]
}

export const fetchAdminBlogs = async () => (await callApi(contract.fetchAdminBlogs, {})).data

export function addBlog({ gallery, ...texts }: BlogSubmission) {
  const files = gallery.flatMap((g) => ('file' in g ? [g.file] : []))
  return callApi(contract.addBlog, { form: { ...texts, files } }, quiet)
}

/** Saves an edit: new files go in the order they stand, and `images` places them among the kept ones. */
export function editBlog(id: number, { gallery, ...texts }: BlogSubmission) {
  const files: File[] = []
  const places = gallery.map((g): BlogImagePlace => ('kept' in g ? { kept: g.kept } : { added: files.push(g.file) - 1 }))
  return callApi(contract.editBlog, { form: { id: String(id), ...texts, images: blogImageOrder(places), files } }, quiet)
}

export const flipBlog = (id: number) => callApi(contract.showBlog, { json: { id } })

/** What the donation item form sends; the image only when one was chosen. */
export interface DonateItemSubmission {
  itemId: string
  itemName: string
  bmName: string
  points: string
  file: File | null
}

export const fetchAdminDonateItems = async () => (await callApi(contract.fetchAdminDonateItems, {})).data
export const addDonateItem = ({ file, ...fields }: DonateItemSubmission) => callApi(contract.addDonateItem, { form: { ...fields, file: file! } }, quiet)
export const editDonateItem = (id: number, { file, ...fields }: DonateItemSubmission) =>
  callApi(contract.editDonateItem, { form: { id: String(id), ...fields, ...(file && { file }) } }, quiet)
export const flipDonateItem = (id: number) => callApi(contract.showDonateItem, { json: { id } })
