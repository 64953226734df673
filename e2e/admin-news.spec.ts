import { expect, type Page, test } from '@playwright/test'
import { LANGUAGES, type Language } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'
import { completeProfile, createMember, signIn } from './support/members.ts'
import { solidPng } from './support/png.ts'
import { chooseLanguage } from './support/language.ts'

const TEXT = {
  en: {
    newsNav: 'News',
    newsTitle: 'News Dashboard',
    addNews: 'Add News',
    articlesNav: 'Articles',
    articlesTitle: 'Article Dashboard',
    addArticle: 'Add Article',
    label: { titleEn: 'Title (English)', titleBm: 'Title (Malay)', descriptionEn: 'Description (English)', descriptionBm: 'Description (Malay)', imageEn: 'Image (English)', imageBm: 'Image (Malay)' },
    bothLanguages: 'Every title and description is needed in both English and Malay (BM). Please fill in the empty one.',
    deleteFor: (name: string) => `Delete ${name}`,
    confirmYes: 'Yes, delete',
    confirmNo: 'Cancel',
    shown: (name: string) => `Show ${name} to members`,
    articles: 'Articles',
    seeMore: 'See more',
    seeLess: 'See less',
    linkMode: 'Link news',
    link: 'Link (https://…)',
    linkInvalid: 'The link must be a web address starting with http:// or https://.',
  },
  bm: {
    newsNav: 'Berita',
    newsTitle: 'Papan Pemuka Berita',
    addNews: 'Tambah Berita',
    articlesNav: 'Artikel',
    articlesTitle: 'Papan Pemuka Artikel',
    addArticle: 'Tambah Artikel',
    label: {
      titleEn: 'Tajuk (Bahasa Inggeris)',
      titleBm: 'Tajuk (Bahasa Melayu)',
      descriptionEn: 'Penerangan (Bahasa Inggeris)',
      descriptionBm: 'Penerangan (Bahasa Melayu)',
      imageEn: 'Imej (Bahasa Inggeris)',
      imageBm: 'Imej (Bahasa Melayu)',
    },
    bothLanguages: 'Setiap tajuk dan penerangan diperlukan dalam Bahasa Inggeris dan Bahasa Melayu (BM). Sila isi yang kosong.',
    deleteFor: (name: string) => `Padam ${name}`,
    confirmYes: 'Ya, padam',
    confirmNo: 'Batal',
    shown: (name: string) => `Papar ${name} kepada ahli`,
    articles: 'Artikel',
    seeMore: 'Lihat lagi',
    seeLess: 'Lihat kurang',
    linkMode: 'Berita pautan',
    link: 'Pautan (https://…)',
    linkInvalid: 'Pautan mestilah alamat web yang bermula dengan http:// atau https://.',
  },
} as const

const XSS = '<img src=x onerror=alert(1)>'
const picture = (name: string, colour: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(40, 30, colour) })
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** A member with a complete profile, signed in, past the after-login pop-ups, reading `language`. */
async function member(page: Page, request: Parameters<typeof createMember>[0], language: Language) {
  const m = await createMember(request)
  await completeProfile(request, m)
  await signIn(page, m, { wizard: 'none' })
  await page.getByRole('dialog', { name: 'Welcome to Lembut Baby Club!' }).getByRole('button', { name: 'OKAY' }).click()
  await page.getByRole('dialog', { name: 'How to collect points' }).getByRole('button', { name: 'OKAY' }).click()
  if (language === 'bm') await chooseLanguage(page, 'bm')
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`an admin publishes news in en and bm, an empty bm title is refused, and members read it as plain text (${language})`, async ({ page, browser }) => {
    // Markup must never run: an alert would mean it did.
    page.on('dialog', (d) => void d.dismiss().then(() => expect(d.message(), 'no dialog may open').toBe('')))
    const stamp = `${language} ${Date.now() % 100_000}`
    const news = { en: `Open day ${stamp} ${XSS}`, bm: `Hari terbuka ${stamp}`, descriptionEn: 'First line\nSecond line', descriptionBm: 'Baris pertama\nBaris kedua' }
    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.newsNav, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: x.newsTitle })).toBeVisible()
    await page.getByRole('link', { name: x.addNews }).click()
    await expect(page).toHaveURL(/\/admin\/news\/add$/)

    await field(page, x.label.titleEn).fill(news.en)
    await field(page, x.label.titleBm).fill('   ')
    await field(page, x.label.descriptionEn).fill(news.descriptionEn)
    await field(page, x.label.descriptionBm).fill(news.descriptionBm)
    await field(page, x.label.imageEn).setInputFiles(picture('news-en.png', [11, 110, 121]))
    await field(page, x.label.imageBm).setInputFiles(picture('news-bm.png', [242, 165, 65]))
    await page.getByRole('button', { name: x.addNews }).click()
    // Refused with the both-languages text beside the Malay title; nothing is sent.
    await expect(field(page, x.label.titleBm)).toHaveAccessibleDescription(x.bothLanguages)
    await expect(page).toHaveURL(/\/admin\/news\/add$/)

    await field(page, x.label.titleBm).fill(news.bm)
    await page.getByRole('button', { name: x.addNews }).click()
    await expect(page).toHaveURL(/\/admin\/news\/dashboard$/)
    const row = page.getByRole('row').filter({ hasText: news.bm })
    // The markup, as text: cut to the table's 40 characters, and whole where the pointer rests (spec 3 §9).
    await expect(row.getByTitle(news.en, { exact: true })).toHaveText(`${news.en.slice(0, 40).trimEnd()}…`)
    await expect(row.getByRole('checkbox', { name: x.shown(news.en) })).toBeChecked()

    // A member reads it in this language only, as text with its line breaks.
    const memberContext = await browser.newContext({ baseURL: new URL(page.url()).origin })
    const memberPage = await memberContext.newPage()
    memberPage.on('dialog', (d) => void d.dismiss().then(() => expect(d.message(), 'no dialog may open').toBe('')))
    await member(memberPage, memberContext.request, language)
    const title = language === 'en' ? news.en : news.bm
    const other = language === 'en' ? news.bm : news.en
    const slide = memberPage.getByRole('link', { name: title, includeHidden: true })
    await expect(slide).toHaveCount(1)
    await expect(memberPage.getByRole('link', { name: other, includeHidden: true })).toHaveCount(0)
    await memberPage.goto((await slide.getAttribute('href'))!)
    await expect(memberPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const description = language === 'en' ? news.descriptionEn : news.descriptionBm
    await expect(memberPage.getByText(description.split('\n')[0]!)).toHaveCSS('white-space', 'pre-line')
    await expect(memberPage.locator('img[src="x"]')).toHaveCount(0)
    await memberContext.close()

    // Delete asks first: Cancel keeps it, Yes removes it.
    await row.getByRole('button', { name: x.deleteFor(news.en) }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: x.confirmNo }).click()
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: x.deleteFor(news.en) }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: x.confirmYes }).click()
    await expect(page.getByRole('row').filter({ hasText: news.bm })).toHaveCount(0)
  })

  test(`link news whose link is no web address is refused by the server beside its field, the form kept (${language})`, async ({ page }) => {
    await signInAsAdmin(page, language)
    await page.goto('/admin/news/add')
    await page.getByRole('radio', { name: x.linkMode }).check()
    await field(page, x.link).fill('www.example.com/no-scheme')
    await field(page, x.label.imageEn).setInputFiles(picture('news-en.png', [11, 110, 121]))
    await field(page, x.label.imageBm).setInputFiles(picture('news-bm.png', [242, 165, 65]))
    await page.getByRole('button', { name: x.addNews }).click()
    await expect(field(page, x.link)).toHaveAccessibleDescription(x.linkInvalid)
    await expect(field(page, x.link)).toHaveValue('www.example.com/no-scheme')
    await expect(page).toHaveURL(/\/admin\/news\/add$/)
  })

  test(`an admin adds an article in en and bm and members read it cut at 200 characters with See more (${language})`, async ({ page, browser }) => {
    const stamp = `${language} ${Date.now() % 100_000}`
    const article = { en: `Sleep tips ${stamp}`, bm: `Tip tidur ${stamp}`, descriptionEn: `Keep it dark. ${'a'.repeat(250)} END-EN`, descriptionBm: `Pastikan gelap. ${'b'.repeat(250)} END-BM` }
    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.articlesNav, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: x.articlesTitle })).toBeVisible()
    await page.getByRole('link', { name: x.addArticle }).click()
    await field(page, x.label.titleEn).fill(article.en)
    await field(page, x.label.descriptionEn).fill(article.descriptionEn)
    await field(page, x.label.descriptionBm).fill(article.descriptionBm)
    await field(page, x.label.imageEn).setInputFiles(picture('article-en.png', [11, 110, 121]))
    await field(page, x.label.imageBm).setInputFiles(picture('article-bm.png', [242, 165, 65]))
    await page.getByRole('button', { name: x.addArticle }).click()
    await expect(field(page, x.label.titleBm)).toHaveAccessibleDescription(x.bothLanguages)
    await field(page, x.label.titleBm).fill(article.bm)
    await page.getByRole('button', { name: x.addArticle }).click()
    await expect(page).toHaveURL(/\/admin\/article\/dashboard$/)
    await expect(page.getByRole('row').filter({ hasText: article.bm })).toBeVisible()

    const memberContext = await browser.newContext({ baseURL: new URL(page.url()).origin })
    const memberPage = await memberContext.newPage()
    await member(memberPage, memberContext.request, language)
    const card = memberPage.getByRole('region', { name: x.articles }).getByRole('listitem').filter({ hasText: language === 'en' ? article.en : article.bm })
    await expect(card).toBeVisible()
    const end = language === 'en' ? 'END-EN' : 'END-BM'
    await expect(card).not.toContainText(end)
    await card.getByRole('button', { name: x.seeMore }).click()
    await expect(card).toContainText(end)
    await expect(card.getByRole('button', { name: x.seeLess })).toHaveAttribute('aria-expanded', 'true')
    await memberContext.close()
  })
}
