import { z } from 'zod'
import type { FileStore } from '../../services/file-store.ts'
import { publicFileUrl } from '../../services/uploads.ts'
import type { Database } from '../connection.ts'
import { readSetting, writeSetting } from '../settings.ts'
import { DEFAULT_DOUBLE_POINT_DAYS } from '../../../domain/points-settings.ts'
import { demoArt } from './demo-art.ts'
import { demoBlogs, demoDonateItems, insertDemoCharity } from './demo-charity.ts'
import { demoClub } from './demo-club.ts'
import { type DemoContestImages, demoContests, insertDemoContests } from './demo-contests.ts'
import {
  OTHER_RETAILER,
  demoBrands,
  demoCategories,
  demoFaqPages,
  demoNews,
  demoPregnantOffers,
  demoPromoters,
  demoQuests,
  demoRetailers,
  demoRewards,
  demoSamples,
  demoSkus,
  demoSurvey,
  sizeDescriptions,
} from './demo-content.ts'
import { insertPromoter } from '../promoters.ts'
import { insertSurveyQuestion } from '../sample-survey.ts'
import { inTransaction } from '../transaction.ts'

const SEEDED_KEY = 'demoSeededAt'

/**
 * Fills a new club with demo content, once: a later start finds the marker and changes nothing,
 * so whatever admins edit is kept.
 */
export async function seedDemoContent(db: Database, files: FileStore, apiRoot: string, at: Date): Promise<boolean> {
  if (await readSetting(db, SEEDED_KEY, z.string())) return false
  const now = at.toISOString()
  const { primary, accent } = demoClub.colours

  const art = async (name: string, label: string, colour: string) => {
    await files.put('public', `${name}.svg`, demoArt(label, colour))
    return publicFileUrl(apiRoot, `${name}.svg`)
  }
  // Files first: writing them twice is harmless, and the transaction below stays free of file I/O.
  const brandImages = new Map<string, string>()
  for (const b of demoBrands) brandImages.set(b.key, await art(`demo-brand-${b.key}`, b.name, primary))
  const sampleImages = new Map<string, string>()
  for (const s of demoSamples) sampleImages.set(s.itemId, await art(`demo-${s.itemId.toLowerCase()}`, `Sample ${s.size.toUpperCase()}`, accent))
  // Each item has a card in each language, with its name as a member reads it there.
  const itemImages = new Map<string, { en: string; bm: string }>()
  for (const [items, colour] of [[demoRewards, primary], [demoPregnantOffers, accent]] as const) {
    for (const r of items) {
      const name = `demo-${r.itemId.toLowerCase()}`
      itemImages.set(r.itemId, { en: await art(name, r.en.split(',')[0]!, colour), bm: await art(`${name}-bm`, r.bm.split(',')[0]!, colour) })
    }
  }
  const newsImages = new Map<string, { en: string; bm: string }>()
  for (const n of demoNews) {
    newsImages.set(n.key, {
      en: await art(`demo-news-${n.key}-en`, n.en.title, accent),
      bm: await art(`demo-news-${n.key}-bm`, n.bm.title, accent),
    })
  }

  const charityImages = { blogs: new Map<string, string[]>(), donateItems: new Map<string, string>() }
  for (const b of demoBlogs) {
    const urls = []
    for (const [i, label] of b.images.entries()) urls.push(await art(`demo-blog-${b.key}-${i + 1}`, label, i % 2 === 0 ? primary : accent))
    charityImages.blogs.set(b.key, urls)
  }
  for (const d of demoDonateItems) charityImages.donateItems.set(d.itemId, await art(`demo-${d.itemId.toLowerCase()}`, d.en, accent))
  const contestImages = new Map<string, DemoContestImages>()
  for (const c of demoContests) {
    const prizes: string[] = []
    for (const [i, p] of c.prizes.entries()) prizes.push(await art(`demo-contest-${c.key}-prize-${i + 1}`, p.en, primary))
    contestImages.set(c.key, { icon: { en: await art(`demo-contest-${c.key}-en`, c.en.name, accent), bm: await art(`demo-contest-${c.key}-bm`, c.bm.name, accent) }, prizes })
  }

  // Checked again inside: two instances starting at once on one PostgreSQL both get past the
  // check above, and the one that commits second must find the marker and add nothing.
  return inTransaction(db, async (trx) => {
    if (await readSetting(trx, SEEDED_KEY, z.string())) return false
    await writeSetting(trx, 'club', demoClub, at)
    await writeSetting(trx, 'doublePointDays', DEFAULT_DOUBLE_POINT_DAYS, at)

    const formatIds = new Map<string, number>()
    const sizeIds = new Map<string, number>()
    const brandIds = new Map<string, number>()
    for (const b of demoBrands) {
      const { id: brandId } = await trx
        .insertInto('brands')
        .values({ name: b.name, description: b.description, imageUrl: brandImages.get(b.key)!, milestoneCampaign: b.milestoneCampaign, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      brandIds.set(b.key, brandId)
      for (const [format, sizes] of Object.entries(b.formats)) {
        if (!formatIds.has(format)) {
          const { id } = await trx.insertInto('formats').values({ name: format }).returning('id').executeTakeFirstOrThrow()
          formatIds.set(format, id)
        }
        for (const size of sizes) {
          const { id } = await trx
            .insertInto('sizes')
            .values({ brandId, formatId: formatIds.get(format)!, name: size, description: sizeDescriptions[size] ?? '' })
            .returning('id')
            .executeTakeFirstOrThrow()
          sizeIds.set(`${b.key}/${format}/${size}`, id)
        }
      }
    }

    for (const s of demoSamples) {
      const brand = demoBrands.find((b) => b.key === s.brand)!
      const label = `${brand.name} ${s.format} ${s.size.toUpperCase()}`
      await trx
        .insertInto('samples')
        .values({
          sizeId: sizeIds.get(`${s.brand}/${s.format}/${s.size}`)!,
          itemId: s.itemId,
          nameEn: `${label} sample`,
          nameBm: `Sampel ${label}`,
          uom: 'pack',
          inventory: s.inventory,
          descriptionEn: `A trial pack of ${label}, delivered free to your door.`,
          descriptionBm: `Pek percubaan ${label}, dihantar percuma ke rumah anda.`,
          imageEn: sampleImages.get(s.itemId)!,
          imageBm: sampleImages.get(s.itemId)!,
          createdAt: now,
          updatedAt: now,
        })
        .execute()
    }

    const categoryIds = new Map<string, number>()
    for (const name of demoCategories) {
      const { id } = await trx.insertInto('rewardCategories').values({ name }).returning('id').executeTakeFirstOrThrow()
      categoryIds.set(name, id)
    }
    const items = [
      ...demoRewards.map((r) => ({ ...r, pregnantOffer: 0 as const })),
      ...demoPregnantOffers.map((offer) => ({ ...offer, categories: [] as readonly string[], pregnantOffer: 1 as const })),
    ]
    for (const r of items) {
      const images = itemImages.get(r.itemId)!
      const { id } = await trx
        .insertInto('rewardItems')
        .values({
          itemId: r.itemId,
          nameEn: r.en,
          nameBm: r.bm,
          uom: r.uom,
          points: r.points,
          inventory: r.inventory,
          descriptionEn: r.description.en,
          descriptionBm: r.description.bm,
          imageEn: images.en,
          imageBm: images.bm,
          itemBrand: r.brand,
          pregnantOffer: r.pregnantOffer,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const c of r.categories) {
        await trx.insertInto('rewardItemCategories').values({ itemId: id, categoryId: categoryIds.get(c)! }).execute()
      }
    }

    for (const n of demoNews) {
      const images = newsImages.get(n.key)!
      await trx
        .insertInto('news')
        .values({
          link: null,
          titleEn: n.en.title,
          titleBm: n.bm.title,
          descriptionEn: n.en.description,
          descriptionBm: n.bm.description,
          imageEn: images.en,
          imageBm: images.bm,
          showingTo: JSON.stringify(n.showingTo),
          createdAt: now,
          updatedAt: now,
        })
        .execute()
    }

    for (const p of demoFaqPages) {
      await trx
        .insertInto('contentPages')
        .values({
          slug: p.slug.replace('{product}', demoClub.productSlug),
          titleEn: p.en.title,
          titleBm: p.bm.title,
          bodyEn: p.en.body,
          bodyBm: p.bm.body,
          updatedAt: now,
        })
        .execute()
    }

    for (const label of demoRetailers) await trx.insertInto('retailers').values({ label }).execute()
    await trx.insertInto('retailers').values({ label: OTHER_RETAILER, isOther: 1 }).execute()

    for (const s of demoSkus) {
      await trx
        .insertInto('skus')
        .values({ nameEn: s.en, nameBm: s.bm, brandId: brandIds.get(s.brand)!, pointsPerUnit: s.points, createdAt: now, updatedAt: now })
        .execute()
    }

    for (const [position, g] of demoQuests.entries()) {
      const { id: groupId } = await trx.insertInto('questGroups').values({ titleEn: g.en, titleBm: g.bm, position }).returning('id').executeTakeFirstOrThrow()
      for (const [order, q] of g.quests.entries()) {
        await trx
          .insertInto('quests')
          .values({ groupId, kind: q.kind, path: q.path, titleEn: q.en[0], descriptionEn: q.en[1], titleBm: q.bm[0], descriptionBm: q.bm[1], position: order })
          .execute()
      }
    }

    const texts = (choices: readonly (readonly [string, string])[]) => choices.map(([en, bm]) => ({ en, bm }))
    for (const q of demoSurvey) {
      const sub = q.sub ? { title: { en: q.sub.en, bm: q.sub.bm }, type: q.sub.type, choices: texts(q.sub.choices) } : null
      await insertSurveyQuestion(trx, { title: { en: q.en, bm: q.bm }, type: q.type, brandId: null, sizeId: null, choices: texts(q.choices), sub }, at)
    }

    await insertDemoCharity(trx, charityImages, now)
    await insertDemoContests(trx, contestImages, at)
    for (const p of demoPromoters) await insertPromoter(trx, p, at)

    await writeSetting(trx, SEEDED_KEY, now, at)
    return true
  })
}
