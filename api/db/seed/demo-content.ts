/** The demo club's content, in both languages. Images are made by `demoArt` under these names. */

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

export const demoCategories = ['Baby Product', 'Special Deals'] as const

export const demoRewards = [
  { itemId: 'RW-1001', en: 'Lembut Comfort Pants M, pack of 30', bm: 'Lembut Comfort Pants M, pek 30', points: 1200, inventory: 200, brand: 'Lembut', categories: ['Baby Product'] },
  { itemId: 'RW-1002', en: 'Gentle baby wipes, 80 sheets', bm: 'Tisu basah bayi lembut, 80 helai', points: 300, inventory: 500, brand: 'Lembut', categories: ['Baby Product'] },
  { itemId: 'RW-1003', en: 'Baby bath and body gift set', bm: 'Set hadiah mandian dan badan bayi', points: 2500, inventory: 60, brand: 'Lembut', categories: ['Baby Product', 'Special Deals'] },
  { itemId: 'RW-1004', en: 'Clip-on stroller fan', bm: 'Kipas kereta sorong klip', points: 1800, inventory: 80, brand: 'Partner', categories: ['Special Deals'] },
  { itemId: 'RW-1005', en: 'Anti-colic feeding bottle set', bm: 'Set botol susu anti-kolik', points: 2000, inventory: 100, brand: 'Partner', categories: ['Baby Product'] },
  { itemId: 'RW-1006', en: 'Muslin swaddle blanket', bm: 'Selimut bedung muslin', points: 1500, inventory: 120, brand: 'Lembut', categories: ['Baby Product'] },
  { itemId: 'RW-1007', en: 'Roomy diaper backpack with changing mat', bm: 'Beg galas lampin luas dengan alas tukar', points: 4500, inventory: 40, brand: 'Partner', categories: ['Special Deals'] },
  { itemId: 'RW-1008', en: 'Soft silicone teether', bm: 'Penggigit silikon lembut', points: 800, inventory: 0, brand: 'Partner', categories: ['Baby Product'] },
] as const

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
