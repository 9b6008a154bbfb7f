/** The avatar's side in pixels; the crop output is a square PNG this size (spec 01 §5). */
export const AVATAR_SIZE_PX = 200;
/** Largest image accepted for an avatar (spec 01 §9). */
export const AVATAR_MAX_BYTES = 2_097_152;
/** Image types accepted, by extension (spec 01 §5). */
export const AVATAR_EXTENSIONS: readonly string[] = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'];
/** Zoom range of the crop view, as a factor over "just covers the square". */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** Why a chosen file was refused, or null when it may be cropped. */
export function avatarFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !AVATAR_EXTENSIONS.includes(extension)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** Where the image sits in the square view: its scale and its top-left corner (view pixels). */
export interface CropView {
  scale: number;
  x: number;
  y: number;
}

/** The scale at which the image just covers the square. */
export function coverScale(imageWidth: number, imageHeight: number, sidePx: number = AVATAR_SIZE_PX): number {
  return Math.max(sidePx / imageWidth, sidePx / imageHeight);
}

/** Keeps the image covering the whole square: no empty border after a move or a zoom. */
export function clampView(view: CropView, imageWidth: number, imageHeight: number, sidePx: number = AVATAR_SIZE_PX): CropView {
  const width = imageWidth * view.scale;
  const height = imageHeight * view.scale;
  return {
    scale: view.scale,
    x: Math.min(0, Math.max(sidePx - width, view.x)),
    y: Math.min(0, Math.max(sidePx - height, view.y)),
  };
}

/** The view at a zoom factor, keeping the square's centre on the same image point. */
export function zoomView(view: CropView, zoom: number, imageWidth: number, imageHeight: number, sidePx: number = AVATAR_SIZE_PX): CropView {
  const factor = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  const scale = coverScale(imageWidth, imageHeight, sidePx) * factor;
  const centre = sidePx / 2;
  const imageX = (centre - view.x) / view.scale;
  const imageY = (centre - view.y) / view.scale;
  return clampView({ scale, x: centre - imageX * scale, y: centre - imageY * scale }, imageWidth, imageHeight, sidePx);
}

/** The initial view: covering the square, centred. */
export function initialView(imageWidth: number, imageHeight: number, sidePx: number = AVATAR_SIZE_PX): CropView {
  const scale = coverScale(imageWidth, imageHeight, sidePx);
  return { scale, x: (sidePx - imageWidth * scale) / 2, y: (sidePx - imageHeight * scale) / 2 };
}

/** The source rectangle of the image that the square shows, for drawImage. */
export function sourceRect(view: CropView, sidePx: number = AVATAR_SIZE_PX): { sx: number; sy: number; size: number } {
  return { sx: -view.x / view.scale, sy: -view.y / view.scale, size: sidePx / view.scale };
}

/** The size of an image turned by a quarter turn count (1: 90° clockwise, -1: 90° anticlockwise). */
export function turnedSize(width: number, height: number, quarterTurns: number): { width: number; height: number } {
  return quarterTurns % 2 === 0 ? { width, height } : { width: height, height: width };
}
