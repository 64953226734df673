import { insertContest, type ContestWrite } from '../contest-admin.ts'
import type { Database } from '../connection.ts'

const DAY = 86_400_000

/** Demo contests: one running with image and dropdown mechanics, one ended (its entries still reviewable). */
export const demoContests = [
  {
    key: 'photo',
    startsInDays: -7,
    endsInDays: 30,
    en: { name: 'Happy Baby Photo Contest', description: 'Share a photo of your baby’s happiest moment.\nThe best photos win great prizes.' },
    bm: { name: 'Peraduan Foto Bayi Gembira', description: 'Kongsi foto detik paling gembira bayi anda.\nFoto terbaik memenangi hadiah menarik.' },
    pointsPerEntry: 50,
    entriesPerPerson: 3,
    mechanics: { uploadImages: 1, uploadReceipts: 0, linkUrl: 0, gotDropdown: 1 },
    dropdown: { en: 'Your baby’s age', bm: 'Umur bayi anda', options: [['0-6 months', '0-6 bulan'], ['7-12 months', '7-12 bulan'], ['Over 1 year', 'Lebih 1 tahun']] },
    steps: [
      [['Take a photo', 'Snap your baby smiling.'], ['Ambil foto', 'Ambil gambar bayi anda tersenyum.']],
      [['Upload it', 'Upload the photo and pick your baby’s age.'], ['Muat naik', 'Muat naik foto dan pilih umur bayi anda.']],
    ],
    prizes: [
      { en: 'Baby stroller', bm: 'Kereta sorong bayi', amount: 1 },
      { en: 'Diaper hamper', bm: 'Hamper lampin', amount: 10 },
    ],
  },
  {
    key: 'receipt',
    startsInDays: -60,
    endsInDays: -10,
    en: { name: 'Shop and Win', description: 'Buy any two packs and upload your receipt.' },
    bm: { name: 'Beli dan Menang', description: 'Beli mana-mana dua pek dan muat naik resit anda.' },
    pointsPerEntry: 0,
    entriesPerPerson: 1,
    mechanics: { uploadImages: 0, uploadReceipts: 1, linkUrl: 0, gotDropdown: 0 },
    dropdown: null,
    steps: [[['Shop', 'Buy any two packs at a store.'], ['Beli', 'Beli mana-mana dua pek di kedai.']]],
    prizes: [{ en: 'Shopping voucher', bm: 'Baucar membeli-belah', amount: 5 }],
  },
] as const

export type DemoContestImages = { icon: { en: string; bm: string }; prizes: string[] }

/** Adds the demo contests with their images (made beforehand, outside the transaction). */
export async function insertDemoContests(trx: Database, images: ReadonlyMap<string, DemoContestImages>, at: Date): Promise<void> {
  for (const c of demoContests) {
    const art = images.get(c.key)!
    const contest: ContestWrite & { iconEn: string; iconBm: string } = {
      nameEn: c.en.name,
      nameBm: c.bm.name,
      descriptionEn: c.en.description,
      descriptionBm: c.bm.description,
      iconEn: art.icon.en,
      iconBm: art.icon.bm,
      startsAt: new Date(at.getTime() + c.startsInDays * DAY).toISOString(),
      endsAt: new Date(at.getTime() + c.endsInDays * DAY).toISOString(),
      pointRequired: c.pointsPerEntry > 0 ? 1 : 0,
      pointsPerEntry: c.pointsPerEntry,
      entriesPerPerson: c.entriesPerPerson,
      ...c.mechanics,
      dropdownTitleEn: c.dropdown?.en ?? '',
      dropdownTitleBm: c.dropdown?.bm ?? '',
      options: (c.dropdown?.options ?? []).map(([labelEn, labelBm]) => ({ labelEn, labelBm })),
      steps: c.steps.map(([[instructionsEn, descriptionEn], [instructionsBm, descriptionBm]]) => ({ instructionsEn, descriptionEn, instructionsBm, descriptionBm })),
      prizes: c.prizes.map((p, i) => ({ titleEn: p.en, titleBm: p.bm, amount: p.amount, imageUrl: art.prizes[i]! })),
    }
    await insertContest(trx, contest, at)
  }
}
