import type { Database } from '../connection.ts'

/**
 * Share a Little Comfort's demo content: wishers at different stages toward their goals, the
 * journey's figures, blogs of visits with several pictures each, and two donation items.
 */

export const demoWishers = [
  { name: 'Aisyah', age: 6, avatar: 1, en: 'A bicycle with a basket, to ride to school with my sister.', bm: 'Basikal berbakul, untuk ke sekolah bersama kakak.', goal: 10_000, points: 7_400 },
  { name: 'Hafiz', age: 9, avatar: 2, en: 'A box of colour pencils and a big drawing book.', bm: 'Sekotak pensel warna dan buku lukisan yang besar.', goal: 4_000, points: 4_000 },
  { name: 'Mei Ling', age: 4, avatar: 3, en: 'A warm blanket and a soft teddy bear.', bm: 'Selimut yang hangat dan anak patung beruang yang lembut.', goal: 6_000, points: 1_200 },
  { name: 'Arjun', age: 11, avatar: 4, en: 'A football and boots for the home team.', bm: 'Bola sepak dan kasut untuk pasukan rumah kami.', goal: 12_000, points: 0 },
  { name: 'Nurul', age: 8, avatar: 5, en: 'Story books in English and Malay.', bm: 'Buku cerita dalam Bahasa Inggeris dan Bahasa Melayu.', goal: 5_000, points: 2_600 },
] as const

export const demoJourney = {
  homes: 14,
  children: 620,
  points: 186_400,
  products: 1_250,
  en: 'Since 2021, members have turned their points into diapers, wipes and gifts for children\'s homes across Malaysia.\nEvery visit is made with the homes\' caretakers.',
  bm: 'Sejak 2021, ahli telah menukar mata mereka kepada lampin, tisu basah dan hadiah untuk rumah kanak-kanak di seluruh Malaysia.\nSetiap lawatan dibuat bersama penjaga rumah tersebut.',
  progressPoints: 120_000,
}

export const demoBlogs = [
  {
    key: 'kasih',
    venue: 'Rumah Kasih, Klang',
    en: { title: 'A morning at Rumah Kasih', description: 'We delivered 300 packs of diapers and spent the morning reading stories with the children.' },
    bm: { title: 'Pagi di Rumah Kasih', description: 'Kami menghantar 300 pek lampin dan meluangkan masa pagi membaca cerita bersama kanak-kanak.' },
    images: ['Diapers delivered', 'Story time', 'Thank-you cards', 'Group photo'],
  },
  {
    key: 'harapan',
    venue: 'Pusat Jagaan Harapan, Ipoh',
    en: { title: 'Wishes come true in Ipoh', description: 'Five wishes from the Wishing Tree were granted: bicycles, books and a football.' },
    bm: { title: 'Hajat tercapai di Ipoh', description: 'Lima hajat daripada Pokok Hajat telah ditunaikan: basikal, buku dan bola sepak.' },
    images: ['New bicycles', 'Books for all', 'Football match'],
  },
  {
    key: 'sinar',
    venue: 'Rumah Sinar, Kota Kinabalu',
    en: { title: 'Our first visit to Sabah', description: 'Thanks to your points, 80 babies at Rumah Sinar have a month of diapers.' },
    bm: { title: 'Lawatan pertama kami ke Sabah', description: 'Terima kasih kepada mata anda, 80 bayi di Rumah Sinar mendapat lampin untuk sebulan.' },
    images: ['Arriving in Sabah', 'A month of diapers'],
  },
] as const

export const demoDonateItems = [
  { itemId: 'DON-DIAPER-01', en: 'A pack of diapers for a home', bm: 'Sepek lampin untuk rumah kanak-kanak', points: 500 },
  { itemId: 'DON-WIPES-01', en: 'Baby wipes for a home', bm: 'Tisu basah bayi untuk rumah kanak-kanak', points: 200 },
] as const

/** The demo images' addresses: each blog's in order, each donation item's. */
export interface DemoCharityImages {
  blogs: Map<string, string[]>
  donateItems: Map<string, string>
}

export async function insertDemoCharity(trx: Database, images: DemoCharityImages, now: string): Promise<void> {
  for (const w of demoWishers) {
    await trx
      .insertInto('wishers')
      .values({ name: w.name, age: w.age, avatar: w.avatar, wishEn: w.en, wishBm: w.bm, goalPoints: w.goal, points: w.points, createdAt: now, updatedAt: now })
      .execute()
  }
  const j = demoJourney
  await trx
    .updateTable('journey')
    .set({ homes: j.homes, children: j.children, points: j.points, products: j.products, descriptionEn: j.en, descriptionBm: j.bm, progressPoints: j.progressPoints, updatedAt: now })
    .where('id', '=', 1)
    .execute()
  for (const b of demoBlogs) {
    const { id } = await trx
      .insertInto('blogs')
      .values({ titleEn: b.en.title, titleBm: b.bm.title, venue: b.venue, descriptionEn: b.en.description, descriptionBm: b.bm.description, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const urls = images.blogs.get(b.key)!
    await trx
      .insertInto('blogImages')
      .values(urls.map((url, position) => ({ blogId: id, position, url })))
      .execute()
  }
  for (const d of demoDonateItems) {
    await trx
      .insertInto('donateItems')
      .values({ itemId: d.itemId, nameEn: d.en, nameBm: d.bm, imageUrl: images.donateItems.get(d.itemId)!, points: d.points, createdAt: now, updatedAt: now })
      .execute()
  }
}
