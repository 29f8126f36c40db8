/**
 * A screenshot of the application in the documentation (images in src/assets/docs, taken by
 * tests/browser/screenshots.spec.ts at 1280×800). Imported by the documentation pages only — a lazy
 * chunk — so Vite fingerprints them under /build/assets and the first screen never loads them;
 * `loading="lazy"` also defers the ones below the fold.
 */
export function DocScreenshot({ src, caption }: { src: string; caption: string }) {
  return (
    <figure style={{ margin: '8px 0 24px' }}>
      <img
        src={src}
        alt={caption}
        width={1280}
        height={800}
        loading="lazy"
        decoding="async"
        style={{ width: '100%', height: 'auto', maxWidth: 960, border: '1px solid #e5e7eb', borderRadius: 6 }}
      />
      <figcaption style={{ color: 'rgba(0, 0, 0, 0.55)', fontSize: 13, marginTop: 4 }}>{caption}</figcaption>
    </figure>
  );
}
