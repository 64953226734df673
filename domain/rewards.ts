/** Rewards the dashboard previews (spec 1 §2): random, in stock. */
export const REWARD_HIGHLIGHTS = 6
/** Reward names on the dashboard are cut here (spec 1 §9). */
export const REWARD_NAME_PREVIEW_LENGTH = 40

/** A name cut to the preview length, with an ellipsis when something was cut. */
export function previewName(name: string): string {
  const chars = [...name]
  return chars.length <= REWARD_NAME_PREVIEW_LENGTH ? name : `${chars.slice(0, REWARD_NAME_PREVIEW_LENGTH - 1).join('').trimEnd()}…`
}
