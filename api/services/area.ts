import * as malaysiaPostcodes from 'malaysia-postcodes'
import { asWritten } from '../../domain/area-names.ts'

const areas = asWritten(malaysiaPostcodes)

/** Whether a state, city and postcode belong together in the Malaysian area data the app ships, named as written. */
export function isKnownArea(state: string, city: string, postcode: string): boolean {
  return areas.getPostcodes(state, city).includes(postcode)
}
