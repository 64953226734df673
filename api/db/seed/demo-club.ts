import type { Club } from '../../../domain/club.ts'

const site = 'https://lembut.example'
const both = (en: string, bm: string) => ({ en, bm })
const page = (path: string) => both(`${site}/en/${path}`, `${site}/bm/${path}`)

/** The demo brand a fresh club runs as; a deployment edits it in the back office. */
export const demoClub: Club = {
  name: 'Lembut Baby Club',
  shortName: 'Lembut Club',
  productSlug: 'lembut',
  logoUrl: '/brand/logo.svg',
  colours: { primary: '#0b6e79', accent: '#f2a541', background: '#f7fbfb' },
  supportEmail: 'care@lembut.example',
  supportHours: both('Monday to Friday, 9am to 5.30pm', 'Isnin hingga Jumaat, 9 pagi hingga 5.30 petang'),
  corporateLinks: [
    { label: both('Our story', 'Kisah kami'), href: page('our-story') },
    { label: both('Latest happenings', 'Berita terkini'), href: page('happenings') },
    { label: both('Sustainability', 'Kelestarian'), href: page('sustainability') },
    { label: both('Products', 'Produk'), href: page('products') },
    { label: both('Parenting tips', 'Tip keibubapaan'), href: page('parenting-tips') },
    { label: both('Contact', 'Hubungi kami'), href: page('contact') },
    { label: both('Shop', 'Beli'), href: page('shop') },
  ],
  socialLinks: {
    facebook: 'https://facebook.example/lembutbaby',
    instagram: 'https://instagram.example/lembutbaby',
    youtube: 'https://youtube.example/lembutbaby',
  },
  footerLinks: {
    privacy: page('privacy'),
    contact: page('contact'),
    terms: page('terms'),
    cookies: page('cookies'),
  },
}
