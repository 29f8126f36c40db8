import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface MapMarker {
  id: number;
  number: string;
  x: number;
  y: number;
  color: string;
  title: string;
}

const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v)));

/**
 * A water's map: stands as numbered markers at x/y percent of its width and height. With
 * `onMove`, markers are dragged with the mouse or a finger, or moved with the arrow keys
 * (the new spot is saved when the marker is let go).
 */
export function LakeMap({
  markers,
  onMove,
  onSelect,
  label,
  image,
}: {
  /** The water's map image (a blob: URL); a drawn lake without one. */
  image?: string | null;
  markers: MapMarker[];
  onMove?: (id: number, x: number, y: number) => void;
  onSelect?: (id: number) => void;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ id: number; x: number; y: number } | null>(null);
  const at = (e: PointerEvent) => {
    const r = box.current!.getBoundingClientRect();
    return { x: clamp(((e.clientX - r.left) / r.width) * 100), y: clamp(((e.clientY - r.top) / r.height) * 100) };
  };
  const onKey = (m: MapMarker) => (e: KeyboardEvent) => {
    if (!onMove) {
      if (e.key === 'Enter') onSelect?.(m.id);
      return;
    }
    const step = { ArrowLeft: [-2, 0], ArrowRight: [2, 0], ArrowUp: [0, -2], ArrowDown: [0, 2] }[e.key];
    if (!step) return;
    e.preventDefault();
    onMove(m.id, clamp(m.x + step[0]), clamp(m.y + step[1]));
  };
  return (
    <div
      ref={box}
      role="group"
      aria-label={label}
      data-testid="lake-map"
      style={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 10',
        maxHeight: 480,
        borderRadius: 12,
        background: image
          ? `center / 100% 100% no-repeat url("${image}")`
          : 'radial-gradient(ellipse at center, #bae0ff 0%, #91caff 55%, #d9f7be 56%, #b7eb8f 100%)',
        touchAction: onMove ? 'none' : 'auto',
        overflow: 'hidden',
      }}
      onPointerMove={(e) => drag && setDrag({ id: drag.id, ...at(e) })}
      onPointerUp={() => {
        if (drag && onMove) onMove(drag.id, drag.x, drag.y);
        setDrag(null);
      }}
    >
      {markers.map((m) => {
        const pos = drag?.id === m.id ? drag : m;
        return (
          <button
            key={m.id}
            type="button"
            title={m.title}
            aria-label={m.title}
            data-testid={`marker-${m.number}`}
            onPointerDown={(e) => {
              if (!onMove) return;
              (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
              setDrag({ id: m.id, x: m.x, y: m.y });
            }}
            onPointerMove={(e) => drag?.id === m.id && setDrag({ id: m.id, ...at(e) })}
            onPointerUp={() => {
              if (drag?.id === m.id && onMove) onMove(m.id, drag.x, drag.y);
              setDrag(null);
            }}
            onClick={() => !onMove && onSelect?.(m.id)}
            onKeyDown={onKey(m)}
            style={{
              position: 'absolute',
              left: `${pos.x}%`,
              top: `${pos.y}%`,
              transform: 'translate(-50%, -50%)',
              minWidth: 32,
              height: 32,
              borderRadius: 16,
              border: '2px solid #fff',
              background: m.color,
              color: '#fff',
              fontWeight: 700,
              cursor: onMove ? 'grab' : 'pointer',
              boxShadow: '0 1px 4px rgba(0,0,0,.35)',
              padding: '0 6px',
            }}
          >
            {m.number}
          </button>
        );
      })}
    </div>
  );
}
