/** The demo club's content, in both languages. Images are made by `demoArt` under these names. */
import type { PromoterFields } from '../../../domain/promoters.ts'

export const demoBrands = [
  {
    key: 'comfort',
    name: 'Lembut Comfort',
    description: 'Everyday soft diapers with a breathable cover.',
    milestoneCampaign: 1 as const,
    formats: { pants: ['s', 'm', 'l', 'xl', 'xxl'], tape: ['nb', 's', 'm', 'l'] },
  },
  {
    key: 'premium',
    name: 'Lembut Premium',
    description: 'Our thinnest, most absorbent diapers for sensitive skin.',
    milestoneCampaign: 1 as const,
    formats: { pants: ['m', 'l', 'xl', 'xxl'], tape: ['nb', 's'] },
  },
  {
    key: 'basics',
    name: 'Lembut Basics',
    description: 'Value packs for growing families.',
    milestoneCampaign: 0 as const,
    formats: { pants: ['m', 'l', 'xl'] },
  },
] as const

export const sizeDescriptions: Record<string, string> = {
  nb: 'Newborn, up to 5 kg',
  s: '4-8 kg',
  m: '6-11 kg',
  l: '9-14 kg',
  xl: '12-17 kg',
  xxl: '15-25 kg',
}

export const demoSamples = [
  { brand: 'comfort', format: 'pants', size: 's', itemId: 'SMP-CP-S', inventory: 500 },
  { brand: 'comfort', format: 'pants', size: 'm', itemId: 'SMP-CP-M', inventory: 500 },
  { brand: 'comfort', format: 'tape', size: 'nb', itemId: 'SMP-CT-NB', inventory: 300 },
  { brand: 'premium', format: 'tape', size: 'nb', itemId: 'SMP-PT-NB', inventory: 200 },
] as const

export const demoCategories = ['Baby Product', 'Special Deals', 'Mum Care'] as const
type DemoCategory = (typeof demoCategories)[number]

interface DemoItem {
  /** The article number; RW-1001 to RW-1008 are named by tests, so they keep their numbers. */
  itemId: string
  en: string
  bm: string
  description: { en: string; bm: string }
  uom: string
  points: number
  inventory: number
  brand: string
}

/** The point shop's catalogue (spec 3 §2.5): every item has its name and description in both languages. */
export const demoRewards: readonly (DemoItem & { categories: readonly DemoCategory[] })[] = [
  {
    itemId: 'RW-1001',
    en: 'Lembut Comfort Pants M, pack of 30',
    bm: 'Lembut Comfort Pants M, pek 30',
    description: {
      en: 'Soft, breathable pants diapers for babies of 6 to 11 kg, with a stretchy waist for quick changes.',
      bm: 'Lampin seluar yang lembut dan bernafas untuk bayi 6 hingga 11 kg, dengan pinggang anjal untuk penukaran yang cepat.',
    },
    uom: 'pack',
    points: 1200,
    inventory: 200,
    brand: 'Lembut',
    categories: ['Baby Product'],
  },
  {
    itemId: 'RW-1002',
    en: 'Gentle baby wipes, 80 sheets',
    bm: 'Tisu basah bayi lembut, 80 helai',
    description: {
      en: 'Fragrance-free wipes with aloe vera, gentle enough for newborn skin.',
      bm: 'Tisu basah tanpa pewangi dengan aloe vera, cukup lembut untuk kulit bayi yang baru lahir.',
    },
    uom: 'pack',
    points: 300,
    inventory: 500,
    brand: 'Lembut',
    categories: ['Baby Product'],
  },
  {
    itemId: 'RW-1003',
    en: 'Baby bath and body gift set',
    bm: 'Set hadiah mandian dan badan bayi',
    description: {
      en: 'Baby wash, shampoo and lotion in a gift box: mild, and no tears.',
      bm: 'Sabun mandian, syampu dan losyen bayi dalam kotak hadiah: lembut dan tidak memedihkan mata.',
    },
    uom: 'set',
    points: 2500,
    inventory: 60,
    brand: 'Lembut',
    categories: ['Baby Product', 'Special Deals'],
  },
  {
    itemId: 'RW-1004',
    en: 'Clip-on stroller fan',
    bm: 'Kipas kereta sorong klip',
    description: {
      en: 'A quiet, rechargeable fan with a bendable clip, for hot days out.',
      bm: 'Kipas boleh cas semula yang senyap dengan klip boleh lentur, untuk hari panas di luar rumah.',
    },
    uom: 'unit',
    points: 1800,
    inventory: 80,
    brand: 'Partner',
    categories: ['Special Deals'],
  },
  {
    itemId: 'RW-1005',
    en: 'Anti-colic feeding bottle set',
    bm: 'Set botol susu anti-kolik',
    description: {
      en: 'Three BPA-free bottles with slow-flow teats that let less air in.',
      bm: 'Tiga botol bebas BPA dengan puting aliran perlahan yang mengurangkan udara tertelan.',
    },
    uom: 'set',
    points: 2000,
    inventory: 100,
    brand: 'Partner',
    categories: ['Baby Product'],
  },
  {
    itemId: 'RW-1006',
    en: 'Muslin swaddle blanket',
    bm: 'Selimut bedung muslin',
    description: {
      en: 'A large, airy cotton muslin wrap for swaddling, feeding and naps.',
      bm: 'Kain muslin kapas yang besar dan nyaman untuk membedung, menyusu dan tidur siang.',
    },
    uom: 'piece',
    points: 1500,
    inventory: 120,
    brand: 'Lembut',
    categories: ['Baby Product'],
  },
  {
    itemId: 'RW-1007',
    en: 'Roomy diaper backpack with changing mat',
    bm: 'Beg galas lampin luas dengan alas tukar',
    description: {
      en: 'A backpack with insulated bottle pockets and a fold-out changing mat.',
      bm: 'Beg galas dengan poket botol berpenebat dan alas tukar lampin yang boleh dilipat.',
    },
    uom: 'unit',
    points: 4500,
    inventory: 40,
    brand: 'Partner',
    categories: ['Special Deals'],
  },
  {
    itemId: 'RW-1008',
    en: 'Soft silicone teether',
    bm: 'Penggigit silikon lembut',
    description: {
      en: 'A food-grade silicone teether, easy for small hands to hold and easy to clean.',
      bm: 'Penggigit silikon gred makanan, mudah digenggam oleh tangan kecil dan mudah dibersihkan.',
    },
    uom: 'piece',
    points: 800,
    inventory: 0,
    brand: 'Partner',
    categories: ['Baby Product'],
  },
  {
    itemId: 'RW-1009',
    en: 'Nursing pads, 60 pieces',
    bm: 'Pad penyusuan, 60 keping',
    description: {
      en: 'Thin, very absorbent disposable pads that keep you dry day and night.',
      bm: 'Pad pakai buang yang nipis dan sangat menyerap, memastikan anda kering siang dan malam.',
    },
    uom: 'pack',
    points: 600,
    inventory: 150,
    brand: 'Partner',
    categories: ['Mum Care'],
  },
  {
    itemId: 'RW-1010',
    en: 'Stretch mark cream, 150 ml',
    bm: 'Krim tanda regangan, 150 ml',
    description: {
      en: 'Cocoa butter and vitamin E cream that keeps skin supple during and after pregnancy.',
      bm: 'Krim mentega koko dan vitamin E yang mengekalkan kelembutan kulit semasa dan selepas kehamilan.',
    },
    uom: 'tube',
    points: 900,
    inventory: 90,
    brand: 'Partner',
    categories: ['Mum Care'],
  },
  {
    itemId: 'RW-1011',
    en: 'Postpartum belly wrap',
    bm: 'Bengkung selepas bersalin',
    description: {
      en: 'An adjustable wrap that supports the waist and back in the weeks after birth.',
      bm: 'Bengkung boleh laras yang menyokong pinggang dan belakang pada minggu-minggu selepas bersalin.',
    },
    uom: 'piece',
    points: 2200,
    inventory: 50,
    brand: 'Partner',
    categories: ['Mum Care', 'Special Deals'],
  },
  {
    itemId: 'RW-1012',
    en: 'Manual breast pump',
    bm: 'Pam susu ibu manual',
    description: {
      en: 'A quiet, light pump with a soft silicone cushion, for expressing milk wherever you are.',
      bm: 'Pam yang senyap dan ringan dengan kusyen silikon lembut, untuk memerah susu di mana-mana sahaja.',
    },
    uom: 'unit',
    points: 3000,
    inventory: 45,
    brand: 'Partner',
    categories: ['Mum Care'],
  },
  {
    itemId: 'RW-1013',
    en: 'Lembut Premium Tape NB, pack of 24',
    bm: 'Lembut Premium Tape NB, pek 24',
    description: {
      en: 'Our softest tape diapers for newborns up to 5 kg, with a wetness indicator.',
      bm: 'Lampin pelekat paling lembut kami untuk bayi baru lahir sehingga 5 kg, dengan penunjuk basah.',
    },
    uom: 'pack',
    points: 1000,
    inventory: 180,
    brand: 'Lembut',
    categories: ['Baby Product'],
  },
  {
    itemId: 'RW-1014',
    en: 'Baby nail care kit',
    bm: 'Set penjagaan kuku bayi',
    description: {
      en: 'Round-tipped clippers, scissors and a file, sized for tiny fingers.',
      bm: 'Pengetip, gunting dan kikir kuku berhujung bulat, sesuai untuk jari bayi yang kecil.',
    },
    uom: 'set',
    points: 500,
    inventory: 200,
    brand: 'Partner',
    categories: ['Baby Product'],
  },
  {
    itemId: 'RW-1015',
    en: 'Digital ear thermometer',
    bm: 'Termometer telinga digital',
    description: {
      en: 'Reads a temperature in one second and warns you of a fever.',
      bm: 'Mengukur suhu dalam masa satu saat dan memberi amaran jika demam.',
    },
    uom: 'unit',
    points: 3500,
    inventory: 30,
    brand: 'Partner',
    categories: ['Baby Product', 'Special Deals'],
  },
  {
    itemId: 'RW-1016',
    en: 'Bamboo hooded towel set',
    bm: 'Set tuala bertudung buluh',
    description: {
      en: 'Two hooded towels of soft bamboo fibre that dry quickly.',
      bm: 'Dua helai tuala bertudung daripada gentian buluh yang lembut dan cepat kering.',
    },
    uom: 'set',
    points: 1600,
    inventory: 70,
    brand: 'Lembut',
    categories: ['Special Deals'],
  },
]

/** Pregnant-mum offers (spec 3 §2.6): items of their own, outside the shop's categories. */
export const demoPregnantOffers: readonly DemoItem[] = [
  {
    itemId: 'PG-2001',
    en: 'Maternity support pillow',
    bm: 'Bantal sokongan ibu mengandung',
    description: {
      en: 'A U-shaped pillow that supports your back and bump for a better night’s sleep.',
      bm: 'Bantal berbentuk U yang menyokong belakang dan perut anda untuk tidur yang lebih lena.',
    },
    uom: 'piece',
    points: 1500,
    inventory: 60,
    brand: 'Partner',
  },
  {
    itemId: 'PG-2002',
    en: 'Hospital bag starter kit',
    bm: 'Kit permulaan beg hospital',
    description: {
      en: 'Maternity pads, nursing pads, and a cap and mittens for your newborn, ready for the big day.',
      bm: 'Pad bersalin, pad penyusuan, serta topi dan sarung tangan untuk bayi anda, sedia untuk hari yang dinanti.',
    },
    uom: 'set',
    points: 1200,
    inventory: 80,
    brand: 'Lembut',
  },
]

export const demoNews = [
  {
    key: 'double-points',
    en: { title: 'Double points on the 15th and 22nd', description: 'Scan your pack codes and upload receipts on the 15th and 22nd of every month to earn double points.' },
    bm: { title: 'Mata ganda pada 15 dan 22 haribulan', description: 'Imbas kod pek dan muat naik resit anda pada 15 dan 22 haribulan setiap bulan untuk mendapat mata ganda.' },
    showingTo: ['All'],
  },
  {
    key: 'hospital-bag',
    en: { title: 'Packing your hospital bag', description: 'A simple checklist of what you and your newborn need for the first days.' },
    bm: { title: 'Menyediakan beg hospital anda', description: 'Senarai semak ringkas keperluan anda dan bayi untuk hari-hari pertama.' },
    showingTo: ['pregnant'],
  },
  {
    key: 'sleep-tips',
    en: { title: 'Five tips for better baby sleep', description: 'Gentle routines that help your little one settle at night.' },
    bm: { title: 'Lima tip tidur lena untuk bayi', description: 'Rutin lembut yang membantu si kecil tidur dengan tenang pada waktu malam.' },
    showingTo: ['oneChild', 'moreChild'],
  },
] as const

/** FAQ pages; `{product}` is replaced with the club's product slug. Paragraphs are blank-line separated. */
export const demoFaqPages = [
  {
    slug: 'how-to-collect-points',
    en: {
      title: 'How to collect points',
      body: 'Find the 10-character unique code printed inside every pack.\n\nOpen Scan Code in the app and hold the code inside the box, or key it in by hand.\n\nYou can also upload a receipt for baby-care products bought in the last 30 days. Points are credited once the receipt is checked.\n\nCodes and receipts on the 15th and 22nd of each month earn double points.',
    },
    bm: {
      title: 'Cara mengumpul mata',
      body: 'Cari kod unik 10 aksara yang dicetak di dalam setiap pek.\n\nBuka Imbas Kod dalam aplikasi dan letakkan kod di dalam kotak, atau taip kod secara manual.\n\nAnda juga boleh memuat naik resit produk penjagaan bayi yang dibeli dalam tempoh 30 hari lalu. Mata dikreditkan selepas resit disemak.\n\nKod dan resit pada 15 dan 22 haribulan setiap bulan mendapat mata ganda.',
    },
  },
  {
    slug: '{product}-sample-request',
    en: {
      title: 'Free sample requests',
      body: 'Members may request one free sample per baby, delivered to a Malaysian address.\n\nA household may request once every 3 months and up to 4 times in 2 years.\n\nAfter your sample arrives, answer a short feedback survey to earn 50 points.',
    },
    bm: {
      title: 'Permintaan sampel percuma',
      body: 'Ahli boleh meminta satu sampel percuma bagi setiap bayi, dihantar ke alamat di Malaysia.\n\nSetiap isi rumah boleh meminta sekali setiap 3 bulan dan sehingga 4 kali dalam 2 tahun.\n\nSelepas sampel anda tiba, jawab tinjauan maklum balas ringkas untuk mendapat 50 mata.',
    },
  },
  {
    slug: 'resend-activation-link',
    en: {
      title: 'Did not get your activation link?',
      body: 'Check your spam or promotions folder for an email from the club.\n\nLinks work only on the day they are sent. If yours has expired, sign up again with the same email and mobile number to get a new one.\n\nStill stuck? Email our care team and we will help you.',
    },
    bm: {
      title: 'Tidak menerima pautan pengaktifan?',
      body: 'Semak folder spam atau promosi anda untuk e-mel daripada kelab.\n\nPautan hanya sah pada hari ia dihantar. Jika pautan anda telah tamat tempoh, daftar semula dengan e-mel dan nombor telefon yang sama untuk mendapatkan pautan baharu.\n\nMasih menghadapi masalah? E-mel pasukan khidmat pelanggan kami dan kami akan membantu anda.',
    },
  },
] as const

export const demoRetailers = ['AEON', 'Guardian', 'Lotus\'s', 'Mydin', 'Shopee Mall', 'Lazada', 'Watsons'] as const
export const OTHER_RETAILER = 'Others'

export const demoSkus = [
  { brand: 'comfort', en: 'Lembut Comfort Pants (all sizes), jumbo pack', bm: 'Lembut Comfort Pants (semua saiz), pek jumbo', points: 60 },
  { brand: 'comfort', en: 'Lembut Comfort Pants (all sizes), regular pack', bm: 'Lembut Comfort Pants (semua saiz), pek biasa', points: 30 },
  { brand: 'comfort', en: 'Lembut Comfort Tape (all sizes), jumbo pack', bm: 'Lembut Comfort Tape (semua saiz), pek jumbo', points: 55 },
  { brand: 'premium', en: 'Lembut Premium Pants (all sizes), jumbo pack', bm: 'Lembut Premium Pants (semua saiz), pek jumbo', points: 80 },
  { brand: 'premium', en: 'Lembut Premium Tape NB/S, regular pack', bm: 'Lembut Premium Tape NB/S, pek biasa', points: 40 },
  { brand: 'basics', en: 'Lembut Basics Pants (all sizes), value pack', bm: 'Lembut Basics Pants (semua saiz), pek jimat', points: 25 },
] as const

/** Quests, in groups; `kind` says how a quest is found done and what it earns (domain/quests.ts). */
export const demoQuests = [
  {
    en: 'Get started',
    bm: 'Mulakan',
    quests: [
      { kind: 'scanCode', path: '/scancode', en: ['Scan your first pack', 'Scan the code inside a pack, or key it in.'], bm: ['Imbas pek pertama anda', 'Imbas kod di dalam pek, atau taipkannya.'] },
      { kind: 'completeProfile', path: '/editprofile', en: ['Complete your profile', 'Tell us about your family to get offers that fit.'], bm: ['Lengkapkan profil anda', 'Kongsi tentang keluarga anda untuk tawaran yang sesuai.'] },
      { kind: 'addBaby', path: '/addbabyinfo', en: ['Add your baby', 'Add your baby’s birth date and diaper size, for news and offers that fit.'], bm: ['Tambah bayi anda', 'Tambah tarikh lahir dan saiz lampin bayi anda, untuk berita dan tawaran yang sesuai.'] },
    ],
  },
  {
    en: 'Earn more',
    bm: 'Kumpul lebih banyak',
    quests: [
      { kind: 'uploadReceipt', path: '/uploadReceipt', en: ['Upload a receipt', 'Photograph your baby-care receipt and send it for review.'], bm: ['Muat naik resit', 'Ambil foto resit penjagaan bayi anda dan hantar untuk disemak.'] },
      { kind: 'referFriend', path: '/referandearn', en: ['Refer a friend', 'Share your code: you both earn points when they join.'], bm: ['Rujuk rakan', 'Kongsi kod anda: anda berdua mendapat mata apabila mereka menyertai.'] },
    ],
  },
] as const

type DemoChoices = readonly (readonly [en: string, bm: string])[]
const ratingScale: DemoChoices = ['1', '2', '3', '4', '5'].map((n) => [n, n] as const)

/**
 * The free-sample survey (spec 2 §5: 7 steps), asked about every brand's samples: a rating with a
 * sub-question of its own choices (one of them "Others"), one with a typed sub-question, a
 * multiple choice with "Others", a dropdown and an open question. `%brandName%` names the sample's brand.
 */
export const demoSurvey: readonly {
  type: 'multiple' | 'rate' | 'dropdown' | 'open'
  en: string
  bm: string
  choices: DemoChoices
  sub?: { type: 'open' | 'close'; en: string; bm: string; choices: DemoChoices }
}[] = [
  {
    type: 'rate',
    en: 'How soft did %brandName% feel on your baby’s skin? (1 = not soft, 5 = very soft)',
    bm: 'Sejauh manakah kelembutan %brandName% pada kulit bayi anda? (1 = tidak lembut, 5 = sangat lembut)',
    choices: ratingScale,
    sub: {
      type: 'close',
      en: 'What disappointed you the most?',
      bm: 'Apakah yang paling mengecewakan anda?',
      choices: [
        ['Rough material', 'Bahan kasar'],
        ['Redness or rash', 'Kemerahan atau ruam'],
        ['Poor fit', 'Tidak muat dengan baik'],
        ['Others', 'Lain-lain'],
      ],
    },
  },
  {
    type: 'rate',
    en: 'How well did %brandName% keep your baby dry? (1 = poorly, 5 = very well)',
    bm: 'Sejauh manakah %brandName% memastikan bayi anda kering? (1 = kurang baik, 5 = sangat baik)',
    choices: ratingScale,
    sub: { type: 'open', en: 'Please tell us what went wrong.', bm: 'Sila beritahu kami apa yang tidak kena.', choices: [] },
  },
  {
    type: 'multiple',
    en: 'Which diapers does your baby wear most days?',
    bm: 'Lampin manakah yang dipakai bayi anda pada kebanyakan hari?',
    choices: [
      ['%brandName%', '%brandName%'],
      ['Another brand of disposable diapers', 'Jenama lampin pakai buang yang lain'],
      ['Cloth diapers', 'Lampin kain'],
      ['Others', 'Lain-lain'],
    ],
  },
  {
    type: 'dropdown',
    en: 'How old is the baby who tried the sample?',
    bm: 'Berapakah umur bayi yang mencuba sampel ini?',
    choices: [
      ['Under 6 months', 'Bawah 6 bulan'],
      ['6 to 12 months', '6 hingga 12 bulan'],
      ['1 to 2 years', '1 hingga 2 tahun'],
      ['Over 2 years', 'Lebih 2 tahun'],
    ],
  },
  {
    type: 'multiple',
    en: 'Would you buy %brandName% after trying this sample?',
    bm: 'Adakah anda akan membeli %brandName% selepas mencuba sampel ini?',
    choices: [
      ['Yes', 'Ya'],
      ['Maybe', 'Mungkin'],
      ['No', 'Tidak'],
    ],
  },
  {
    type: 'rate',
    en: 'How likely are you to recommend %brandName% to a friend? (1 = not likely, 5 = very likely)',
    bm: 'Sejauh manakah anda akan mengesyorkan %brandName% kepada rakan? (1 = tidak mungkin, 5 = sangat mungkin)',
    choices: ratingScale,
  },
  {
    type: 'open',
    en: 'Is there anything else you would like to tell us about %brandName%?',
    bm: 'Adakah apa-apa lagi yang ingin anda kongsikan tentang %brandName%?',
    choices: [],
  },
]

/** Shop-floor promoters (spec 3 §2.9), so the promoter dashboard and bulk creation's list have some. */
export const demoPromoters: readonly PromoterFields[] = [
  { name: 'Nurul Huda', code: 'KL-001', region: 'Kuala Lumpur', supervisorName: 'Aminah Yusof', post: 'Senior promoter', number: '0123456780', utmLink: '' },
  { name: 'Siti Rahmah', code: 'JB-002', region: 'Johor', supervisorName: 'Faridah Ismail', post: 'Promoter', number: '', utmLink: '' },
]
