const CHOSEN_CAMERA_KEY = 'club-camera'

export interface CameraDevice {
  deviceId: string
  label: string
}

/** The phone's cameras; labels appear once the member has allowed the camera. */
export async function listCameras(): Promise<CameraDevice[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return []
  const devices = await navigator.mediaDevices.enumerateDevices()
  return devices.filter((d) => d.kind === 'videoinput').map((d, i) => ({ deviceId: d.deviceId, label: d.label || `Camera ${i + 1}` }))
}

export function chosenCamera(): string | null {
  return localStorage.getItem(CHOSEN_CAMERA_KEY)
}

export function rememberCamera(deviceId: string): void {
  localStorage.setItem(CHOSEN_CAMERA_KEY, deviceId)
}

export function forgetCamera(): void {
  localStorage.removeItem(CHOSEN_CAMERA_KEY)
}

/** Torch and zoom, where the camera offers them (Chrome on Android does; iOS mostly does not). */
export interface CameraFeatures {
  torch: boolean
  zoom: { min: number; max: number; step: number } | null
}

type Capabilities = MediaTrackCapabilities & { torch?: boolean; zoom?: { min: number; max: number; step: number } }

export function cameraFeatures(track: MediaStreamTrack | undefined): CameraFeatures {
  const caps = (track?.getCapabilities?.() ?? {}) as Capabilities
  return { torch: caps.torch === true, zoom: caps.zoom && caps.zoom.max > caps.zoom.min ? caps.zoom : null }
}

export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  return track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] })
}

export function setZoom(track: MediaStreamTrack, zoom: number): Promise<void> {
  return track.applyConstraints({ advanced: [{ zoom } as MediaTrackConstraintSet] })
}
