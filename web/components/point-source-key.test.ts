import { describe, expect, it } from 'vitest'
import { POINT_SOURCES } from '../../domain/points.ts'
import bm from '../locales/bm.json'
import en from '../locales/en.json'
import { pointSourceKey } from './point-source-key.ts'

describe('pointSourceKey', () => {
  it('labels each known source by its key', () => {
    expect(pointSourceKey({ source: 'scan', points: 40 })).toBe('points.sources.scan')
    expect(pointSourceKey({ source: 'receipt', points: -40 })).toBe('points.sources.receipt')
  })

  it('labels point-shop spending and its refunds as such', () => {
    expect(pointSourceKey({ source: 'redemption', points: -500 })).toBe('points.sources.redemption')
    expect(pointSourceKey({ source: 'refund', points: 500 })).toBe('points.sources.refund')
  })

  it('labels a source this version does not know by whether points came or went', () => {
    expect(pointSourceKey({ source: 'birthdayBonus', points: 100 })).toBe('points.sources.otherEarned')
    expect(pointSourceKey({ source: 'contestEntry', points: -500 })).toBe('points.sources.otherUsed')
  })

  it('has a text in both languages for every source', () => {
    for (const source of POINT_SOURCES) {
      expect(en.points.sources, source).toHaveProperty(source)
      expect(bm.points.sources, source).toHaveProperty(source)
    }
  })
})
