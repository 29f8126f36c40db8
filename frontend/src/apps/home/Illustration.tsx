/** Lake, fish and a pass with a QR code: inline SVG, no image request. */
const QR = ['1110111', '1000101', '1011101', '0010100', '1101011', '0001001', '1110111'];

export function Illustration() {
  return (
    <svg
      className="home-illustration"
      viewBox="0 0 420 300"
      role="img"
      aria-labelledby="home-illustration-title"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id="home-illustration-title">O baltă cu pești și un permis de pescuit cu cod QR</title>
      {/* sky, sun, hills */}
      <rect x="0" y="0" width="420" height="300" rx="18" fill="#e4f1ec" />
      <circle cx="350" cy="58" r="26" fill="#f7c948" />
      <path d="M0 150 Q 80 90 160 140 T 320 130 T 420 140 V 300 H 0 Z" fill="#b9dcc8" />
      {/* lake */}
      <ellipse cx="190" cy="215" rx="170" ry="62" fill="#2f8f9d" />
      <ellipse cx="190" cy="208" rx="150" ry="46" fill="#3aa6b5" />
      <path
        d="M80 205 q 15 -6 30 0 M 230 230 q 15 -6 30 0 M 150 240 q 12 -5 24 0"
        stroke="#d9f1f4"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      {/* reeds */}
      <g stroke="#2d6a4f" strokeWidth="4" strokeLinecap="round">
        <line x1="30" y1="230" x2="26" y2="180" />
        <line x1="42" y1="232" x2="44" y2="170" />
        <line x1="54" y1="230" x2="60" y2="188" />
      </g>
      {/* fish jumping */}
      <g transform="translate(150 150) rotate(-20)">
        <ellipse cx="0" cy="0" rx="34" ry="14" fill="#e07a2f" />
        <path d="M30 0 L 52 -14 L 52 14 Z" fill="#c4621d" />
        <circle cx="-20" cy="-3" r="3" fill="#1d2a26" />
        <path d="M-4 -12 q 8 -10 18 -2" fill="#c4621d" />
      </g>
      <path d="M120 190 q 10 -14 22 -4" stroke="#d9f1f4" strokeWidth="3" fill="none" strokeLinecap="round" />
      {/* rod and line */}
      <line x1="20" y1="290" x2="120" y2="120" stroke="#6b4226" strokeWidth="5" strokeLinecap="round" />
      <path d="M120 120 Q 140 160 170 205" stroke="#1d2a26" strokeWidth="1.5" fill="none" />
      {/* the pass */}
      <g transform="translate(262 92) rotate(6)">
        <rect x="0" y="0" width="130" height="170" rx="10" fill="#ffffff" stroke="#1f6f5c" strokeWidth="3" />
        <rect x="0" y="0" width="130" height="30" rx="10" fill="#1f6f5c" />
        <rect x="0" y="20" width="130" height="10" fill="#1f6f5c" />
        <text
          x="65"
          y="21"
          textAnchor="middle"
          fontSize="14"
          fontWeight="700"
          fill="#ffffff"
          fontFamily="system-ui, sans-serif"
        >
          PERMIS
        </text>
        <rect x="14" y="42" width="70" height="7" rx="3" fill="#c9d6d1" />
        <rect x="14" y="56" width="96" height="7" rx="3" fill="#c9d6d1" />
        <rect x="14" y="70" width="56" height="7" rx="3" fill="#c9d6d1" />
        <g transform="translate(37 88)">
          <rect x="-4" y="-4" width="64" height="64" fill="#ffffff" />
          {QR.flatMap((row, y) =>
            [...row].map((cell, x) =>
              cell === '1' ? <rect key={`${x}-${y}`} x={x * 8} y={y * 8} width="8" height="8" fill="#1d2a26" /> : null,
            ),
          )}
        </g>
        <text
          x="65"
          y="162"
          textAnchor="middle"
          fontSize="11"
          fontWeight="700"
          fill="#0a7a2f"
          fontFamily="system-ui, sans-serif"
        >
          VALID
        </text>
      </g>
    </svg>
  );
}
