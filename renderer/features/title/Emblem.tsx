/** Our own emblem for the title: a laurel wreath around crossed sabres, drawn in SVG. */
export function Emblem() {
  const leaves = Array.from({ length: 9 }, (_, i) => i);
  return (
    <svg className="title-emblem" viewBox="-60 -60 120 120" role="img" aria-label="Laurel wreath and crossed sabres">
      {[-1, 1].map((side) => (
        <g key={side} transform={`scale(${side},1)`}>
          <path d="M -6 44 C -40 34 -52 4 -40 -30" fill="none" stroke="currentColor" strokeWidth="2" />
          {leaves.map((i) => {
            const t = i / 8;
            const angle = 100 + t * 150;
            const r = 44;
            const x = -Math.cos((angle * Math.PI) / 180) * r * 0.95;
            const y = Math.sin((angle * Math.PI) / 180) * r * 0.95 - 2;
            return <ellipse key={i} cx={x - 6} cy={y} rx="7" ry="3" transform={`rotate(${angle - 60} ${x - 6} ${y})`} fill="currentColor" opacity="0.85" />;
          })}
        </g>
      ))}
      <g stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M -26 26 Q 0 -6 24 -30" fill="none" />
        <path d="M 26 26 Q 0 -6 -24 -30" fill="none" />
      </g>
      <g fill="currentColor">
        <rect x="-33" y="22" width="12" height="4" transform="rotate(-45 -27 24)" />
        <rect x="21" y="22" width="12" height="4" transform="rotate(45 27 24)" />
      </g>
      <text x="0" y="9" textAnchor="middle" fontSize="24" fontWeight="600" fontFamily="IM Fell English, serif" fill="currentColor">
        N
      </text>
    </svg>
  );
}
