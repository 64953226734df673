import { describe, expect, it } from 'vitest'
import {
  displayPhone,
  isSignInName,
  MAX_FAILED_SIGNINS,
  normaliseReferralCode,
  OTP_PATTERN,
  passwordProblems,
  passwordStrength,
  readSignInName,
  SIGNIN_LOCK_MINUTES,
  signupDateProblems,
  STRONG_PASSWORD_PATTERN,
} from './identity-rules.ts'

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abcde', 0],
    ['abcdef', 1],
    ['abcdefghi', 1],
    ['abcdefghij', 2],
    ['ABCDEFGHIJKLMNOP', 2],
    ['Baby2026!', 3],
    ['Aa1@aaaa', 3],
    // Strong in every class but one: still only as strong as its length.
    ['Baby2026xyz', 2],
    // Every class, but a character the rule does not allow.
    ['Walker-Pass1!', 2],
  ] as const)('%j is %i', (password, level) => {
    expect(passwordStrength(password)).toBe(level)
  })
})

describe('passwordProblems', () => {
  it('names only the character that is not allowed in a password meeting every other rule', () => {
    expect(passwordProblems('Walker-Pass1!')).toEqual([{ rule: 'notAllowed', characters: ['-'] }])
  })

  it.each([
    ['BabyClub2026!', []],
    ['Aa1@aaaa', []],
    ['Aa1@aaa', [{ rule: 'tooShort' }]],
    ['babyclub2026!', [{ rule: 'uppercase' }]],
    ['BABYCLUB2026!', [{ rule: 'lowercase' }]],
    ['BabyClubABC!', [{ rule: 'digit' }]],
    ['BabyClub2026', [{ rule: 'special' }]],
    ['', [{ rule: 'tooShort' }, { rule: 'lowercase' }, { rule: 'uppercase' }, { rule: 'digit' }, { rule: 'special' }]],
    // Each character once, in the order typed; a space and a letter outside A-Z count too.
    ['Baby Club-2026 #-é!', [{ rule: 'notAllowed', characters: [' ', '-', '#', 'é'] }]],
    ['Bb1_', [{ rule: 'tooShort' }, { rule: 'special' }, { rule: 'notAllowed', characters: ['_'] }]],
  ] as const)('%j: %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems)
  })

  it('agrees with the pattern the API publishes on every password', () => {
    const samples = ['Aa1@aaaa', 'Aa1@aaa', 'Aa1-aaaa', 'AAAA1111@', 'aaaa1111@', 'Aa@aaaaa', 'Aa1aaaaa', 'Ää1@aaaa', 'Aa1@aaaa ', 'P@$$w0rd*?&!%', '😀Aa1@aaaa']
    for (const p of samples) expect([p, STRONG_PASSWORD_PATTERN.test(p)]).toEqual([p, passwordProblems(p).length === 0])
  })
})

describe('the sign-in lock', () => {
  it('is the spec’s: 5 wrong passwords lock sign-in for 30 minutes (spec 1 §8)', () => {
    expect([MAX_FAILED_SIGNINS, SIGNIN_LOCK_MINUTES]).toEqual([5, 30])
  })
})

describe('OTP_PATTERN', () => {
  it('takes exactly 4 digits', () => {
    expect(['1234', '0000', '123', '12345', '12a4', '١٢٣٤'].map((otp) => OTP_PATTERN.test(otp))).toEqual([true, true, false, false, false, false])
  })
})

describe('normaliseReferralCode', () => {
  it('drops spaces and upper-cases', () => {
    expect(normaliseReferralCode(' ab 12\tcd ')).toBe('AB12CD')
  })
})

describe('readSignInName', () => {
  it.each([
    ['0123456789', { number: '0123456789' }],
    [' 012-345 6789 ', { number: '0123456789' }],
    ['+60123456789', { number: '0123456789' }],
    ['601123456789', { number: '01123456789' }],
    [' Siti@Example.COM ', { email: 'siti@example.com' }],
    ['012345', { email: '012345' }],
  ] as const)('reads %j as %j', (value, name) => {
    expect(readSignInName(value)).toEqual(name)
  })

  it('accepts a mobile number or a well-formed email, nothing else', () => {
    expect([' 012 345 6789', 'siti@example.com', 'siti', '012345'].map(isSignInName)).toEqual([true, true, false, false])
  })
})

describe('displayPhone', () => {
  it('adds +6 to a local number and + to one with the country code', () => {
    expect(displayPhone('0123456789')).toBe('+60123456789')
    expect(displayPhone('60123456789')).toBe('+60123456789')
  })
})

describe('signupDateProblems', () => {
  const today = '2026-06-02'
  const base = { dob: '1990-01-01', edb: null, pregnancyStage: null, children: [] }
  it('wants members aged 15 or more, counted to the day', () => {
    expect(signupDateProblems({ ...base, dob: '2011-06-02' }, today)).toEqual([])
    expect(signupDateProblems({ ...base, dob: '2011-06-03' }, today)).toEqual([{ field: 'dob', code: 'tooYoung' }])
  })
  it('takes a due date from yesterday on, and no child born after today', () => {
    expect(signupDateProblems({ ...base, pregnancyStage: 'pregnant', edb: '2026-06-01' }, today)).toEqual([])
    expect(signupDateProblems({ ...base, pregnancyStage: 'pregnant', edb: '2026-05-31' }, today)).toEqual([{ field: 'edb', code: 'edbRequired' }])
    expect(signupDateProblems({ ...base, children: [{ childDob: '2026-06-03' }] }, today)).toEqual([{ field: 'children', code: 'childrenRequired' }])
  })
})
