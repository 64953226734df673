import { expect, type Locator, type Page, test } from '@playwright/test'
import { createMember, signIn } from './support/members.ts'
import { LANGUAGES, type Language } from '../domain/languages.ts'
import { businessDate } from '../domain/business-time.ts'
import { chooseLanguage } from './support/language.ts'

const TEXT = {
  en: {
    error: 'Error', later: 'Not now', completeMine: 'Complete my profile', okay: 'OKAY', profile: 'My profile', wizard: 'Complete your profile', start: "Let's start", next: 'Next',
    name: 'Full name', race: 'Race', malay: 'Malay', chinese: 'Chinese', nationality: 'Nationality', malaysian: 'Malaysian', stage: 'Pregnancy stage',
    oneChild: 'I have one child', pregnant: 'Pregnant', babies: 'Your babies', babyRequired: 'Please add the details of at least one baby.',
    addBaby: 'Add a baby', babyName: "Baby's name", gender: "Baby's gender", female: 'Female', dob: "Baby's date of birth", march: 'March', brand: 'Diaper brand',
    format: 'Diaper type', size: 'Diaper size', saveBaby: 'Save baby', baby1: 'Baby 1', addAddress: 'Add a new address', line1: 'Address line 1',
    state: 'State', city: 'City', postcode: 'Postcode', label: 'Address label', useAddress: 'Use this address', confirm: 'Confirm and get 200 points',
    earned: '+200 points', total: 'You now have 200 points.', done: 'Done', points: '200 points', addresses: 'My addresses', noAddress: 'You have no address yet.',
    saveAddress: 'Save address', addressMissing: 'Please fill in line1, city, state, postcode and label', saveThis: 'Save this address?', edit: 'Edit', save: 'Save',
    babiesTitle: 'My babies', babySaved: 'Baby info saved.', babyKept: 'Baby 1 is on your list. It is saved with your profile when you confirm at the last step.', noBabies: 'No baby info yet.', addBabyInfo: 'Add baby info', editBabyInfo: 'Edit baby info', saveBabyInfo: 'Save baby info',
    fillAll: 'Please fill in all the fields', babyNameRequired: "Please enter your baby's name.", babyDobRequired: "Please choose your baby's date of birth: day, month and year.", personal: 'Personal info', back: 'Back', edb: 'Expected due date', december: 'December', updated: 'Profile updated',
    stageLocked: /You can change your pregnancy stage again from \d{2}\/\d{2}\/\d{4}\./, detailsLocked: /You can change your name, race and nationality again from/,
    phone: 'Mobile number', editAddress: 'Edit address', editHome: 'Edit address HOME', addressChanged: 'The address has been changed.',
  },
  bm: {
    error: 'Ralat', later: 'Lain kali', completeMine: 'Lengkapkan profil saya', okay: 'OKAY', profile: 'Profil saya', wizard: 'Lengkapkan profil anda', start: 'Mari mulakan', next: 'Seterusnya',
    name: 'Nama penuh', race: 'Bangsa', malay: 'Melayu', chinese: 'Cina', nationality: 'Kewarganegaraan', malaysian: 'Warganegara Malaysia', stage: 'Peringkat kehamilan',
    oneChild: 'Saya mempunyai seorang anak', pregnant: 'Hamil', babies: 'Bayi anda', babyRequired: 'Sila tambah maklumat sekurang-kurangnya seorang bayi.',
    addBaby: 'Tambah bayi', babyName: 'Nama bayi', gender: 'Jantina bayi', female: 'Perempuan', dob: 'Tarikh lahir bayi', march: 'Mac', brand: 'Jenama lampin',
    format: 'Jenis lampin', size: 'Saiz lampin', saveBaby: 'Simpan bayi', baby1: 'Bayi 1', addAddress: 'Tambah alamat baharu', line1: 'Alamat baris 1',
    state: 'Negeri', city: 'Bandar', postcode: 'Poskod', label: 'Label alamat', useAddress: 'Guna alamat ini', confirm: 'Sahkan dan dapatkan 200 mata',
    earned: '+200 mata', total: 'Jumlah mata anda kini 200.', done: 'Selesai', points: '200 mata', addresses: 'Alamat saya', noAddress: 'Anda belum mempunyai alamat.',
    saveAddress: 'Simpan alamat', addressMissing: 'Sila isi alamat baris 1, bandar, negeri, poskod dan label', saveThis: 'Simpan alamat ini?', edit: 'Ubah', save: 'Simpan',
    babiesTitle: 'Bayi saya', babySaved: 'Maklumat bayi telah disimpan.', babyKept: 'Bayi 1 telah dimasukkan ke dalam senarai. Maklumat ini akan disimpan bersama profil anda apabila anda mengesahkannya pada langkah terakhir.', noBabies: 'Belum ada maklumat bayi.', addBabyInfo: 'Tambah maklumat bayi', editBabyInfo: 'Ubah maklumat bayi', saveBabyInfo: 'Simpan maklumat bayi',
    fillAll: 'Sila isi semua ruangan', babyNameRequired: 'Sila masukkan nama bayi anda.', babyDobRequired: 'Sila pilih tarikh lahir bayi anda: hari, bulan dan tahun.', personal: 'Maklumat peribadi', back: 'Kembali', edb: 'Jangkaan tarikh bersalin', december: 'Disember', updated: 'Profil dikemas kini',
    stageLocked: /Anda boleh menukar peringkat kehamilan sekali lagi mulai \d{2}\/\d{2}\/\d{4}\./, detailsLocked: /Anda boleh menukar nama, bangsa dan kewarganegaraan sekali lagi mulai/,
    phone: 'Nombor telefon bimbit', editAddress: 'Ubah alamat', editHome: 'Ubah alamat HOME', addressChanged: 'Alamat telah dikemas kini.',
  },
} as const
type Texts = (typeof TEXT)[Language]

const thisYear = Number(businessDate(new Date()).slice(0, 4))

/** A new member signed in, reading the app in `language`. */
async function memberIn(page: Page, request: Parameters<typeof createMember>[0], language: Language, signup: Record<string, unknown> = {}) {
  const member = await createMember(request, 'Nur Aisyah', signup)
  await signIn(page, member)
  await chooseLanguage(page, language)
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'ms')
  return member
}

async function chooseDate(scope: Locator | Page, legend: string, day: string, month: string, year: string) {
  const group = scope.getByRole('group', { name: legend })
  await group.getByRole('combobox').nth(0).selectOption(day)
  await group.getByRole('combobox').nth(1).selectOption({ label: month })
  await group.getByRole('combobox').nth(2).selectOption(year)
}

/** The shared error pop-up shows the message; OKAY closes it. */
async function expectAlert(page: Page, x: Texts, message: string) {
  const alert = page.getByRole('dialog', { name: x.error })
  await expect(alert).toContainText(message)
  await alert.getByRole('button', { name: x.okay }).click()
  await expect(alert).toBeHidden()
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`a new member completes the profile wizard and gets 200 points (${language})`, async ({ page, request }) => {
    await memberIn(page, request, language)
    await page.goto('/userprofile')
    const wizard = page.getByRole('dialog', { name: x.wizard })
    // "Not now" puts it away; the profile offers it again.
    await wizard.getByRole('button', { name: x.later }).click()
    await expect(wizard).toBeHidden()
    await page.getByRole('button', { name: x.completeMine }).click()
    await wizard.getByRole('button', { name: x.start }).click()

    await wizard.getByLabel(x.name).fill('Nur Aisyah Ahmad')
    await wizard.getByLabel(x.race).selectOption({ label: x.malay })
    await wizard.getByLabel(x.nationality).selectOption({ label: x.malaysian })
    await wizard.getByLabel(x.stage).selectOption({ label: x.oneChild })
    await wizard.getByRole('button', { name: x.next }).click()

    await expect(wizard.getByRole('heading', { name: x.babies })).toBeFocused()
    await wizard.getByRole('button', { name: x.next }).click()
    await expectAlert(page, x, x.babyRequired)
    await wizard.getByRole('button', { name: x.addBaby }).click()
    await wizard.getByLabel(x.gender).selectOption({ label: x.female })
    await chooseDate(wizard, x.dob, '9', x.march, String(thisYear - 1))
    await wizard.getByLabel(x.brand).selectOption({ label: 'Lembut Premium' })
    await wizard.getByLabel(x.format).selectOption({ label: 'pants' })
    await wizard.getByLabel(x.size).selectOption({ label: 'M (6-11 kg)' })
    await wizard.getByRole('button', { name: x.saveBaby }).click()
    await expect(wizard.getByRole('status')).toHaveText(x.babyKept)
    await expect(wizard.getByRole('listitem').filter({ hasText: x.baby1 })).toContainText('Lembut Premium · pants · M')
    await wizard.getByRole('button', { name: x.next }).click()

    await wizard.getByRole('button', { name: x.addAddress }).click()
    await wizard.getByLabel(x.line1).fill('7 Jalan Bunga Raya')
    await wizard.getByLabel(x.state).selectOption('Selangor')
    await wizard.getByLabel(x.city).selectOption('Ampang')
    await expect(wizard.getByLabel(x.postcode)).toHaveValue('68000')
    await wizard.getByLabel(x.label).fill('Home')
    await wizard.getByRole('button', { name: x.useAddress }).click()
    await expect(wizard.getByRole('radio', { name: /7 Jalan Bunga Raya/ })).toBeChecked()
    await wizard.getByRole('button', { name: x.next }).click()

    await expect(wizard).toContainText('Nur Aisyah Ahmad')
    await expect(wizard).toContainText('68000 Ampang, Selangor')
    await wizard.getByRole('button', { name: x.confirm }).click()
    await expect(wizard).toContainText(x.earned)
    await expect(wizard).toContainText(x.total)
    await wizard.getByRole('button', { name: x.done }).click()
    await expect(wizard).toBeHidden()

    await expect(page.getByRole('heading', { level: 1, name: x.profile })).toBeVisible()
    await expect(page.getByText(x.points, { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: x.completeMine })).toHaveCount(0)
    // Completed: it never opens again, not even after a reload.
    await page.reload()
    await expect(page.getByText('Nur Aisyah Ahmad')).toBeVisible()
    await expect(wizard).toHaveCount(0)
  })

  test(`adds an address with the state, city and postcode pickers (${language})`, async ({ page, request }) => {
    await memberIn(page, request, language)
    await page.goto('/viewAddress')
    await expect(page.getByRole('heading', { level: 1, name: x.addresses })).toBeVisible()
    await expect(page.getByText(x.noAddress)).toBeVisible()
    await page.getByRole('link', { name: x.addAddress }).click()

    await page.getByRole('button', { name: x.saveAddress }).click()
    await expectAlert(page, x, x.addressMissing)
    await page.getByLabel(x.line1).fill('3 Jalan Ampang Hilir')
    // One city: chosen for the member; many postcodes: the member chooses.
    await page.getByLabel(x.state).selectOption('WP Putrajaya')
    await expect(page.getByLabel(x.city)).toHaveValue('Putrajaya')
    await expect(page.getByLabel(x.postcode)).toHaveValue('')
    // Another state clears the city; a city with one postcode chooses it.
    await page.getByLabel(x.state).selectOption('Selangor')
    await expect(page.getByLabel(x.city)).toHaveValue('')
    await page.getByLabel(x.city).selectOption('Ampang')
    await expect(page.getByLabel(x.postcode)).toHaveValue('68000')
    await page.getByLabel(x.label).fill('Office')

    await page.getByRole('button', { name: x.saveAddress }).click()
    const confirm = page.getByRole('dialog', { name: x.saveThis })
    await expect(confirm).toContainText('68000 Ampang, Selangor')
    await confirm.getByRole('button', { name: x.edit }).click()
    await expect(confirm).toBeHidden()
    await expect(page.getByLabel(x.label)).toHaveValue('Office')
    await page.getByRole('button', { name: x.saveAddress }).click()
    await confirm.getByRole('button', { name: x.save, exact: true }).click()

    await expect(page).toHaveURL(/\/viewAddress$/)
    await expect(page.getByRole('list', { name: x.addresses }).getByRole('listitem').filter({ hasText: 'Office' })).toContainText('3 Jalan Ampang Hilir')
  })

  test(`edits an address from the address list (${language})`, async ({ page, request }) => {
    await memberIn(page, request, language, { address: { line1: '12 Jalan Kenanga', city: 'Shah Alam', state: 'Selangor', postcode: '40000' } })
    await page.goto('/viewAddress')
    const addresses = page.getByRole('list', { name: x.addresses }).getByRole('listitem')
    await expect(addresses).toHaveCount(1)
    await expect(addresses).toContainText('12 Jalan Kenanga')
    await page.getByRole('link', { name: x.editHome }).click()

    await expect(page.getByRole('heading', { level: 1, name: x.editAddress })).toBeVisible()
    await expect(page.getByLabel(x.line1)).toHaveValue('12 Jalan Kenanga')
    await expect(page.getByLabel(x.state)).toHaveValue('Selangor')
    await expect(page.getByLabel(x.city)).toHaveValue('Shah Alam')
    await expect(page.getByLabel(x.postcode)).toHaveValue('40000')
    await page.getByLabel(x.line1).fill('')
    await page.getByRole('button', { name: x.saveAddress }).click()
    await expectAlert(page, x, x.addressMissing)
    await page.getByLabel(x.line1).fill('3 Jalan Ampang Hilir')
    await page.getByLabel(x.city).selectOption('Ampang')
    await expect(page.getByLabel(x.postcode)).toHaveValue('68000')
    await page.getByLabel(x.label).fill('Office')
    await page.getByRole('button', { name: x.saveAddress }).click()
    const confirm = page.getByRole('dialog', { name: x.saveThis })
    await expect(confirm).toContainText('3 Jalan Ampang Hilir')
    await confirm.getByRole('button', { name: x.save, exact: true }).click()

    await expect(page).toHaveURL(/\/viewAddress$/)
    await expect(page.getByRole('status').filter({ hasText: x.addressChanged })).toBeVisible()
    await expect(addresses).toHaveCount(1)
    await expect(addresses).toContainText('Office')
    await expect(addresses).toContainText('3 Jalan Ampang Hilir')
    await expect(addresses).toContainText('68000 Ampang, Selangor')
    await expect(page.getByText('12 Jalan Kenanga')).toHaveCount(0)
  })

  test(`adds a baby and edits it (${language})`, async ({ page, request }) => {
    await memberIn(page, request, language)
    await page.goto('/viewbabyinfo')
    await expect(page.getByRole('heading', { level: 1, name: x.babiesTitle })).toBeVisible()
    await expect(page.getByText(x.noBabies)).toBeVisible()
    await page.getByRole('link', { name: x.addBaby }).click()
    await expect(page.getByRole('heading', { level: 1, name: x.addBabyInfo })).toBeVisible()

    // An empty name, then an empty birth date, are named (issue 13); the rest is "fill in all the fields".
    await page.getByRole('button', { name: x.saveBabyInfo }).click()
    await expectAlert(page, x, x.babyNameRequired)
    await page.getByLabel(x.babyName).fill('Aina')
    await page.getByRole('button', { name: x.saveBabyInfo }).click()
    await expectAlert(page, x, x.babyDobRequired)
    await chooseDate(page, x.dob, '9', x.march, String(thisYear - 1))
    await page.getByRole('button', { name: x.saveBabyInfo }).click()
    await expectAlert(page, x, x.fillAll)
    await page.getByLabel(x.gender).selectOption({ label: x.female })
    await page.getByLabel(x.brand).selectOption({ label: 'Lembut Premium' })
    await page.getByLabel(x.format).selectOption({ label: 'pants' })
    await page.getByLabel(x.size).selectOption({ label: 'M (6-11 kg)' })
    // Another brand clears the format and the size.
    await page.getByLabel(x.brand).selectOption({ label: 'Lembut Comfort' })
    await expect(page.getByLabel(x.format)).toHaveValue('')
    await expect(page.getByLabel(x.size)).toHaveValue('')
    await expect(page.getByLabel(x.size)).toBeDisabled()
    await page.getByLabel(x.format).selectOption({ label: 'tape' })
    await page.getByLabel(x.size).selectOption({ label: 'NB (Newborn, up to 5 kg)' })
    await page.getByRole('button', { name: x.saveBabyInfo }).click()

    await expect(page).toHaveURL(/\/viewbabyinfo$/)
    await expect(page.getByRole('status').filter({ hasText: x.babySaved })).toBeVisible()
    const aina = page.getByRole('list', { name: x.babiesTitle }).getByRole('listitem').filter({ hasText: 'Aina' })
    await expect(aina).toContainText('Lembut Comfort · tape · NB')
    await aina.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: x.editBabyInfo })).toBeVisible()
    await expect(page.getByLabel(x.babyName)).toHaveValue('Aina')
    // Another format clears the size.
    await page.getByLabel(x.format).selectOption({ label: 'pants' })
    await expect(page.getByLabel(x.size)).toHaveValue('')
    await page.getByLabel(x.size).selectOption({ label: 'S (4-8 kg)' })
    await page.getByLabel(x.babyName).fill('Aina Sofea')
    await page.getByRole('button', { name: x.saveBabyInfo }).click()

    await expect(page).toHaveURL(/\/viewbabyinfo$/)
    const babies = page.getByRole('list', { name: x.babiesTitle }).getByRole('listitem')
    await expect(babies).toHaveCount(1)
    await expect(babies).toContainText('Aina Sofea')
    await expect(babies).toContainText('Lembut Comfort · pants · S')
  })

  test(`edits the profile, then finds the pregnancy stage locked (${language})`, async ({ page, request }) => {
    const member = await memberIn(page, request, language, { pregnancyStage: null })
    await page.goto('/editprofile')
    await expect(page.getByRole('heading', { level: 1, name: x.personal })).toBeVisible()
    await expect(page.getByLabel(x.phone)).toHaveValue(`+6${member.number}`)
    await expect(page.getByLabel(x.phone)).not.toBeEditable()
    const submit = page.getByRole('button', { name: x.back, exact: true })
    await expect(submit).toBeVisible()

    await expect(page.getByRole('group', { name: x.edb })).toHaveCount(0)
    await page.getByLabel(x.stage).selectOption({ label: x.pregnant })
    await chooseDate(page, x.edb, '1', x.december, String(thisYear + 1))
    await page.getByLabel(x.race).selectOption({ label: x.chinese })
    await page.getByRole('button', { name: x.save, exact: true }).click()
    const saved = page.getByRole('dialog', { name: x.updated })
    await saved.getByRole('button', { name: x.okay }).click()
    await expect(page).toHaveURL(/\/userprofile$/)

    await page.goto('/editprofile')
    await expect(page.getByLabel(x.stage)).toBeDisabled()
    await expect(page.getByLabel(x.stage)).toHaveValue('pregnant')
    await expect(page.getByText(x.stageLocked)).toBeVisible()
    await expect(page.getByLabel(x.name)).toBeDisabled()
    await expect(page.getByText(x.detailsLocked)).toBeVisible()
    // The due date stays editable while pregnant.
    await expect(page.getByRole('group', { name: x.edb }).getByRole('combobox').first()).toBeEnabled()
    await page.getByRole('button', { name: x.back, exact: true }).click()
    await expect(page).toHaveURL(/\/userprofile$/)
  })
}
