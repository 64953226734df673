import { describe, expect, it } from 'vitest'
import { decideAccess, decideUnknownPath, viewerOf, type Area } from './access.ts'

const anonymous = viewerOf(null)
const member = viewerOf('user')
const dev = viewerOf('dev')
const superadmin = viewerOf('superadmin')
const unknown = viewerOf('partner')

const redirect = (redirectTo: string) => ({ allow: false, redirectTo })
const allowed = { allow: true }
const notFound = { allow: false, notFound: true }

describe('page guards (spec 1 §2, spec 3 §2.1)', () => {
  const cases: [Area, ReturnType<typeof viewerOf>, object][] = [
    // signed-out pages: members go to their dashboard, admins to their home
    ['guest', anonymous, allowed],
    ['guest', member, redirect('/dashboard')],
    ['guest', dev, redirect('/admin/brand/dashboard')],
    ['guest', superadmin, redirect('/admin/account')],
    // member pages: signed-out visitors go to the language home
    ['member', member, allowed],
    ['member', anonymous, redirect('/bm')],
    ['member', dev, redirect('/admin/brand/dashboard')],
    ['member', superadmin, redirect('/admin/account')],
    // the admin login is for signed-out staff
    ['adminGuest', anonymous, allowed],
    ['adminGuest', dev, redirect('/admin/brand/dashboard')],
    ['adminGuest', superadmin, redirect('/admin/account')],
    ['adminGuest', member, redirect('/dashboard')],
    // the back office is for dev; a superadmin is held to the account pages
    ['dev', dev, allowed],
    ['dev', anonymous, redirect('/admin/login')],
    ['dev', superadmin, redirect('/admin/account')],
    ['dev', member, redirect('/dashboard')],
    // account pages are for both admin roles
    ['staff', dev, allowed],
    ['staff', superadmin, allowed],
    ['staff', anonymous, redirect('/admin/login')],
    ['staff', member, redirect('/dashboard')],
  ]

  it.each(cases)('%s page for a %o viewer', (area, viewer, expected) => {
    expect(decideAccess(area, viewer, 'bm')).toEqual(expected)
  })

  it.each(['guest', 'member', 'adminGuest', 'dev', 'staff'] as const)(
    'shows the 404 page on a %s page to a session of unknown type',
    (area) => {
      expect(decideAccess(area, unknown, 'en')).toEqual(notFound)
    },
  )
})

describe('paths that match no page', () => {
  it('send signed-out visitors to the admin login when the first segment is admin', () => {
    expect(decideUnknownPath('/admin/whatever', anonymous, 'en')).toEqual(redirect('/admin/login'))
    expect(decideUnknownPath('/admin', anonymous, 'en')).toEqual(redirect('/admin/login'))
  })

  it('send signed-out visitors to the home of the current language otherwise', () => {
    expect(decideUnknownPath('/administrator', anonymous, 'bm')).toEqual(redirect('/bm'))
    expect(decideUnknownPath('/fr/signin', anonymous, 'en')).toEqual(redirect('/en'))
  })

  it('send each role to its home', () => {
    expect(decideUnknownPath('/nope', member, 'en')).toEqual(redirect('/dashboard'))
    expect(decideUnknownPath('/admin/nope', member, 'en')).toEqual(redirect('/dashboard'))
    expect(decideUnknownPath('/nope', dev, 'en')).toEqual(redirect('/admin/brand/dashboard'))
    expect(decideUnknownPath('/admin/nope', superadmin, 'en')).toEqual(redirect('/admin/account'))
  })

  it('show a session of unknown type the 404 page', () => {
    expect(decideUnknownPath('/nope', unknown, 'en')).toEqual(notFound)
  })
})
