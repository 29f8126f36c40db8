/** What a scanned QR code names: `…/verify/<code>#<token>` (or a bare code, or a bare token). */
export interface Scanned {
  code: string | null;
  token: string | null;
}

const JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const CODE = /^[A-Za-z0-9_-]{10,40}$/;

export function parseScanned(text: string): Scanned | null {
  const value = text.trim();
  if (!value) return null;
  if (JWS.test(value)) return { code: null, token: value };
  if (CODE.test(value)) return { code: value, token: null };
  try {
    const url = new URL(value);
    const m = /\/verify\/([^/?#]+)\/?$/.exec(url.pathname);
    if (!m) return null;
    const token = url.hash.slice(1);
    return { code: decodeURIComponent(m[1]), token: JWS.test(token) ? token : null };
  } catch {
    return null;
  }
}

/** A QR decoder for video frames: the browser's BarcodeDetector, else jsQR loaded on first use. */
export type FrameReader = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

interface DetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

export async function makeFrameReader(): Promise<FrameReader> {
  const Detector = (window as unknown as { BarcodeDetector?: new (o: { formats: string[] }) => DetectorLike })
    .BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  // Not in every browser (Firefox, desktop Safari): a small decoder, in its own chunk.
  const { default: jsQR } = await import('jsqr');
  return (video, canvas) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!w || !h) return Promise.resolve(null);
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return Promise.resolve(null);
    ctx.drawImage(video, 0, 0, w, h);
    const found = jsQR(ctx.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'dontInvert' });
    return Promise.resolve(found?.data ?? null);
  };
}
