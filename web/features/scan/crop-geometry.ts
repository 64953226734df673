export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** The on-screen code box is 80px high (spec 1 §9) and most of the view wide. */
export const CODE_BOX_HEIGHT = 80
export const CODE_BOX_WIDTH_SHARE = 0.86

/** Where the code box sits in a view of this size, centred. */
export function codeBoxIn(view: { width: number; height: number }): Rect {
  const width = Math.round(view.width * CODE_BOX_WIDTH_SHARE)
  return { x: Math.round((view.width - width) / 2), y: Math.round((view.height - CODE_BOX_HEIGHT) / 2), width, height: CODE_BOX_HEIGHT }
}

/**
 * The part of the camera frame under a box drawn over the video, in the frame's own pixels: the
 * video is shown with `object-fit: cover`, scaled to fill the view and centred, so the box maps
 * back through that scale and offset. Reading at the camera's full resolution is what lets small
 * print be read.
 */
export function cropInFrame(frame: { width: number; height: number }, view: { width: number; height: number }, box: Rect): Rect {
  const scale = Math.max(view.width / frame.width, view.height / frame.height)
  const offsetX = (frame.width * scale - view.width) / 2
  const offsetY = (frame.height * scale - view.height) / 2
  const x = Math.max(0, (box.x + offsetX) / scale)
  const y = Math.max(0, (box.y + offsetY) / scale)
  return {
    x: Math.round(x),
    y: Math.round(y),
    width: Math.round(Math.min(frame.width - x, box.width / scale)),
    height: Math.round(Math.min(frame.height - y, box.height / scale)),
  }
}
