import { describe, expect, it } from 'vitest'
import { type AreaData, asWritten, writtenAreaName } from './area-names.ts'

const data: AreaData = {
  getStates: () => ['Wp Kuala Lumpur', 'Selangor', 'Wp Putrajaya'],
  getCities: (state) => ({ 'Wp Kuala Lumpur': ['Kuala Lumpur'], Selangor: ['Shah Alam'], 'Wp Putrajaya': ['Putrajaya'] })[state] ?? [],
  getPostcodes: (state, city) => (state === 'Wp Kuala Lumpur' && city === 'Kuala Lumpur' ? ['50000'] : []),
}

describe('area names as written', () => {
  it('writes the federal territories WP and leaves other names alone', () => {
    expect(['Wp Kuala Lumpur', 'Wp Labuan', 'Selangor', 'Pulau Pinang', 'Wpx'].map(writtenAreaName)).toEqual(['WP Kuala Lumpur', 'WP Labuan', 'Selangor', 'Pulau Pinang', 'Wpx'])
  })

  it('answers the data under the written names, and only those', () => {
    const areas = asWritten(data)
    expect(areas.getStates()).toEqual(['WP Kuala Lumpur', 'Selangor', 'WP Putrajaya'])
    expect(areas.getCities('WP Kuala Lumpur')).toEqual(['Kuala Lumpur'])
    expect(areas.getPostcodes('WP Kuala Lumpur', 'Kuala Lumpur')).toEqual(['50000'])
    expect(areas.getCities('Wp Kuala Lumpur')).toEqual([])
    expect(areas.getPostcodes('Wp Kuala Lumpur', 'Kuala Lumpur')).toEqual([])
  })
})
