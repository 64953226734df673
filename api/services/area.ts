import { getPostcodes } from 'malaysia-postcodes'

/** Whether a state, city and postcode belong together in the Malaysian area data the app ships. */
export function isKnownArea(state: string, city: string, postcode: string): boolean {
  return getPostcodes(state, city).includes(postcode)
}
