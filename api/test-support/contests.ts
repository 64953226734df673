import { bearer } from './members.ts'
import type { TestServer } from './test-server.ts'

let serial = 0

export interface ContestSetup {
  startsAt?: string
  endsAt?: string
  active?: boolean
  pointRequired?: boolean
  pointsPerEntry?: number
  entriesPerPerson?: number
  uploadImages?: boolean
  uploadReceipts?: boolean
  linkUrl?: boolean
  gotDropdown?: boolean
  endsIn?: number
}

/** A contest written straight into the database (the back office that makes them is another area), with a step, a prize and two options. */
export async function insertContest(server: TestServer, setup: ContestSetup = {}) {
  const now = server.clock.now()
  const at = now.toISOString()
  const n = ++serial
  const day = 86_400_000
  const flag = (value: boolean | undefined, fallback: boolean) => ((value ?? fallback) ? 1 : 0) as 0 | 1
  const { id } = await server.deps.db
    .insertInto('contests')
    .values({
      nameEn: `Contest ${n}`,
      nameBm: `Peraduan ${n}`,
      descriptionEn: `Show us your baby's smile ${n}`,
      descriptionBm: `Tunjukkan senyuman bayi anda ${n}`,
      iconEn: `/files/public/contest-${n}-en.png`,
      iconBm: `/files/public/contest-${n}-bm.png`,
      startsAt: setup.startsAt ?? new Date(now.getTime() - day).toISOString(),
      endsAt: setup.endsAt ?? new Date(now.getTime() + (setup.endsIn ?? 7) * day).toISOString(),
      pointRequired: flag(setup.pointRequired, true),
      pointsPerEntry: setup.pointsPerEntry ?? 100,
      entriesPerPerson: setup.entriesPerPerson ?? 5,
      uploadImages: flag(setup.uploadImages, true),
      uploadReceipts: flag(setup.uploadReceipts, false),
      linkUrl: flag(setup.linkUrl, false),
      gotDropdown: flag(setup.gotDropdown, false),
      dropdownTitleEn: 'Your favourite',
      dropdownTitleBm: 'Kegemaran anda',
      active: flag(setup.active, true),
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await server.deps.db
    .insertInto('contestSteps')
    .values({ contestId: id, position: 1, instructionsEn: 'Take a photo', instructionsBm: 'Ambil gambar', descriptionEn: 'Of your baby', descriptionBm: 'Bayi anda' })
    .execute()
  await server.deps.db
    .insertInto('contestPrizes')
    .values({ contestId: id, position: 1, titleEn: 'Diaper pack', titleBm: 'Pek lampin', imageUrl: '/files/public/prize.png', amount: 3 })
    .execute()
  const options = await server.deps.db
    .insertInto('contestOptions')
    .values([
      { contestId: id, position: 1, labelEn: 'Bath time', labelBm: 'Waktu mandi' },
      { contestId: id, position: 2, labelEn: 'Play time', labelBm: 'Waktu bermain' },
    ])
    .returning('id')
    .execute()
  return { id, optionIds: options.map((o) => o.id) }
}

export type EntryFields = Partial<Record<'image' | 'receiptsImage', { bytes: Uint8Array; name?: string; type?: string }> & Record<'link' | 'selectedValue', string>>

/** The submit form: the contest, the entry count (the number of entries given, unless said) and each entry's fields. */
export function contestForm(contestId: number, entries: EntryFields[], count = entries.length): FormData {
  const form = new FormData()
  form.append('contestId', String(contestId))
  form.append('entries', String(count))
  entries.forEach((entry, i) => {
    for (const [field, value] of Object.entries(entry)) {
      if (typeof value === 'string') form.append(`${field}${i}`, value)
      else form.append(`${field}${i}`, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'image/png' }), value.name ?? 'photo.png')
    }
  })
  return form
}

/** Posts a submit through the app in-process, so that parallel ones interleave at every await. */
export const submitEntries = (server: TestServer, token: string, form: FormData, headers: Record<string, string> = {}) =>
  server.app.request(`${server.deps.config.apiRoot}/contest/submit`, { method: 'POST', headers: { ...bearer(token), ...headers }, body: form })
